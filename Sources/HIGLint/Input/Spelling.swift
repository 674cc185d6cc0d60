import HIGModel

/// How a declaration writes its shortcut, so a fix-it can write another one in its place.
public enum Spelling: Hashable, Sendable, Codable {
    /// A shortcut string in a manifest, in one notation ("Shift-Command-E", "⇧⌘E").
    case text(Shortcut.Notation)
    /// A Swift call: the key argument and the modifiers argument, each where written.
    case swift(SwiftSpelling)
    /// An Interface Builder menu item: a `keyEquivalent` attribute and a `modifierMask`
    /// element, which hig-gen does not rewrite.
    case interfaceBuilder
    /// A global hot key named by its place on the keyboard (`.k`, `kVK_ANSI_Slash`), not by
    /// a character: ⇧⌘/ is how it must be written, and hig-gen does not rewrite it.
    case keyPosition
}

/// Where a Swift call writes its key and modifiers, and which API it is.
public struct SwiftSpelling: Hashable, Sendable, Codable {
    public enum API: String, Hashable, Sendable, Codable {
        /// `.keyboardShortcut("k", modifiers: [.command])`, `KeyboardShortcut(...)`: modifiers
        /// default to Command.
        case swiftUI
        /// `UIKeyCommand(input:modifierFlags:...)`: Option is `.alternate`.
        case uiKit
        /// `NSMenuItem(keyEquivalent:)` with `keyEquivalentModifierMask`: Command by default.
        case appKit
        /// `button.keyEquivalent = "\r"` on an `NSButton`: no modifier by default.
        case appKitButton
    }

    public var api: API
    /// The key expression (`"k"`, `.upArrow`, `UIKeyCommand.inputUpArrow`); nil when the key
    /// comes from a constant such as `.defaultAction`.
    public var key: TextSpan?
    /// The modifiers expression; nil when the call leaves them at their default.
    public var modifiers: TextSpan?
    /// Where `, modifiers: […]` can be inserted when the call has none (SwiftUI only).
    public var modifiersInsertion: SourceLocation?

    public init(api: API, key: TextSpan?, modifiers: TextSpan?, modifiersInsertion: SourceLocation? = nil) {
        self.api = api
        self.key = key
        self.modifiers = modifiers
        self.modifiersInsertion = modifiersInsertion
    }

    /// The modifiers the API uses when the call names none.
    public var defaultModifiers: ModifierSet {
        switch api {
        case .swiftUI, .appKit: [.command]
        case .uiKit, .appKitButton: []
        }
    }
}
