import Foundation
import HIGLint
import Testing

/// `PathName` gives what `NSString` gives for the paths a folder search meets, and odd ones.
@Suite struct PathNameTests {
    @Test func answersAsNSStringDoes() {
        let paths = [
            "App/Main.swift", "App/Base.lproj/Main.storyboard", "Menu.XIB", "shortcuts.yml", "/abs/App.xcodeproj/project.pbxproj",
            ".hidden", "App/.swift", "a.", "a..b", "..", ".", "/", "", "a//", "//a", ".//", "a//b.md", "a/b/",
            "a/b.md/", "x/..md", "é/ü.Swift",
            "noext", "dir.d/file",
        ]
        for path in paths {
            #expect(String(PathName.last(path)) == (path as NSString).lastPathComponent, "\(path)")
            #expect(String(PathName.pathExtension(path)) == (path as NSString).pathExtension, "\(path)")
        }
    }
}
