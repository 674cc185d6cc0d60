import Foundation
import HIGLint
import HIGModel

/// Reads the menu items and buttons of Interface Builder files (`.xib`, `.storyboard`) as the
/// app's shortcuts, each located at its key equivalent.
///
/// `<menuItem title="Paste" keyEquivalent="v">` with no `<modifierMask
/// key="keyEquivalentModifierMask">` child means Command; the child's `shift`, `option`,
/// `control` and `command` attributes (`"YES"`) list the modifiers, and an empty one means
/// none. As in AppKit, an upper-case letter implies Shift, and keys that type nothing are
/// AppKit's private-use characters (U+F704 is F1). A button (`<buttonCell>`) has no modifier
/// unless its mask says so, keeps its key in a `keyEquivalent` attribute or a `<string
/// key="keyEquivalent">` child (base64 when it is a control character such as Return), and is a
/// control of its window, not a menu command. An item's `<connections><action selector=…>`
/// child names the message it sends, which tells AppKit's own commands apart.
public struct InterfaceBuilderReader: AppReader {
    public init() {}

    public let name = "Interface Builder files (.xib, .storyboard)"
    public let extensions = ["xib", "storyboard"]
    public let exampleLanguage = RuleExample.Language.interfaceBuilder
    public let exampleFile = "MainMenu.xib"
    public let readsCode = true

    public func readsFound(_ path: String, besideCode: Bool) -> Bool {
        extensions.contains(PathName.pathExtension(path).lowercased())
    }

    /// The file's shortcuts, with the `hig-gen:ignore` comments beside them applied, and
    /// whether it makes something people type into (``TypingPlace``).
    public func read(_ bytes: [UInt8], path: String, settings: ReadSettings) -> FileShortcuts {
        var diagnostics: [Diagnostic] = []
        let declarations = IgnoreComments.apply(to: Self.parse(bytes, file: path, into: &diagnostics), source: bytes)
        var file = FileShortcuts(
            declarations: declarations, diagnostics: diagnostics, isCode: true,
            hasTextInput: ByteSearch.containsAny(bytes, of: Self.textInputs),
            hasMultilineText: ByteSearch.containsAny(bytes, of: [Array("<textView".utf8)]),
            usesFind: ByteSearch.containsAny(bytes, of: Self.findingTextViews))
        file.makesSelectableItems = ByteSearch.containsAny(bytes, of: Self.selectableItems)
        return file
    }

    public static func read(path: String, into diagnostics: inout [Diagnostic]) -> [AppShortcut] {
        guard let bytes = InputFile.read(path, into: &diagnostics) else { return [] }
        return parse(bytes, file: path, into: &diagnostics)
    }

    /// Text views, search and token fields, web views, and text fields people can edit (a
    /// label is a text field too, one that is not editable).
    static let textInputs = [
        "<textView", "<searchField", "<tokenField", "<comboBox", "<secureTextField", "<wkWebView", "<webView",
        #"editable="YES""#,
    ].map { Array($0.utf8) }

    /// Views whose items people select all of: tables, outline and collection views, browsers,
    /// matrices, PDF views.
    static let selectableItems = [
        "<tableView", "<outlineView", "<collectionView", "<browser", "<matrix", "<pdfView", #"customClass="PDFView""#,
    ].map { Array($0.utf8) }

    /// A text view that uses the find bar or panel.
    static let findingTextViews = [#"findStyle="bar""#, #"findStyle="panel""#].map { Array($0.utf8) }

    /// Scans the file's tags, and nothing else; the number of tags. The benchmark's floor for `check`.
    public func cacheName(for bytes: [UInt8]) -> String? { "interface-builder 14" }

    public func parseOnly(_ bytes: [UInt8], path: String) -> Int? {
        var count = 0
        try? XMLTags.scan(bytes) { _ in count += 1 }
        return count
    }

    public static func parse(_ bytes: [UInt8], file: String, into diagnostics: inout [Diagnostic]) -> [AppShortcut] {
        let lineStarts = LineBreaks.lineStarts(in: bytes)
        func location(_ offset: Int) -> SourceLocation {
            let (line, column) = LineBreaks.position(of: offset, lineStarts: lineStarts)
            return SourceLocation(file: file, line: line, column: column)
        }
        var items: [MenuItem] = []
        // Open elements; the index into `items` for a menu item or button, so its mask finds it,
        // and a menu's title, so an item knows its menu path (the main menu bar has none).
        var open: [(name: String, item: Int?, menu: String?, scope: String?, id: String?)] = []
        // Menus a control holds by an outlet (a search field's `searchMenuTemplate`, a view's
        // contextual `menu`), by the menu's id: the control they belong to.
        var attached: [String: String] = [:]
        // Every object an outlet points to: code may show a loose menu item it holds.
        var referenced: Set<String> = []
        // Scope names given so far, with the element each names: two windows titled alike
        // ("Window") are still two scopes.
        var named: [String: String] = [:]
        let fileName = (file as NSString).lastPathComponent
        // The item whose `hidden` binding is open, for its options.
        var bindingItem: Int?
        do {
            try XMLTags.scan(bytes) { event in
                switch event {
                case .start(let name, let attributes, let selfClosing, _, let end):
                    var itemIndex: Int?
                    let key = attributes.first { $0.name == "key" }?.value
                    var menuTitle: String?
                    var scope: String?
                    if name == "menuItem" || name == "buttonCell" {
                        var item = MenuItem(attributes: attributes, isButton: name == "buttonCell")
                        item.menuPath = open.compactMap(\.menu)
                        // A button belongs to its tab of a tab view, else to its window; so does
                        // a pop-up button's item, whose key works while the window is key.
                        item.inPopUpButton = name == "menuItem" && open.contains { $0.name == "popUpButtonCell" }
                        item.scope =
                            name == "buttonCell" || item.inPopUpButton
                            ? open.last { ["window", "scene", "tabViewItem"].contains($0.name) }?.scope
                                ?? "\(fileName): window"
                            : open.first { $0.name == "menu" }?.scope
                        item.menuID = open.first { $0.name == "menu" }?.id
                        // AppKit matches no key of an item whose menu hangs from a hidden item.
                        item.inHiddenMenu = open.contains { $0.item.map { items[$0].isHidden } ?? false }
                        // An item no menu or control holds is shown by nothing but code that
                        // adds it through an outlet: the items below it are in no menu bar.
                        if name == "menuItem", let root = open.first(where: { $0.name == "menuItem" })?.item {
                            item.looseRoot = items[root].looseRoot
                        } else if name == "menuItem", open.last?.name == "objects" {
                            item.looseRoot = attributes.first { $0.name == "id" }?.value ?? ""
                        }
                        items.append(item)
                        itemIndex = items.count - 1
                        // A button's `<connections>` are its `<button>`'s, beside the cell.
                        if name == "buttonCell", let parent = open.indices.last, open[parent].name == "button" {
                            open[parent].item = itemIndex
                        }
                    } else if name == "modifierMask", key == "keyEquivalentModifierMask", let parent = open.last?.item {
                        items[parent].mask = attributes
                    } else if name == "string", key == "keyEquivalent", !selfClosing, let parent = open.last?.item {
                        let base64 = attributes.contains { $0.name == "base64-UTF8" && $0.value == "YES" }
                        items[parent].keyElement = keyText(in: bytes, from: end, base64: base64)
                    } else if name == "action", open.count >= 2, open[open.count - 1].name == "connections",
                        let parent = open[open.count - 2].item,
                        let selector = attributes.first(where: { $0.name == "selector" })?.value
                    {
                        // `<connections><action selector="checkSpelling:" …/>` inside the item.
                        items[parent].action = selector.split(separator: ":").first.map(String.init)
                    } else if name == "binding", open.count >= 2, open[open.count - 1].name == "connections",
                        let parent = open[open.count - 2].item,
                        attributes.contains(where: { $0.name == "name" && $0.value == "hidden" })
                    {
                        // `<binding name="hidden" keyPath="self.isPaused">`: shown only in some states.
                        let keyPath = attributes.first { $0.name == "keyPath" }
                        items[parent].hiddenBy = (keyPath?.value ?? "", keyPath?.offset ?? 0, negated: false)
                        if !selfClosing { bindingItem = parent }
                    } else if name == "string", key == "NSValueTransformerName", !selfClosing, let parent = bindingItem,
                        keyText(in: bytes, from: end, base64: false)?.value == "NSNegateBoolean"
                    {
                        // Its options' `NSNegateBoolean`: hidden when the other is shown.
                        items[parent].hiddenBy?.negated = true
                    } else if name == "segue", open.count >= 2, open[open.count - 1].name == "connections",
                        let parent = open[open.count - 2].item, items[parent].action == nil
                    {
                        // A storyboard item that shows a scene runs it by a segue: connected, as
                        // `performSegue(withIdentifier:sender:)` would be.
                        items[parent].action = "performSegue"
                    } else if name == "outlet", open.count >= 2, open[open.count - 1].name == "connections",
                        let property = attributes.first(where: { $0.name == "property" })?.value,
                        ["menu", "searchMenuTemplate"].contains(property), Self.isControl(open[open.count - 2].name),
                        let destination = attributes.first(where: { $0.name == "destination" })?.value
                    {
                        // `<searchField><connections><outlet property="searchMenuTemplate" destination="…"/>`.
                        attached[destination] = Self.controlName(open[open.count - 2].name)
                        referenced.insert(destination)
                    } else if name == "outlet", let destination = attributes.first(where: { $0.name == "destination" })?.value {
                        referenced.insert(destination)
                    } else if name == "menu", !attributes.contains(where: { $0.name == "systemMenu" && $0.value == "main" }) {
                        menuTitle = attributes.first { $0.name == "title" }?.value
                        // A menu outside the main menu bar (a context or status-item menu) has
                        // its shortcuts only while it is open: a scope of its own.
                        if !open.contains(where: { $0.name == "menu" }) {
                            scope = Self.scope("menu", attributes, in: fileName, named: &named)
                        }
                    } else if name == "window" || name == "scene" {
                        // Buttons compete only with the buttons of their own window.
                        scope = Self.scope("window", attributes, in: fileName, named: &named)
                    } else if name == "tabViewItem" {
                        // Only one tab of a tab view is on screen: its buttons compete among themselves.
                        let window = open.last { $0.name == "window" || $0.name == "scene" }?.scope ?? "\(fileName): window"
                        let label = attributes.first { $0.name == "label" }?.value ?? attributes.first { $0.name == "id" }?.value
                        scope = "\(window), tab '\(label ?? "")'"
                    }
                    let id = name == "menu" ? attributes.first { $0.name == "id" }?.value : nil
                    if !selfClosing { open.append((name, itemIndex, menuTitle, scope, id)) }
                case .end(let name):
                    if name == "binding" { bindingItem = nil }
                    if let index = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(index...) }
                }
            }
        } catch {
            diagnostics.append(
                Diagnostic(
                    .interfaceBuilderInvalid,
                    "the file is not well-formed XML: \(error.reason); its menu items after this are not read",
                    at: location(error.offset)))
        }
        // A menu a control holds is that control's, while it is open: never the main menu's.
        for index in items.indices {
            guard let menu = items[index].menuID, let control = attached[menu] else { continue }
            items[index].scope = "\(fileName): the \(control)'s menu"
        }
        // Items hidden by one key path, one through `NSNegateBoolean`, are the two arms of one
        // branch: never shown together (Pause and Resume on Space). Named by the first binding.
        var firstBinding: [String: Int] = [:]
        return items.compactMap { item in
            // A loose item nothing points to is in no menu the app shows.
            if let root = item.looseRoot, !referenced.contains(root) { return nil }
            guard var declaration = item.declaration(location: location) else { return nil }
            if let (keyPath, offset, negated) = item.hiddenBy {
                let branch = firstBinding[keyPath] ?? offset
                firstBinding[keyPath] = branch
                declaration.branches[branch] = negated ? 1 : 0
            }
            return declaration
        }
    }

    /// A view or control, whose `menu` outlet is its contextual menu (an object's outlet named
    /// `menu`, an app delegate's status menu, is no control's).
    private static func isControl(_ element: String) -> Bool {
        element.hasSuffix("View") || element.hasSuffix("Cell") || element == "view"
            || ["searchField", "popUpButton", "textField", "button", "segmentedControl", "comboBox"].contains(element)
    }

    /// "search field" for `searchField` and `searchFieldCell`: the control an outlet is on.
    private static func controlName(_ element: String) -> String {
        var words = ""
        for character in element.hasSuffix("Cell") ? String(element.dropLast(4)) : element {
            if character.isUppercase { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }

    /// "Main.storyboard: Export window" (by title, else the label Xcode shows, else id): names a
    /// window or menu scope. A name another element of the file already has gets that label or
    /// id added ("Window window (Extend Block Sheet)"), so each element is a scope of its own.
    private static func scope(
        _ kind: String, _ attributes: [XMLTags.Attribute], in file: String, named: inout [String: String]
    ) -> String {
        func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        let id = value("id") ?? value("sceneID") ?? ""
        let label = value("userLabel")
        var name = "\(file): \(value("title") ?? label ?? id) \(kind)"
        if let owner = named[name], owner != id { name += " (\(label ?? id))" }
        if let owner = named[name], owner != id { name += " (\(id))" }
        named[name] = id
        return name
    }

    /// The text of a `<string>` element whose start tag ends at `start`, decoded.
    private static func keyText(in bytes: [UInt8], from start: Int, base64: Bool) -> XMLTags.Attribute? {
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
        var value = XMLTags.decodeEntities(bytes[start..<end])
        if base64 {
            value = value.filter { !$0.isWhitespace }
            let padded = value + String(repeating: "=", count: (4 - value.count % 4) % 4)
            guard let data = Data(base64Encoded: padded) else { return nil }
            value = String(decoding: data, as: UTF8.self)
        }
        return XMLTags.Attribute(name: "keyEquivalent", value: value, offset: start, length: end - start, isVerbatim: false)
    }

    /// A `<menuItem>` or `<buttonCell>` as read: its attributes, its key from a child element
    /// when it keeps it there, and its modifier mask's when it has one.
    private struct MenuItem {
        var attributes: [XMLTags.Attribute]
        var isButton: Bool
        var mask: [XMLTags.Attribute]?
        var keyElement: XMLTags.Attribute?
        /// The titles of the menus the item is in, outermost first (`["File", "Export"]`).
        var menuPath: [String] = []
        /// The selector of its action connection, without the colon.
        var action: String?
        /// A button's window, a standalone menu's; nil for the main menu bar (app-wide).
        var scope: String?
        /// The id of the outermost menu it is in, which a control may hold by an outlet.
        var menuID: String?
        /// One of the items its menus hang from is hidden.
        var inHiddenMenu = false
        /// The id of the item it hangs from (or is) that no menu holds: a `<menuItem>` right
        /// among the file's top-level `<objects>`, a Format menu dragged out of the menu bar.
        var looseRoot: String?
        /// In a pop-up or pull-down button's menu: NSPopUpButton answers its items' key
        /// equivalents while its window is key, as a button does, not only while it is open.
        var inPopUpButton = false

        /// The key path of its `hidden` binding, and whether it is negated: the app shows it
        /// only in some states.
        var hiddenBy: (keyPath: String, offset: Int, negated: Bool)?

        var isHidden: Bool { attribute("hidden")?.value == "YES" }

        init(attributes: [XMLTags.Attribute], isButton: Bool) {
            self.attributes = attributes
            self.isButton = isButton
        }

        func attribute(_ name: String) -> XMLTags.Attribute? { attributes.first { $0.name == name } }

        func declaration(location: (Int) -> SourceLocation) -> AppShortcut? {
            guard let keyAttribute = attribute("keyEquivalent") ?? keyElement, !keyAttribute.value.isEmpty,
                // A separator is a line: it is never chosen, so a key it keeps is none.
                attribute("isSeparatorItem")?.value != "YES"
            else { return nil }
            // A hidden item, or one in a hidden item's submenu, answers its key equivalent only
            // when it allows it (Interface Builder writes `allowsKeyEquivalentWhenHidden="YES"`;
            // AppKit's default is no, as `NSMenuItem.isHidden` documents).
            if isHidden || inHiddenMenu, attribute("allowsKeyEquivalentWhenHidden")?.value != "YES" { return nil }
            let title = attribute("title")
            var declaration = AppShortcut(
                shortcut: nil, title: title?.value,
                titleSpan: title.map { TextSpan(location: location($0.offset), length: $0.length, isVerbatim: $0.isVerbatim) },
                // A button acts while its window has focus: a control, not an app-wide command.
                context: scope,
                span: TextSpan(location: location(keyAttribute.offset), length: keyAttribute.length, isVerbatim: false),
                origin: .interfaceBuilder, spelling: .interfaceBuilder)
            declaration.menuPath = menuPath
            declaration.action = action
            declaration.isInStandaloneMenu = !isButton && !inPopUpButton && scope != nil
            // Disabled in the file, or hidden by a binding: enabled or shown only where the app says.
            declaration.facts.enabledByValidation = attribute("enabled")?.value == "NO" || hiddenBy != nil
            let text = keyAttribute.value
            if text.count != 1 || text.unicodeScalars.contains("\0") || KeyNames.key(shownBy: text) != nil {
                declaration.malformedKey = text
            }
            guard text.count == 1, let character = text.first, let (key, spelling) = KeyNames.key(forCharacter: character) else {
                let shown = text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
                declaration.unresolvedReason = "the key equivalent '\(shown.clipped())' is no key the HIG names"
                return declaration
            }
            var modifiers: ModifierSet = isButton ? [] : [.command]
            if let mask {
                modifiers = []
                let flags: [(String, Modifier)] = [
                    ("shift", .shift), ("option", .option), ("control", .control), ("command", .command), ("function", .globe),
                ]
                for (name, modifier) in flags where mask.first(where: { $0.name == name })?.value == "YES" {
                    modifiers.insert(ModifierSet(modifier))
                }
            }
            // AppKit reads an upper-case letter as the letter with Shift.
            if character.isLetter, character.isUppercase {
                modifiers.insert(.shift)
                declaration.facts.upperCaseLetter = String(character)
            }
            declaration.shortcut = Shortcut(reading: key, spelling: spelling, modifiers: modifiers)
            declaration.writesShiftWithUpperCharacter = spelling == .upper && mask?.contains { $0.name == "shift" } == true
            return declaration
        }
    }
}
