import HIGLint

/// Reads a Swift file's ``ViewComposition`` from its tokens alone: most files declare no
/// shortcut and are never parsed, yet they hold the views and fields a window shows. A name in
/// upper camel case called (`Sidebar(…)`, `Sidebar { … }`) inside a type's braces is made by
/// that type; inside a presentation's arguments or closure (`.sheet { … }`) it is a window's
/// content, as it is inside a scene's (`WindowGroup { … }`) or a hosting view's.
enum ViewCompositionScanner {
    static func scan(_ bytes: [UInt8]) -> ViewComposition {
        // An AppKit delegate beside SwiftUI's scenes may strip the menu bar SwiftUI builds, or
        // clear its items' keys (BentoTerm frees Command-W from Close for its own Close Pane).
        let editsMenuBar =
            ByteSearch.containsAnyInCode(bytes, of: removesMenuItem + clearsKey)
            && ByteSearch.containsAnyInCode(bytes, of: mainMenu)
        // Only a file that imports SwiftUI declares, makes or hosts a SwiftUI view; most of an
        // app's files do not, and a byte search passes them over (the scan of every file was a
        // quarter of `check` on a large app: Docs/Performance.md).
        guard ByteSearch.containsAny(bytes, of: swiftUI) else { return ViewComposition(editsMenuBar: editsMenuBar) }
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        return ViewComposition(
            makes: scanner.makes.mapValues { $0.sorted() }, makesText: scanner.makesText.sorted(),
            windowContent: scanner.windowContent.sorted(), madeOutsideTypes: scanner.madeOutsideTypes.sorted(),
            menuBarExtraContent: scanner.menuBarExtraContent.sorted(), commandsContent: scanner.commandsContent.sorted(),
            editsMenuBar: editsMenuBar)
    }

    private static let swiftUI = [Array("SwiftUI".utf8)]
    /// A menu's item removed (`fileMenu.removeItem(item)`, `submenu?.removeItem(at: 0)`), not a file's.
    private static let removesMenuItem = ["enu.removeItem(", "enu?.removeItem(", "enu!.removeItem("].map { Array($0.utf8) }
    /// An item's key emptied (`item.keyEquivalent = ""`).
    private static let clearsKey = ["keyEquivalent = \"\"", "keyEquivalent=\"\""].map { Array($0.utf8) }
    private static let mainMenu = [Array("mainMenu".utf8)]

    /// Modifiers whose content is shown apart from the view they are applied to.
    static let presentations: Set<String> = ["sheet", "popover", "fullScreenCover", "alert", "confirmationDialog"]
    /// Calls whose content is a window's (scenes, hosting views and controllers).
    static let windows: Set<String> = [
        "WindowGroup", "Window", "UtilityWindow", "DocumentGroup", "MenuBarExtra", "NSHostingView", "NSHostingController",
        "UIHostingController",
    ]
    /// A scene that is a window only as `Settings { … }`: an app's own `Settings(…)` is a value.
    static let settingsScene = "Settings"
    /// The scene modifier whose content is the menu bar's commands.
    static let commandsModifier = "commands"
    /// A scene shown from the menu bar's status area, while it is open.
    static let menuBarExtra = "MenuBarExtra"
    /// Calls that make something people type into (as ``SwiftShortcutScanner``'s byte search
    /// reads it), and `.searchable(…)`, a modifier.
    static let textInputs: Set<String> = [
        "TextField", "TextEditor", "SecureField", "UITextField", "UITextView", "NSTextView", "TextView", "UISearchBar",
        "UISearchController", "NSSearchField", "NSTokenField", "NSComboBox", "WKWebView", "TerminalView",
    ]
    static let textModifier = "searchable"
    /// `NSTextField(labelWithString:)` and its kin make a label.
    static let labelMakers: Set<String> = ["labelWithString", "wrappingLabelWithString", "labelWithAttributedString"]
    static let frameworkProtocols: Set<String> = ["View", "Scene", "Commands", "ViewModifier", "App"]
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]

    private struct Scanner {
        /// A preview (`#Preview { … }`, a `PreviewProvider`'s body) shows its views to the
        /// developer in Xcode alone: what it makes is made for no window. A menu-bar extra's
        /// content is shown only while the extra is open.
        enum Region { case presented, window, menuBarExtra, commands, preview }
        struct Open {
            var type: String?
            var region: Region?
        }
        enum Token: Equatable {
            case name(String, afterDot: Bool)
            case open(UInt8)
            case close
            /// Any other byte: `:` and the `>` of `->` start a type, not a call.
            case other(UInt8)
        }

        let bytes: [UInt8]
        var index = 0
        var makes: [String: Set<String>] = [:]
        var makesText: Set<String> = []
        var windowContent: Set<String> = []
        var madeOutsideTypes: Set<String> = []
        var menuBarExtraContent: Set<String> = []
        var commandsContent: Set<String> = []
        var stack: [Open] = []
        /// The type a keyword just named, which the next `{` opens; the keyword, until its name.
        var pendingType: String?
        var typeKeyword: String?
        /// Just after `extension Name`, where `.Inner` names a nested type.
        var inExtensionName = false
        /// The region the next `(` or `{` opens, and after a region's `)` its trailing closure's.
        var pendingRegion: Region?
        /// The token before the current one, and whether a name there was in a type's place:
        /// before `{` it opens a body (`some View {`, `-> Label {`), not a call's closure.
        var previous: Token = .other(0)
        var previousIsType = false
        /// The last token starts a type (`:`, `->`, `some`, `any`).
        var startsType = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() {
            while let token = next() {
                take(token)
                previous = token
            }
        }

        private mutating func take(_ token: Token) {
            let regionNow = pendingRegion
            pendingRegion = nil
            if case .name = token {} else { (typeKeyword, inExtensionName) = (nil, false) }
            switch token {
            case .name(let name, let afterDot):
                previousIsType = startsType
                startsType = name == "some" || name == "any"
                if startsType { return }
                // `struct Row_Previews: PreviewProvider {`, `#Preview {`: a preview's braces.
                if previousIsType, name == "PreviewProvider", pendingType != nil {
                    pendingType = nil
                    pendingRegion = .preview
                    return
                }
                if !afterDot, name == "Preview", previous == .other(UInt8(ascii: "#")) {
                    pendingRegion = .preview
                    return
                }
                // The system makes the app (`struct Reader: App`); `Row.init` passed as a
                // function makes rows.
                if previousIsType, name == "App", let type = pendingType { madeOutsideTypes.insert(type) }
                if afterDot, name == "init", case .name(let type, _) = previous, type.first?.isUppercase == true {
                    note(made: type)
                }
                // `extension Outer.Inner`: the last name is the type.
                if afterDot, inExtensionName {
                    pendingType = name
                    return
                }
                inExtensionName = false
                if let keyword = typeKeyword {
                    typeKeyword = nil
                    // `class func`, `class var`: a member, not a type.
                    // An extension of SwiftUI's own protocols (`extension View`) is every view's.
                    guard name.first?.isLowercase == false, !ViewCompositionScanner.frameworkProtocols.contains(name) else {
                        return
                    }
                    pendingType = name
                    inExtensionName = keyword == "extension"
                    return
                }
                if !afterDot, ViewCompositionScanner.typeKeywords.contains(name) {
                    typeKeyword = name == "protocol" ? nil : name
                    if name == "protocol" { pendingType = nil }
                    return
                }
                if afterDot, ViewCompositionScanner.presentations.contains(name) { pendingRegion = .presented }
                if afterDot, name == ViewCompositionScanner.commandsModifier { pendingRegion = .commands }
                if !afterDot, ViewCompositionScanner.windows.contains(name) {
                    pendingRegion = name == ViewCompositionScanner.menuBarExtra ? .menuBarExtra : .window
                }
                if afterDot, name == ViewCompositionScanner.textModifier { noteText() }
                if !afterDot, ViewCompositionScanner.textInputs.contains(name) { noteText() }
                if !afterDot, name == "NSTextField", isTextFieldCall() { noteText() }
            case .open(let bracket):
                var open = Open(type: nil, region: regionNow)
                if bracket == UInt8(ascii: "{"), let type = pendingType {
                    open.type = type
                    pendingType = nil
                    if makes[type] == nil { makes[type] = [] }
                } else if regionNow != .preview, case .name(let name, afterDot: false) = previous,
                    name.first?.isUppercase == true, !(previousIsType && bracket == UInt8(ascii: "{"))
                {
                    if name == ViewCompositionScanner.settingsScene, bracket == UInt8(ascii: "{") { open.region = .window }
                    note(made: name)
                }
                stack.append(open)
            case .close:
                guard let closed = stack.popLast() else { return }
                // A region's arguments are followed by its trailing closure.
                if closed.region != nil, closed.type == nil { pendingRegion = closed.region }
            case .other(let byte):
                startsType = byte == UInt8(ascii: ":") || byte == UInt8(ascii: ">")
                return
            }
            startsType = false
        }

        /// The innermost type's name and the innermost region inside it.
        private var place: (type: String?, region: Region?) {
            var region: Region?
            for open in stack.reversed() {
                if let type = open.type { return (type, region) }
                if region == nil { region = open.region }
            }
            return (nil, region)
        }

        private mutating func note(made name: String) {
            let (type, region) = place
            if region == .preview { return }
            if region == .commands {
                // The menu bar's content, made by the scene's type as before.
                commandsContent.insert(name)
                if let type { makes[type, default: []].insert(name) } else { madeOutsideTypes.insert(name) }
            } else if region == .menuBarExtra {
                menuBarExtraContent.insert(name)
            } else if region != nil {
                windowContent.insert(name)
            } else if let type {
                makes[type, default: []].insert(name)
            } else {
                madeOutsideTypes.insert(name)
            }
        }

        private mutating func noteText() {
            let (type, region) = place
            if let type, region == nil { makesText.insert(type) }
        }

        /// `NSTextField(string:)`, `NSTextField(frame:)`, `NSTextField()`: editable unless made
        /// as a label.
        private func isTextFieldCall() -> Bool {
            var probe = self
            guard case .open(UInt8(ascii: "(")) = probe.next() else { return false }
            guard case .name(let label, _) = probe.next() else { return true }
            return !ViewCompositionScanner.labelMakers.contains(label)
        }

        // MARK: Tokens

        /// The next token, skipping white space, comments and string literals.
        mutating func next() -> Token? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    skipLine()
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    index = ByteSearch.endOfBlockComment(bytes, from: index)
                case UInt8(ascii: "\""):
                    index = ByteSearch.endOfString(bytes, from: index)
                    return .other(byte)
                case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
                    index = ByteSearch.endOfString(bytes, from: index)
                    return .other(byte)
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                    index += 1
                    return .open(byte)
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    index += 1
                    return .close
                case UInt8(ascii: "."):
                    index += 1
                    if let name = identifier() { return .name(name, afterDot: true) }
                    return .other(byte)
                default:
                    if let name = identifier() { return .name(name, afterDot: false) }
                    index += 1
                    return .other(byte)
                }
            }
            return nil
        }

        private func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// An identifier's byte; not a digit first.
        private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
            ByteSearch.isIdentifier(byte) && !(first && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
        }

        private mutating func identifier() -> String? {
            let start = index
            guard start < bytes.count, Self.isIdentifierByte(bytes[start], first: true) else { return nil }
            while index < bytes.count, Self.isIdentifierByte(bytes[index], first: index == start) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func skipLine() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }
    }
}
