import HIGBytes

/// The base Swift name of an entry, derived from its action: "Bring up the Print dialog."
/// is `bringUpPrintDialog`.
///
/// The rule is meant to be predictable, so people can guess a name from the guideline text:
/// 1. Read the action up to the end of its first sentence or parenthesis; also stop at the
///    first comma once at least ``clauseMinimum`` words have been read ("Jump to the next
///    focus group, such as…"), but not before ("For the moment, swap…" reads on).
/// 2. Take its words (ASCII letters and digits, accents dropped), leaving out "a", "an",
///    "the".
/// 3. Keep at most ``wordLimit`` words, then drop connecting words left at the end ("of",
///    "and", "to"…).
/// 4. Join them in lowerCamelCase.
///
/// Every entry of a guideline set is named this way, so ASCII actions, nearly all of them,
/// are read byte by byte (``ASCIIActionName``); the code below, on characters, is the
/// definition and reads everything else.
enum ActionName {
    static let wordLimit = 6
    static let clauseMinimum = 3

    static let articles: Set<String> = ["a", "an", "the"]
    static let connectors: Set<String> = [
        "and", "or", "nor", "but", "of", "to", "for", "in", "on", "at", "by", "with", "from", "into", "onto", "as",
        "than", "then", "this", "that", "these", "those", "its", "their", "such", "is", "are", "be", "was", "were",
        "most", "more", "whether", "while", "when", "where", "which", "who",
    ]
    private static let sentenceEnds: Set<Character> = [".", ";", ":", "!", "?", "(", ")", "[", "]", "\u{2014}", "\n", "\r"]

    /// The name, or nil when the action has no words a name can be made of.
    static func derive(from action: String) -> String? {
        UTF8Bytes.withUTF8(action, UTF8Bytes.isASCII)
            ? ASCIIActionName.derive(from: action) : deriveByCharacters(from: action)
    }

    /// The rule read character by character: its definition, used for actions that are not
    /// all ASCII (the tests check that ``ASCIIActionName`` agrees with it).
    static func deriveByCharacters(from action: String) -> String? {
        let words = significantWords(of: action)
        var kept = Array(words.prefix(wordLimit))
        while kept.count > 1, connectors.contains(kept[kept.count - 1].lowercased()) { kept.removeLast() }
        return kept.isEmpty ? nil : SwiftIdentifier.lowerCamelCase(kept)
    }

    /// The ASCII characters among the sentence ends.
    static let asciiSentenceEnds = sentenceEnds.compactMap(\.asciiValue)

    private static func significantWords(of action: String) -> [String] {
        var words: [String] = []
        var clause = ""
        for character in action {
            if sentenceEnds.contains(character) {
                if !take(clause, into: &words).isEmpty || !words.isEmpty { return words }
                clause = ""
            } else if character == "," {
                take(clause, into: &words)
                clause = ""
                if words.count >= clauseMinimum { return words }
            } else {
                clause.append(character)
            }
        }
        take(clause, into: &words)
        return words
    }

    @discardableResult
    private static func take(_ clause: String, into words: inout [String]) -> [String] {
        let found = SwiftIdentifier.words(in: clause).filter { !articles.contains($0.lowercased()) }
        words += found
        return found
    }
}
