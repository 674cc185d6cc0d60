import AppKit

/// A project window: navigator, editor tabs and the debug area.
final class WorkspaceWindowController: NSWindowController, NSWindowDelegate {
    @IBOutlet weak var splitViewController: NSSplitViewController!
    private var history = NavigationHistory()

    @IBAction func goBack(_ sender: Any?) { history.back().map(open) }
    @IBAction func goForward(_ sender: Any?) { history.forward().map(open) }
    @IBAction func toggleNavigator(_ sender: Any?) { splitViewController.splitViewItems.first?.animator().isCollapsed.toggle() }
    @IBAction func toggleInspector(_ sender: Any?) { splitViewController.splitViewItems.last?.animator().isCollapsed.toggle() }

    @IBAction func run(_ sender: Any?) { BuildSystem.shared.run(scheme: document?.activeScheme) }
    @IBAction func stop(_ sender: Any?) { BuildSystem.shared.stop() }
    @IBAction func build(_ sender: Any?) { BuildSystem.shared.build(scheme: document?.activeScheme) }
    @IBAction func test(_ sender: Any?) { BuildSystem.shared.test(scheme: document?.activeScheme) }

    private func open(_ location: SourceLocation) {
        (contentViewController as? EditorContainer)?.show(location)
    }
}
