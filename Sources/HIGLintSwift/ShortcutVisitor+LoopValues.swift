import SwiftSyntax

/// The values a loop's variable takes where the loop runs over a list the code writes:
///
///     let pairs: [(Int, Int)] = [(kVK_ANSI_1, 1), (kVK_ANSI_2, 2)]
///     for (key, id) in pairs { RegisterEventHotKey(UInt32(key), UInt32(cmdKey), …) }
///
/// registers Command-1 and Command-2: one key for each element, read where the list writes it.
extension ShortcutVisitor {
    /// The values the loop variable `expression` names (inside a conversion such as `UInt32(key)`)
    /// takes, element by element (a tuple pattern's part by its place); nil where it is no loop's
    /// variable, or the loop runs over something other than an array literal written in place or
    /// in a local constant.
    func loopValues(_ expression: ExprSyntax) -> [ExprSyntax]? {
        let expression = Self.convertedValue(expression)
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = expression.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(MemberBlockSyntax.self) {
            if let loop = node.as(ForStmtSyntax.self), let place = Self.place(of: name, in: loop.pattern) {
                let sequence = loop.sequence
                guard let list = sequence.as(ArrayExprSyntax.self) ?? localConstant(sequence)?.as(ArrayExprSyntax.self)
                else { return nil }
                return list.elements.compactMap { element in
                    guard let place else { return element.expression }
                    guard let tuple = element.expression.as(TupleExprSyntax.self), place < tuple.elements.count else {
                        return nil
                    }
                    return Array(tuple.elements)[place].expression
                }
            }
            current = node.parent
        }
        return nil
    }

    /// Where a loop's pattern binds `name`: `.some(nil)` for the whole element (`for key in …`),
    /// `.some(i)` for the i-th part of a tuple (`for (key, id) in …`), nil where it does not.
    private static func place(of name: String, in pattern: PatternSyntax) -> Int?? {
        if pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return .some(nil) }
        guard let tuple = pattern.as(TuplePatternSyntax.self) else { return nil }
        for (index, element) in tuple.elements.enumerated()
        where element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return .some(index)
        }
        return nil
    }
}
