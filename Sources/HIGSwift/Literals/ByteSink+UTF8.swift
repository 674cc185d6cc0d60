import HIGBytes

extension ByteSink {
    /// Appends the bytes of `text`.
    @inline(__always)
    mutating func append(utf8 text: String) {
        UTF8Bytes.withUTF8(text) { append($0) }
    }
}
