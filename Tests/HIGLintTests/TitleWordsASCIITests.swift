import Testing

@testable import HIGLint

/// `TitleWords` splits an ASCII title byte by byte and any other title by characters: both
/// give the same words.
@Suite struct TitleWordsASCIITests {
    static let titles = [
        "Save As…", "save as", "Hide every other app", "Export Layer 0", "command12:", "saveDocument:",
        "menu.file.openLink", "toggle_sidebar", "toggleSidebar", "URLPreview", "HTTPSProxy", "a.b.", "...", "._-",
        ".Hidden", "File.", "x-ray_Mode", "Zoom In (10%)", "\tTab\u{0B}and\u{0C}feed\r\n", "a\r\nb", "", " ",
        "Preferences…", "Show All Windows", "2-Up", "Über Sicht", "Copy\u{85}", "Kopieren", "切换侧边栏", "Save\u{00A0}As",
        "e\u{301}dit", "CLASS bus Windows", "A", "aB", "Ab.Cd", "ab-cd", "a_b", "A_B.C_D",
    ]

    @Test(arguments: titles) func bytesAndCharactersGiveTheSameWords(title: String) {
        let characters = TitleWords.characterWords(of: title)
        if let bytes = TitleWords.asciiWords(of: title) {
            #expect(bytes == characters)
        } else {
            #expect(title.utf8.contains { $0 >= 0x80 })
        }
    }

    /// Every printable ASCII character, alone and between letters.
    @Test func everyASCIICharacter() {
        for value in 0..<0x80 {
            let character = String(UnicodeScalar(UInt8(value)))
            for title in [character, "ab" + character + "Cd", "x." + character + "Y", character + "_z"] {
                #expect(TitleWords.asciiWords(of: title) == TitleWords.characterWords(of: title), "\(value)")
            }
        }
    }
}
