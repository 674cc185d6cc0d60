import SwiftUI

struct ScratchView: View {
    @ObservedObject var store: SnippetStore

    var body: some View {
        VSplitView {
            TextEditor(text: $store.current.source)
                .font(.body.monospaced())
            if store.showsOutput {
                ScrollView { Text(store.output).font(.callout.monospaced()).textSelection(.enabled) }
            }
        }
        .toolbar {
            ToolbarItemGroup {
                Button { store.showsOutput.toggle() } label: { Label("Output", systemImage: "rectangle.bottomhalf.filled") }
                    .keyboardShortcut(.toggleOutput)  // quiet: the same constant as Script ▸ Toggle Output Pane, the same command
                Button("Insert Timestamp") { store.insert(Date.now.ISO8601Format()) }
                    .keyboardShortcut("t")  // expect: standard-repurposed:note
                Button("Clear Output") { store.output = "" }
                    .keyboardShortcut("k")
            }
        }
    }
}
