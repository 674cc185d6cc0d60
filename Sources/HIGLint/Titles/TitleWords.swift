import Synchronization

/// The words of a command title, for comparing titles the way people read them: without
/// case, an ellipsis, punctuation, small words or a plural "s" ("Save As…" and "save as" are
/// one title, and "Hide every other app" names Hide Others).
struct TitleWords: Hashable, Sendable {
    let words: [String]
    /// The words that carry meaning: without articles, prepositions and conjunctions.
    let significant: Set<String>
    /// The significant words, each kindred word as the first of its group, and each word that
    /// names one end of a pair by its prefix as the stem both ends share ("uppercase" and
    /// "lowercase" are both "case", "increase" and "decrease" both "crease"): a command and its
    /// opposite belong together. Two titles are related when these meet.
    let meaningful: Set<String>

    init(_ title: String) {
        // The rules ask for the same titles again and again (the rulebook's command names for
        // every declaration): each title is split, and its word sets made, once per run.
        let known = Self.known.withLock { $0[title] } ?? Self.split(title)
        words = known.words
        significant = known.significant
        meaningful = known.meaningful
    }

    private init(words: [String]) {
        self.words = words
        significant = Set(words.filter { !Self.smallWords.contains($0) })
        meaningful = Set(significant.map { word in Self.kindred.first { $0.contains(word) }?.first ?? Self.stem(word) })
    }

    /// The title's words, kept for the next time it is asked about.
    private static func split(_ title: String) -> TitleWords {
        let made = TitleWords(words: asciiWords(of: title) ?? characterWords(of: title))
        known.withLock { $0[title] = made }
        return made
    }

    /// The title's words, read character by character: for any text (see ``asciiWords(of:)``).
    static func characterWords(of title: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in readable(title) {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(singular(current))
                current = ""
            }
        }
        if !current.isEmpty { words.append(singular(current)) }
        return words
    }

    // The word sets follow from the words: two titles are the same when their words are.
    static func == (lhs: TitleWords, rhs: TitleWords) -> Bool { lhs.words == rhs.words }
    func hash(into hasher: inout Hasher) { hasher.combine(words) }

    /// Every title split so far.
    private static let known = Mutex<[String: TitleWords]>([:])

    /// The title as words, lower case. A localization key stands where the code names no text
    /// ("menu.file.openLink", "toggle_sidebar"): its last part names the command, the parts
    /// before it the menus, and its capitals and underscores separate words ("open link").
    private static func readable(_ title: String) -> String {
        guard isLocalizationKey(title), let name = title.split(separator: ".").last else { return title.lowercased() }
        var spaced = ""
        for character in name {
            if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
            spaced.append(character == "_" || character == "-" ? " " : character)
        }
        return spaced.lowercased()
    }

    /// Whether a title is a key into the app's strings ("menu.file.openLink", "toggle_sidebar"),
    /// not words: one run of ASCII letters, digits, periods, underscores and hyphens with a period,
    /// an underscore or a capital inside.
    static func isLocalizationKey(_ title: some StringProtocol) -> Bool {
        !title.contains(where: \.isWhitespace)
            && (title.contains(".") || title.contains("_") || title.dropFirst().contains(where: \.isUppercase))
            && title.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }
    }

    /// "others" → "other", "windows" → "window"; "class", "bus" and short words stay. A word
    /// menus have renamed reads as its current name.
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else {
            return renamed[word] ?? word
        }
        let singular = String(word.dropLast())
        return renamed[singular] ?? singular
    }

    /// Menu words Apple has renamed: macOS 13 made Preferences… Settings…, so an app that still
    /// says Preferences names the same command.
    private static let renamed: [String: String] = ["preference": "setting"]

    var isEmpty: Bool { words.isEmpty }

    /// Whether a title is written in Latin letters, as the rulebook is: a title in another
    /// script ("切换侧边栏", "Копировать") cannot be compared with it word for word, nor can one
    /// whose words are in another script beside a Latin name ("退出 ViaSix", Quit ViaSix).
    static func isComparable(_ title: String) -> Bool {
        let letters = title.unicodeScalars.filter(\.properties.isAlphabetic)
        return !letters.isEmpty && letters.allSatisfy { $0.value < 0x250 }
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

    /// The word without a prefix that says which end of a pair it is, when a stem of four
    /// letters or more is left.
    private static func stem(_ word: String) -> String {
        for prefix in oppositePrefixes where word.hasPrefix(prefix) && word.count - prefix.count >= 4 {
            return String(word.dropFirst(prefix.count))
        }
        return word
    }

    /// Prefixes that name one end of a pair (upper and lower case, in- and decrease, in- and
    /// outdent), longest first.
    private static let oppositePrefixes = ["upper", "lower", "title", "out", "in", "de", "un"]

    /// Words apps use for one another in command titles.
    private static let kindred: [[String]] = [
        ["find", "search"], ["delete", "clear", "remove", "erase"], ["info", "inspector", "inspect"],
        ["stop", "cancel", "abort"],
    ]

    /// Verbs and words that say how a command is shown, not what it does.
    /// Words that say how or where, not what: "Move Up" is no kin of "Select Line Up".
    private static let genericWords: Set<String> = [
        "show", "hide", "toggle", "go", "get", "use", "enter", "exit", "turn", "all", "up", "down", "left", "right",
    ]

    private static let smallWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "by", "with", "as", "at", "from", "into",
    ]
}
