extension LintRule {
    /// Every rule, one line each, in the order output and docs list them.
    static let registry: [any RuleDefinition.Type] = [
        ReservedConflict.self,
        StandardRepurposed.self,
        UnrelatedModifierVariant.self,
        ShiftWithTwoCharacterKey.self,
        ModifierOrder.self,
        AvoidControl.self,
        AvoidGlobe.self,
        NonLetterKey.self,
        DuplicateShortcut.self,
        TerseTitle.self,
        UnresolvedShortcut.self,
        TypingConflict.self,
        MalformedKeyEquivalent.self,
        UpperCaseLetter.self,
        ImplicitCommand.self,
    ]
}
