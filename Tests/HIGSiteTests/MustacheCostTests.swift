import Foundation
import HIGModel
import Mustache
import Testing

@testable import HIGSite

/// What the site's pages cost to render with hig-gen's own Mustache engine and with
/// swift-mustache (the package it replaced, kept as the test oracle): the same templates and
/// context, templates compiled in both. It asserts nothing about time, so it runs only when
/// asked: `HIG_GEN_BENCH=1 swift test --filter MustacheCostTests`. That is a debug build:
/// compare the two engines with each other, not with release figures.
@Suite("Mustache engine cost against swift-mustache", .enabled(if: ProcessInfo.processInfo.environment["HIG_GEN_BENCH"] == "1"))
struct MustacheCostTests {
    /// An app's table of `rows` shortcuts with ids, titles and menus, as the benchmark writes it.
    static func appTable(rows: Int) -> Rulebook {
        var markdown =
            "---\ntitle: App\nkind: app\n---\n| ID | Keyboard shortcut | Title | Action | Menu |\n|---|---|---|---|---|\n"
        let keys = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }
        let modifiers = ["Command", "Shift-Command", "Option-Command", "Control-Command", "Option-Shift-Command"]
        for row in 0..<rows {
            let shortcut = modifiers[row / keys.count % modifiers.count] + "-" + keys[row % keys.count]
            markdown += "| command\(row) | \(shortcut) | Show Layers \(row) | Show the layers, variant \(row). | View |\n"
        }
        return Support.rulebook(markdown, path: "app.md")
    }

    @Test("render every page with both engines and print the medians")
    func cost() throws {
        let inputs = [
            ("Content/", Support.contentRulebook), ("a 100-row app table", Self.appTable(rows: 100)),
            ("a 2,000-row app table", Self.appTable(rows: 2000)),
        ]
        for (name, rulebook) in inputs {
            let context = SiteContext(rulebook: rulebook)
            let ours = try Self.median {
                _ = try SiteRenderer.render(context, with: .builtIn)
            }
            let theirs = try Self.median {
                var library = MustacheLibrary()
                for path in TemplateSet.builtIn.templates {
                    let text = String(decoding: TemplateSet.builtIn.files[path]!, as: UTF8.self)
                    try library.register(text, named: SiteRenderer.templateName(path))
                }
                let value = context.oracleValue
                for page in TemplateSet.builtIn.pages {
                    _ = library.render(value, withTemplate: SiteRenderer.templateName(page))
                }
            }
            print("Mustache cost, \(name): hig-gen's engine \(ours) ms, swift-mustache \(theirs) ms (median of 5, debug)")
        }
    }

    static func median(_ body: () throws -> Void) rethrows -> Int {
        var times: [Duration] = []
        for _ in 0..<5 { times.append(try ContinuousClock().measure(body)) }
        let middle = times.sorted()[2]
        return Int(middle.components.seconds * 1000 + middle.components.attoseconds / 1_000_000_000_000_000)
    }
}
