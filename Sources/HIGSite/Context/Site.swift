import HIGModel

/// The pages of the site, each with its own context: one page, or, for an app whose rows name
/// more than one target or kind of device, an overview (`index.html`) and a page per target
/// and platform.
///
/// The page template (`index.html.mustache`) is rendered once per page, into the page's
/// ``SiteContext/file``; any other page template once, with the first page's context.
public struct Site: Sendable, Equatable {
    /// The pages in order: `index.html` first, then the target pages in target-name order and
    /// device order (Mac, iPad, Apple Vision Pro, Apple TV, Apple Watch).
    public var pages: [SiteContext]

    public init(pages: [SiteContext]) {
        precondition(!pages.isEmpty, "a site has at least its index page")
        self.pages = pages
    }
}
