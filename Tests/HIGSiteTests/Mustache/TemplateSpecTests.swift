import Testing

@testable import HIGSite

/// The engine against the Mustache spec's rules, one case each, with the output worked out by
/// hand from the spec (https://github.com/mustache/spec), not from another engine.
@Suite("Mustache engine: the spec's semantics")
struct TemplateSpecTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var template: String
        var partials: [String: String] = [:]
        var data: [String: Fixture] = [:]
        var expected: String
        var testDescription: String { name }
    }

    static let interpolationCases: [Case] = [
        Case(name: "text without tags is copied", template: "Hello, <world> & 'all'\n", expected: "Hello, <world> & 'all'\n"),
        Case(
            name: "{{x}} escapes the five HTML characters", template: "{{x}}", data: ["x": .text(#"<b a="1">&'</b>"#)],
            expected: "&lt;b a=&quot;1&quot;&gt;&amp;&#39;&lt;/b&gt;"),
        Case(name: "{{{x}}} is raw", template: "{{{x}}}", data: ["x": .text("<b>&</b>")], expected: "<b>&</b>"),
        Case(name: "{{&x}} is raw", template: "{{&x}}", data: ["x": .text("<b>&</b>")], expected: "<b>&</b>"),
        Case(
            name: "whitespace inside tags is ignored", template: "[{{ x }}|{{{ x }}}|{{& x }}]", data: ["x": .text("<")],
            expected: "[&lt;|<|<]"),
        Case(name: "numbers in decimal", template: "{{a}} {{b}}", data: ["a": .number(42), "b": .number(-7)], expected: "42 -7"),
        Case(
            name: "flags as true and false", template: "{{a}} {{b}}", data: ["a": .flag(true), "b": .flag(false)],
            expected: "true false"),
        Case(name: "a missing name is empty", template: "[{{nope}}|{{{nope}}}]", expected: "[|]"),
        Case(
            name: "records and lists write nothing", template: "[{{r}}{{l}}]", data: ["r": .record([:]), "l": .list([])],
            expected: "[]"),
        Case(
            name: "dotted names walk records", template: "{{a.b.c}}",
            data: ["a": .record(["b": .record(["c": .text("deep")])])], expected: "deep"),
        Case(
            name: "a dotted name's first part is found down the stack", template: "{{#a}}{{b.c}}{{/a}}",
            data: ["a": .record([:]), "b": .record(["c": .text("outer")])], expected: "outer"),
        Case(
            name: "a broken chain is empty, not looked up further down", template: "[{{a.b.c}}]",
            data: ["a": .record(["b": .record([:])]), "c": .text("wrong")], expected: "[]"),
        Case(
            name: "a leading dot looks in the top of the stack only", template: "{{#a}}[{{.x}}|{{x}}]{{/a}}",
            data: ["a": .record([:]), "x": .text("root")], expected: "[|root]"),
        Case(
            name: "the implicit iterator is the current item", template: "{{#l}}({{.}}){{/l}}",
            data: ["l": .list([.text("a<"), .number(2)])], expected: "(a&lt;)(2)"),
        Case(
            name: "a variable alone on a line keeps its line", template: "  {{x}}\n", data: ["x": .text("v")], expected: "  v\n"),
    ]

    static let sectionCases: [Case] = [
        Case(name: "true renders once", template: "[{{#f}}yes{{/f}}]", data: ["f": .flag(true)], expected: "[yes]"),
        Case(name: "false renders nothing", template: "[{{#f}}yes{{/f}}]", data: ["f": .flag(false)], expected: "[]"),
        Case(name: "missing renders nothing", template: "[{{#f}}yes{{/f}}]", expected: "[]"),
        Case(
            name: "a list renders once per item", template: "{{#l}}<{{n}}>{{/l}}",
            data: ["l": .list([.record(["n": .number(1)]), .record(["n": .number(2)])])], expected: "<1><2>"),
        Case(name: "an empty list renders nothing", template: "[{{#l}}x{{/l}}]", data: ["l": .list([])], expected: "[]"),
        Case(
            name: "a record is pushed", template: "{{#r}}{{a}}{{/r}}",
            data: ["r": .record(["a": .text("in")]), "a": .text("out")],
            expected: "in"),
        Case(
            name: "names not in the top record are found below it", template: "{{#a}}{{#b}}{{x}}{{y}}{{/b}}{{/a}}",
            data: ["a": .record(["x": .text("1"), "b": .record(["y": .text("2")])])], expected: "12"),
        Case(
            name: "text and numbers are truthy and pushed", template: "{{#s}}[{{.}}]{{/s}}{{#z}}[{{.}}]{{/z}}{{#e}}[e]{{/e}}",
            data: ["s": .text("str"), "z": .number(0), "e": .text("")], expected: "[str][0][e]"),
        Case(
            name: "a section inside itself", template: "{{#t}}a{{#t}}b{{/t}}c{{/t}}", data: ["t": .flag(true)], expected: "abc"),
        Case(
            name: "a dotted section name", template: "{{#a.b}}{{c}}{{/a.b}}",
            data: ["a": .record(["b": .record(["c": .text("x")])])], expected: "x"),
        Case(name: "inverted: false renders", template: "[{{^f}}no{{/f}}]", data: ["f": .flag(false)], expected: "[no]"),
        Case(name: "inverted: true renders nothing", template: "[{{^f}}no{{/f}}]", data: ["f": .flag(true)], expected: "[]"),
        Case(name: "inverted: missing renders", template: "[{{^f}}no{{/f}}]", expected: "[no]"),
        Case(name: "inverted: an empty list renders", template: "[{{^l}}none{{/l}}]", data: ["l": .list([])], expected: "[none]"),
        Case(
            name: "inverted: a list with items renders nothing", template: "[{{^l}}none{{/l}}]", data: ["l": .list([.number(1)])],
            expected: "[]"),
        Case(name: "inverted: a record renders nothing", template: "[{{^r}}no{{/r}}]", data: ["r": .record([:])], expected: "[]"),
    ]

    static let standaloneCases: [Case] = [
        Case(
            name: "section tags alone on their lines take the lines", template: "a\n{{#t}}\nb\n{{/t}}\nc\n",
            data: ["t": .flag(true)], expected: "a\nb\nc\n"),
        Case(
            name: "indentation and trailing blanks go with the line", template: "a\n  {{#t}}  \nb\n\t{{/t}}\t\nc\n",
            data: ["t": .flag(true)], expected: "a\nb\nc\n"),
        Case(
            name: "inverted section lines too", template: "a\n{{^t}}\nb\n{{/t}}\nc", data: ["t": .flag(false)],
            expected: "a\nb\nc"),
        Case(
            name: "CRLF ends a standalone line", template: "a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc", data: ["t": .flag(true)],
            expected: "a\r\nb\r\nc"),
        Case(name: "no line is needed before", template: "  {{#t}}\nb\n{{/t}}", data: ["t": .flag(true)], expected: "b\n"),
        Case(
            name: "no line break is needed after", template: "a\n{{#t}}\nb\n  {{/t}}", data: ["t": .flag(true)],
            expected: "a\nb\n"),
        Case(name: "other text keeps the line", template: " {{#t}}x{{/t}} \n", data: ["t": .flag(true)], expected: " x \n"),
        Case(name: "two tags keep the line", template: "{{#t}}{{/t}}\n", data: ["t": .flag(true)], expected: "\n"),
        Case(
            name: "a standalone comment takes its line", template: "a\n  {{! note }}\nb\n", expected: "a\nb\n"),
        Case(name: "an inline comment is removed", template: "a{{! note }}b\n", expected: "ab\n"),
        Case(name: "a comment over several lines takes them", template: "a\n  {{! one\ntwo }}\nb", expected: "a\nb"),
        Case(
            name: "set delimiters, used and reset", template: "{{=<% %>=}}<% x %>{{x}}<%={{ }}=%>{{x}}", data: ["x": .text("v")],
            expected: "v{{x}}v"),
        Case(
            name: "a standalone set-delimiter tag takes its line", template: "a\n{{=| |=}}\n|x|\n|={{ }}=|\nb",
            data: ["x": .text("v")], expected: "a\nv\nb"),
    ]

    static let partialCases: [Case] = [
        Case(name: "a partial is expanded", template: "[{{>p}}]", partials: ["p": "x"], expected: "[x]"),
        Case(name: "with padding", template: "[{{> p }}]", partials: ["p": "x"], expected: "[x]"),
        Case(name: "a missing partial is empty", template: "[{{>nope}}]", expected: "[]"),
        Case(
            name: "a partial sees the context stack", template: "{{#r}}{{>p}}{{/r}}", partials: ["p": "{{a}}{{b}}"],
            data: ["r": .record(["a": .text("1")]), "b": .text("2")], expected: "12"),
        Case(
            name: "a partial may include itself", template: "{{>node}}", partials: ["node": "{{n}}({{#kids}}{{>node}}{{/kids}})"],
            data: ["n": .text("a"), "kids": .list([.record(["n": .text("b"), "kids": .list([])])])], expected: "a(b())"),
        Case(
            name: "a standalone partial is indented line by line", template: "a\n  {{>p}}\nb\n", partials: ["p": "x\ny\n"],
            expected: "a\n  x\n  y\nb\n"),
        Case(
            name: "every item of a list in an indented partial is indented", template: "<ul>\n  {{>items}}\n</ul>\n",
            partials: ["items": "{{#l}}\n<li>{{.}}</li>\n{{/l}}\n"], data: ["l": .list([.number(1), .number(2)])],
            expected: "<ul>\n  <li>1</li>\n  <li>2</li>\n</ul>\n"),
        Case(
            name: "interpolated line breaks are not indented", template: "  {{>p}}\n", partials: ["p": "<{{{v}}}>\n"],
            data: ["v": .text("1\n2")], expected: "  <1\n2>\n"),
        Case(
            name: "blank lines inside are indented, the end is not", template: "  {{>p}}\n", partials: ["p": "a\n\nb\n"],
            expected: "  a\n  \n  b\n"),
        Case(
            name: "indentation adds up in nested standalone partials", template: "  {{>outer}}\n",
            partials: ["outer": "a\n  {{>inner}}\n", "inner": "b\nc\n"], expected: "  a\n    b\n    c\n"),
        Case(
            name: "a partial inside a line is not indented", template: "  {{>outer}}\n",
            partials: ["outer": "[{{>inner}}]\n", "inner": "x\ny"],
            expected: "  [x\ny]\n"),
        Case(
            name: "a partial inside a line at the top is not indented", template: "  {{x}}  {{>p}}\n", partials: ["p": ">\n>"],
            data: ["x": .text("|")], expected: "  |  >\n>\n"),
        Case(name: "a standalone partial at the end", template: ">\n  {{>p}}", partials: ["p": ">\n>"], expected: ">\n  >\n  >"),
        Case(name: "CRLF after a standalone partial", template: "|\r\n{{>p}}\r\n|", partials: ["p": ">"], expected: "|\r\n>|"),
    ]

    @Test("interpolation", arguments: interpolationCases)
    func interpolates(_ spec: Case) throws { try check(spec) }

    @Test("sections and inverted sections", arguments: sectionCases)
    func sections(_ spec: Case) throws { try check(spec) }

    @Test("standalone lines, comments and delimiters", arguments: standaloneCases)
    func standalone(_ spec: Case) throws { try check(spec) }

    @Test("partials and their indentation", arguments: partialCases)
    func partials(_ spec: Case) throws { try check(spec) }

    /// Checks a case three times: with no buffer (every piece is handed on as it is), with a
    /// buffer far too small, which the page fills and hands on many times, and with one far
    /// too large.
    private func check(_ spec: Case) throws {
        for bufferSize in [0, 5, 1 << 16] {
            let output = try Engines.render(
                spec.template, partials: spec.partials, data: .record(spec.data), bufferSize: bufferSize)
            #expect(output == spec.expected, "\(spec.name) (buffer \(bufferSize))")
        }
    }
}
