import UIKit

/// An iPad reader. Key commands a view controller returns act while it has focus: they are
/// controls of that view, checked against the system only.
final class ArticleViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(scrollDown)),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(scrollUp)),
            UIKeyCommand(input: " ", modifierFlags: [], action: #selector(pageDown)),
            UIKeyCommand(input: "\t", modifierFlags: .alternate, action: #selector(nextLink)),
            UIKeyCommand(input: "h", modifierFlags: [.command, .shift], action: #selector(highlight)),
            UIKeyCommand(input: "\t", modifierFlags: .command, action: #selector(nextPane)),  // expect: reserved-conflict
        ]
    }

    @objc func scrollDown() {}
    @objc func scrollUp() {}
    @objc func pageDown() {}
    @objc func nextLink() {}
    @objc func highlight() {}
    @objc func nextPane() {}
}

/// The app's menus, built once for the whole app: menu commands.
final class ReaderAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        let save = UIKeyCommand(
            title: "Save Article for Later", action: #selector(saveForLater), input: "s",
            modifierFlags: [.command, .shift])
        let share = UIKeyCommand(
            title: "Share Article", action: #selector(share), input: "i", modifierFlags: [.command, .alternate])  // expect: standard-repurposed
        let reload = UIKeyCommand(
            title: "Reload Feeds", action: #selector(reload), input: "R", modifierFlags: .command)  // expect: upper-case-letter
        let next = UIKeyCommand(
            title: "Next Article", action: #selector(nextArticle), input: UIKeyCommand.inputRightArrow,  // quiet: no iPadOS row takes Command-Right arrow
            modifierFlags: [.command])
        let find = UIKeyCommand(
            title: "Find in Article", action: #selector(find), input: "f", modifierFlags: .command)
        let unread = UIKeyCommand(
            title: "Mark as Unread", action: #selector(markUnread), input: "u",  // expect: typing-conflict
            modifierFlags: [.shift])
        builder.insertChild(UIMenu(title: "Article", children: [save, share, reload, next, find, unread]), atStartOfMenu: .file)
    }

    @objc func saveForLater() {}
    @objc func share() {}
    @objc func reload() {}
    @objc func nextArticle() {}
    @objc func find() {}
    @objc func markUnread() {}
}
