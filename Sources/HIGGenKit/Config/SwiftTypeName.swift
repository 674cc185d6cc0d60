/// Whether text can name the Swift enum an app's shortcuts are generated into.
enum SwiftTypeName {
    /// An ASCII identifier that starts with a letter or underscore; ASCII only, because the
    /// name is also typed in build settings and scripts.
    static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
