import SwiftSyntax

/// A key equivalent built in code from a character's number, as AppKit code writes function
/// keys: `String(UnicodeScalar(NSF5FunctionKey)!)`, `String(Character(UnicodeScalar(0x1B)))`,
/// `String(NSEvent.SpecialKey.upArrow.unicodeScalar)`, `String(utf16CodeUnits: [unichar(NSF1FunctionKey)],
/// count: 1)` or `String(format: "%C", NSHomeFunctionKey)`. Each is one known code point,
/// so the linter can read it without running the app.
enum KeyCharacterExpression {
    /// The code point `expression` always evaluates to; nil when it is not one of the forms
    /// above or names something unknown.
    static func scalar(of expression: ExprSyntax) -> UInt32? {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return scalar(of: unwrapped.expression) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return number(literal.literal.text) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return appKitNames[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self) { return scalar(ofMember: member) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.trimmedDescription
        let arguments = Array(call.arguments)
        if called == "String", arguments.first?.label?.text == "utf16CodeUnits",
            let units = arguments.first?.expression.as(ArrayExprSyntax.self), units.elements.count == 1,
            let unit = units.elements.first
        {
            return scalar(of: unit.expression)
        }
        if called == "String" || called == "NSString", arguments.count == 2, arguments[0].label?.text == "format",
            arguments[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "%C"
        {
            return scalar(of: arguments[1].expression)
        }
        guard wrappers.contains(called), arguments.count == 1, arguments[0].label == nil else { return nil }
        return scalar(of: arguments[0].expression)
    }

    /// `NSEvent.SpecialKey.f5`, and `.rawValue` or `.unicodeScalar` of any form.
    private static func scalar(ofMember member: MemberAccessExprSyntax) -> UInt32? {
        let name = member.declName.baseName.text
        guard let base = member.base else { return nil }
        if name == "rawValue" || name == "unicodeScalar" || name == "value" { return scalar(of: base) }
        guard ["NSEvent.SpecialKey", "SpecialKey", "AppKit.NSEvent.SpecialKey"].contains(base.trimmedDescription) else {
            return nil
        }
        return specialKeys[name]
    }

    /// Conversions that keep the code point.
    private static let wrappers: Set<String> = [
        "String", "Character", "UnicodeScalar", "Unicode.Scalar", "unichar", "UniChar", "UInt16", "UInt32", "Int",
        "NSString",
    ]

    private static func number(_ text: String) -> UInt32? {
        IntegerLiteral.value(text).flatMap { UInt32(exactly: $0) }
    }

    /// `NSEvent.SpecialKey` cases by name: AppKit's private-use function-key characters and
    /// the control characters it names.
    private static let specialKeys: [String: UInt32] = {
        var table: [String: UInt32] = [
            "upArrow": 0xF700, "downArrow": 0xF701, "leftArrow": 0xF702, "rightArrow": 0xF703, "insert": 0xF727,
            "deleteForward": 0xF728, "home": 0xF729, "begin": 0xF72A, "end": 0xF72B, "pageUp": 0xF72C,
            "pageDown": 0xF72D, "help": 0xF746, "enter": 0x03, "backspace": 0x08, "tab": 0x09, "newline": 0x0A,
            "carriageReturn": 0x0D, "backTab": 0x19, "delete": 0x7F,
        ]
        for number in 1...35 { table["f\(number)"] = 0xF703 + UInt32(number) }
        return table
    }()

    /// AppKit's global constants for the same characters (`NSF5FunctionKey`,
    /// `NSCarriageReturnCharacter`).
    private static let appKitNames: [String: UInt32] = {
        var table: [String: UInt32] = [
            "NSUpArrowFunctionKey": 0xF700, "NSDownArrowFunctionKey": 0xF701, "NSLeftArrowFunctionKey": 0xF702,
            "NSRightArrowFunctionKey": 0xF703, "NSInsertFunctionKey": 0xF727, "NSDeleteFunctionKey": 0xF728,
            "NSHomeFunctionKey": 0xF729, "NSBeginFunctionKey": 0xF72A, "NSEndFunctionKey": 0xF72B,
            "NSPageUpFunctionKey": 0xF72C, "NSPageDownFunctionKey": 0xF72D, "NSHelpFunctionKey": 0xF746,
            "NSEnterCharacter": 0x03, "NSBackspaceCharacter": 0x08, "NSTabCharacter": 0x09,
            "NSNewlineCharacter": 0x0A, "NSCarriageReturnCharacter": 0x0D, "NSBackTabCharacter": 0x19,
            "NSDeleteCharacter": 0x7F,
        ]
        for number in 1...35 { table["NSF\(number)FunctionKey"] = 0xF703 + UInt32(number) }
        return table
    }()
}
