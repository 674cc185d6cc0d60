import MarkerCore
import SwiftUI

struct EditorView: View {
    @Binding var document: MarkdownFile
    @StateObject private var editor = EditorModel()

    var body: some View {
        HSplitView {
            TextEditor(text: $document.text.source)
                .font(.body.monospaced())
            PreviewView(html: document.text.html())
        }
        .focusedSceneValue(\.editor, editor)
        .sheet(isPresented: $editor.isShowingLinkSheet) { LinkSheet(editor: editor) }
        .sheet(isPresented: $editor.isShowingImageSheet) { ImageSheet(editor: editor) }
    }
}

/// Insert ▸ Link: Return inserts, Esc cancels.
struct LinkSheet: View {
    @ObservedObject var editor: EditorModel
    @State private var address = ""

    var body: some View {
        Form {
            TextField("Address", text: $address)
            HStack {
                Button("Cancel") { editor.isShowingLinkSheet = false }
                    .keyboardShortcut(.cancelAction)
                Button("Insert Link") { editor.insertLink(address) }
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding()
    }
}

/// Insert ▸ Image: its own Return and Esc, in its own sheet.
struct ImageSheet: View {
    @ObservedObject var editor: EditorModel
    @State private var path = ""

    var body: some View {
        Form {
            TextField("Image file", text: $path)
            HStack {
                Button("Cancel") { editor.isShowingImageSheet = false }
                    .keyboardShortcut(.cancelAction)  // quiet: another sheet's Cancel button
                Button("Insert Image") { editor.insertImage(path) }
                    .keyboardShortcut(.defaultAction)  // quiet: another sheet's default button
            }
        }
        .padding()
    }
}
