import UIKit

/// Lens on iPhone and iPad: one photo at a time.
final class PhotoViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(nextPhoto)),
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(previousPhoto)),
            UIKeyCommand(title: "Delete Photo", action: #selector(deletePhoto), input: "\u{8}", modifierFlags: .command),  // quiet: Move to Trash is the Mac target's Command-Delete, another app
            UIKeyCommand(title: "Share Photo", action: #selector(share), input: "e", modifierFlags: [.command, .shift]),
        ]
    }

    @objc func nextPhoto() {}
    @objc func previousPhoto() {}
    @objc func deletePhoto() {}
    @objc func share() {}
}
