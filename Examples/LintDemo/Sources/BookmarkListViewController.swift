import UIKit

/// The iPad list: UIKit key commands, shown in the shortcut interface by their titles.
final class BookmarkListViewController: UITableViewController {
    override var keyCommands: [UIKeyCommand]? {
        let next = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .command, action: #selector(selectNext))
        next.discoverabilityTitle = "Select Next Bookmark"
        return [
            next,
            UIKeyCommand(
                title: "Delete", action: #selector(deleteBookmark), input: "\u{8}", modifierFlags: .command,
                discoverabilityTitle: "Delete"),
            UIKeyCommand(
                input: "f", modifierFlags: [.command, .alternate], action: #selector(filter),
                discoverabilityTitle: "Filter Bookmarks"),
            UIKeyCommand(input: "h", modifierFlags: [.command], action: #selector(history), discoverabilityTitle: "History"),
            UIKeyCommand(
                input: "[", modifierFlags: [.command, .alternate], action: #selector(collapse),
                discoverabilityTitle: "Collapse All Folders"),
            UIKeyCommand(
                input: "y", modifierFlags: [.command, .shift], action: #selector(exportList),
                discoverabilityTitle: "Export List (⌘⇧Y)"),
        ]
    }

    @objc func selectNext() {}
    @objc func deleteBookmark() {}
    @objc func filter() {}
    @objc func history() {}
    @objc func collapse() {}
    @objc func exportList() {}
}
