import HIGModel

extension AppShortcut {
    /// Whether UIKit offers a focused text field or view the key before this declaration, so
    /// that it only misses the keys people type (iOS 15 on, `wantsPriorityOverSystemBehavior`):
    /// a UIKit key command whose file never asks for priority, or a SwiftUI shortcut where the
    /// target never runs on the Mac, which SwiftUI makes such a key command with no way to ask.
    func yieldsToText(in context: LintContext) -> Bool {
        (origin == .uiKit && facts.yieldsToText) || isSwiftUIOnUIKit(in: context)
    }

    /// A SwiftUI shortcut in a target that never runs on the Mac: UIKit runs it.
    func isSwiftUIOnUIKit(in context: LintContext) -> Bool {
        origin == .swiftUI && !context.runsOnMac
    }
}
