import HIGLint
import HIGModel

/// Checks an app's own shortcut table wherever it is compiled (`build`, `swift`, `json`, the
/// build plugin), with the linter's engine, rules, ids and levels: the same findings as
/// `hig-gen check` gives for the same table.
package struct AppTableCheck {
    package var invocation: Invocation

    package init(_ invocation: Invocation) {
        self.invocation = invocation
    }

    package struct Result {
        package var findings: [Diagnostic] = []
        /// How many app rows were checked, and against what; nil when there were none.
        package var checked: (rows: Int, against: String)?
        /// The guidelines the rows were checked against: the app's cheat sheet marks the
        /// shortcuts they reserve. Nil when there were no app rows.
        package var guidelines: Rulebook?
    }

    /// The findings for the app rows of `rulebook`, against
    /// ``Invocation/guidelines(forRowsOf:)``; nothing is loaded when there are no app rows.
    package func run(on rulebook: Rulebook) throws(DiagnosticError) -> Result {
        // App documents' rows only (see appTableRows): guidelines describe the platform.
        let rows = IgnoreComments.apply(to: AppShortcut.appTableRows(of: rulebook))
        guard !rows.isEmpty else { return Result() }
        let against = try invocation.guidelines(forRowsOf: rulebook)
        let findings = invocation.lint.lint(rows, against: against.rulebook)
        return Result(findings: findings, checked: (rows.count, against.name), guidelines: against.rulebook)
    }
}
