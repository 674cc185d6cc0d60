/// Hands out fragment identifiers that are readable, stable and unique within one page.
///
/// A permalink should survive a rebuild, so an id comes from what the row says
/// ("reserved-shift-command-3"), never from its position. When two rows would get the same id
/// (Command-I is listed twice in the reserved table) the later one gets "-2", "-3"…, in
/// page order, which is deterministic.
struct AnchorNamer {
    private var taken: Set<String> = []

    /// A unique id made of the slugs of `parts` joined by hyphens.
    mutating func claim(_ parts: String...) -> String {
        let slugs = parts.map(Self.slug).filter { !$0.isEmpty }
        let base = slugs.isEmpty ? "item" : slugs.joined(separator: "-")
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Lowercase ASCII letters and digits; every other run of characters becomes one hyphen.
    /// "[Modifier key]-Command-Space" → "modifier-key-command-space".
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }
}
