/// Shortcuts kept in named constants, as SwiftUI apps often do:
///
///     extension KeyboardShortcut { static let findInLibrary = KeyboardShortcut("f", modifiers: [.command, .option]) }
///     Button("Find in Library") { … }.keyboardShortcut(.findInLibrary)
///
/// A use takes the constant's keys and keeps its own title and place, so findings name the
/// command and point at the button. A constant that is used is checked through its uses only
/// (checking it as well would report each shortcut twice, and as a duplicate of itself); one
/// that is never used is checked where it is declared.
public enum ConstantShortcuts {
    public static func resolve(_ declarations: [AppShortcut]) -> [AppShortcut] {
        var definitions: [String: AppShortcut] = [:]
        for declaration in declarations {
            if let name = declaration.definesConstant, definitions[name] == nil { definitions[name] = declaration }
        }
        guard !definitions.isEmpty else { return declarations }
        let used = Set(declarations.compactMap(\.usesConstant)).intersection(definitions.keys)
        return declarations.compactMap { declaration in
            if let name = declaration.definesConstant, used.contains(name) { return nil }
            guard let name = declaration.usesConstant, let definition = definitions[name] else { return declaration }
            var resolved = declaration
            resolved.shortcut = definition.shortcut
            resolved.malformedKey = definition.malformedKey
            resolved.unresolvedReason = definition.unresolvedReason
            resolved.writesShiftWithUpperCharacter = definition.writesShiftWithUpperCharacter
            // Fixes belong in the constant, where the keys are written.
            resolved.spelling = definition.spelling
            return resolved
        }
    }
}
