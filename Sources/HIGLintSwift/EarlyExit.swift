import SwiftSyntax

/// A statement that leaves its block early: a `guard` (`guard vimMode else { return base }`) or
/// an `if` with no `else` whose body ends by leaving (`if insertMode { …; return commands }`).
/// What follows it in the block runs only when it lets it, as if in the `else` of an `if`.
struct EarlyExit {
    /// The statement's offset in its file, which names the branch.
    let offset: Int
    /// Every condition only unwraps an optional (`guard let window = view.window`).
    let unwrapsOnly: Bool
    /// A condition asks for an OS version (`guard #available(…)`).
    let checksAvailability: Bool
    /// A condition asks whether Xcode is showing a preview.
    let checksPreviews: Bool

    /// The early exits before `item` in `block`, first to last.
    static func all(before item: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax) -> [EarlyExit] {
        var exits: [EarlyExit] = []
        for earlier in block {
            if earlier.id == item.id { break }
            if let statement = earlier.item.as(GuardStmtSyntax.self) {
                exits.append(EarlyExit(statement, conditions: statement.conditions))
            } else if let branch = ifStatement(earlier), branch.elseBody == nil, leaves(branch.body) {
                exits.append(EarlyExit(branch, conditions: branch.conditions))
            }
        }
        return exits
    }

    private init(_ statement: some SyntaxProtocol, conditions: ConditionElementListSyntax) {
        offset = statement.position.utf8Offset
        unwrapsOnly = conditions.allSatisfy { $0.condition.is(OptionalBindingConditionSyntax.self) }
        checksAvailability = Self.checksAvailability(conditions)
        checksPreviews = Self.checksPreviews(conditions)
    }

    /// Whether conditions ask for an OS version (`#available(…)`): the same in every run.
    static func checksAvailability(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
    }

    /// Whether conditions ask whether Xcode is showing a preview (`AppEnvironment.isPreview`):
    /// in the app people run, the answer never changes.
    static func checksPreviews(_ conditions: some SyntaxProtocol) -> Bool {
        conditions.trimmedDescription.lowercased().contains("preview")
    }

    /// The `if` a block's statement is, written alone or as an expression statement.
    private static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    /// Whether a block's last statement leaves it: `return`, `throw`, `break` or `continue`.
    private static func leaves(_ body: CodeBlockSyntax) -> Bool {
        guard let last = body.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self)
    }
}
