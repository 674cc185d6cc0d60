import AppKit

/// The login item: starts Clipper when the user logs in, then quits. It never shows a window.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private let mainBundleIdentifier = "com.example.Clipper"

    func applicationDidFinishLaunching(_ notification: Notification) {
        let running = NSWorkspace.shared.runningApplications.contains { $0.bundleIdentifier == mainBundleIdentifier }
        guard !running else { return NSApp.terminate(nil) }
        var url = Bundle.main.bundleURL
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Clipper.app/Contents/Library/LoginItems/…
        NSWorkspace.shared.openApplication(at: url, configuration: NSWorkspace.OpenConfiguration()) { _, _ in
            DispatchQueue.main.async { NSApp.terminate(nil) }
        }
    }
}
