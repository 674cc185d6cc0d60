import HIGLint
import HIGLintKit
import Testing

/// The one list of readers: each example language, extension and file found has one reader.
@Suite struct AppReadersTests {
    @Test func everyExampleLanguageHasOneReader() {
        for language in RuleExample.Language.allCases {
            let readers = AppReaders.all.filter { $0.exampleLanguage == language }
            #expect(readers.count == 1, "\(language) is read by \(readers.map(\.name))")
        }
    }

    @Test func everyExtensionHasOneReader() {
        let extensions = AppReaders.all.flatMap(\.extensions)
        #expect(Set(extensions).count == extensions.count, "\(extensions)")
        #expect(AppReaders.reader(forExtension: "XIB")?.exampleLanguage == .interfaceBuilder)
        #expect(AppReaders.reader(forExtension: "txt") == nil)
    }

    @Test func foundFilesAreReadByName() {
        func language(_ path: String, besideCode: Bool = false) -> RuleExample.Language? {
            AppReaders.reader(forFound: path, besideCode: besideCode)?.exampleLanguage
        }
        #expect(language("App/Sources/Editor.swift") == .swift)
        #expect(language("App/Base.lproj/Main.storyboard") == .interfaceBuilder)
        #expect(language("App/shortcuts.yml") == .manifest)
        // Other JSON and YAML in an app's folder is no manifest.
        #expect(language("App/config.json") == nil)
        #expect(language("App/README.md") == .appTable)
        // Beside code only the app's own table is read.
        #expect(language("App/README.md", besideCode: true) == nil)
        #expect(language("App/Shortcuts.md", besideCode: true) == .appTable)
    }

    @Test func theMessageNamesEveryReader() {
        for reader in AppReaders.all { #expect(AppReaders.names.contains(reader.name)) }
    }
}
