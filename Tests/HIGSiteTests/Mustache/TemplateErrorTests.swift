import Testing

@testable import HIGSite

/// Templates the engine refuses: each error names the file, the 1-based line and byte column
/// of the tag at fault, and a reason a template author can act on.
@Suite("Mustache engine: errors")
struct TemplateErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var template: String
        var line: Int
        var column: Int
        var reason: String
        var testDescription: String { template.debugDescription }
    }

    static let cases: [Case] = [
        Case(template: "a\n{{#x}}\nb", line: 2, column: 1, reason: "'{{#x}}' is never closed; add '{{/x}}'"),
        Case(template: "{{#a}}\n  {{/b}}", line: 2, column: 3, reason: "'{{/b}}' does not close '{{#a}}' (line 1)"),
        Case(template: "{{#a}}{{^b}}{{/a}}{{/b}}", line: 1, column: 13, reason: "'{{/a}}' does not close '{{^b}}' (line 1)"),
        Case(template: "x {{/a}}", line: 1, column: 3, reason: "'{{/a}}' closes no section"),
        Case(template: "a\nb {{c", line: 2, column: 3, reason: "'{{' has no closing '}}'"),
        Case(template: "{{{a}}", line: 1, column: 1, reason: "'{{' has no closing '}}}'"),
        Case(template: "{{! never ends", line: 1, column: 1, reason: "'{{' has no closing '}}'"),
        Case(template: "é{{}}", line: 1, column: 3, reason: "'{{}}' needs one name, without spaces"),
        Case(template: "{{ }}", line: 1, column: 1, reason: "'{{ }}' needs one name, without spaces"),
        Case(template: "{{#}}{{/}}", line: 1, column: 1, reason: "'{{#}}' needs one name, without spaces"),
        Case(template: "{{a b}}", line: 1, column: 1, reason: "'{{a b}}' needs one name, without spaces"),
        Case(template: "{{a..b}}", line: 1, column: 1, reason: "'{{a..b}}' has an empty part in its dotted name"),
        Case(template: "{{a.}}", line: 1, column: 1, reason: "'{{a.}}' has an empty part in its dotted name"),
        Case(
            template: "{{#l}}{{index()}}{{/l}}", line: 1, column: 7, reason: "transforms such as '{{index()}}' are not supported"),
        Case(
            template: "{{<base}}{{/base}}", line: 1, column: 1, reason: "template inheritance ('{{<' and '{{$') is not supported"),
        Case(
            template: "{{$block}}x{{/block}}", line: 1, column: 1,
            reason: "template inheritance ('{{<' and '{{$') is not supported"),
        Case(template: "{{% CONTENT_TYPE: TEXT}}", line: 1, column: 1, reason: "pragmas such as '{{%' are not supported"),
        Case(template: "{{>*dynamic}}", line: 1, column: 1, reason: "dynamic partials such as '{{>*dynamic}}' are not supported"),
        Case(template: "{{>}}", line: 1, column: 1, reason: "'{{>}}' needs one partial name, without spaces"),
        Case(
            template: "{{=<%=}}", line: 1, column: 1,
            reason: "a set-delimiter tag needs two delimiters without spaces or '=' in them"),
        Case(
            template: "{{= a b c =}}", line: 1, column: 1,
            reason: "a set-delimiter tag needs two delimiters without spaces or '=' in them"),
        Case(template: "{{=<% %>", line: 1, column: 1, reason: "a set-delimiter tag is written '{{=OPEN CLOSE=}}'"),
        Case(template: "{{=<% %>=}}\n<%#a%>", line: 2, column: 1, reason: "'<%#a%>' is never closed; add '<%/a%>'"),
    ]

    @Test("each error at its tag", arguments: cases)
    func error(_ spec: Case) {
        #expect {
            try Engines.render(spec.template)
        } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error
                == TemplateError(
                    location: TemplateLocation(file: "page.mustache", line: spec.line, column: spec.column), reason: spec.reason)
        }
    }

    @Test("an error in a partial names the partial's file")
    func partialFile() {
        #expect {
            try Engines.render("{{>p}}", partials: ["p": "ok\n{{/x}}"])
        } throws: { error in
            (error as? TemplateError)?.location == TemplateLocation(file: "p.mustache", line: 2, column: 1)
        }
    }

    @Test("a partial that includes itself without end is an error, not a crash")
    func endlessPartial() {
        #expect {
            try Engines.render("a\n{{>p}}", partials: ["p": "x {{>p}}"])
        } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error.location == TemplateLocation(file: "p.mustache", line: 1, column: 3)
                && error.reason.contains("partials nest more than \(TemplateRenderer<FixtureData>.maximumDepth) deep")
        }
    }

    @Test("partials nested as deep as the limit render")
    func deepButFinite() throws {
        var data = Fixture.record(["next": .flag(false)])
        for _ in 0..<(TemplateRenderer<FixtureData>.maximumDepth - 1) { data = .record(["next": data]) }
        let output = try Engines.render("{{>node}}", partials: ["node": "<{{#next}}{{>node}}{{/next}}>"], data: data)
        #expect(output.count == 2 * TemplateRenderer<FixtureData>.maximumDepth)
    }
}
