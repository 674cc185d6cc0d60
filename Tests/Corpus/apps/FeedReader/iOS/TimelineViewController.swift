import UIKit

/// The timeline on iPad. Its key commands act while the list has focus.
final class TimelineViewController: UITableViewController {
    private var articles: [Article] = []
    private var showsUnreadOnly = false

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(selectNext)),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(selectPrevious)),
            UIKeyCommand(input: "\r", modifierFlags: [], action: #selector(openSelected)),
            UIKeyCommand(
                input: "u", modifierFlags: [.command, .shift], action: #selector(toggleUnreadFilter),  // quiet: Mark as Unread is Shift-Command-U in the Mac target, another app
                discoverabilityTitle: "Show Unread Only"),
        ]
    }

    @objc func selectNext() {}
    @objc func selectPrevious() {}
    @objc func openSelected() {}
    @objc func toggleUnreadFilter() { showsUnreadOnly.toggle() }
    @objc func addFeed(_ sender: Any?) {}
    @objc func refreshTimeline(_ sender: Any?) {}
    @objc func toggleStar(_ sender: Any?) {}
}

final class ArticleViewController: UIViewController {
    @objc func toggleReaderView(_ sender: Any?) {}
}
