import AppKit

/// The article list of the main window. Its keys come from the storyboard (the Article menu
/// and the table's context menu); the table moves its selection with the arrows itself.
final class TimelineViewController: NSViewController, NSTableViewDataSource, NSTableViewDelegate {
    @IBOutlet weak var tableView: NSTableView!
    @IBOutlet weak var searchField: NSSearchField!
    private var articles: [Article] = []

    @IBAction func markAllAsRead(_ sender: Any?) {
        FeedStore.shared.markAllAsRead(articles)
        tableView.reloadData()
    }

    @IBAction func toggleRead(_ sender: Any?) {
        for row in tableView.selectedRowIndexes { articles[row].isRead.toggle() }
    }

    @IBAction func toggleStarred(_ sender: Any?) {
        for row in tableView.selectedRowIndexes { articles[row].isStarred.toggle() }
    }

    @IBAction func reloadArticle(_ sender: Any?) {
        guard tableView.selectedRow >= 0 else { return }
        FeedStore.shared.reload(articles[tableView.selectedRow])
    }

    @IBAction func copyArticleURL(_ sender: Any?) {
        guard tableView.selectedRow >= 0, let url = articles[tableView.selectedRow].url else { return }
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(url.absoluteString, forType: .string)
    }

    @IBAction func moveFocusToSearchField(_ sender: Any?) {
        view.window?.makeFirstResponder(searchField)
    }

    func numberOfRows(in tableView: NSTableView) -> Int { articles.count }
}
