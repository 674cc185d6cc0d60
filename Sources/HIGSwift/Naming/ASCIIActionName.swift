import HIGBytes

/// ``ActionName``'s rule for an action that is all ASCII, read byte by byte.
///
/// In ASCII every byte is a character, except "\r\n", which is one character and not a
/// sentence end. Words are kept as ranges of the action's bytes and the name is spelt once,
/// so no string is made per word; accents need no folding.
enum ASCIIActionName {
    /// A word: a run of letters, digits and apostrophes (which join the letters around them
    /// and are left out) with at least one letter or digit.
    private struct Word {
        var bytes: Range<Int>
        /// How many letters and digits it has: its length without the apostrophes.
        var letters: Int
    }

    /// What a byte is to the rule.
    private enum Role: UInt8 {
        case separator, letterOrDigit, apostrophe, sentenceEnd, comma, carriageReturn
    }

    /// The role of each ASCII byte, looked up rather than worked out for every byte.
    private static let roles: [Role] = (0..<128).map { value -> Role in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .letterOrDigit
        case UInt8(ascii: "'"): return .apostrophe
        case UInt8(ascii: ","): return .comma
        // Also a sentence end, unless "\n" follows.
        case UInt8(ascii: "\r"): return .carriageReturn
        default: return ActionName.asciiSentenceEnds.contains(byte) ? .sentenceEnd : .separator
        }
    }

    /// The name for `action`, which must be all ASCII; nil when it has no words.
    static func derive(from action: String) -> String? {
        UTF8Bytes.withUTF8(action) { utf8 in
            withUnsafeTemporaryAllocation(of: Word.self, capacity: ActionName.wordLimit) { storage in
                var count = significantWords(in: utf8, into: storage)
                while count > 1, isConnector(storage[count - 1], in: utf8) { count -= 1 }
                return count == 0 ? nil : lowerCamelCase(UnsafeBufferPointer(rebasing: storage[..<count]), in: utf8)
            }
        }
    }

    /// Puts the first ``ActionName/wordLimit`` words that name the action into `words`,
    /// which has room for them, and says how many there are.
    private static func significantWords(in utf8: UnsafeBufferPointer<UInt8>, into words: UnsafeMutableBufferPointer<Word>)
        -> Int
    {
        roles.withUnsafeBufferPointer { roles in
            var count = 0
            var start: Int?
            var letters = 0
            var index = 0
            /// Ends the word being read, if any; true when the words are complete.
            func endWord() -> Bool {
                defer {
                    start = nil
                    letters = 0
                }
                guard let start, letters > 0 else { return false }
                let word = Word(bytes: start..<index, letters: letters)
                guard !isArticle(word, in: utf8) else { return false }
                words.initializeElement(at: count, to: word)
                count += 1
                return count == words.count
            }
            while index < utf8.count {
                switch roles[Int(utf8[index])] {
                case .letterOrDigit:
                    if start == nil { start = index }
                    // The rest of the run of letters and digits, without going through the switch.
                    let runStart = index
                    while index + 1 < utf8.count, roles[Int(utf8[index + 1])] == .letterOrDigit { index += 1 }
                    letters += index + 1 - runStart
                case .apostrophe:
                    if start == nil { start = index }
                case .separator:
                    if endWord() { return count }
                case .comma:
                    if endWord() || count >= ActionName.clauseMinimum { return count }
                case .sentenceEnd:
                    if endWord() || count > 0 { return count }
                case .carriageReturn:
                    if endWord() { return count }
                    if index + 1 < utf8.count, utf8[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    } else if count > 0 {
                        return count
                    }
                }
                index += 1
            }
            _ = endWord()
            return count
        }
    }

    private static func isArticle(_ word: Word, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        word.letters <= 3 && packed(word, in: utf8).map(articles.contains) ?? false
    }

    private static func isConnector(_ word: Word, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        packed(word, in: utf8).map(connectors.contains) ?? false
    }

    /// ``ActionName/articles`` and ``ActionName/connectors``, packed.
    private static let articles = ActionName.articles.compactMap { packed($0.utf8) }
    private static let connectors = ActionName.connectors.compactMap { packed($0.utf8) }

    private static func packed(_ word: Word, in utf8: UnsafeBufferPointer<UInt8>) -> UInt64? {
        word.letters <= 8 ? packed(utf8[word.bytes]) : nil
    }

    /// A word of up to eight letters, lower-cased without its apostrophes, as the bytes of one
    /// integer, so it is compared with the short words above without making a string; nil for
    /// a longer word, which is none of them.
    private static func packed(_ word: some Sequence<UInt8>) -> UInt64? {
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        for byte in word where byte != UInt8(ascii: "'") {
            guard shift < 64 else { return nil }
            packed |= UInt64(lowercase(byte)) << shift
            shift += 8
        }
        return packed
    }

    /// ``SwiftIdentifier/lowerCamelCase(_:)`` of the words: the first lower-cased (wholly
    /// when it has no lower-case letter, as an acronym), the others with an upper-case start.
    private static func lowerCamelCase(_ words: UnsafeBufferPointer<Word>, in utf8: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: words.reduce(0) { $0 + $1.letters }) { name in
            var length = 0
            for (position, word) in words.enumerated() {
                let start = length
                if word.letters == word.bytes.count {
                    _ = UnsafeMutableBufferPointer(rebasing: name[start...]).initialize(fromContentsOf: utf8[word.bytes])
                    length += word.letters
                } else {
                    for byte in utf8[word.bytes] where byte != UInt8(ascii: "'") {
                        name[length] = byte
                        length += 1
                    }
                }
                if position > 0 {
                    name[start] = uppercase(name[start])
                } else if name[start..<length].contains(where: isLowercaseLetter) {
                    name[start] = lowercase(name[start])
                } else {
                    for offset in start..<length { name[offset] = lowercase(name[offset]) }
                }
            }
            return length
        }
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func uppercase(_ byte: UInt8) -> UInt8 {
        isLowercaseLetter(byte) ? byte - 32 : byte
    }
}
