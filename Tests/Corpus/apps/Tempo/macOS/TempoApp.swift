import KeyboardShortcuts
import SwiftUI

extension KeyboardShortcuts.Name {
    /// Starts or pauses the timer from any app.
    static let toggleTimer = Self("toggleTimer", default: .init(.t, modifiers: [.control, .option, .command]))  // quiet: a global hot key; Control keeps it clear of every app's own shortcuts
}

@main
struct TempoApp: App {
    @StateObject private var session = FocusSession()
    @State private var floating = false

    init() {
        KeyboardShortcuts.onKeyUp(for: .toggleTimer) { [session] in session.toggle() }
    }

    var body: some Scene {
        WindowGroup {
            TimerView(session: session)
        }
        .commands {
            CommandMenu("Timer") {
                Button("Start Focus Session") { session.start() }
                    .keyboardShortcut(.return)  // quiet: Command-Return, as a menu command should be; bare Return would be the window's
                Button("Skip to Next Interval") { session.skip() }
                    .keyboardShortcut(.rightArrow)  // expect: reserved-conflict:note, standard-repurposed:note
                Button("Float Timer Window") { floating.toggle() }
                    .keyboardShortcut("f", modifiers: [.command, .shift])  // quiet: Tempo has no Find, so Shift-Command-F varies nothing
                Divider()
                Button("Show Statistics") { StatisticsWindow.open() }
                    .keyboardShortcut("s", modifiers: [.command, .option])  // quiet: Tempo binds no Command-S to vary
                Button("Sync Sessions") { SessionSync.shared.syncNow() }
                    .keyboardShortcut("s", modifiers: [.option, .command])  // expect: duplicate-shortcut:error
            }
        }
        Settings {
            TempoSettingsView()
        }
    }
}

struct TempoSettingsView: View {
    var body: some View {
        Form {
            KeyboardShortcuts.Recorder("Start or pause the timer:", name: .toggleTimer)
        }
        .padding()
    }
}
