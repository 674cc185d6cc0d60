import HIGModel
import SwiftSyntax

/// The platforms the `#if` clauses around a declaration build it for: `#if os(macOS)` only for
/// the Mac, its `#else` only elsewhere. A target that never runs there never compiles it, so the
/// declaration is no part of that app (an iPad branch of a Mac-only app's toolbar).
///
/// Only conditions read for certain restrict: `os(…)`, `canImport(AppKit)` (the Mac alone) and
/// `!`, `&&`, `||` of them. `canImport(UIKit)` and `targetEnvironment(macCatalyst)` hold on the
/// Mac too (Mac Catalyst), and anything else (`DEBUG`, a flag) says nothing of platforms.
enum PlatformCondition {
    /// nil where nothing around `node` restricts its platforms.
    static func platforms(around node: some SyntaxProtocol) -> Set<Platform>? {
        var built: Set<Platform>?
        var child = Syntax(node)
        while let parent = child.parent {
            if let clause = child.as(IfConfigClauseSyntax.self), let list = parent.as(IfConfigClauseListSyntax.self),
                let arm = platforms(of: clause, in: list)
            {
                built = built.map { $0.intersection(arm) } ?? arm
            }
            child = parent
        }
        return built
    }

    /// The platforms a clause's code is built for: its own condition, on the platforms no
    /// earlier clause of the chain took (`#elseif`, `#else`). nil when a condition is unread.
    private static func platforms(of clause: IfConfigClauseSyntax, in list: IfConfigClauseListSyntax) -> Set<Platform>? {
        var left = Set(Platform.allCases)
        for earlier in list {
            let own = earlier.condition.map(platforms(of:)) ?? left
            guard let own else { return nil }
            if earlier.id == clause.id { return own.intersection(left) }
            left.subtract(own)
        }
        return nil
    }

    private static func platforms(of condition: ExprSyntax) -> Set<Platform>? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return platforms(of: inner.expression)
        }
        if let negated = condition.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
            return platforms(of: negated.expression).map { Set(Platform.allCases).subtracting($0) }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return platforms(ofSequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            return combine(platforms(of: infix.leftOperand), op, platforms(of: infix.rightOperand))
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        switch (function, argument) {
        case ("os", "macOS"), ("os", "OSX"), ("canImport", "AppKit"): return [.macOS]
        // Mac Catalyst builds `os(iOS)` code for the Mac: a target running there says so.
        case ("os", "iOS"): return [.iOS, .iPadOS]
        case ("os", "visionOS"), ("os", "xrOS"): return [.visionOS]
        case ("os", "tvOS"): return [.tvOS]
        case ("os", "watchOS"): return [.watchOS]
        default: return nil
        }
    }

    /// `a || b && c` as swift-syntax leaves it, unfolded: `&&` binds tighter than `||`.
    private static func platforms(ofSequence elements: [ExprSyntax]) -> Set<Platform>? {
        guard elements.count % 2 == 1 else { return nil }
        var terms: [Set<Platform>?] = [platforms(of: elements[0])]
        for index in stride(from: 1, to: elements.count, by: 2) {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let next = platforms(of: elements[index + 1])
            if op == "&&" {
                terms[terms.count - 1] = combine(terms[terms.count - 1], op, next)
            } else if op == "||" {
                terms.append(next)
            } else {
                return nil
            }
        }
        return terms.dropFirst().reduce(terms[0]) { combine($0, "||", $1) }
    }

    /// An unread side of `&&` leaves the other's restriction; an unread side of `||` lifts it.
    private static func combine(_ left: Set<Platform>?, _ op: String, _ right: Set<Platform>?) -> Set<Platform>? {
        switch op {
        case "&&":
            guard let left else { return right }
            guard let right else { return left }
            return left.intersection(right)
        case "||":
            guard let left, let right else { return nil }
            return left.union(right)
        default: return nil
        }
    }
}
