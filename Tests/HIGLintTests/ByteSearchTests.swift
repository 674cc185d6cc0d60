import HIGLint
import Testing

/// The byte search that decides, before any parse, whether a file may declare a shortcut: a
/// word is found wherever it is, and only whole.
@Suite struct ByteSearchTests {
    static func found(_ text: String, _ words: [String]) -> Bool {
        ByteSearch.containsAny(Array(text.utf8), of: words.map { Array($0.utf8) })
    }

    @Test func aWordIsFoundAtTheStartInTheMiddleAndAtTheEnd() {
        #expect(Self.found("UIKeyCommand(input: x)", ["UIKeyCommand"]))
        #expect(Self.found("let a = 1; .keyboardShortcut(\"k\")", ["eyboardShortcut"]))
        #expect(Self.found("item.keyEquivalent", ["keyEquivalent"]))
        #expect(Self.found("key:", ["key:"]))
        #expect(Self.found("x", ["x"]))
    }

    @Test func onlyWholeWordsCount() {
        // The rarest byte (S, :) occurs, the word does not; and a word cut off by the end.
        #expect(!Self.found("Shortcut eyboardShortcu Short keyboardSh", ["eyboardShortcut"]))
        #expect(!Self.found("monkey : key :", ["key:"]))
        #expect(!Self.found("item.keyEquivalen", ["keyEquivalent"]))
        #expect(!Self.found("Key", ["KeyCombo"]))
        #expect(!Self.found("", ["Key"]))
        #expect(!Self.found("anything", []))
    }

    @Test func aWordAfterAnEarlierNearMissIsFound() {
        #expect(Self.found("TextFiel TextField(", [" TextField("]))
        #expect(Self.found("NSMenu NSMenuIte NSMenuItem", ["NSMenuItem"]))
        #expect(Self.found("nothing here but WindowGroup", ["HotKey", "WindowGroup"]))
    }
}
