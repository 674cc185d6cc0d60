import ArgumentParser
import Foundation
import HIGCommandCatalog
import HIGJSON
import HIGModel

/// `hig-gen layouts`: the keyboard layouts hig-gen knows, or how one shortcut is pressed on
/// each of them.
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the keyboard layouts hig-gen knows, or show how a shortcut is pressed on each.",
        discussion: """
            The layouts are compiled from xkb-data's Mac keyboards (`make layouts`). A shortcut names a \
            character; on another layout that character may need Shift or Option, sit on another key, be \
            a dead key, or be missing.

            Examples:
              hig-gen layouts
              hig-gen layouts "⌘/"
              hig-gen layouts --layout de --layout fr "Option-Command-Left bracket"
              hig-gen layouts --as json > layouts.json
            """)

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("A shortcut; several words are joined with spaces.", valueName: "shortcut"))
    var words: [String] = []

    @OptionGroup var layouts: LayoutOptions

    @Option(name: .customLong("as"), help: "Print as text, or json (every key of every layout, for apps).")
    var style: Style = .text

    func run() throws {
        let chosen = try layouts.chosen()
        guard !words.isEmpty else {
            if style == .json {
                FileHandle.standardOutput.write(Data(try RulebookJSON.encodeStably(LayoutsJSON(chosen))))
            } else {
                FileHandle.standardOutput.write(Data(Self.list(chosen).utf8))
            }
            return
        }
        let text = words.joined(separator: " ")
        guard let shortcut = ShortcutParser.parse(text).shortcut else {
            throw DiagnosticError(
                .explainNotUnderstood, "cannot read '\(text.clipped())' as a shortcut",
                at: SourceLocation(file: "<command line>"))
        }
        if style == .json {
            FileHandle.standardOutput.write(
                Data(try RulebookJSON.encodeStably(chosen.map { LayoutTypingJSON($0.typing(shortcut)) })))
        } else {
            FileHandle.standardOutput.write(Data(LayoutTypingText.table(shortcut, on: chosen).utf8))
        }
    }

    /// "de     German        de(mac)      ISO   48 keys", one line per layout.
    static func list(_ layouts: [KeyboardLayout]) -> String {
        layouts.map { layout in
            [
                layout.id.padding(toLength: 7, withPad: " ", startingAt: 0),
                layout.name.padding(toLength: 19, withPad: " ", startingAt: 0),
                layout.xkb.padding(toLength: 12, withPad: " ", startingAt: 0),
                layout.shape.rawValue.uppercased().padding(toLength: 5, withPad: " ", startingAt: 0),
                "\(layout.keys.count) keys",
            ].joined() + "\n"
        }.joined()
    }
}
