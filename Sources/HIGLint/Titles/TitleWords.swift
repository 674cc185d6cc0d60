/// The words of a command title, for comparing titles the way people read them: without
/// case, an ellipsis, punctuation, small words or a plural "s" ("Save As…" and "save as" are
/// one title, and "Hide every other app" names Hide Others).
struct TitleWords: Hashable, Sendable {
    let words: [String]

    init(_ title: String) {
        var words: [String] = []
        var current = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(Self.singular(current))
                current = ""
            }
        }
        if !current.isEmpty { words.append(Self.singular(current)) }
        self.words = words
    }

    /// "others" → "other", "windows" → "window"; "class", "bus" and short words stay. A word
    /// menus have renamed reads as its current name.
    private static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else {
            return renamed[word] ?? word
        }
        let singular = String(word.dropLast())
        return renamed[singular] ?? singular
    }

    /// Menu words Apple has renamed: macOS 13 made Preferences… Settings…, so an app that still
    /// says Preferences names the same command.
    private static let renamed: [String: String] = ["preference": "setting"]

    /// The words that carry meaning: without articles, prepositions and conjunctions.
    var significant: Set<String> { Set(words.filter { !Self.smallWords.contains($0) }) }

    var isEmpty: Bool { words.isEmpty }

    /// Whether a title is written in Latin letters, as the rulebook is: a title in another
    /// script ("切换侧边栏", "Копировать") cannot be compared with it word for word.
    static func isComparable(_ title: String) -> Bool {
        title.unicodeScalars.contains { $0.value < 0x250 && $0.properties.isAlphabetic }
    }

    /// Whether a command with this title is the command `standard` names: it has every
    /// significant word of the standard title ("Copy Link" is a Copy, "Close Tab" a Close).
    func names(_ standard: TitleWords) -> Bool {
        let needed = standard.significant
        return !needed.isEmpty && needed.isSubset(of: significant)
    }

    /// Whether `phrase`'s words appear in this title together and in order.
    func contains(phrase: TitleWords) -> Bool {
        let count = phrase.words.count
        guard count > 0, count <= words.count else { return false }
        return (0...(words.count - count)).contains { words[$0..<($0 + count)].elementsEqual(phrase.words) }
    }

    /// Whether the two titles share a significant word, which is how a companion command
    /// shows it belongs with another ("Save All" with "Save"); kindred words count as one
    /// ("Clear History" with "Delete", "Search Navigator" with "Find").
    func isRelated(to other: TitleWords) -> Bool {
        !meaningful.isDisjoint(with: other.meaningful)
    }

    /// Whether the two share a word that says what the command acts on or does, not only
    /// how it is shown ("Copy Article URL" with "Copy", but not "Show Inspector" with "Show Fonts").
    func isSibling(of other: TitleWords) -> Bool {
        !meaningful.subtracting(Self.genericWords).isDisjoint(with: other.meaningful.subtracting(Self.genericWords))
    }

    /// Whether the other title undoes what this one does: one of its words is one of this
    /// title's with "de" or "un" before it ("Deselect All" for "Select Layer").
    func isInverse(of other: TitleWords) -> Bool {
        significant.contains { word in other.significant.contains("de" + word) || other.significant.contains("un" + word) }
    }

    /// The significant words, each kindred word as the first of its group: two titles are
    /// related when these meet.
    var meaningful: Set<String> {
        Set(significant.map { word in Self.kindred.first { $0.contains(word) }?.first ?? word })
    }

    /// Words apps use for one another in command titles.
    private static let kindred: [[String]] = [
        ["find", "search"], ["delete", "clear", "remove", "erase"], ["info", "inspector", "inspect"],
        ["stop", "cancel", "abort"],
    ]

    /// Verbs and words that say how a command is shown, not what it does.
    private static let genericWords: Set<String> = ["show", "hide", "toggle", "go", "get", "use", "enter", "exit", "turn", "all"]

    private static let smallWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "by", "with", "as", "at", "from", "into",
    ]
}
