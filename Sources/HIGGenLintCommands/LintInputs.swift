import Foundation
import HIGLint
import HIGLintKit
import HIGLintManifest
import HIGLintProject
import HIGModel
import HIGParallel

/// The app sources `hig-gen check` reads, each with its reader (``AppReaders``), from the
/// paths given.
///
/// A file named is read by the reader of its extension (a manifest, an app's Markdown table,
/// Interface Builder, Swift). A folder is searched for the files its readers take: `*.swift`,
/// `.xib` and `.storyboard` files, manifests named `shortcuts.json`, `shortcuts.yml` or
/// `shortcuts.yaml`, and Markdown files that are app tables (other Markdown, such as a README,
/// is passed over in silence; beside Swift or Interface Builder files, only a table named
/// `shortcuts.md` is read). Hidden folders, build folders and dependency folders (Pods,
/// node_modules…) are skipped.
struct LintInputs {
    /// One input file, and how it is read.
    struct File {
        var path: String
        var reader: any AppReader
        var settings: ReadSettings
    }

    /// Every input, in reading order: by reader (``AppReaders/all``), then as named and found.
    var files: [File] = []
    /// Xcode projects, XcodeGen specs and package manifests found in folders: they say which
    /// files make up each target.
    var projectFiles: [String] = []
    /// Whether every folder searched holds no Objective-C source (`.m`, `.mm`), which hig-gen does
    /// not read: only then does the Swift code show every method that answers a nib's actions.
    /// Files named one by one leave that unknown.
    var swiftOnly = false
    private var searchedFolder = false
    /// The first folder named (or the first file's), whose name the guessed targets take.
    var root = "."
    /// Paths that do not exist or name no input hig-gen reads.
    var problems: [Diagnostic] = []

    /// Folders of other people's code that an app folder may hold: never the app's shortcuts.
    /// (A committed `Packages/` holds the app's own local packages, `.package(path: "Packages/Kit")`:
    /// SwiftPM keeps its checkouts in `.build`, and `swift package init` ignores `/Packages`, where
    /// `swift package edit` puts a dependency being edited.)
    static let vendorFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData"]

    init(paths: [String], manifests explicit: [String]) {
        // The first path named, or the folder of the first file: what guessed targets are named after.
        root =
            paths.first.map { path in
                var isDirectory: ObjCBool = false
                let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                return isFolder ? path : (path as NSString).deletingLastPathComponent
            } ?? "."
        if root.isEmpty { root = "." }
        var inputs: [File] = []
        if let manifests = AppReaders.all.first(where: { $0 is ManifestReader }) {
            inputs = explicit.map { File(path: $0, reader: manifests, settings: ReadSettings()) }
        }
        for path in paths { add(path, to: &inputs) }
        let besideCode = inputs.contains { $0.reader.readsCode }
        // Beside code, only what a reader still takes there (a README's table is no app's).
        inputs.removeAll { $0.settings.found && !$0.reader.readsFound($0.path, besideCode: besideCode) }
        // By reader, in the registry's order, then as named and found; a file named and found is read once.
        var seen: Set<String> = []
        files = inputs.enumerated().sorted {
            (AppReaders.order(of: $0.element.reader), $0.offset) < (AppReaders.order(of: $1.element.reader), $1.offset)
        }
        .map(\.element).filter { seen.insert($0.path).inserted }
        for index in files.indices { files[index].settings.besideCode = besideCode }
    }

    private mutating func add(_ path: String, to inputs: inout [File]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            problems.append(InputFile.missing(path))
            return
        }
        if isDirectory.boolValue { return addFolder(path, to: &inputs) }
        if let reader = AppReaders.reader(forExtension: (path as NSString).pathExtension) {
            inputs.append(File(path: path, reader: reader, settings: ReadSettings()))
        } else {
            problems.append(
                Diagnostic(
                    .inputUnknownKind,
                    "hig-gen check reads \(AppReaders.names) and folders; this is none of them",
                    at: SourceLocation(file: path)))
        }
    }

    private mutating func addFolder(_ folder: String, to inputs: inout [File]) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // Hidden, build and dependency folders are not searched. DocC catalogs document the app;
        // their tables are no shortcut tables.
        let entries =
            FolderWalk.entries(in: folder) { name in
                name.hasPrefix(".") || Self.vendorFolders.contains(String(name)) || name.hasSuffix(".docc")
            } ?? []
        let objectiveC = entries.contains { $0.relative.hasSuffix(".m") || $0.relative.hasSuffix(".mm") }
        swiftOnly = (swiftOnly || !searchedFolder) && !objectiveC
        searchedFolder = true
        for entry in entries {
            let relative = entry.relative
            let path = base + "/" + relative
            if AppModel.isProjectFile(relative) { projectFiles.append(path) }
            // A folder may carry a file's extension ("Reachability.swift/"): its files are met in turn.
            if entry.kind == .folder { continue }
            let reader = AppReaders.reader(forFound: relative, besideCode: false)
            // The other readers say so themselves; a file that may be no input would not.
            if reader?.foundMayBeOther ?? true, entry.kind == .other, let note = InputFile.specialFileNote(path) {
                problems.append(note)
            } else if let reader {
                inputs.append(File(path: path, reader: reader, settings: ReadSettings(found: true)))
            }
        }
    }

    /// Reads every input: the declarations in order (manifests, tables, then the code, each
    /// file on its own and then joined), what the readers reported, and the manifests' rule
    /// levels, merged in order; each file's read is kept in `cache` for the next run, where
    /// its reader says it is worth keeping.
    func read(cache: ReadCache = .off) throws -> (
        declarations: [AppShortcut], diagnostics: [Diagnostic], levels: [String: RuleLevel], targets: [AppTarget]
    ) {
        // Each file is read on every core, from its bytes alone (an unchanged file's read from
        // `cache`, kept by an earlier run); results are merged in order, so the report is the
        // same on every run.
        let reads = Parallel.map(files) { file -> (FileShortcuts, PlatformGuess.Head?) in
            var problems: [Diagnostic] = []
            guard let bytes = InputFile.read(file.path, into: &problems) else {
                return (Self.unread(file, problems: problems), nil)
            }
            var read = Self.read(file, bytes: bytes, cache: cache)
            read.diagnostics = problems + read.diagnostics
            // The files findings may point into, kept for ignores, reports and fixes.
            if !read.declarations.isEmpty || !read.diagnostics.isEmpty { InputFile.kept?.keep(bytes, at: file.path) }
            // What the code's first bytes say of its platform, for the app model, while they are here.
            return (read, file.reader.readsCode ? PlatformGuess.head(of: bytes) : nil)
        }
        let read = reads.map(\.0)
        var diagnostics = problems
        var levels: [String: RuleLevel] = [:]
        for file in read {
            diagnostics += file.diagnostics
            levels.merge(file.levels) { _, new in new }
        }
        // The tables named together are one app's: an ID one of them has is the app's.
        diagnostics += AppTableReader.repeatedIDs(across: zip(files, read).filter { !$0.0.settings.found }.map(\.1))
        // A helper or a hot key's name declared in one file is used in another: joined here.
        var declarations = FileShortcuts.join(read, swiftOnly: swiftOnly && files.allSatisfy(\.settings.found))
        // Each file's targets, from the projects found or guessed from the code.
        var heads: [String: PlatformGuess.Head] = [:]
        for (file, (_, head)) in zip(files, reads) { heads[file.path] = head }
        let model = AppModel(projectFiles: projectFiles, sourceFiles: codeFiles, root: root, heads: heads)
        diagnostics += model.diagnostics
        // Test code's strings are test data (a parser's inputs), not shortcuts anyone presses.
        if !model.testCode.isEmpty { declarations.removeAll { model.testCode.contains($0.span.location.file) } }
        // A table's rows name their own targets (the code columns of `init --from`).
        for index in declarations.indices where declarations[index].targets.isEmpty {
            declarations[index].targets = model.targetsByFile[declarations[index].span.location.file] ?? []
        }
        // A `.keyboardShortcut(.find)` in one file uses a constant declared in another.
        return (ConstantShortcuts.resolve(declarations), diagnostics, levels, model.targets)
    }

    /// One file's reading by its reader: a function of its path, bytes and settings alone,
    /// kept in `cache` under the reader's name when the reader says it is worth keeping.
    static func read(_ file: File, bytes: [UInt8], cache: ReadCache) -> FileShortcuts {
        let read = { file.reader.read(bytes, path: file.path, settings: file.settings) }
        guard let name = file.reader.cacheName(for: bytes) else {
            return file.reader.readUnkept(bytes, path: file.path, settings: file.settings)
        }
        return cache.value(for: file.path, bytes: bytes, reader: name, compute: read)
    }

    /// A file that could not be opened: what ``InputFile`` said, unless the file was found and
    /// may be no input at all (then it is passed over in silence).
    static func unread(_ file: File, problems: [Diagnostic]) -> FileShortcuts {
        let quiet = file.settings.found && file.reader.foundMayBeOther
        return FileShortcuts(declarations: [], diagnostics: quiet ? [] : problems, isCode: file.reader.readsCode)
    }

    /// The app's code files (Interface Builder, then Swift), which the app model places in targets.
    var codeFiles: [String] { files.filter(\.reader.readsCode).map(\.path) }

    /// Reads and parses every code file and nothing more: the floor `check` is measured
    /// against (`--parse-floor`, for the benchmark).
    func parseOnly() -> Int {
        Parallel.map(files.filter(\.reader.readsCode)) { file in
            var ignored: [Diagnostic] = []
            return InputFile.read(file.path, into: &ignored).flatMap { file.reader.parseOnly($0, path: file.path) } ?? 0
        }.reduce(0, +)
    }
}
