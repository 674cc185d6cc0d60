/// The files `hig-gen init` writes: a table whose example rows pass every rule, and the
/// settings that point the CLI and the build plugin at it.
package enum StarterTable {
    /// "Sketchy" for a folder named "Sketchy" or "sketchy-app"; "App" when the name has no letters.
    package static func appName(fromFolder folder: String) -> String {
        let words = folder.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0.lowercased() != "app" }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isLetter == true ? name : "App"
    }

    package static func namespace(for appName: String) -> String {
        let ascii = String(
            appName.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        return (ascii.first?.isLetter == true ? ascii : "App") + "Shortcuts"
    }

    package static func markdown(appName: String) -> String {
        """
        ---
        title: \(appName) keyboard shortcuts
        kind: app
        platforms: [macOS, iPadOS]
        ---
        # \(appName) keyboard shortcuts

        This table is the single source of truth for the app's keyboard shortcuts: the build
        plugin turns each row into a Swift constant, checks it against the shortcuts the system
        reserves, and `hig-gen build` makes a cheat sheet of it.

        - **ID** names the Swift constant and never changes, even when the title does.
        - **Keyboard shortcut** in words (Shift-Command-K) or symbols (⇧⌘K), modifiers in the
          order Control, Option, Shift, Command.
        - **Title** is what menus and the iPad shortcut list show; make it say what it acts on.
        - **Action** says what the command does. **Menu** says where people find it.

        Replace the example rows with the app's own.

        | ID | Keyboard shortcut | Title | Action | Menu |
        |---|---|---|---|---|
        | newDocument | Command-N | New Document | Open a new, empty document window. | File |
        | exportAsPDF | Shift-Command-K | Export as PDF | Save the document as a PDF file. | File |
        | showInspector | Option-Command-R | Show Inspector | Show or hide the inspector beside the document. | View |

        """
    }

    package static func targetConfig(namespace: String) -> String {
        "{\n  \"namespace\": \"\(namespace)\",\n  \"accessLevel\": \"internal\"\n}\n"
    }

    package static func projectConfig(table: String, namespace: String) -> String {
        """
        # hig-gen settings for this app (see Docs/AppTables.md in hig-gen).
        content: [\(table)]
        namespace: \(namespace)
        output: ShortcutsCheatSheet

        """
    }

    /// What to run next; `from` is the app's folder when the table was made from its code.
    package static func nextSteps(table: String, namespace: String, from: String? = nil) -> String {
        // The comments line up whatever the table's path is.
        var commands = [("hig-gen check \(table)", "check the rows against the built-in rulebook")]
        if let from {
            commands.append(("hig-gen check --against \(table) \(from)", "in CI: the code declares what the table says"))
        }
        commands.append(("hig-gen build", "JSON, Swift and the cheat sheet in ShortcutsCheatSheet/"))
        let width = commands.map(\.0.count).max() ?? 0
        let lines = commands.map { command, comment in
            "  " + command.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "# " + comment + "\n"
        }
        let constants =
            from == nil
            ? """
            In Package.swift, apply the plugin to the app target that holds \(table):
              .target(name: "…", plugins: [.plugin(name: "HIGGenPlugin", package: "hig-gen")])
            and use a row in code: .keyboardShortcut(\(namespace).exportAsPDF)
            In CI, fail on new problems:
              hig-gen check --strict .

            """
            : """
            Fill in each row's Action: the cheat sheet shows it. To use the rows in code, apply the
            HIGGenPlugin to the target that holds \(table) and write .keyboardShortcut(\(namespace).<ID>).

            """
        return """

            Next:
            \(lines.joined())\(constants)
            """
    }
}
