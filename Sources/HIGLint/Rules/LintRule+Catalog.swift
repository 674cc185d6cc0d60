import HIGModel

extension LintRule {
    /// Every rule, in id order.
    public static let all: [LintRule] = LintRule.ID.allCases.map(rule)

    /// The rule with an id.
    public static func rule(_ id: ID) -> LintRule {
        switch id {
        case .reservedConflict:
            LintRule(
                id: id, defaultSeverity: .error, guideline: .respectStandardShortcuts,
                summary: "The shortcut is reserved by the system",
                explanation: """
                    macOS, its keyboard navigation or an accessibility feature takes this shortcut before \
                    any app sees it, so the command can never run from the keyboard (rows marked System, and \
                    the international and focus-navigation tables). Choose another shortcut.
                    """)
        case .standardRepurposed:
            LintRule(
                id: id, defaultSeverity: .warning, guideline: .respectStandardShortcuts,
                summary: "A standard shortcut does something other than its usual command",
                explanation: """
                    People expect a standard shortcut (rows marked Apps) to do the same thing in every app. \
                    Reassign one only when its usual command has no place in your app, like Command-I in an app \
                    without text styling, and then silence this rule for that one shortcut.
                    """)
        case .unrelatedModifierVariant:
            LintRule(
                id: id, defaultSeverity: .warning, guideline: .unrelatedModifierVariants,
                summary: "A modifier added to a standard shortcut makes an unrelated command",
                explanation: """
                    Adding a modifier to a familiar shortcut suggests a related command (Shift-Command-S, Save \
                    As, beside Command-S, Save). A variant for something unrelated misleads people who know the \
                    original. A shortcut that is itself in the rulebook is left to standard-repurposed.
                    """)
        case .shiftWithTwoCharacterKey:
            LintRule(
                id: id, defaultSeverity: .warning, guideline: .twoCharacterKeys,
                summary: "Shift is written out with a two-character key",
                explanation: """
                    When a shortcut needs the upper character of a two-character key, name that character and \
                    drop Shift: Help is Command-Question mark, not Shift-Command-Forward slash. Menus show the \
                    character people type.
                    """)
        case .modifierOrder:
            LintRule(
                id: id, defaultSeverity: .warning, guideline: .modifierOrder,
                summary: "Modifiers are written out of order",
                explanation: """
                    Write modifiers in the order Control, Option, Shift, Command, in manifests and in titles \
                    that spell a shortcut out, as menus do.
                    """)
        case .avoidControl:
            LintRule(
                id: id, defaultSeverity: .warning, guideline: .avoidControl,
                summary: "A custom shortcut uses Control",
                explanation: """
                    Many systemwide features, such as moving focus and taking screenshots, rely on Control, \
                    so leave it out of custom shortcuts where you can and build on Command.
                    """)
        case .nonLetterKey:
            LintRule(
                id: id, defaultSeverity: .warning, guideline: .nonLetterKeysAndLayouts,
                summary: "A modifier other than Command is paired with a non-letter key",
                explanation: """
                    Some keyboard layouts need Option or Shift just to type a digit or a punctuation mark (a \
                    French keyboard types "{" with Option-5), so such a shortcut cannot be pressed there. Pair \
                    Option, Shift and Control only with letters; Command alone is generally safe.
                    """)
        case .duplicateShortcut:
            LintRule(
                id: id, defaultSeverity: .error, guideline: nil,
                summary: "The same shortcut is used twice in one context",
                explanation: """
                    A key press can run only one command. Two commands with the same shortcut in the same \
                    context (or one of them app-wide, with no context) leave one of them unreachable.
                    """)
        case .terseTitle:
            LintRule(
                id: id, defaultSeverity: .note, guideline: .descriptiveTitles,
                summary: "A title is too terse to stand alone in a flat list",
                explanation: """
                    The shortcut interface lists commands without their menu names, so a title such as \
                    "Name" says nothing there. Put the missing context into the title: "Sort Bookmarks by Name".
                    """)
        case .unresolvedShortcut:
            LintRule(
                id: id, defaultSeverity: .note, guideline: nil,
                summary: "A shortcut in Swift code cannot be read without running the code",
                explanation: """
                    The key or the modifiers come from a variable or a call, so hig-gen does not guess them. \
                    List the shortcut in the app's manifest to have it checked.
                    """)
        }
    }
}
