/// Whether each named global hot key is registered, from what the code does with its name
/// anywhere in the files checked:
///
///     extension KeyboardShortcuts.Name { static let togglePanel = Self("togglePanel", default: .init(.k, modifiers: [.option])) }
///     KeyboardShortcuts.onKeyUp(for: .togglePanel) { … }    // another file: registered, system-wide
///
/// A name with a default is only a key until the app registers it; one the app only shows in a
/// recorder, compares inside its own panel or turns off (`disable(…)`) takes nothing from other
/// apps. Joined across files like ``ConstantShortcuts``.
public enum HotKeyRegistrations {
    /// What one piece of code does with a hot key's name.
    public struct Use: Hashable, Sendable, Codable {
        public enum Kind: Hashable, Sendable, Codable {
            /// `onKeyUp(for:)`, `onKeyDown(for:)`, `events(for:)`, `.onGlobalKeyboardShortcut(_:)`.
            case registers
            /// `KeyboardShortcuts.disable(…)`.
            case disables
            /// `KeyboardShortcuts.enable(…)`: turns a name back on that the code also turns off.
            case enables
            /// A recorder, `getShortcut(for:)`, `setShortcut(_:for:)`, `reset(…)`.
            case reads
            /// Made into a value of the app's own type (`HotkeyAction(shortcutName: .rewind2, …)`):
            /// registered wherever the code registers that type's property by value.
            case holds
        }

        /// The name as the code writes it (`togglePanel` for `.togglePanel`); nil for a value
        /// only known when the app runs (`onKeyUp(for: name)`).
        public var name: String?
        public var kind: Kind
        /// The type the use sits in: where the app reads a name it never registers.
        public var context: String?
        /// For a registration by value, the app's own type of that value where the code shows it
        /// (`RegisterEventHotKey(hotKey.keyCode, …)` in a function taking `hotKey: HotKey`); for a
        /// name held in a value, that value's type.
        public var valueType: String?
        /// The property of `valueType` holding the name: the one registered
        /// (`onKeyUp(for: hotkey.shortcutName)`) or the one given it (`shortcutName:`).
        public var property: String?

        /// For a registration, whether it sits inside a condition of its function (an `if`
        /// branch or a `switch` case): it runs only in some states.
        public var underCondition: Bool

        public init(
            name: String?, kind: Kind, context: String?, valueType: String? = nil, property: String? = nil,
            underCondition: Bool = false
        ) {
            self.name = name
            self.kind = kind
            self.context = context
            self.valueType = valueType
            self.property = property
            self.underCondition = underCondition
        }
    }

    /// A property of one of the app's own types, which holds hot keys' names.
    private struct HeldIn: Hashable {
        var type: String
        var property: String
    }

    /// `declarations` with the registration of each named hot key whose registration the
    /// declaring file alone could not tell (``AppShortcut/HotKeyRegistration/unknown``) decided
    /// by `uses`: registered where a use registers it (switched off where another turns it off
    /// too, perhaps on again elsewhere, so on only in some states of the app; on in some states where
    /// every registration sits inside a condition); not registered where the code reads it
    /// or registers others, and never it; unknown while names are registered by a variable;
    /// unseen where the code registers no hot key at all. A value of the app's own hot-key type is
    /// registered where the code hands values of that type to Carbon (its default, as the app ships),
    /// or values of a type it does not show where the app has only that hot-key type, and a name
    /// held in a property of the app's own type where the code registers that property of such
    /// values (`onKeyUp(for: hotkey.shortcutName)`).
    public static func resolve(_ declarations: [AppShortcut], uses: [Use]) -> [AppShortcut] {
        var registered: Set<String> = []
        var registeredAlways: Set<String> = []
        var readers: [String: Use] = [:]
        var disabled: Set<String> = []
        var registersSomeName = false
        var registersByValue = false
        var registeredTypes: Set<String> = []
        // Each property registered by value, and whether some registration of it is unconditional.
        var registeredProperties: [HeldIn: Bool] = [:]
        for use in uses where use.kind == .registers {
            if let type = use.valueType, let property = use.property {
                let held = HeldIn(type: type, property: property)
                registeredProperties[held] = registeredProperties[held] == true || !use.underCondition
            }
        }
        for use in uses {
            if use.kind == .registers, let type = use.valueType, use.property == nil { registeredTypes.insert(type) }
            // A name held in a value whose property the code registers is registered with it.
            if use.kind == .holds {
                if let name = use.name, let type = use.valueType, let property = use.property,
                    let always = registeredProperties[HeldIn(type: type, property: property)]
                {
                    registered.insert(name)
                    if always { registeredAlways.insert(name) }
                }
                continue
            }
            switch (use.kind, use.name) {
            case (.registers, let name?):
                registered.insert(name)
                if !use.underCondition { registeredAlways.insert(name) }
                registersSomeName = true
            case (.registers, nil): registersByValue = true
            case (.disables, let name?):
                disabled.insert(name)
                if readers[name] == nil { readers[name] = use }
            case (.enables, let name?):
                if readers[name] == nil || readers[name]?.kind == .disables { readers[name] = use }
            // Where the app reads the key tells more than where it turns it off.
            case (_, let name?): if readers[name] == nil || readers[name]?.kind == .disables { readers[name] = use }
            case (_, nil): break
            }
        }
        // Values handed to Carbon whose type the code does not show (a wrapper's `keyCode:`
        // parameter) are of the app's hot-key type where it has only one: its default is what ships.
        let hotKeyTypes = Set(declarations.compactMap(\.facts.hotKeyType))
        if hotKeyTypes.count == 1, uses.contains(where: { $0.kind == .registers && $0.name == nil && $0.valueType == nil }) {
            registeredTypes.formUnion(hotKeyTypes)
        }
        return declarations.map { declaration in
            guard declaration.origin == .globalHotKey, declaration.facts.hotKeyRegistration == .unknown else {
                return declaration
            }
            var resolved = declaration
            guard registersSomeName || registersByValue else {
                resolved.facts.hotKeyRegistration = .unseen
                return resolved
            }
            if let type = declaration.facts.hotKeyType, registeredTypes.contains(type) {
                resolved.facts.hotKeyRegistration = .registered
                return resolved
            }
            let names = [declaration.hotKeyConstant, declaration.id].compactMap { $0 }
            guard !names.isEmpty else { return declaration }
            if names.contains(where: registered.contains) {
                // Turned off, and perhaps on again: on in some states of the app and off in others
                // (a popover's keys, on only while it shows; a setting's), and which is its usual
                // state the code does not say.
                let switched = names.contains(where: disabled.contains)
                resolved.facts.hotKeyRegistration =
                    switched ? .switchedOff : names.contains(where: registeredAlways.contains) ? .registered : .underCondition
            } else if !registersByValue, let reader = names.lazy.compactMap({ readers[$0] }).first {
                resolved.facts.hotKeyRegistration = .notRegistered
                resolved.context = reader.context
            } else if !registersByValue, registersSomeName {
                resolved.facts.hotKeyRegistration = .notRegistered
                resolved.facts.nameUnused = true
            }
            return resolved
        }
    }
}
