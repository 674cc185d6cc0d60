import HIGLint
import HIGModel
import SwiftSyntax

extension ShortcutVisitor {
    /// The branches a declaration sits in: `#if os(macOS) … #else … #endif`, `if #available …
    /// else …`, `switch` cases. Two declarations in different arms of one branch never run
    /// together, so the same shortcut in both is no duplicate. Keys are the branch's offset in
    /// the file; values the arm.
    func branches(of node: some SyntaxProtocol) -> [Int: Int] {
        var arms: [Int: Int] = [:]
        var child = Syntax(node)
        while let parent = child.parent {
            // Most ancestors are no branch: their kind is checked before any cast.
            guard [.ifConfigClauseList, .ifExpr, .switchCaseList, .guardStmt, .codeBlockItemList].contains(parent.kind) else {
                child = parent
                continue
            }
            // An early exit's own body is one arm; what follows it in the block, the other.
            if let item = child.as(CodeBlockItemSyntax.self), let block = parent.as(CodeBlockItemListSyntax.self) {
                for exit in EarlyExit.all(before: item, in: block) { arms[exit.offset] = 1 }
                child = parent
                continue
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id {
                arms[guardStatement.position.utf8Offset] = 0
                child = parent
                continue
            }
            if let clause = child.as(IfConfigClauseSyntax.self), let list = parent.as(IfConfigClauseListSyntax.self) {
                arms[list.position.utf8Offset] = list.firstIndex { $0.id == clause.id }.map {
                    list.distance(from: list.startIndex, to: $0)
                }
            } else if let branch = parent.as(IfExprSyntax.self) {
                if child.id == branch.body.id { arms[branch.position.utf8Offset] = 0 }
                if child.id == branch.elseBody?.id { arms[branch.position.utf8Offset] = 1 }
            } else if let switchCase = child.as(SwitchCaseSyntax.self), let cases = parent.as(SwitchCaseListSyntax.self) {
                arms[cases.position.utf8Offset] = cases.firstIndex { $0.id == switchCase.id }.map {
                    cases.distance(from: cases.startIndex, to: $0)
                }
            }
            child = parent
        }
        return arms
    }

    /// Where the code gives `declaration` its key: the arms it sits in (``branches(of:)``), the
    /// runtime conditions around it (``runtimeConditions(of:skippingPreviews:)``) and the
    /// platforms its `#if`s build it for (``PlatformCondition``).
    func placeInBranches(_ declaration: inout AppShortcut, at node: some SyntaxProtocol) {
        declaration.branches = branches(of: node)
        (declaration.facts.conditions, declaration.facts.valueTests) = Self.runtimeConditions(of: node)
        declaration.facts.builtFor = PlatformCondition.platforms(around: node)
        if declaration.scope == .systemWide { declaration.facts.choicesListed = Self.choicesListed(around: node) }
    }

    /// The number of values of the array literal `node` (or the call it is an argument of) is
    /// an element of, where it lists more than one: `[Preset(…, keyCode: kVK_ANSI_1, …), Preset(…)]`.
    private static func choicesListed(around node: some SyntaxProtocol) -> Int? {
        var current = Syntax(node)
        for _ in 0..<6 {
            guard let parent = current.parent else { return nil }
            if let element = parent.as(ArrayElementSyntax.self), let list = element.parent?.as(ArrayElementListSyntax.self) {
                return list.count > 1 ? list.count : nil
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The runtime conditions `node` sits in, by offset: the `if` statements (not `if
    /// #available`) and `switch` statements around it, and the early exits before it (``EarlyExit``),
    /// up to its function, accessor or closure.
    /// A declaration or a hot key's registration under one is in effect only in some states.
    static func conditions(of node: some SyntaxProtocol) -> [Int] { runtimeConditions(of: node).offsets }

    /// ``conditions(of:)`` but for an `if` that only asks whether Xcode is showing a preview
    /// (`if !AppEnvironment.isInPreviewMode`): in the app people run, its answer never changes.
    static func conditionsBesidePreviews(of node: some SyntaxProtocol) -> [Int] {
        runtimeConditions(of: node, skippingPreviews: true).offsets
    }

    /// Whether `arm` of `branch` is the one that runs outside Xcode's previews: the body of
    /// `if !…Preview…`, or the `else` of `if …Preview…`.
    private static func runsOutsidePreviews(_ arm: Syntax, of branch: IfExprSyntax) -> Bool {
        guard branch.conditions.count == 1, let condition = branch.conditions.first?.condition,
            EarlyExit.checksPreviews(condition)
        else { return false }
        let negated = condition.as(PrefixOperatorExprSyntax.self)?.operator.text == "!"
        return negated ? arm.id == branch.body.id : arm.id == branch.elseBody?.id
    }

    /// ``conditions(of:)``, and the tests of one value against constants those `if` statements
    /// make where `node` is in their body, not their `else` (`if mode == .a || mode == .b { … }`),
    /// in one walk up the tree.
    static func runtimeConditions(of node: some SyntaxProtocol, skippingPreviews: Bool = false) -> (
        offsets: [Int], valueTests: [ValueTest]
    ) {
        var offsets: [Int] = []
        var tests: [ValueTest] = []
        var child = Syntax(node)
        while let parent = child.parent {
            if [.functionDecl, .initializerDecl, .accessorBlock, .closureExpr].contains(parent.kind) { break }
            if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id || child.id == branch.elseBody?.id,
                !EarlyExit.checksAvailability(branch.conditions),
                !(skippingPreviews && Self.runsOutsidePreviews(child, of: branch))
            {
                offsets.append(branch.position.utf8Offset)
                if child.id == branch.body.id, branch.conditions.count == 1,
                    let condition = branch.conditions.first?.condition.as(ExprSyntax.self), let test = valueTest(condition)
                {
                    tests.append(test)
                }
            } else if child.is(SwitchCaseSyntax.self), parent.is(SwitchCaseListSyntax.self) {
                offsets.append(parent.position.utf8Offset)
            } else if let item = child.as(CodeBlockItemSyntax.self), let block = parent.as(CodeBlockItemListSyntax.self) {
                // What follows an early exit runs only when it lets it, as if inside an `if`. (An
                // unwrap that fails leaves for want of a value, not in a state the app switches
                // between; `guard #available` and preview checks change nothing people run.)
                offsets += EarlyExit.all(before: item, in: block).filter {
                    !$0.unwrapsOnly && !$0.checksAvailability && !(skippingPreviews && $0.checksPreviews)
                }.map(\.offset)
            }
            child = parent
        }
        return (offsets, tests)
    }

    /// `a == .x`, `a == .x || a == .y` (as swift-syntax leaves it, unfolded): the one value and
    /// its constants; nil for anything else.
    private static func valueTest(_ condition: ExprSyntax) -> ValueTest? {
        let elements: [ExprSyntax] = condition.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        guard elements.count >= 3, elements.count % 4 == 3 else { return nil }
        var subject: String?
        var values: [String] = []
        for start in stride(from: 0, to: elements.count, by: 4) {
            guard elements[start + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                start + 3 >= elements.count || elements[start + 3].as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
            else { return nil }
            let value = elements[start + 2]
            guard
                value.is(MemberAccessExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                    || value.is(StringLiteralExprSyntax.self)
            else { return nil }
            let tested = elements[start].trimmedDescription
            guard subject == nil || subject == tested else { return nil }
            subject = tested
            values.append(value.trimmedDescription)
        }
        return subject.map { ValueTest(subject: $0, values: values) }
    }

    /// The computed property or function a declaration is built in (`doneButton` for
    /// `private var doneButton: some View { Button(…) }`), whose use in an arm puts it there.
    func container(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            switch node.kind {
            case .patternBinding:
                if let binding = node.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
            case .functionDecl: return node.as(FunctionDeclSyntax.self)?.name.text
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl: return nil
            default: break
            }
            current = node.parent
        }
        return nil
    }

    /// The line of the `.contextMenu` each of `names` is used in, where the file uses it only
    /// inside context menus (`.contextMenu { contextMenuItems(for: item) }`), the first of them.
    func contextMenusOfEveryUse(of names: Set<String>, in root: Syntax) -> [String: Int] {
        placeOfEveryUse(of: names, in: root) { use in
            presentation(around: use).flatMap { $0.kind == .contextMenu ? $0.line : nil }
        }
    }

    /// The line of the place (`place(use)`) each of `names` is used in, where every use the file
    /// makes of it (not a member of another value: `.body` in `.font(.body)`) is in such a place,
    /// the first of them.
    func placeOfEveryUse(of names: Set<String>, in root: Syntax, place: (Syntax) -> Int?) -> [String: Int] {
        var places: [String: Int] = [:]
        var elsewhere: Set<String> = []
        for token in root.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, names.contains(text), !elsewhere.contains(text),
                let parent = token.parent, parent.kind == .declReferenceExpr, !Self.isMemberOfAnotherValue(parent)
            else { continue }
            if let line = place(parent) {
                if places[text] == nil { places[text] = line }
            } else {
                elsewhere.insert(text)
                places[text] = nil
            }
        }
        return places
    }

    /// A member of another value (`.body` in `.font(.body)`, `item.header`), not one of the
    /// file's own names (`header`, `self.header`).
    static func isMemberOfAnotherValue(_ reference: Syntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else {
            return false
        }
        return member.base?.trimmedDescription != "self"
    }

    /// The branches of the one place the file uses each of `names` (`case .done: doneButton`);
    /// nothing for a name used in several places or none (SwiftUI's `body`).
    func branchesOfOnlyUse(of names: Set<String>, in root: Syntax) -> [String: [Int: Int]] {
        var uses: [String: [Syntax]] = [:]
        for token in root.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, names.contains(text), let parent = token.parent,
                parent.kind == .declReferenceExpr
            else { continue }
            uses[text, default: []].append(parent)
        }
        return uses.compactMapValues { $0.count == 1 ? branches(of: $0[0]) : nil }
    }
}
