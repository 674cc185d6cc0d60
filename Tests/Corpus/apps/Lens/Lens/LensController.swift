import AppKit

/// The first responder for Lens's menu commands: the browser window's controller.
final class LensController: NSWindowController {
    private var library = PhotoLibrary.shared
    private var index = 0

    @objc func showSettings(_ sender: Any?) {}
    @objc func importPhotos(_ sender: Any?) {}
    @objc func findPhotos(_ sender: Any?) { window?.makeFirstResponder(window?.toolbar?.items.last?.view) }
    @objc func moveToTrash(_ sender: Any?) { library.trash(at: index) }
    @objc func rotateLeft(_ sender: Any?) { library.rotate(at: index, by: -90) }
    @objc func rotateRight(_ sender: Any?) { library.rotate(at: index, by: 90) }
    @objc func toggleInspector(_ sender: Any?) {}
    @objc func toggleFavorites(_ sender: Any?) {}
    @objc func toggleOverlay(_ sender: Any?) {}
    @objc func rate(_ sender: NSMenuItem) { library.rate(at: index, stars: sender.tag) }
    @objc func nextPhoto(_ sender: Any?) { index = min(index + 1, library.count - 1) }
    @objc func previousPhoto(_ sender: Any?) { index = max(index - 1, 0) }
    @objc func goBack(_ sender: Any?) {}
    @objc func goForward(_ sender: Any?) {}
}
