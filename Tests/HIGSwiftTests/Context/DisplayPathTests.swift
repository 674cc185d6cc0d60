import Testing

@testable import HIGSwift

@Suite("Display paths")
struct DisplayPathTests {
    @Test(
        "paths relative to the source root",
        arguments: [
            ("/pkg/Content/a.md", "/pkg", "Content/a.md"),
            ("/pkg/Sources/App/../../Content/a.md", "/pkg/", "Content/a.md"),
            ("/elsewhere/g.md", "/pkg/app", "../../elsewhere/g.md"),
            ("Content/a.md", "/pkg", "Content/a.md"),
        ])
    func relative(path: String, root: String, expected: String) {
        #expect(DisplayPath.relative(path, to: root) == expected)
    }

    @Test("no root: the path as given")
    func noRoot() {
        #expect(DisplayPath.relative("Content/a.md", to: nil) == "Content/a.md")
    }
}
