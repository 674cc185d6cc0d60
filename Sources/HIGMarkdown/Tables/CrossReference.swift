/// The pointers a printed edition ends its actions with: `See "The Edit Menu" (page 90).`,
/// `See Accessibility Overview.` They name another place in the book, not the shortcut.
enum CrossReference {
    /// `text` without the cross references that end it; nil when it ends with none. Only a
    /// run of sentences that are all references is taken off, so an action that merely
    /// contains the word "See" is left alone.
    static func removed(from text: String) -> String? {
        // Nearly every action has no "See ": a byte search passes it over before any work.
        guard containsSee(text.utf8) else { return nil }
        let characters = Array(text)
        let starts = sentenceStarts(in: characters)
        for (offset, start) in starts.enumerated() where start > 0 {
            let ends = Array(starts[(offset + 1)...]) + [characters.count]
            var from = start
            var allReferences = true
            for end in ends {
                if !isReference(characters[from..<end]) {
                    allReferences = false
                    break
                }
                from = end
            }
            if allReferences {
                return String(characters[..<start]).trimmingSpaces
            }
        }
        return nil
    }

    private static func containsSee(_ bytes: String.UTF8View) -> Bool {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in bytes {
            if previous == (UInt8(ascii: "S"), UInt8(ascii: "e"), UInt8(ascii: "e")), byte == UInt8(ascii: " ") { return true }
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// Where a sentence opening with "See " begins: at the start, or after a full stop or a
    /// closing parenthesis and a space.
    private static func sentenceStarts(in characters: [Character]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index + 4 <= characters.count {
            if characters[index] == "S", characters[index + 1] == "e", characters[index + 2] == "e",
                characters[index + 3] == " "
            {
                var before = index - 1
                while before >= 0, characters[before] == " " { before -= 1 }
                if index == 0 || (before < index - 1 && before >= 0 && [".", ")"].contains(characters[before])) {
                    starts.append(index)
                }
            }
            index += 1
        }
        return starts
    }

    private static let smallWords: Set<String> = ["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with"]

    /// "See" followed by a page reference, or by a title: words that are capitalised, or
    /// small words between them.
    private static func isReference(_ sentence: ArraySlice<Character>) -> Bool {
        let text = String(sentence).trimmingSpaces
        guard text.hasPrefix("See "), text.count > 4 else { return false }
        if text.contains("(page ") { return true }
        let words = text.dropFirst(4).split(separator: " ").map { String($0).trimmingCharacters(ofSet: "\"“”'.,") }
        guard let first = words.first, first.first?.isUppercase == true else { return false }
        return words.allSatisfy { word in
            word.isEmpty || word.first?.isUppercase == true || smallWords.contains(word)
        }
    }
}
