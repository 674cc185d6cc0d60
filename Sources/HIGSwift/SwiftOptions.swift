/// How the Swift emitter writes its file.
public struct SwiftOptions: Sendable, Equatable {
    /// The access level of every generated declaration.
    public enum AccessLevel: String, Sendable, CaseIterable {
        /// For a library such as `HIGShortcuts`, whose clients read the constants.
        case `public`
        /// For other modules of the same package only.
        case package
        /// For an app target that keeps the constants to itself.
        case `internal`
    }

    public var accessLevel: AccessLevel
    /// Source paths in the generated code are written relative to this folder, so that
    /// builds in different places produce the same file; nil writes them as given.
    public var sourceRoot: String?

    /// The enum an app's own shortcuts (``TableKind/custom``) are generated into; nil keeps
    /// them in `HIG.Custom`.
    public var namespace: String?

    public init(accessLevel: AccessLevel = .public, sourceRoot: String? = nil, namespace: String? = nil) {
        self.accessLevel = accessLevel
        self.sourceRoot = sourceRoot
        self.namespace = namespace
    }
}
