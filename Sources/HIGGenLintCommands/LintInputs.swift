import Foundation
import HIGLint
import HIGLintInterfaceBuilder
import HIGLintKit
import HIGLintManifest
import HIGLintProject
import HIGLintSwift
import HIGMarkdown
import HIGModel
import HIGParallel

/// The app sources `hig-gen check` reads: manifests, Markdown shortcut tables and Swift files,
/// from the paths given.
///
/// A path ending in `.json`, `.yml` or `.yaml` is a manifest; a `.md` file is an app's
/// shortcut table; a `.swift` file is scanned; a folder is searched for `*.swift` files, for
/// manifests named `shortcuts.json`, `shortcuts.yml` or `shortcuts.yaml`, and for Markdown
/// files that are app tables (other Markdown, such as a README, is passed over in silence;
/// beside Swift or Interface Builder files, only a table named `shortcuts.md` is read).
/// Hidden folders, build folders and dependency folders (Pods, node_modules…) are skipped.
struct LintInputs {
    var manifests: [String] = []
    var swiftFiles: [String] = []
    /// Interface Builder files (.xib, .storyboard), read for their menu items.
    var interfaceBuilderFiles: [String] = []
    /// Markdown named on the command line: read whatever it is, with every diagnostic.
    var markdownFiles: [String] = []
    /// Markdown found in folders: read only when it turns out to be an app's table.
    var foundMarkdownFiles: [String] = []
    /// Xcode projects, XcodeGen specs and package manifests found in folders: they say which
    /// files make up each target.
    var projectFiles: [String] = []
    /// The first folder named (or the first file's), whose name the guessed targets take.
    var root = "."
    /// Paths that do not exist or name no input hig-gen reads.
    var problems: [Diagnostic] = []

    static let manifestExtensions: Set<String> = ["json", "yml", "yaml"]
    static let manifestNames: Set<String> = ["shortcuts.json", "shortcuts.yml", "shortcuts.yaml"]
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown"]
    /// Folders of other people's code that an app folder may hold: never the app's shortcuts.
    static let vendorFolders: Set<String> = ["Packages", "Pods", "Carthage", "node_modules", "DerivedData"]

    init(paths: [String], manifests explicit: [String]) {
        manifests = explicit
        // The first path named, or the folder of the first file: what guessed targets are named after.
        root =
            paths.first.map { path in
                var isDirectory: ObjCBool = false
                let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                return isFolder ? path : (path as NSString).deletingLastPathComponent
            } ?? "."
        if root.isEmpty { root = "." }
        for path in paths { add(path) }
        manifests = unique(manifests)
        swiftFiles = unique(swiftFiles)
        interfaceBuilderFiles = unique(interfaceBuilderFiles)
        markdownFiles = unique(markdownFiles)
        foundMarkdownFiles = unique(foundMarkdownFiles).filter { !markdownFiles.contains($0) }
    }

    private mutating func add(_ path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            problems.append(InputFile.missing(path))
            return
        }
        if isDirectory.boolValue { return addFolder(path) }
        let ext = (path as NSString).pathExtension.lowercased()
        if Self.manifestExtensions.contains(ext) {
            manifests.append(path)
        } else if ext == "swift" {
            swiftFiles.append(path)
        } else if InterfaceBuilderReader.extensions.contains(ext) {
            interfaceBuilderFiles.append(path)
        } else if Self.markdownExtensions.contains(ext) {
            markdownFiles.append(path)
        } else {
            problems.append(
                Diagnostic(
                    .inputUnknownKind,
                    "hig-gen check reads manifests (.json, .yml, .yaml), Markdown shortcut tables (.md), Swift files, Interface Builder files (.xib, .storyboard) and folders; this is none of them",
                    at: SourceLocation(file: path)))
        }
    }

    private mutating func addFolder(_ folder: String) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let paths = (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
        for relative in paths {
            let parts = relative.split(separator: "/")
            // DocC catalogs document the app; their tables are no shortcut tables.
            if parts.contains(where: { $0.hasPrefix(".") || Self.vendorFolders.contains(String($0)) || $0.hasSuffix(".docc") }) {
                continue
            }
            let path = base + "/" + relative
            if AppModel.isProjectFile(relative) { projectFiles.append(path) }
            // A folder may carry a file's extension ("Reachability.swift/"): its files are met in turn.
            if InputFile.isFolder(path) { continue }
            if relative.hasSuffix(".swift") {
                swiftFiles.append(path)
            } else if InterfaceBuilderReader.extensions.contains((relative as NSString).pathExtension.lowercased()) {
                interfaceBuilderFiles.append(path)
            } else if let name = parts.last, Self.manifestNames.contains(String(name)) {
                manifests.append(path)
            } else if let note = InputFile.specialFileNote(path) {
                // The readers above say so themselves; found Markdown and anything else would not.
                problems.append(note)
            } else if Self.markdownExtensions.contains((relative as NSString).pathExtension.lowercased()) {
                foundMarkdownFiles.append(path)
            }
        }
    }

    private func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// Reads every input: the declarations in order (manifests first, then Swift files by
    /// path), what the readers reported, and the manifests' rule levels, merged in order;
    /// each source file's read is kept in `cache` for the next run.
    func read(cache: ReadCache = .off) throws -> (
        declarations: [AppShortcut], diagnostics: [Diagnostic], levels: [String: RuleLevel], targets: [AppTarget]
    ) {
        var declarations: [AppShortcut] = []
        var diagnostics = problems
        var levels: [String: RuleLevel] = [:]
        for path in manifests {
            let manifest = ManifestReader.read(path: path)
            declarations += manifest.shortcuts
            diagnostics += manifest.diagnostics
            levels.merge(manifest.levels) { _, new in new }
        }
        if !markdownFiles.isEmpty {
            let compiled = RulebookCompiler.compile(paths: markdownFiles)
            declarations += IgnoreComments.apply(to: AppShortcut.appTableRows(of: compiled.rulebook))
            diagnostics += compiled.diagnostics + Self.repeatedIDs(in: compiled.rulebook)
        }
        for path in foundMarkdownFiles {
            // Beside code, the code declares the shortcuts: a README or a docs page that shows them
            // in a table documents it, and reading it too would report each finding twice. Only the
            // app's own table, shortcuts.md (what `init` writes), is read there; name others to check them.
            if !sourceFiles.isEmpty, (path as NSString).lastPathComponent.lowercased() != "shortcuts.md" { continue }
            let compiled = RulebookCompiler.compile(paths: [path])
            guard compiled.rulebook.documents.first?.kind == .app else { continue }
            // A table made from this code (`init --from`) says what the code says: reading both
            // would report every finding twice. It is checked when named, and by --against.
            if !sourceFiles.isEmpty, compiled.rulebook.entries.contains(where: { $0.placement?.places.isEmpty == false }) {
                continue
            }
            declarations += IgnoreComments.apply(to: AppShortcut.appTableRows(of: compiled.rulebook))
            diagnostics += compiled.diagnostics + Self.repeatedIDs(in: compiled.rulebook)
        }
        // Source files are read on every core (an unchanged file's read from `cache`, kept by an
        // earlier run); results are merged in path order, so the report is the same on every run.
        let read = Parallel.map(sourceFiles) { path, isInterfaceBuilder in
            Self.read(path, isInterfaceBuilder: isInterfaceBuilder, cache: cache)
        }
        // A helper or a hot key's name declared in one file is used in another: joined here.
        declarations += SwiftShortcutScanner.FileShortcuts.join(read.map(\.shortcuts))
        for file in read { diagnostics += file.diagnostics }
        // Each file's targets, from the projects found or guessed from the code.
        let model = AppModel(projectFiles: projectFiles, sourceFiles: sourceFiles.map(\.path), root: root)
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

    /// Interface Builder files, then Swift files, each with whether it is Interface Builder.
    private var sourceFiles: [(path: String, isInterfaceBuilder: Bool)] {
        interfaceBuilderFiles.map { ($0, true) } + swiftFiles.map { ($0, false) }
    }

    /// Reads and parses every source file and nothing more: the floor `check` is measured
    /// against (`--parse-floor`, for the benchmark).
    func parseOnly() -> Int {
        return Parallel.map(sourceFiles) { path, isInterfaceBuilder in
            var ignored: [Diagnostic] = []
            return isInterfaceBuilder
                ? InterfaceBuilderReader.parseOnly(path: path, into: &ignored)
                : SwiftShortcutScanner.parseOnly(path: path, into: &ignored)
        }.reduce(0, +)
    }

    /// A warning at each app-table row whose ID an earlier row of the same table already has.
    static func repeatedIDs(in rulebook: Rulebook) -> [Diagnostic] {
        var first: [String: Entry] = [:]
        return rulebook.entries.compactMap { entry in
            guard entry.table == .custom, let id = entry.givenID else { return nil }
            guard let earlier = first[id] else {
                first[id] = entry
                return nil
            }
            return Diagnostic(
                .tableDuplicateID,
                "the ID '\(id.clipped())' is already the row at \(earlier.source.formatted); give each row its own ID",
                at: entry.source)
        }
    }
}
