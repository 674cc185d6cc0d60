import Foundation
import HIGModel
import Mustache
import Testing

@testable import HIGSite

/// The site as hig-gen renders it against the site as swift-mustache renders the same templates
/// from the same context, byte for byte; and the committed `Output/site` as the golden copy.
@Suite("Site rendering: the same pages as swift-mustache")
struct SiteOracleTests {
    static let hostileMarkdown = """
        ---
        title: Hostile <b>"title"</b> & 'more'
        platforms: [macOS]
        ---
        ## Reserved keyboard shortcuts
        | Shortcut | Action |
        |---|---|
        | Command-K | Escaped &lt;script&gt;alert(1)&lt;/script&gt; and `<img src=x onerror=alert(1)>` "quoted" 'too' |
        | Command-K | The same shortcut again, {{not a tag}} |
        | Shift-Command-Question mark | A key spelt by its upper character. |
        | [Modifier key]-Command-Space | Any modifier & more. |
        """

    /// Rulebooks to render: our guidelines, every test fixture, hostile text, nothing at all,
    /// and many rows that repeat a few shortcuts.
    static func rulebooks() throws -> [(name: String, rulebook: Rulebook)] {
        var rulebooks: [(String, Rulebook)] = [("Content", Support.contentRulebook)]
        let fixtures = Support.packageRoot.appendingPathComponent("Tests/Fixtures")
        for path in FileManager.default.subpaths(atPath: fixtures.path)!.sorted() where path.hasSuffix(".md") {
            let markdown = try String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8)
            rulebooks.append((path, Support.rulebook(markdown, path: path)))
        }
        rulebooks.append(("hostile", Support.rulebook(hostileMarkdown)))
        rulebooks.append(("empty", Support.rulebook("Only prose.\n")))
        var repeated = "## Custom shortcuts\n| Shortcut | Action |\n|---|---|\n"
        for row in 0..<300 {
            repeated += "| \(["Command", "Shift-Command", "Option-Command"][row % 3])-\(row % 7) | Row \(row). |\n"
        }
        rulebooks.append(("repeated", Support.rulebook(repeated)))
        return rulebooks
    }

    @Test("every built-in page, for every rulebook, as swift-mustache renders it")
    func builtInTemplates() throws {
        var library = MustacheLibrary()
        for path in TemplateSet.builtIn.templates {
            let text = String(decoding: TemplateSet.builtIn.files[path]!, as: UTF8.self)
            try library.register(text, named: SiteRenderer.templateName(path))
        }
        // Every page of each site: an app whose rows name targets has several, and its maps
        // mark what our guidelines reserve.
        for (name, rulebook) in try Self.rulebooks() {
            let site = Site(rulebook: rulebook, guidelines: Support.contentRulebook)
            let files = try SiteRenderer.render(site, with: .builtIn)
            for context in site.pages {
                for page in TemplateSet.builtIn.pages {
                    let pageName = SiteRenderer.templateName(page)
                    let path = page == TemplateSet.mainPage ? context.file : pageName
                    let output = try #require(files.first { $0.path == path }).bytes
                    let expected = library.render(context.oracleValue, withTemplate: pageName)!
                    #expect(output == Array(expected.utf8), "\(name): \(path)")
                }
            }
        }
    }

    @Test("the site of Content/ is the committed Output/site, byte for byte")
    func golden() throws {
        let folder = Support.packageRoot.appendingPathComponent("Output/site")
        for file in try SiteRenderer.render(SiteContext(rulebook: Support.contentRulebook), with: .builtIn) {
            let committed = try Data(contentsOf: folder.appendingPathComponent(file.path))
            #expect(file.bytes == Array(committed), "\(file.path)")
        }
    }
}

/// The context as swift-mustache reads it: each context type as a dictionary of the values
/// the README documents, a table that a section lacks left out, as a Swift optional would be.
extension SiteContext {
    var oracleValue: [String: Any] {
        [
            "title": title, "isApp": isApp, "hasSeveralSections": hasSeveralSections,
            "sections": sections.map(\.oracleValue), "rowCount": rowCount, "shortcutCount": shortcutCount,
            "documents": documents.map {
                ["title": $0.title, "path": $0.path, "platforms": $0.platforms, "hasPlatforms": $0.hasPlatforms] as [String: Any]
            },
            "file": file, "siteTitle": siteTitle, "isOverview": isOverview, "hasPages": hasPages,
            "pages": pages.map {
                [
                    "file": $0.file, "title": $0.title, "target": $0.target, "device": $0.device, "platforms": $0.platforms,
                    "countLabel": $0.countLabel, "isCurrent": $0.isCurrent,
                ] as [String: Any]
            },
            "platforms": platforms, "hasPlatforms": !platforms.isEmpty, "hasReserved": hasReserved,
            "reserved": reserved.map { ["glyphs": $0.glyphs, "keys": $0.keys, "words": $0.words, "title": $0.title] },
            "defaultLayout": defaultLayout,
        ]
    }
}

extension SiteSection {
    var oracleValue: [String: Any] {
        var value: [String: Any] = [
            "id": id, "title": title, "rowCount": rowCount, "countLabel": countLabel, "platforms": platforms,
            "hasPlatforms": hasPlatforms,
        ]
        value["shortcuts"] = shortcuts.map {
            [
                "rows": $0.rows.map(\.oracleValue), "hasTitles": $0.hasTitles, "hasMenus": $0.hasMenus,
                "hasUsedBy": $0.hasUsedBy,
            ] as [String: Any]
        }
        value["modifierSymbols"] = modifierSymbols.map { table in
            [
                "rows": table.rows.map {
                    [
                        "id": $0.id, "glyph": $0.glyph, "name": $0.name, "codePoint": $0.codePoint, "usage": $0.usage,
                        "searchKeys": $0.searchKeys,
                    ]
                }
            ]
        }
        value["keyGlyphs"] = keyGlyphs.map { table in
            [
                "rows": table.rows.map {
                    ["id": $0.id, "glyph": $0.glyph, "name": $0.name, "codePoint": $0.codePoint, "searchKeys": $0.searchKeys]
                }
            ]
        }
        value["rules"] = rules.map { table in
            ["rows": table.rows.map { ["id": $0.id, "ruleID": $0.ruleID, "title": $0.title, "guidance": $0.guidance] }]
        }
        value["descriptions"] = descriptions.map { table in
            [
                "nameHeading": table.nameHeading,
                "rows": table.rows.map { ["id": $0.id, "name": $0.name, "description": $0.description] },
            ] as [String: Any]
        }
        return value
    }
}

extension ShortcutRow {
    var oracleValue: [String: Any] {
        [
            "id": id, "words": words, "glyphs": glyphs, "spoken": spoken, "action": action, "searchKeys": searchKeys,
            "glyphKeys": glyphKeys.map(\.oracleValue), "wordKeys": wordKeys.map(\.oracleValue), "entryID": entryID,
            // A row without one is false, as hig-gen's context has it, so no outer title shows.
            "title": title ?? false, "menu": menu ?? false, "usedBy": usedBy ?? false, "today": today ?? false,
            "hasAction": hasAction,
            "pressed": pressed ?? false, "pressedWords": pressedWords ?? false,
        ]
    }
}

extension KeyCap {
    var oracleValue: [String: Any] {
        ["label": label, "name": name, "isSymbol": isSymbol, "isFirst": isFirst]
    }
}
