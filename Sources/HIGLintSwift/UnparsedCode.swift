import HIGModel
import SwiftSyntax

/// Where swift-syntax could not read a file: past its nesting limit, or at invalid syntax.
///
/// The parser recovers by skipping what it cannot read, so the shortcuts declared there are
/// never seen by the visitor; a note at the first such place keeps that from passing in silence.
enum UnparsedCode {
    /// A note at the first place the parser gave up on, or nil when it read the whole file.
    static func note(in tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) -> Diagnostic? {
        let message: String
        let place: Syntax
        if tree.hasMaximumNestingLevelOverflow {
            place = first(in: Syntax(tree)) { $0.hasMaximumNestingLevelOverflow }
            message =
                "the Swift parser stops here: the code is nested deeper than its limit of 256 levels; shortcuts inside are not checked"
        } else if tree.hasError {
            place = first(in: Syntax(tree)) { $0.hasError }
            message = "this is not valid Swift; the parser skipped what it could not read, and shortcuts in it are not checked"
        } else {
            return nil
        }
        let location = converter.location(for: place.positionAfterSkippingLeadingTrivia)
        return Diagnostic(.inputUnparsed, message, at: SourceLocation(file: path, line: location.line, column: location.column))
    }

    /// The deepest node on the first path from `node` down through nodes that `isAffected`.
    private static func first(in node: Syntax, where isAffected: (Syntax) -> Bool) -> Syntax {
        var node = node
        while let child = node.children(viewMode: .all).first(where: isAffected) { node = child }
        return node
    }
}
