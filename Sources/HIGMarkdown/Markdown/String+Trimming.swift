extension StringProtocol {
    /// The text without leading and trailing white space (Unicode's, so a no-break space too).
    /// Found from both ends, so a text with nothing to trim is not copied character by character:
    /// every cell of a hundred-thousand-row table comes here.
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text without leading and trailing characters from `set`.
    func trimmingCharacters(ofSet set: String) -> String {
        let characters = Set(set)
        guard let first = firstIndex(where: { !characters.contains($0) }),
            let last = lastIndex(where: { !characters.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
