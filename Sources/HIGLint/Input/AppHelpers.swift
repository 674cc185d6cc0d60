import HIGModel

/// The app's own shortcut helpers, joined across the files of a check, one level deep:
///
///     extension UIKeyCommand {   // one file
///         static func ported(input: String, modifierFlags: UIKeyModifierFlags = .command, action: Selector) -> UIKeyCommand {
///             UIKeyCommand(input: input, modifierFlags: modifierFlags, action: action)
///         }
///     }
///     .ported(input: "f", action: #selector(find))   // another: Command-F
///
/// The file that calls a helper reads the call's key; the file that declares it knows the
/// default modifiers, and its body's declaration has only a parameter for a key. A call takes
/// the default, and a body whose helper is called somewhere is no declaration of its own. Only
/// the helper's own declaration is read: no call inside it is followed further.
public enum AppHelpers {
    /// `declarations` with each helper call completed by `defaults` (a helper's name → the
    /// modifiers its declaration defaults to) and each helper body that is called dropped; a
    /// call the reader marked as going through the app's own code
    /// (``DeclarationFacts/throughOwnCode``) is cleared where another file's helper hands the
    /// key to a framework's API.
    public static func resolve(_ declarations: [AppShortcut], defaults: [String: ModifierSet]) -> [AppShortcut] {
        let called = Set(declarations.compactMap(\.callsHelper))
        guard !called.isEmpty else { return declarations }
        // The helpers whose code hands a key on to a framework's API (a body read as a declaration).
        let handOn = Set(declarations.compactMap(\.keyIsParameterOf))
        return declarations.compactMap { declaration in
            if let helper = declaration.keyIsParameterOf, called.contains(helper) { return nil }
            var declaration = declaration
            if let helper = declaration.callsHelper, handOn.contains(helper) { declaration.facts.throughOwnCode = false }
            guard let shown = declaration.awaitsHelperModifiers, let helper = declaration.callsHelper,
                let modifiers = defaults[helper]
            else { return declaration }
            var resolved = declaration
            resolved.shortcut = Shortcut(
                key: shown.key, modifiers: modifiers.union(shown.modifiers), keySpelling: shown.keySpelling)
            resolved.unresolvedReason = nil
            resolved.awaitsHelperModifiers = nil
            return resolved
        }
    }
}
