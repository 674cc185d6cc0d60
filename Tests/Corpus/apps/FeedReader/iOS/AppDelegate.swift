import UIKit

/// The iPad app's menu bar (and the ⌘-hold overlay): built once for the app.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }

        let newFeed = UIKeyCommand(
            title: "New Web Feed", action: #selector(TimelineViewController.addFeed(_:)), input: "n",  // quiet: New Feed… is the Mac target's Command-N
            modifierFlags: .command)
        let refresh = UIKeyCommand(
            title: "Refresh Timeline", action: #selector(TimelineViewController.refreshTimeline(_:)), input: "r",  // quiet: Refresh All Feeds and Reload Article share Command-R in the Mac target, not this one
            modifierFlags: .command)
        let readerView = UIKeyCommand(
            title: "Toggle Reader View", action: #selector(ArticleViewController.toggleReaderView(_:)), input: "R",  // expect: upper-case-letter:note, duplicate-shortcut:error
            modifierFlags: .command)
        let star = UIKeyCommand(
            title: "", action: #selector(TimelineViewController.toggleStar(_:)), input: "l", modifierFlags: .command,  // quiet: Mark as Starred is the Mac target's Command-L
            discoverabilityTitle: "Star")  // expect: terse-title:note
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [newFeed, refresh]), atStartOfMenu: .file)
        builder.insertChild(UIMenu(title: "Article", children: [readerView, star]), atEndOfMenu: .view)
    }
}
