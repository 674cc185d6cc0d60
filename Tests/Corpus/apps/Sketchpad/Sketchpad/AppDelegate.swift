import UIKit

/// Sketchpad runs on iPad and, through Mac Catalyst, on the Mac: this is its menu bar there.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)

        let newCanvas = UIKeyCommand(
            title: "New Canvas", action: #selector(CanvasViewController.newCanvas(_:)), input: "n", modifierFlags: .command)
        let export = UIKeyCommand(
            title: "Export as PNG…", action: #selector(CanvasViewController.exportPNG(_:)), input: "e",  // quiet: Sketchpad binds no Command-E, so Shift-Command-E varies nothing
            modifierFlags: [.command, .shift])
        let snapshot = UIKeyCommand(
            title: "Snapshot Canvas Area", action: #selector(CanvasViewController.snapshotArea(_:)), input: "4",  // expect: reserved-conflict:error
            modifierFlags: [.command, .shift])
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [newCanvas, export, snapshot]), atStartOfMenu: .file)

        let zoomIn = UIKeyCommand(title: "Zoom In", action: #selector(CanvasViewController.zoomIn(_:)), input: "+", modifierFlags: .command)
        let zoomOut = UIKeyCommand(title: "Zoom Out", action: #selector(CanvasViewController.zoomOut(_:)), input: "-", modifierFlags: .command)
        let fit = UIKeyCommand(title: "Zoom to Fit", action: #selector(CanvasViewController.zoomToFit(_:)), input: "0", modifierFlags: .command)
        let grid = UIKeyCommand(title: "", action: #selector(CanvasViewController.toggleGrid(_:)), input: "g", modifierFlags: .command, discoverabilityTitle: "Show Grid")  // expect: standard-repurposed:note
        let palette = UIKeyCommand(input: "T", modifierFlags: .command, action: #selector(CanvasViewController.toggleToolPalette(_:)))  // expect: upper-case-letter:note, standard-repurposed:note
        palette.title = "Show Tool Palette"
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [zoomIn, zoomOut, fit, grid, palette]), atStartOfMenu: .view)

        let pencilOnly = UIKeyCommand(
            title: "Draw with Pencil Only", action: #selector(CanvasViewController.togglePencilOnly(_:)), input: "p",  // expect: typing-conflict:note
            modifierFlags: .alternate)
        builder.insertSibling(UIMenu(title: "Canvas", children: [pencilOnly]), afterMenu: .view)
    }
}
