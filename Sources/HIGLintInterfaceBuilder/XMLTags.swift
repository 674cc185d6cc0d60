import HIGModel

/// The start and end tags of an XML document, with each attribute value's byte range, read
/// straight from the bytes. Interface Builder files are machine-written XML; reading them
/// without an XML library keeps exact positions (FoundationXML reports the end of a tag) and
/// keeps libxml2 out of the static binary.
struct XMLTags {
    struct Attribute {
        var name: String
        /// The value with entities decoded.
        var value: String
        /// Byte offset of the value's first byte (after the quote) and its raw length.
        var offset: Int
        var length: Int
        /// Whether the raw bytes are the value itself (no entities), so a column inside it is exact.
        var isVerbatim: Bool
    }

    enum Event {
        /// `offset` is where the tag starts (its `<`), `end` just after its `>`.
        case start(name: String, attributes: [Attribute], selfClosing: Bool, offset: Int, end: Int)
        case end(name: String)
    }

    /// Where the document stops being XML the reader can follow, if it does.
    struct Malformed: Error {
        var offset: Int
        var reason: String
    }

    static func scan(_ bytes: [UInt8], _ handle: (Event) -> Void) throws(Malformed) {
        var index = 0
        let count = bytes.count
        func skip(past terminator: [UInt8], from start: Int, what: String) throws(Malformed) -> Int {
            var position = start
            while position + terminator.count <= count {
                if bytes[position] == terminator[0], Array(bytes[position..<(position + terminator.count)]) == terminator {
                    return position + terminator.count
                }
                position += 1
            }
            throw Malformed(offset: start, reason: "\(what) is never closed")
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let tagStart = index
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index = try skip(past: Array("-->".utf8), from: index, what: "a comment")
            } else if bytes[index...].starts(with: Array("<![CDATA[".utf8)) {
                index = try skip(past: Array("]]>".utf8), from: index, what: "a CDATA section")
            } else if index + 1 < count, bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!") {
                index = try skip(past: [UInt8(ascii: ">")], from: index, what: "a declaration")
            } else if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                let close = try skip(past: [UInt8(ascii: ">")], from: index, what: "an end tag")
                let name = String(decoding: bytes[(index + 2)..<(close - 1)], as: UTF8.self)
                    .trimmingCharacters(ofSet: " \t\r\n")
                handle(.end(name: name))
                index = close
            } else {
                index = try startTag(bytes, at: index, handle)
            }
            if index <= tagStart { index = tagStart + 1 }
        }
    }

    /// Reads `<name attr="value" …>` or `… />` at `start`; returns the offset after it.
    private static func startTag(_ bytes: [UInt8], at start: Int, _ handle: (Event) -> Void) throws(Malformed) -> Int {
        let count = bytes.count
        var index = start + 1
        while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        var attributes: [Attribute] = []
        while true {
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count else {
                throw Malformed(offset: start, reason: "the tag <\(name.clipped(to: 30))> is never closed")
            }
            if bytes[index] == UInt8(ascii: ">") {
                handle(.start(name: name, attributes: attributes, selfClosing: false, offset: start, end: index + 1))
                return index + 1
            }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") {
                handle(.start(name: name, attributes: attributes, selfClosing: true, offset: start, end: index + 2))
                return index + 2
            }
            let nameStart = index
            while index < count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let attributeName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else {
                throw Malformed(offset: nameStart, reason: "attribute '\(attributeName.clipped(to: 30))' has no value")
            }
            index += 1
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Malformed(offset: index, reason: "the value of '\(attributeName.clipped(to: 30))' is not quoted")
            }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else {
                throw Malformed(offset: index, reason: "the value of '\(attributeName.clipped(to: 30))' is never closed")
            }
            let raw = bytes[valueStart..<valueEnd]
            attributes.append(
                Attribute(
                    name: attributeName, value: decodeEntities(raw), offset: valueStart, length: raw.count,
                    isVerbatim: !raw.contains(UInt8(ascii: "&"))))
            index = valueEnd + 1
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references; others are kept as written.
    static func decodeEntities(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        // Looked for in the bytes (an ASCII byte is never part of another character): Foundation's
        // `contains` of a string was a sixtieth of reading a large menu.
        guard raw.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";"),
                rest.distance(from: ampersand, to: semicolon) <= 10
            else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let replacement = named[name] {
                result += replacement
            } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

extension String {
    fileprivate func trimmingCharacters(ofSet set: String) -> String {
        let characters = Set(set)
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
