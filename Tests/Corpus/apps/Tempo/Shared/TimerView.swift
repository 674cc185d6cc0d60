import SwiftUI

/// The timer face, shared by the Mac and iPad apps. Its buttons answer keys while the
/// window is in front.
struct TimerView: View {
    @ObservedObject var session: FocusSession

    var body: some View {
        VStack(spacing: 24) {
            Text(session.remaining.formatted(.time(pattern: .minuteSecond)))
                .font(.system(size: 72, weight: .light, design: .rounded))
                .monospacedDigit()
            HStack {
                Button(session.isRunning ? "Pause Timer" : "Start Timer") { session.toggle() }
                    .keyboardShortcut(.space, modifiers: [])  // quiet: the window's own Space, a control's key
                Button("Stop Session") { session.stop() }
                    .keyboardShortcut("w")  // expect: standard-repurposed:warning
                Button("Reset Timer") { session.reset() }
                    .keyboardShortcut(.delete, modifiers: [.command])
            }
        }
        .padding(40)
    }
}
