import HIGModel
import Testing

/// YAML marks count characters; hig-gen's columns count UTF-8 bytes, for every reader alike.
@Suite struct MarkLocatorTests {
    let marks = MarkLocator(file: "a.yml", text: "title: ⌘ Tools\nkind: äpp\n", firstLine: 3)

    @Test func charactersBecomeBytes() {
        // "kind: äpp": the p after ä is character 8, byte 9.
        #expect(marks.location(line: 2, characterColumn: 8) == SourceLocation(file: "a.yml", line: 4, column: 9))
        #expect(marks.location(line: 1, characterColumn: 10) == SourceLocation(file: "a.yml", line: 3, column: 12))
        #expect(marks.location(line: 1, characterColumn: 1) == SourceLocation(file: "a.yml", line: 3, column: 1))
    }

    @Test func pastTheEndIsTheEndOfTheLastLine() {
        // libyaml puts an error at the end of the input on the line after it.
        let closed = MarkLocator(file: "b.yml", text: "a: [1, 2")
        #expect(closed.location(line: 2, characterColumn: 1) == SourceLocation(file: "b.yml", line: 1, column: 9))
    }

    @Test func pastTheEndOfALineKeepsCounting() {
        #expect(marks.location(line: 2, characterColumn: 12) == SourceLocation(file: "a.yml", line: 4, column: 13))
    }
}
