/// The functions a Swift file declares, by name (`func addStation(_:)` is `addStation`), read
/// from its bytes: an Interface Builder item's action names the method that answers it, and a
/// method no file of the app declares answers nothing there.
public enum DeclaredFunctions {
    /// The names after each `func` keyword, sorted, each once.
    public static func names(in utf8: [UInt8]) -> [String] {
        var names: Set<String> = []
        let keyword = Array("func".utf8)
        var index = 0
        while index + keyword.count < utf8.count {
            defer { index += 1 }
            guard utf8[index] == keyword[0], utf8[index..<(index + keyword.count)].elementsEqual(keyword),
                index == 0 || !ByteSearch.isIdentifier(utf8[index - 1]), isSpace(utf8[index + keyword.count])
            else { continue }
            var start = index + keyword.count
            while start < utf8.count, isSpace(utf8[start]) { start += 1 }
            var end = start
            while end < utf8.count, ByteSearch.isIdentifier(utf8[end]) { end += 1 }
            if end > start, let name = String(bytes: utf8[start..<end], encoding: .utf8) { names.insert(name) }
            index = end
        }
        return names.sorted()
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
