import HIGModel

/// A reader of one kind of file an app declares its shortcuts in (a manifest, a Markdown
/// table, Swift, Interface Builder).
///
/// `check` and `init --from` pick the reader of each path from ``AppReaders`` (in HIGLintKit),
/// open the file once through ``HIGModel/InputFile`` and hand its bytes to ``read(_:path:settings:)``;
/// the rules' examples are read by the reader of their language. A new reader is one
/// conforming type and one line in that registry.
public protocol AppReader: Sendable {
    /// What it reads, as `check` names it when a path is none of them: "Swift files".
    var name: String { get }
    /// The extensions (lower case, no dot) of the files it reads when a path names one.
    var extensions: [String] { get }
    /// The language of the rule examples it reads, and the file an example is read as.
    var exampleLanguage: RuleExample.Language { get }
    var exampleFile: String { get }
    /// Whether its files are the app's code (their results say so too, ``FileShortcuts/isCode``):
    /// beside code, a table found in a folder yields to it.
    var readsCode: Bool { get }
    /// Whether it reads a file found in a folder, by its path (its name tells); beside
    /// the app's code (`besideCode`), documents that only show shortcuts are passed over.
    func readsFound(_ path: String, besideCode: Bool) -> Bool
    /// A file found in a folder may turn out to be no input of this kind (a Markdown page
    /// that is no app table): then it is passed over in silence, problems reading it included.
    var foundMayBeOther: Bool { get }
    /// One file's declarations and diagnostics, from its bytes alone.
    func read(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts
    /// The reader's name and version in the read cache's key, when a read of `bytes` is worth
    /// keeping between runs; nil when reading them again is cheaper than a lookup. A new version
    /// whenever what it extracts changes.
    func cacheName(for bytes: [UInt8]) -> String?
    /// ``read(_:path:settings:)`` of bytes that ``cacheName(for:)`` found not worth keeping,
    /// for a reader whose answer there already says part of the read (a byte search that
    /// found nothing to parse).
    func readUnkept(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts
    /// Parses the file and does nothing more, for the benchmark's floor of `check`: a count
    /// of what it parsed; nil for readers whose files are not part of the floor.
    func parseOnly(_ bytes: [UInt8], path: String) -> Int?
}

extension AppReader {
    public var foundMayBeOther: Bool { false }
    public func cacheName(for bytes: [UInt8]) -> String? { nil }
    public func readUnkept(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts {
        read(bytes, path: path, settings: settings)
    }
    public func parseOnly(_ bytes: [UInt8], path: String) -> Int? { nil }
}

/// How a file came to be read: the only things besides its path and bytes that its reading
/// depends on.
public struct ReadSettings: Hashable, Sendable, Codable {
    /// Found in a folder rather than named on the command line.
    public var found: Bool
    /// The app's code (Swift or Interface Builder files) is read too.
    public var besideCode: Bool

    public init(found: Bool = false, besideCode: Bool = false) {
        self.found = found
        self.besideCode = besideCode
    }
}
