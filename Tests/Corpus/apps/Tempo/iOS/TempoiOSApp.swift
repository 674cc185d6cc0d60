import SwiftUI

@main
struct TempoiOSApp: App {
    @StateObject private var session = FocusSession()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TimerView(session: session)
            }
        }
        .commands {
            CommandMenu("Timer") {
                Button("Start Focus Session") { session.start() }
                    .keyboardShortcut("f", modifiers: [.command, .shift])  // quiet: Float Timer Window is the Mac target's Shift-Command-F
                Button("Show Statistics") { session.pause() }
                    .keyboardShortcut("s", modifiers: [.command, .option])  // quiet: the iPad app binds no Command-S to vary
            }
        }
    }
}
