import Testing

@testable import HIGSwift

@Suite("Swift identifiers")
struct SwiftIdentifierTests {
    @Test("plain identifiers are ASCII letters, digits and underscores, not starting with a digit")
    func plain() {
        #expect(SwiftIdentifier.isPlain("getInfo"))
        #expect(SwiftIdentifier.isPlain("_3d"))
        #expect(!SwiftIdentifier.isPlain("3d"))
        #expect(!SwiftIdentifier.isPlain("get-info"))
        #expect(!SwiftIdentifier.isPlain("café"))
        #expect(!SwiftIdentifier.isPlain(""))
    }

    @Test("words split at anything but ASCII letters and digits; apostrophes join")
    func words() {
        #expect(SwiftIdentifier.words(in: "get-info") == ["get", "info"])
        #expect(SwiftIdentifier.words(in: "the app's menu") == ["the", "apps", "menu"])
        #expect(SwiftIdentifier.words(in: "Naïve 🎉 façade") == ["Naive", "facade"])
        #expect(SwiftIdentifier.words(in: "[Modifier key]-Command-Space") == ["Modifier", "key", "Command", "Space"])
    }

    @Test("lowerCamelCase keeps inner capitals and lowers a leading acronym")
    func camelCase() {
        #expect(SwiftIdentifier.lowerCamelCase(["Start", "VoiceOver"]) == "startVoiceOver")
        #expect(SwiftIdentifier.lowerCamelCase(["URL", "field"]) == "urlField")
        #expect(SwiftIdentifier.lowerCamelCase(["iPad", "keyboard"]) == "iPadKeyboard")
        #expect(SwiftIdentifier.upperCamelCase(["focus", "navigation"]) == "FocusNavigation")
    }

    @Test("keywords are declared in backticks")
    func keywords() {
        #expect(SwiftIdentifier.declared("default") == "`default`")
        #expect(SwiftIdentifier.declared("return") == "`return`")
        #expect(SwiftIdentifier.declared("copy") == "copy")
    }
}
