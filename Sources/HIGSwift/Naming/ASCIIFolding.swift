import Foundation

/// Takes accents off Latin letters, so "Café" names `cafe` rather than `caf`.
enum ASCIIFolding {
    /// The canonical decomposition of `text` without its combining marks; letters of other
    /// scripts pass through unchanged (and are then left out of names).
    static func fold(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x0300...0x036F).contains(scalar.value) {
            result.append(scalar)
        }
        return String(result)
    }
}
