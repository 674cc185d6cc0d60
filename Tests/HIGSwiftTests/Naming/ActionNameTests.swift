import Testing

@testable import HIGSwift

@Suite("Names from actions")
struct ActionNameTests {
    @Test(
        "a predictable lowerCamelCase name from the first clause",
        arguments: [
            ("Bring up the Print dialog.", "bringUpPrintDialog"),
            ("Exit the app.", "exitApp"),
            ("Varies.", "varies"),
            ("Bring up the app's Help menu.", "bringUpAppsHelpMenu"),
            ("Put keyboard focus on the active window, or on the next one.", "putKeyboardFocusOnActiveWindow"),
            ("For the moment, swap the keyboard access mode used in windows.", "forMomentSwapKeyboardAccessMode"),
            ("Cancel whatever action or process is under way.", "cancelWhateverActionOrProcess"),
            ("Start or stop VoiceOver.", "startOrStopVoiceOver"),
            ("URL field (web pages)", "urlField"),
            ("Café crème", "cafeCreme"),
            ("3D Touch settings.", "3dTouchSettings"),
            ("Show the “Quick Look” window.", "showQuickLookWindow"),
        ])
    func derive(action: String, name: String) {
        #expect(ActionName.derive(from: action) == name)
    }

    @Test("no name when the action has no ASCII letters or digits", arguments: ["🎉", "שלום עולם", "...", ""])
    func noName(action: String) {
        #expect(ActionName.derive(from: action) == nil)
    }

    @Test("at most six words, without a dangling connector")
    func wordLimit() {
        #expect(
            ActionName.derive(from: "Grow the selection through the end of this paragraph and then the next")
                == "growSelectionThroughEnd")
        #expect(ActionName.derive(from: "one two three four five six seven") == "oneTwoThreeFourFiveSix")
    }

    @Test("ASCII actions, read byte by byte, get the names the character rule gives")
    func asciiAgreesWithCharacters() {
        let ascii = TrickyText.samples(count: 5000, seed: 7).map { String($0.unicodeScalars.filter(\.isASCII)) }
        for action in ascii + ["Say \"hi\"\r\nthen go.", "a\r\rb c", "x\ry", "th'e the 'a' an, b, c, d", "and, or, of"] {
            #expect(ActionName.derive(from: action) == ActionName.deriveByCharacters(from: action), "\(action.debugDescription)")
        }
    }
}
