import Foundation
import Testing

@testable import HIGSite

/// `{{value}}` is HTML-escaped exactly as swift-mustache escapes it: `&`, `<`, `>`, `"` and
/// `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, and nothing else changes.
@Suite("Mustache engine: HTML escaping")
struct EscapingTests {
    static let hostileTexts = [
        #"<script>alert("x")</script>"#, #""><img src=x onerror=alert(1)>"#, "' onmouseover='alert(1)", "&lt;&amp;&#39;",
        "javascript:alert(1)", "</textarea><svg/onload=alert(1)>", "⌘⇧3", "👩‍💻", "עברית", "\u{202E}gnp.exe", "\r\n\t",
        "a\u{0}b", "{{x}}", "\u{FEFF}", String(repeating: "<&>", count: 1000),
    ]

    @Test("every ASCII character, alone and between letters, as swift-mustache escapes it")
    func ascii() throws {
        for scalar in (0..<128).compactMap(Unicode.Scalar.init) {
            for text in [String(scalar), "a\(scalar)b"] {
                let data = Fixture.record(["x": .text(text)])
                #expect(try Engines.render("{{x}}", data: data) == Engines.oracle("{{x}}", data: data), "\(scalar.value)")
            }
        }
    }

    @Test("hostile text, escaped and raw, as swift-mustache writes it", arguments: hostileTexts)
    func hostile(_ text: String) throws {
        let data = Fixture.record(["x": .text(text)])
        for template in ["{{x}}", "{{{x}}}", "{{&x}}", "<a title=\"{{x}}\">{{x}}</a>"] {
            #expect(try Engines.render(template, data: data) == Engines.oracle(template, data: data), "\(template)")
        }
    }

    @Test("escaped output holds no markup characters at all")
    func noMarkupLeft() throws {
        let output = try Engines.render("{{x}}", data: .record(["x": .text(Self.hostileTexts.joined())]))
        #expect(!output.contains { "<>\"'".contains($0) })
        #expect(
            output.replacingOccurrences(of: "&amp;", with: "").replacingOccurrences(of: "&lt;", with: "")
                .replacingOccurrences(of: "&gt;", with: "").replacingOccurrences(of: "&quot;", with: "")
                .replacingOccurrences(of: "&#39;", with: "").contains("&") == false)
    }

    /// swift-mustache compares whole characters, so a quote followed by a combining mark is one
    /// character that is not `"`, and it leaves the quote as it is: inside an attribute that
    /// ends the attribute. hig-gen escapes byte by byte, so every quote is escaped.
    @Test("a quote followed by a combining mark is still escaped")
    func combiningMark() throws {
        let entities = ["\"": "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;", "&": "&amp;"]
        for (special, entity) in entities {
            let output = try Engines.render("{{x}}", data: .record(["x": .text(special + "\u{301} onclick=alert(1)")]))
            // Compared as bytes: as characters, the mark would join the entity's final ";".
            #expect(Array(output.utf8) == Array((entity + "\u{301} onclick=alert(1)").utf8), "\(special)")
        }
    }
}
