import HIGLint
import SwiftSyntax

/// A hot key an app's own function registers with what its callers hand it:
///
///     init() { register(focus: (.a, .option)) }
///     func register(focus: (key: Key, modifiers: NSEvent.ModifierFlags)) {
///         hotKey = HotKey(key: focus.key, modifiers: focus.modifiers)
///     }
///
/// Each call of that function in the same file that writes the values registers a hot key with
/// them: one level of the app's own code, as a reader follows it. The key is the caller's, so it
/// is reported where the caller writes it.
extension ShortcutVisitor {
    /// The key and modifiers one caller hands the registering function, and the call.
    struct CallerValue {
        var key: ExprSyntax
        var modifiers: ExprSyntax?
        var site: FunctionCallExprSyntax
    }

    /// What the callers in this file hand the function around `registration` for the parameters
    /// `key` and `modifiers` read (`focus.key`, `UInt32(keyCode)`), each pair once; empty where
    /// `key` names no parameter of a function (an initializer's callers are its type's, left alone)
    /// or no call of it in this file writes one.
    private func callerValues(key: ExprSyntax, modifiers: ExprSyntax?, around registration: FunctionCallExprSyntax)
        -> [CallerValue]
    {
        guard let keyPath = Self.parameterPath(key),
            let function = Self.enclosingFunction(declaring: keyPath.parameter, around: Syntax(registration))
        else { return [] }
        let modifiersPath = modifiers.flatMap(Self.parameterPath).flatMap {
            Self.parameter(named: $0.parameter, of: function) == nil ? nil : $0
        }
        var seen: Set<String> = []
        var values: [CallerValue] = []
        for site in calls(of: function, in: Syntax(registration).root) {
            guard let keyValue = Self.value(of: keyPath, in: site, of: function) else { continue }
            // A caller handing on its own parameter (`register(keyCode: keyCode)`) is a wrapper
            // too: its key is read there, or at its callers.
            if let handed = Self.parameterPath(keyValue),
                Self.enclosingParameter(named: handed.parameter, around: Syntax(site), crossingClosures: true) != nil
            {
                continue
            }
            let modifiersValue = modifiersPath.map { Self.value(of: $0, in: site, of: function) } ?? modifiers
            // A caller passing a value of its own (`register(focus: saved)`) writes no key here.
            guard modifiersPath == nil || modifiersValue != nil else { continue }
            let identity = keyValue.trimmedDescription + " " + (modifiersValue?.trimmedDescription ?? "")
            guard seen.insert(identity).inserted else { continue }
            values.append(CallerValue(key: keyValue, modifiers: modifiersValue, site: site))
        }
        return values
    }

    /// Records the hot key `hotKey` makes of each caller's key and modifiers (held values read)
    /// where `namesKey` accepts the key, at the caller's key; whether there was one.
    func recordHotKeys(
        ofCallersOf call: FunctionCallExprSyntax, key: ExprSyntax, modifiers: ExprSyntax?,
        namesKey: (ExprSyntax) -> Bool, hotKey: (_ key: ExprSyntax, _ modifiers: ExprSyntax?) -> AppShortcut
    ) -> Bool {
        let callers = callerValues(key: key, modifiers: modifiers, around: call).filter { namesKey(heldValue($0.key) ?? $0.key) }
        for caller in callers {
            var item = hotKey(heldValue(caller.key) ?? caller.key, caller.modifiers.map { heldValue($0) ?? $0 })
            item.span = span(of: caller.key)
            record(item, for: caller.site)
        }
        return !callers.isEmpty
    }

    /// The parameter an expression reads, and the member of it (`focus.key`), inside a
    /// conversion (`UInt32(keyCode)`).
    private static func parameterPath(_ expression: ExprSyntax) -> (parameter: String, member: String?)? {
        let expression = convertedValue(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.tokenKind != .keyword(.self)
        {
            return (base.baseName.text, member.declName.baseName.text)
        }
        return nil
    }

    /// The nearest function around `node` (closures crossed) when it declares the parameter; nil
    /// for an initializer's, whose callers are its type's.
    private static func enclosingFunction(declaring name: String, around node: Syntax) -> FunctionDeclSyntax? {
        var current = enclosingParameter(named: name, around: node, crossingClosures: true).map(Syntax.init)
        while let ancestor = current, !ancestor.is(InitializerDeclSyntax.self) {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
            current = ancestor.parent
        }
        return nil
    }

    private static func parameter(named name: String, of function: FunctionDeclSyntax) -> FunctionParameterSyntax? {
        function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
    }

    /// The calls of `function` by its name in the file, outside the function itself.
    private func calls(of function: FunctionDeclSyntax, in root: Syntax) -> [FunctionCallExprSyntax] {
        let name = function.name.text
        return CallCollector.calls(in: root).filter { call in
            helperName(call) == name && !(function.position..<function.endPosition).contains(call.position)
        }
    }

    /// The expression a call hands `path`'s parameter: the argument of its label (or place, for
    /// an unlabelled one), and of a tuple the element the member names, by label or by its place
    /// in the parameter's tuple type.
    private static func value(
        of path: (parameter: String, member: String?), in call: FunctionCallExprSyntax, of function: FunctionDeclSyntax
    ) -> ExprSyntax? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == path.parameter }) else {
            return nil
        }
        let label = parameters[index].firstName.text
        let arguments = Array(call.arguments)
        let argument: ExprSyntax?
        if label == "_" {
            // Unlabelled parameters are handed in order; only when every one before is also unlabelled.
            guard parameters[..<index].allSatisfy({ $0.firstName.text == "_" }), index < arguments.count,
                arguments[index].label == nil
            else { return nil }
            argument = arguments[index].expression
        } else {
            argument = arguments.first { $0.label?.text == label }?.expression
        }
        guard let argument else { return nil }
        guard let member = path.member else { return argument }
        guard let tuple = argument.as(TupleExprSyntax.self) else { return nil }
        let elements = Array(tuple.elements)
        if let labelled = elements.first(where: { $0.label?.text == member }) { return labelled.expression }
        guard let type = parameters[index].type.as(TupleTypeSyntax.self),
            let place = type.elements.firstIndex(where: { $0.firstName?.text == member }).map({
                type.elements.distance(from: type.elements.startIndex, to: $0)
            }),
            place < elements.count, elements[place].label == nil
        else { return nil }
        return elements[place].expression
    }
}

/// Every function call under a node, in order.
final class CallCollector: SyntaxVisitor {
    private var calls: [FunctionCallExprSyntax] = []

    static func calls(in root: Syntax) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
