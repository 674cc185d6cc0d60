import CHIGBuildInfo
import HIGBuiltIn

/// What `hig-gen --version` prints: the tool's version, then the built-in rulebook it checks
/// apps against by default, so a report can say exactly which guidelines it used.
package enum HIGGenVersion {
    /// Bumped with each release (see Docs/Changelog.md).
    package static let tool = "0.6.0"

    /// The git commit of a dist build (`make dist`); nil for builds from a working copy.
    package static var commit: String? { hig_gen_build_commit().map { String(cString: $0) } }

    package static var text: String {
        "hig-gen \(tool)" + (commit.map { " (commit \($0))" } ?? "")
            + "\nbuilt-in rulebook: edition \(BuiltInRulebook.edition), \(BuiltInRulebook.digest)"
    }
}
