/// The digest that names one set of guideline sources: "sha256:…" over every file's path and
/// bytes, in the order given (sorted by path when the set is embedded).
///
/// `hig-gen --version` prints it for the built-in rulebook, so two installs can tell whether
/// they check apps against the same text. Each file adds its path, a line feed, its length in
/// decimal, a line feed and its bytes: no two different sets give the same stream.
public enum ContentDigest {
    public static func of(_ files: [(path: String, bytes: [UInt8])]) -> String {
        "sha256:" + SHA256.hex(stream(of: files))
    }

    /// The bytes the digest is taken over.
    public static func stream(of files: [(path: String, bytes: [UInt8])]) -> [UInt8] {
        var stream: [UInt8] = []
        for file in files {
            stream += Array(file.path.utf8)
            stream.append(0x0A)
            stream += Array(String(file.bytes.count).utf8)
            stream.append(0x0A)
            stream += file.bytes
        }
        return stream
    }
}
