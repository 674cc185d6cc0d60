import HIGLint

/// The settings a `hig-gen.yml` file can hold. Every field is optional: what the file leaves
/// out keeps its default, and a command-line flag overrides what the file says.
///
/// ```yaml
/// content: [Content, More/extra.md]
/// guidelines: [Guidelines]        # what app tables are checked against (default: built-in)
/// namespace: SketchyShortcuts     # the Swift enum an app's shortcuts are generated into
/// output: Output
/// outputs: [json]
/// templates: Templates
/// warnings-as-errors: true
/// lint:
///   rules:
///     terse-title: off
///     duplicate-shortcut: error
///   layouts: [us, de, fr]         # the keyboards the app ships for (default: every layout)
/// ```
package struct HIGGenConfig: Equatable, Sendable {
    package static let fileName = "hig-gen.yml"

    package var content: [String]?
    /// Guidelines that app shortcuts are checked against, instead of the built-in rulebook.
    package var guidelines: [String]?
    /// The Swift enum an app's own shortcuts are generated into (`SwiftOptions.namespace`).
    package var namespace: String?
    var output: String?
    var outputs: Set<OutputKind>?
    var templates: String?
    var warningsAsErrors: Bool?
    /// Linter rule id → level, checked to be known ids when read.
    package var lintRules: [String: RuleLevel] = [:]
    /// Ids of the keyboard layouts the app is checked on (`hig-gen layouts`); nil for all.
    package var lintLayouts: [String]?

    /// From a target's `.hig-gen.json` only: `public`, `package` or `internal`.
    package var accessLevel: String?

    /// The keys a target's `.hig-gen.json` may use (the build plugin's settings):
    ///
    ///     { "guidelines": ["../../Guidelines"], "namespace": "SketchyShortcuts", "accessLevel": "internal" }
    ///
    /// - `guidelines`: Markdown files or folders, relative to the file, read besides the
    ///   target's own `*.md` files (guidelines or more app tables).
    /// - `namespace`: the Swift enum the app's own shortcuts are generated into.
    /// - `accessLevel`: of the generated declarations; `public` (the default), `package` or
    ///   `internal`.
    package static let targetKeys = ["guidelines", "namespace", "accessLevel"]

    /// The keys a config file may use, for validation and "did you mean …?".
    static let keys = [
        "content", "guidelines", "namespace", "output", "outputs", "templates", "warnings-as-errors", "lint",
    ]
}
