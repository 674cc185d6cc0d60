import HIGModel

extension LintContext {
    /// Whether a declaration is a custom shortcut, one the rulebook does not list: rules about
    /// building custom shortcuts (avoid Control, letters only) leave the listed ones to the
    /// reserved and standard rules, so Control-Command-F for Enter Full Screen is not told
    /// to avoid Control.
    func isCustom(_ shortcut: Shortcut) -> Bool {
        claims(on: shortcut).isEmpty
    }
}
