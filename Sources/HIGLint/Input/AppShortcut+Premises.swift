import HIGModel

/// What a declaration's own code proves of the facts rules rest on (``Premise``).
extension AppShortcut {
    /// For a global hot key: whether the code registers it, so it fires in every app. A name
    /// with a default that nothing registers is only a setting the app can record.
    var registration: Premise {
        .fact(
            .hotKeyRegistered, proven: origin != .globalHotKey || hotKeyIsRegistered, else: .unknown,
            "\(quotedTitle) is registered as a global hot key (no registration was found in the code)")
    }

    /// Whether the rows hold wherever the target runs. Code no project or import places may run
    /// anywhere, and a target that runs on other platforms too (an iPad app built for the Mac)
    /// meets the rows there only: on each, the finding is only likely.
    func platform(in context: LintContext, for rows: [Entry]) -> Premise {
        let platforms = Set(rows.flatMap(\.platforms))
        guard !platforms.isEmpty, let target = context.target else { return .proven(.platform) }
        let named = platforms.sorted().map(\.rawValue).joined(separator: " and ")
        guard !target.platforms.isEmpty else {
            return .likely(.platform, "the code runs on \(named) (no project or import says where it runs)")
        }
        // An iPad's rows are what a keyboard meets on any iOS device: iOS adds no platform.
        let elsewhere = target.platforms.filter { !platforms.contains($0) && !($0 == .iOS && platforms.contains(.iPadOS)) }
        guard !elsewhere.isEmpty else { return .proven(.platform) }
        return .likely(
            .platform,
            "the shortcut is taken wherever the target runs (this holds on \(named); the target also runs on \(elsewhere.map(\.rawValue).joined(separator: ", ")))"
        )
    }
}
