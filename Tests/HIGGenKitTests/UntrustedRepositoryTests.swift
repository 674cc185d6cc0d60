import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A repository is untrusted input (issue 33): nothing outside the folder given is read or
/// echoed, every walk ends, nothing is left behind, no control character is printed raw, and
/// nothing is skipped in silence. Each case of the issue, as an attacker would write it; the
/// large ones are generated here. Runs with a time limit: a hang fails instead of stalling.
@Suite("a repository is untrusted input", .serialized)
struct UntrustedRepositoryTests {
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, out: String, err: String) {
        let result = try FilesOnDiskTests.run(arguments, in: folder, seconds: 60)
        return (result.status, String(decoding: result.stdout, as: UTF8.self), result.stderr)
    }

    /// Code with a reserved shortcut, whose finding quotes its title.
    static func reservedButton(_ title: String) -> String {
        "import AppKit\nlet b = Button(\"\(title)\") {}.keyboardShortcut(.space, modifiers: .command)\n"
    }

    /// A `project.pbxproj` with one Mac target building `Menu.swift`, and `extra` objects.
    static func project(mainGroup: String = "G1", extra: String = "", configuration: String = "") -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P1;
          objects = {
            P1 = { isa = PBXProject; mainGroup = \(mainGroup); targets = ( T1 ); buildConfigurationList = L0; };
            G1 = { isa = PBXGroup; children = ( F1 ); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = Menu.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
            T1 = { isa = PBXNativeTarget; name = App; buildPhases = ( S1 ); buildConfigurationList = L1; };
            L0 = { isa = XCConfigurationList; buildConfigurations = ( ); };
            L1 = { isa = XCConfigurationList; buildConfigurations = ( D1 ); };
            D1 = { isa = XCBuildConfiguration; \(configuration) buildSettings = { SDKROOT = macosx; }; };
            \(extra)
          };
        }
        """
    }

    // MARK: 1. The folder given is the boundary

    @Test("a source file that links outside the folder is named in a note and never read or quoted")
    func symlinkedSourceOutside() throws {
        let app = try Scratch()
        let elsewhere = try Scratch()
        try elsewhere.write("Secret.swift", Self.reservedButton("SECRET-TOKEN-42"))
        try app.write("Mac/Menu.swift", "import AppKit\n")
        try FileManager.default.createSymbolicLink(
            atPath: app.url.appendingPathComponent("Mac/Linked.swift").path,
            withDestinationPath: elsewhere.url.appendingPathComponent("Secret.swift").path)
        let result = try Self.run(["check", "Mac"], in: app.url)
        #expect(!result.out.contains("SECRET-TOKEN"), "\(result.out)")
        #expect(result.out.contains("Mac/Linked.swift: note: 'Mac/Linked.swift' leads outside the folder checked"))
        #expect(result.out.contains("[input.outside-root]"))
        // Said so, it is read.
        let allowed = try Self.run(["check", "--allow-outside-root", "Mac"], in: app.url)
        #expect(allowed.out.contains("SECRET-TOKEN-42"))
    }

    @Test("an xcconfig named by an absolute path or included from outside does not set the platforms")
    func xcconfigOutside() throws {
        let app = try Scratch()
        let elsewhere = try Scratch()
        try elsewhere.write("Evil.xcconfig", "SDKROOT = iphoneos\n")
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        try app.write("Config/App.xcconfig", "#include \"../../\(elsewhere.url.lastPathComponent)/Evil.xcconfig\"\n")
        let evil = elsewhere.url.appendingPathComponent("Evil.xcconfig").path
        try app.write(
            "App.xcodeproj/project.pbxproj",
            Self.project(
                extra: """
                    C1 = { isa = PBXFileReference; path = "\(evil)"; sourceTree = "<absolute>"; };
                    C2 = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
                    G2 = { isa = PBXGroup; children = ( C1, C2 ); sourceTree = "<group>"; };
                    D2 = { isa = XCBuildConfiguration; baseConfigurationReference = C2; buildSettings = { }; };
                    L2 = { isa = XCConfigurationList; buildConfigurations = ( D2 ); };
                    """,
                configuration: "baseConfigurationReference = C1;"
            ).replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, G2 )"))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(result.out.contains("[input.outside-root]"), "\(result.out)")
        #expect(!result.out.contains("iOS"), "the outside SDKROOT changed the platforms: \(result.out)")
        #expect(result.out.contains("'App': macOS"))
    }

    @Test("a configuration file the project names but the repository lacks (CocoaPods') is a note, not a vanished file")
    func generatedConfigurationMissing() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        try app.write(
            "App.xcodeproj/project.pbxproj",
            Self.project(
                extra: """
                    C2 = { isa = PBXFileReference; path = "Pods/Pods-App.debug.xcconfig"; sourceTree = "<group>"; };
                    G2 = { isa = PBXGroup; children = ( C2 ); sourceTree = "<group>"; };
                    """,
                configuration: "baseConfigurationReference = C2;"
            ).replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, G2 )"))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(!result.out.contains("[input.vanished]"), "\(result.out)")
        #expect(
            result.out.contains("note: the project's configuration file 'Pods-App.debug.xcconfig' is not in the folder checked"))
        #expect(result.out.contains("[project.include-skipped]"))
    }

    @Test("an include outside the folder, at its line, is a located note")
    func includeOutside() throws {
        let app = try Scratch()
        let elsewhere = try Scratch()
        try elsewhere.write("Evil.xcconfig", "SDKROOT = iphoneos\n")
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        try app.write(
            "App.xcconfig", "// shared\n#include \"../\(elsewhere.url.lastPathComponent)/Evil.xcconfig\"\n")
        try app.write(
            "App.xcodeproj/project.pbxproj",
            Self.project(
                extra: "C1 = { isa = PBXFileReference; path = App.xcconfig; sourceTree = \"<group>\"; };",
                configuration: "baseConfigurationReference = C1;"
            ).replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, C1 )"))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(result.out.contains("App.xcconfig:2:1: note: #include not read: it leads outside"), "\(result.out)")
        #expect(result.out.contains("[project.include-skipped]"))
        #expect(!result.out.contains("iOS"))
    }

    // MARK: 2. Every walk is bounded and cycle-safe

    @Test("a group that holds itself, a main-group loop and a 40-level fan-out of groups end with a note")
    func groupLoops() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        // Each level lists the next group twice: 2^40 paths if walked as a tree.
        var fanOut = ""
        for level in 0..<40 {
            fanOut +=
                "M\(level) = { isa = PBXGroup; path = Mac; children = ( M\(level + 1), M\(level + 1) ); sourceTree = \"<group>\"; };\n"
        }
        fanOut += "M40 = { isa = PBXGroup; children = ( ); sourceTree = \"<group>\"; };\n"
        let cases = [
            ("self", Self.project(extra: "").replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, G1 )")),
            (
                "main",
                Self.project(mainGroup: "G1", extra: "G2 = { isa = PBXGroup; children = ( G1 ); sourceTree = \"<group>\"; };")
                    .replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, G2 )")
            ),
            ("fan", Self.project(extra: fanOut).replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, M0 )")),
        ]
        for (name, text) in cases {
            try app.write("\(name)/App.xcodeproj/project.pbxproj", text)
            try app.write("\(name)/Menu.swift", Self.reservedButton("Quick Search"))
            let result = try Self.run(["check", "--format", "xcode", name], in: app.url)
            #expect(result.out.contains("[project.group-loop]"), "\(name): \(result.out)")
            #expect(result.out.contains("'App': macOS"), "\(name): the project's files are still placed")
        }
    }

    @Test("an xcconfig that includes itself 30 times, and includes 9 deep, end with located notes")
    func includeCycleAndDepth() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        try app.write("App.xcconfig", String(repeating: "#include \"App.xcconfig\"\n", count: 30) + "SDKROOT = macosx\n")
        for level in 1...9 { try app.write("Deep\(level).xcconfig", "#include \"Deep\(level + 1).xcconfig\"\n") }
        try app.write("Deep10.xcconfig", "SDKROOT = macosx\n")
        let extra = """
            C1 = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            C2 = { isa = PBXFileReference; path = Deep1.xcconfig; sourceTree = "<group>"; };
            D2 = { isa = XCBuildConfiguration; baseConfigurationReference = C2; buildSettings = { }; };
            """
        try app.write(
            "App.xcodeproj/project.pbxproj",
            Self.project(extra: extra, configuration: "baseConfigurationReference = C1;")
                .replacingOccurrences(of: "children = ( F1 )", with: "children = ( F1, C1, C2 )")
                .replacingOccurrences(of: "buildConfigurations = ( D1 )", with: "buildConfigurations = ( D1, D2 )"))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(result.out.contains("App.xcconfig:1:1: note: #include not read: 'App.xcconfig' is already being read"))
        #expect(
            result.out.contains("Deep8.xcconfig:1:1: note: #include not read: includes go deeper than 8 levels"), "\(result.out)")
    }

    @Test("a billion laughs of YAML aliases is refused at its alias, in project.yml, a manifest and the config")
    func billionLaughs() throws {
        let app = try Scratch()
        var laughs = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (level, name) in "bcdefghi".enumerated() {
            let previous = Array("abcdefghi")[level]
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        try app.write("project.yml", "name: App\n" + laughs + "targets: {}\n")
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        let project = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(project.out.contains("project.yml:7:8: error: the aliases of '&e'"), "\(project.out)")
        #expect(project.out.contains("[input.yaml-aliases]"))
        try app.write("shortcuts.yml", laughs + "shortcuts: []\n")
        let manifest = try Self.run(["check", "--format", "xcode", "shortcuts.yml"], in: app.url)
        #expect(manifest.out.contains("shortcuts.yml:6:8:") && manifest.out.contains("[input.yaml-aliases]"), "\(manifest.out)")
        #expect(manifest.status == 1)
        try app.write("hig-gen.yml", laughs)
        let config = try Self.run(["check", "--format", "xcode", "Menu.swift"], in: app.url)
        #expect(config.out.contains("hig-gen.yml:6:8:") && config.out.contains("[input.yaml-aliases]"), "\(config.out)")
        #expect(config.status == 1)
        // Front matter of a guideline file too, at the alias's line in the file.
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("hig-gen.yml"))
        try app.write(
            "guide.md",
            "---\n" + laughs + "---\n## Standard keyboard shortcuts\n| Shortcut | Action |\n|---|---|\n| Command-C | Copy |\n")
        let guide = try Self.run(["json", "guide.md"], in: app.url)
        #expect(guide.err.contains("guide.md:7:8: error: the aliases of '&e'"), "\(guide.err)")
    }

    // MARK: 3. Paths are paths

    @Test("init --from and --target with absolute paths write there, and say so truly")
    func absolutePaths() throws {
        let here = try Scratch()
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        let result = try Self.run(["init", "--from", app.url.path], in: here.url)
        let table = app.url.appendingPathComponent("shortcuts.md").path
        #expect(result.out.contains("created \(table)"), "\(result.out)\(result.err)")
        #expect(FileManager.default.fileExists(atPath: table))
        #expect(!result.out.contains("input.not-found"))
        #expect(!FileManager.default.fileExists(atPath: here.url.appendingPathComponent(String(app.url.path.dropFirst())).path))
        let docs = try Scratch()
        let elsewhere = try Scratch()
        let target = try Self.run(["init", "--target", docs.url.path], in: elsewhere.url)
        #expect(target.status == 0, "\(target.err)")
        #expect(FileManager.default.fileExists(atPath: docs.url.appendingPathComponent("shortcuts.md").path))
    }

    @Test("what a killed init --from --force left behind is removed by the next run")
    func leftoversRemoved() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        _ = try Self.run(["init", "--from", "."], in: app.url)
        // A process id no process has (above the kernel's largest).
        let dead = 4_194_305
        try app.write(".shortcuts.md.\(dead).tmp", "half")
        try app.write("shortcuts.md.\(dead).bak", "old")
        try app.write("notes.\(dead).bak", "someone else's")
        let result = try Self.run(["init", "--from", ".", "--force"], in: app.url)
        #expect(result.status == 0, "\(result.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: app.url.path)
        #expect(!names.contains(".shortcuts.md.\(dead).tmp") && !names.contains("shortcuts.md.\(dead).bak"), "\(names)")
        #expect(names.contains("notes.\(dead).bak"), "only its own leftovers")
    }

    @Test(
        "init --from in a folder it cannot write writes none of its files", .enabled(if: getuid() != 0, "root may write anywhere")
    )
    func readOnlyFolderWritesNothing() throws {
        let here = try Scratch()
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        chmod(here.url.path, 0o555)
        defer { chmod(here.url.path, 0o755) }
        let result = try Self.run(["init", "--from", app.url.path], in: here.url)
        #expect(result.status != 0)
        #expect(!FileManager.default.fileExists(atPath: app.url.appendingPathComponent("shortcuts.md").path))
        #expect(!FileManager.default.fileExists(atPath: app.url.appendingPathComponent(".hig-gen.json").path))
    }

    // MARK: 4. Output cannot be forged

    @Test("ESC sequences and a line break in a title are escaped in every text format")
    func controlCharactersEscaped() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton(#"\u{1B}[31mRed\u{1B}]0;pwned\u{07}\n./Other.swift:1:1: error: forged"#))
        for format in ["human", "xcode", "github", "junit", "json", "sarif"] {
            let result = try Self.run(["check", "--format", format, "Menu.swift"], in: app.url)
            #expect(result.out.contains("Red"), "\(format): the finding is there")
            #expect(!result.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(format)")
            #expect(
                !result.out.split(separator: "\n").contains { $0.hasPrefix("./Other.swift") }, "\(format): \(result.out)")
        }
    }

    // MARK: 5. No silence

    @Test("a folder named like a Swift file is searched, not read as one")
    func folderWithFileExtension() throws {
        let app = try Scratch()
        try app.write("Reachability.swift/Menu.swift", Self.reservedButton("Quick Search"))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(!result.out.contains("not a regular file"), "\(result.out)")
        #expect(result.out.contains("Reachability.swift/Menu.swift:2:"), "\(result.out)")
    }

    @Test("an ignore comment inside a string literal silences nothing")
    func ignoreInsideString() throws {
        let app = try Scratch()
        try app.write(
            "Menu.swift",
            "import AppKit\nlet t = \"<!-- hig-gen:ignore -->\"; let u = \"// hig-gen:ignore\"\n"
                + "let b = Button(\"Quick Search\") {}.keyboardShortcut(.space, modifiers: [.option, .command])\n"
                + "// hig-gen:ignore reserved-conflict\n"
                + "let c = Button(\"Find Anywhere\") {}.keyboardShortcut(.space, modifiers: [.command])\n")
        let result = try Self.run(["check", "--format", "xcode", "Menu.swift"], in: app.url)
        #expect(result.out.contains("Menu.swift:3:"), "\(result.out)")
        #expect(!result.out.contains("Menu.swift:5:"), "a real comment still silences")
    }

    @Test("an unparsable Package.swift is a located note")
    func unparsablePackage() throws {
        let app = try Scratch()
        try app.write(
            "Package.swift", "import PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\"\n")
        try app.write("Sources/App/Menu.swift", Self.reservedButton("Quick Search"))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(result.out.contains("Package.swift:2:65: warning: "), "\(result.out)")
        #expect(result.out.contains("Package.swift has a syntax error here"))
    }

    @Test("--against: prose, an empty file or Swift is not a table; a duplicate row and a missing Declared in are said")
    func againstTableProblems() throws {
        let app = try Scratch()
        try app.write("Sources/Menu.swift", Self.reservedButton("Quick Search"))
        try app.write("Sources/Other.swift", "import AppKit\nlet c = Button(\"Export\") {}.keyboardShortcut(\"e\")\n")
        try app.write("prose.md", "# Shortcuts\n\nWe have some.\n")
        try app.write("empty.md", "")
        for table in ["prose.md", "empty.md", "Sources/Menu.swift"] {
            let result = try Self.run(["check", "--format", "xcode", "--against", table, "Sources"], in: app.url)
            #expect(result.out.contains("\(table): error: this is not an app shortcut table"), "\(table): \(result.out)")
            #expect(result.status == 1)
        }
        _ = try Self.run(["init", "--from", "Sources", "--target", "."], in: app.url)
        var text = try String(contentsOf: app.url.appendingPathComponent("shortcuts.md"), encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.contains("Export") })
        text = text.replacingOccurrences(of: row + "\n", with: row + "\n" + row + "\n")
        try text.write(to: app.url.appendingPathComponent("shortcuts.md"), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(
            at: app.url.appendingPathComponent("Sources/Other.swift"), to: app.url.appendingPathComponent("Other.swift"))
        let result = try Self.run(["check", "--format", "xcode", "--against", "shortcuts.md", "Sources"], in: app.url)
        #expect(result.out.contains("[agreement.duplicate-row]"), "\(result.out)")
        #expect(result.out.contains("Declared in names 'Sources/Other.swift', which does not exist"))
    }

    // MARK: Unclear messages

    @Test("a truncated project is located, in hig-gen's words, with nothing from CoreFoundation")
    func truncatedProject() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        let whole = Self.project()
        try app.write("App.xcodeproj/project.pbxproj", String(whole.prefix(whole.count / 2)))
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(result.err.isEmpty, "\(result.err)")
        #expect(result.out.contains("App.xcodeproj/project.pbxproj:"), "\(result.out)")
        #expect(result.out.contains("is not a valid property list"))
        // A project.yml that breaks off is located too, with the reason.
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("App.xcodeproj"))
        try app.write("project.yml", "name: App\ntargets:\n  App:\n    platform: [macOS\n")
        let yaml = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(yaml.out.contains("project.yml:5: warning: project.yml cannot be read ("), "\(yaml.out)")
    }

    @Test("a target name two projects share is shown with its project in findings")
    func targetNameInTwoProjects() throws {
        let app = try Scratch()
        for folder in ["One", "Two"] {
            try app.write("\(folder)/App.xcodeproj/project.pbxproj", Self.project())
            try app.write("\(folder)/Menu.swift", Self.reservedButton("Quick Search"))
        }
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(result.out.contains("(target 'App' of One/App.xcodeproj: macOS)"), "\(result.out)")
        #expect(result.out.contains("(target 'App' of Two/App.xcodeproj: macOS)"))
    }

    @Test("a project file that links to /dev/zero is named as the project it claims to be")
    func projectLinkedToDevice() throws {
        let app = try Scratch()
        try app.write("Menu.swift", Self.reservedButton("Quick Search"))
        try FileManager.default.createDirectory(
            at: app.url.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: app.url.appendingPathComponent("App.xcodeproj/project.pbxproj").path, withDestinationPath: "/dev/zero")
        let result = try Self.run(["check", "--format", "xcode", "."], in: app.url)
        #expect(!result.out.contains("/dev/zero") && !result.out.contains("Package.swift"), "\(result.out)")
        #expect(result.out.contains("App.xcodeproj/project.pbxproj"))
    }
}
