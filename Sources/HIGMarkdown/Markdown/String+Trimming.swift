extension StringProtocol {
    /// The text without leading and trailing white space (Unicode's, so a no-break space too).
    var trimmingSpaces: String {
        String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The text without leading and trailing characters from `set`.
    func trimmingCharacters(ofSet set: String) -> String {
        let characters = Set(set)
        return String(drop(while: characters.contains).reversed().drop(while: characters.contains).reversed())
    }
}
