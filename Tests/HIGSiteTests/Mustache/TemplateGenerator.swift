@testable import HIGSite

/// Random templates and data, for comparing hig-gen's engine with swift-mustache.
///
/// It writes only what both engines render alike. Where swift-mustache departs from the spec,
/// and hig-gen follows the spec, the generator stays clear; `TemplateSpecTests` covers those
/// cases against the spec instead:
/// - a standalone partial with indentation holds only text and variables, and no value has a
///   line break (swift-mustache indents by output tokens, so it leaves later list items and
///   inline partials unindented, and writes the indentation of an empty or missing partial);
///   with CRLF line ends, no partial is indented at all (swift-mustache indents only after a
///   lone LF);
/// - a template that does not end with a line break ends with text (swift-mustache does not
///   take a tag followed by blanks and the end as standalone, and loses the blanks before
///   comments on a last line);
/// - a section's opening and closing tags are either both alone on their lines or both on one
///   line (after a closing tag, swift-mustache takes the opening tag's line state);
/// - `{{name}}` never names a record or a list (swift-mustache writes Swift's description);
/// - no text has `"`, `'`, `&`, `<` or `>` followed by a combining mark (swift-mustache compares
///   whole characters and leaves such a quote unescaped, which `EscapingTests` covers).
struct TemplateGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Text that HTML must escape, Unicode, and Mustache syntax that must stay text.
    static let hostileTexts = [
        "", "plain", #"<script>alert("x")</script>"#, "Tom & Jerry's", "a > b < c", #"" onmouseover="x"#, "&amp; &lt;",
        "{{not a tag}}", "⌘⇧3 — Shift-Command-3", "👩‍💻 Émile", "עברית", "\t tab", "'single'", "50%", "a\u{0}b",
    ]

    /// One case: a page template, its partials and the data.
    mutating func next() -> (template: String, partials: [String: String], data: Fixture) {
        let lineEnd = random.chance(1, in: 5) ? "\r\n" : "\n"
        var partials: [String: String] = [:]
        // "simple" partials may be called with indentation; "block" partials only without.
        for index in 0..<2 {
            // At least one line: swift-mustache writes the indentation of an empty partial.
            partials["simple\(index)"] =
                line(lineEnd: lineEnd, scope: .root, simple: true, partial: nil)
                + lines(2, lineEnd: lineEnd, scope: .root, simple: true, partial: nil)
        }
        for index in (0..<3).reversed() {
            partials["block\(index)"] = lines(4, lineEnd: lineEnd, scope: .root, simple: false, partial: index + 1)
        }
        var template = lines(6, lineEnd: lineEnd, scope: .root, simple: false, partial: 0)
        if random.chance(1, in: 4) { template += "x" }
        return (template, partials, data())
    }

    // MARK: Data

    private mutating func text() -> Fixture { .text(random.element(Self.hostileTexts)) }

    private mutating func data() -> Fixture {
        let items = (0..<random.int(below: 4)).map { _ in
            Fixture.record(["t": text(), "n": .number(random.int(below: 100)), "on": .flag(random.chance(1, in: 2))])
        }
        return .record([
            "t": text(), "u": text(), "n": .number(random.int(below: 1000) - 500), "yes": .flag(true), "no": .flag(false),
            "items": .list(items), "empty": .list([]), "words": .list((0..<random.int(below: 3)).map { _ in text() }),
            "r": .record(["t": text(), "inner": .record(["t": text()])]),
        ])
    }

    // MARK: Templates

    /// What names mean where a line stands.
    enum Scope {
        case root
        /// Inside `{{#items}}`: an item's `t`, `n`, `on`, and everything at the root.
        case item
        /// Inside `{{#words}}`: `.` is a piece of text.
        case word

        /// Inside an inverted section, where swift-mustache pushes the empty list it found, so
        /// `.` is not used.
        var inverted: Scope { self == .word ? .root : self }
    }

    private static let blanks = ["", " ", "  ", "\t"]

    private mutating func lines(_ count: Int, lineEnd: String, scope: Scope, simple: Bool, partial: Int?) -> String {
        var text = ""
        for _ in 0..<random.int(below: count + 1) {
            text += line(lineEnd: lineEnd, scope: scope, simple: simple, partial: partial)
        }
        return text
    }

    private mutating func line(lineEnd: String, scope: Scope, simple: Bool, partial: Int?) -> String {
        let indentation = random.element(Self.blanks)
        let trailing = random.element(Self.blanks)
        switch simple ? 0 : random.int(below: 8) {
        case 4:
            let name = sectionName(scope)
            let opening = random.chance(1, in: 4) ? "^" : "#"
            return indentation + "{{\(opening)\(name.name)}}" + trailing + lineEnd
                + lines(
                    3, lineEnd: lineEnd, scope: opening == "#" ? name.inside : scope.inverted, simple: false, partial: partial)
                + random.element(Self.blanks) + "{{/\(name.name)}}" + random.element(Self.blanks) + lineEnd
        case 5:
            return indentation + "{{! a comment }}" + trailing + lineEnd
        case 6 where partial != nil:
            if random.chance(1, in: 2) {
                return (lineEnd == "\n" ? indentation : "") + "{{> simple\(random.int(below: 2))}}" + trailing + lineEnd
            }
            let callee = partial! + random.int(below: 3)
            return "{{>block\(callee)}}" + trailing + lineEnd
        default:
            var content = inline(scope: scope, simple: simple, partial: partial, depth: 0)
            // A partial tag alone would make a standalone line, indented by `indentation`.
            let tags = content.split(separator: "{{", omittingEmptySubsequences: false).count - 1
            if tags == 1, content.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("{{>") { content = "x" + content }
            return indentation + content + trailing + lineEnd
        }
    }

    /// Text, values, and sections, comments and partials within one line.
    private mutating func inline(scope: Scope, simple: Bool, partial: Int?, depth: Int) -> String {
        var text = ""
        for _ in 0..<random.int(below: 5) {
            switch random.int(below: simple ? 3 : 7) {
            case 0:
                text += random.element(["a", " ", "<b>", "&", "\"", "'", " > ", "é", "⌘", "|", "-", "\t"])
            case 1:
                text += "{{\(valueName(scope))}}"
            case 2:
                text += random.element(["{{{\(valueName(scope))}}}", "{{& \(valueName(scope))}}", "{{ \(valueName(scope)) }}"])
            case 3 where depth < 2:
                let name = sectionName(scope)
                let opening = random.chance(1, in: 4) ? "^" : "#"
                let body = inline(
                    scope: opening == "#" ? name.inside : scope.inverted, simple: false, partial: partial, depth: depth + 1)
                text += "{{\(opening)\(name.name)}}" + body + "{{/\(name.name)}}"
            case 4:
                text += "{{!c}}"
            case 5 where partial != nil:
                text += random.chance(1, in: 5) ? "{{>missing}}" : "{{>block\(partial! + random.int(below: 3))}}"
            default:
                text += "x"
            }
        }
        return text
    }

    /// A name whose value can be written: text, a number or a flag.
    private mutating func valueName(_ scope: Scope) -> String {
        var names = ["t", "u", "n", "yes", "no", "missing", "r.t", "r.inner.t", "r.missing", "missing.t"]
        switch scope {
        case .root: break
        case .item: names += ["on", "t", "n"]
        case .word: names += [".", "."]
        }
        return random.element(names)
    }

    /// A name to open a section on, and the scope inside it.
    private mutating func sectionName(_ scope: Scope) -> (name: String, inside: Scope) {
        var names: [(String, Scope)] = [
            ("yes", scope), ("no", scope), ("missing", scope), ("empty", scope), ("items", .item), ("words", .word),
            ("r", scope == .word ? .root : scope), ("r.inner", scope == .word ? .root : scope), ("t", .word),
        ]
        if scope == .item { names.append(("on", scope)) }
        let (name, inside) = random.element(names)
        return (name, inside)
    }
}

/// A small deterministic random number generator, so that every run tests the same cases.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ count: Int, in total: Int) -> Bool { int(below: total) < count }
    mutating func element<T>(_ elements: [T]) -> T { elements[int(below: elements.count)] }
}
