/// What the code does with a global hot key: whether it registers it with the system, so it
/// fires in every app.
public enum HotKeyRegistration: String, Hashable, Sendable, Codable {
    /// Registered where the code says so: `KeyboardShortcuts.onKeyUp(for:)`, `onKeyDown(for:)`,
    /// `events(for:)`, `HotKey(…)`.
    case registered
    /// Read (a recorder, a comparison, `disable(…)`) but never registered in the code checked:
    /// the app handles the key itself, where it reads it.
    case notRegistered
    /// Nothing checked says: names are registered by a value only known when the app runs,
    /// so this one may be.
    case unknown
    /// No code checked registers any global hot key, by name or by value: the key may never
    /// reach the system (a default only shown in a recorder), or be registered by code not checked.
    case unseen
    /// Registered, and turned off elsewhere (`disable(…)`): whether it is on depends on what
    /// the app does while it runs (a setting, a mode), which the code checked does not settle.
    case switchedOff
    /// Registered only inside a condition (an `if` or a `switch` case around the registering
    /// call, such as a push-to-talk mode the user picks): on only in some states.
    case underCondition
}
