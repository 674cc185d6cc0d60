import SwiftUI

/// Timer ▸ Show Statistics: a window with the week's sessions.
enum StatisticsWindow {
    static func open() {
        let window = NSWindow(contentViewController: NSHostingController(rootView: StatisticsView()))
        window.title = "Statistics"
        window.makeKeyAndOrderFront(nil)
    }
}

struct StatisticsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var sessions: [Date] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(sessions.count) focus sessions this week").font(.headline)
            HStack {
                Spacer()
                Button("Close Statistics") { dismiss() }
                    .keyboardShortcut(.escape)  // expect: implicit-command:note
            }
        }
        .padding()
        .frame(minWidth: 320)
    }
}
