/// Identifiers made from text for ids and permalinks: lowercase ASCII letters and digits,
/// every other run of characters one hyphen. "[Modifier key]-Command-Space" →
/// "modifier-key-command-space".
public enum Slug {
    public static func make(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        func keep(_ byte: UInt8) {
            if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
            bytes.append(byte)
            pendingHyphen = false
        }
        // Lowercasing can turn a non-ASCII letter into an ASCII one (the Kelvin sign into "k"),
        // so only ASCII text takes the byte-by-byte path.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            for scalar in text.lowercased().unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    keep(UInt8(scalar.value))
                } else {
                    pendingHyphen = true
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): keep(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): keep(byte + 0x20)
            default: pendingHyphen = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
