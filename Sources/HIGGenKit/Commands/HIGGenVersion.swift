import HIGBuiltIn

/// What `hig-gen --version` prints: the tool's version, then the built-in rulebook it checks
/// apps against by default, so a report can say exactly which guidelines it used.
package enum HIGGenVersion {
    /// Bumped with each release (see Docs/Changelog.md).
    package static let tool = "0.6.0"

    package static var text: String {
        "hig-gen \(tool)\nbuilt-in rulebook: edition \(BuiltInRulebook.edition), \(BuiltInRulebook.digest)"
    }
}
