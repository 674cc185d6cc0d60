/// A search of a file's bytes for any of a few words, far cheaper than a parse: whether a file
/// can declare a shortcut at all, whether it makes a text field.
public enum ByteSearch {
    public static func containsAny(_ bytes: [UInt8], of needles: [[UInt8]]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            needles.contains { needle in
                var index = 0
                while let found = text[index...].firstIndex(of: needle[0]) {
                    if found + needle.count > text.count { return false }
                    if text[found..<(found + needle.count)].elementsEqual(needle) { return true }
                    index = found + 1
                }
                return false
            }
        }
    }
}
