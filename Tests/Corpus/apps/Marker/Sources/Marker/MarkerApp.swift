import MarkerCore
import SwiftUI
import UniformTypeIdentifiers

@main
struct MarkerApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: MarkdownFile()) { file in
            EditorView(document: file.$document)
        }
        .commands {
            TextEditingCommands()
            FormatCommands()
            PasteboardCommands()
            CommandGroup(after: .saveItem) {
                Button("Publish to Blog…") { Publisher.shared.publishFrontDocument() }
                    .keyboardShortcut("s", modifiers: [.command, .option])  // expect: unrelated-modifier-variant:note
            }
        }
    }
}

struct MarkdownFile: FileDocument {
    static var readableContentTypes: [UTType] { [UTType(filenameExtension: "md")!] }
    var text = MarkdownText(source: "")

    init() {}

    init(configuration: ReadConfiguration) throws {
        text = MarkdownText(source: String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self))
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.source.utf8))
    }
}
