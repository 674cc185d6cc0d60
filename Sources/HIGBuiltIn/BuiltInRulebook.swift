import Foundation
import HIGMarkdown
import HIGModel
import HIGRulebookCode

/// The guidelines hig-gen carries inside its binary: this package's `Content/`, embedded when
/// hig-gen is built (`Generated/EmbeddedContent.swift`) and precompiled beside it
/// (`Generated/EmbeddedRulebook.swift`), so `check`, `explain`, `diff` and app tables work
/// with no file beside the binary and compile no Markdown for it.
///
/// A test compiles `Content/` and requires the same rulebook, so the two cannot drift apart.
public enum BuiltInRulebook {
    /// Where the built-in sources seem to live, for locations in findings and notes.
    public static let pathPrefix = "Content/"

    /// The embedded files: path ("Content/keyboard-shortcuts.md") and bytes, sorted by path.
    public static let files: [(path: String, bytes: [UInt8])] = embeddedContentFiles.map { file in
        (file.path, Array(Data(base64Encoded: file.base64) ?? Data()))
    }

    /// "sha256:…" of ``files`` (see ``ContentDigest``), computed when they were embedded.
    public static var digest: String { embeddedContentDigest }

    /// The embedded files compiled, with what the compiler said about them (the tests hold
    /// them free of warnings and errors): the precompiled form when it is of these files,
    /// else compiled now.
    public static let compiled: RulebookCompiler.Output =
        precompiled.map { RulebookCompiler.Output(rulebook: $0.rulebook, diagnostics: $0.diagnostics) }
        ?? RulebookCompiler.compile(files: files)

    /// The rulebook `make` compiled from ``files`` (a run spares compiling the Markdown, a
    /// tenth of checking a small app table); nil when it does not load or names other files'
    /// digest, which a test rules out.
    public static let precompiled: RulebookCode.Contents? = {
        guard let bytes = Data(base64Encoded: embeddedContentCompiled), let contents = RulebookCode.decode(Array(bytes)),
            contents.digest == embeddedContentDigest
        else { return nil }
        return contents
    }()

    public static var rulebook: Rulebook { compiled.rulebook }

    /// The edition the embedded files state in their front matter ("2026.11"), read without
    /// compiling them (as `make` read it, when precompiled).
    public static let edition: String = precompiled?.edition ?? RulebookCompiler.edition(of: files) ?? "unknown"

    /// "built-in rulebook, edition 2026.11": how messages and `--version` name it.
    public static var name: String { "built-in rulebook, edition \(edition)" }
}
