import HIGModel

/// The kind of device a page of an app's cheat sheet is for. iOS and iPadOS of one target
/// share a page: the same app, the same hardware keyboards.
enum DeviceFamily: Int, CaseIterable, Comparable {
    case mac, iPad, vision, tv, watch

    init(_ platform: Platform) {
        switch platform {
        case .macOS: self = .mac
        case .iOS, .iPadOS: self = .iPad
        case .visionOS: self = .vision
        case .tvOS: self = .tv
        case .watchOS: self = .watch
        }
    }

    /// The family's name for a page that covers `platforms` of it: "iPhone" when an iOS
    /// target does not run on iPadOS.
    func name(covering platforms: Set<Platform>) -> String {
        switch self {
        case .mac: "Mac"
        case .iPad: platforms == [.iOS] ? "iPhone" : "iPad"
        case .vision: "Apple Vision Pro"
        case .tv: "Apple TV"
        case .watch: "Apple Watch"
        }
    }

    static func < (lhs: DeviceFamily, rhs: DeviceFamily) -> Bool { lhs.rawValue < rhs.rawValue }
}
