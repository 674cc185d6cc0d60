import HIGModel

/// What a shortcut meets on the app's keyboard layouts, said in one clause for a finding:
/// "on German and 11 more it cannot be typed as written ('[' needs Option); on British press
/// ⇧⌘3".
struct LayoutReport {
    let untypeable: [LayoutTyping]
    let extra: [LayoutTyping]
    /// Layouts where the shortcut's Shift is what types its character.
    let shiftShared: [LayoutTyping]
    let shortcut: Shortcut

    init(_ shortcut: Shortcut, on layouts: [KeyboardLayout]) {
        let typings = layouts.map { $0.typing(shortcut) }
        untypeable = typings.filter { if case .untypeable = $0.outcome { true } else { false } }
        extra = typings.filter { if case .extraModifiers = $0.outcome { true } else { false } }
        shiftShared = typings.filter(\.shiftTypesCharacter)
        self.shortcut = shortcut
    }

    var summary: String {
        var parts: [String] = []
        if let first = untypeable.first, case .untypeable(let reason) = first.outcome {
            parts.append("on \(Self.names(untypeable)) it cannot be typed as written (\(reason))")
        }
        if let first = extra.first, let press = first.glyphs {
            let more = extra.count > 1 ? " (and \(extra.count - 1) more need an extra modifier)" : ""
            parts.append("on \(first.layout.name) press \(press) instead\(more)")
        }
        if !shiftShared.isEmpty, let character = shortcut.typedCharacter {
            let without = Shortcut(key: shortcut.key, modifiers: shortcut.modifiers.subtracting(.shift))
            parts.append(
                "on \(Self.names(shiftShared)) Shift is what types '\(character)', so \(shortcut.words) may be taken for \(without.words) there"
            )
        }
        return parts.isEmpty
            ? "every layout checked types it as written, but other keyboards may need a modifier to type it"
            : parts.joined(separator: "; ")
    }

    /// For a hot key, which names a place rather than a character: what that key shows on the
    /// layouts that label it differently ("the key is labelled - on German and ! on French").
    static func labels(of code: KeyCode, on layouts: [KeyboardLayout]) -> String {
        let usLabel = KeyboardLayout.named("us").map { $0.label(code) }
        var byLabel: [(label: String, layouts: [KeyboardLayout])] = []
        for layout in layouts where layout.label(code) != usLabel {
            let label = layout.label(code)
            if let index = byLabel.firstIndex(where: { $0.label == label }) {
                byLabel[index].layouts.append(layout)
            } else {
                byLabel.append((label, [layout]))
            }
        }
        guard !byLabel.isEmpty else { return "as a hot key it is the same key on every layout checked" }
        let shown = byLabel.prefix(3).map { "\($0.label) on \(names($0.layouts))" }.joined(separator: ", ")
        return "as a hot key it names a place, and that key is labelled \(shown)\(byLabel.count > 3 ? " and more" : "")"
    }

    /// "German", "German and French", "German, French and 10 more".
    private static func names(_ typings: [LayoutTyping]) -> String {
        names(typings.map(\.layout))
    }

    private static func names(_ layouts: [KeyboardLayout]) -> String {
        let names = layouts.map(\.name)
        switch names.count {
        case 1: return names[0]
        case 2: return "\(names[0]) and \(names[1])"
        default: return "\(names[0]), \(names[1]) and \(names.count - 2) more"
        }
    }
}
