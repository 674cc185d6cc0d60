/// A link to one page of an app's cheat sheet that has a page per target and platform.
public struct SitePage: Sendable, Equatable {
    /// The page's file in the site folder ("reader-mobile-ipad.html").
    public var file: String
    /// The page's heading: the target and the device ("Reader Mobile on iPad").
    public var title: String
    /// The app target, as the `Targets` column names it ("Reader Mobile"); empty when the rows
    /// name none.
    public var target: String
    /// The kind of device the page is for ("Mac", "iPad", "Apple Vision Pro"); empty when the
    /// target names no platform.
    public var device: String
    /// The platforms the page covers, in the model's order and joined ("iOS, iPadOS").
    public var platforms: String
    /// How many shortcuts the page lists, in words ("12 shortcuts").
    public var countLabel: String
    /// Whether this link is to the page it is shown on (`aria-current="page"`).
    public var isCurrent: Bool
}
