import HIGLint
import HIGLintInterfaceBuilder
import HIGLintManifest
import HIGLintSwift

/// Every reader of an app's shortcuts, in the order their files are read (and their
/// declarations met): the one list `check`, `init --from`, the rules' examples and the
/// messages that name what hig-gen reads all use.
package enum AppReaders {
    package static let all: [any AppReader] = [
        ManifestReader(),
        AppTableReader(),
        InterfaceBuilderReader(),
        SwiftShortcutScanner(),
    ]

    /// A reader's place in ``all``: files are read in that order.
    package static func order(of reader: any AppReader) -> Int {
        all.firstIndex { type(of: $0) == type(of: reader) } ?? all.count
    }

    /// The reader of a file named on the command line, by its extension.
    package static func reader(forExtension ext: String) -> (any AppReader)? {
        all.first { $0.extensions.contains(ext.lowercased()) }
    }

    /// The reader of a file found in a folder, by its path.
    package static func reader(forFound path: String, besideCode: Bool) -> (any AppReader)? {
        all.first { $0.readsFound(path, besideCode: besideCode) }
    }

    /// The reader of the rules' examples in `language`.
    package static func reader(for language: RuleExample.Language) -> any AppReader {
        guard let reader = all.first(where: { $0.exampleLanguage == language }) else {
            preconditionFailure("no reader reads \(language) examples: add one to AppReaders.all")
        }
        return reader
    }

    /// "manifests (.json, .yml, .yaml), …, Swift files", for the message on a path none reads.
    package static var names: String {
        let names = all.map(\.name)
        return names.dropLast().joined(separator: ", ") + (names.count > 1 ? ", " : "") + (names.last ?? "")
    }
}
