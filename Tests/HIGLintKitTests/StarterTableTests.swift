import Testing

@testable import HIGLintKit

/// The names `hig-gen init` gives an app and its Swift enum.
@Suite struct StarterTableTests {
    @Test func theAppIsNamedAfterItsFolder() {
        #expect(StarterTable.appName(fromFolder: "Sketchy") == "Sketchy")
        #expect(StarterTable.appName(fromFolder: "sketchy-app") == "Sketchy")
        #expect(StarterTable.appName(fromFolder: "2024") == "App")
    }

    @Test func theNamespaceIsASwiftIdentifier() {
        #expect(StarterTable.namespace(for: "Sketchy") == "SketchyShortcuts")
        #expect(StarterTable.namespace(for: "Café") == "CafShortcuts")
        #expect(StarterTable.namespace(for: "42") == "AppShortcuts")
    }
}
