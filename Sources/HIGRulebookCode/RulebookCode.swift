import HIGModel

/// A compiled rulebook and its compiler's diagnostics as compact bytes: how hig-gen carries
/// its built-in rulebook precompiled (`Generated/EmbeddedRulebook.swift`, written by
/// embed-files), so a run loads it instead of compiling `Content/`'s Markdown again.
///
/// The code names the digest of the files it was compiled from; a loader uses it only when
/// that is the digest of the files it carries, and compiles them otherwise.
public enum RulebookCode {
    /// Bumped whenever the layout changes; a code of another format does not load.
    static let format = "hig-gen rulebook code 1"

    public struct Contents: Sendable, Equatable {
        public var rulebook: Rulebook
        /// As the compiler gave them: sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// ``ContentDigest`` of the files compiled.
        public var digest: String
        /// The edition their front matter states, read as the compiler reads it.
        public var edition: String?

        public init(rulebook: Rulebook, diagnostics: [Diagnostic], digest: String, edition: String?) {
            self.rulebook = rulebook
            self.diagnostics = diagnostics
            self.digest = digest
            self.edition = edition
        }
    }

    public static func encode(_ contents: Contents) -> [UInt8] {
        var writer = CodeWriter()
        writer.string(format)
        writer.string(contents.digest)
        writer.optional(contents.edition) { $0.string($1) }
        writer.rulebook(contents.rulebook)
        writer.array(contents.diagnostics) { $0.diagnostic($1) }
        return writer.finished()
    }

    /// Nil when the bytes are not a whole code of this format.
    public static func decode(_ bytes: [UInt8]) -> Contents? {
        do {
            var reader = try CodeReader(bytes)
            guard try reader.string() == format else { return nil }
            let digest = try reader.string()
            let edition = try reader.optional { try $0.string() }
            let rulebook = try reader.rulebook()
            let diagnostics = try reader.array { try $0.diagnostic() }
            guard reader.isAtEnd else { return nil }
            return Contents(rulebook: rulebook, diagnostics: diagnostics, digest: digest, edition: edition)
        } catch {
            return nil
        }
    }
}
