import Foundation
import MarkerCore

// `marker-cli FILE.md` prints the HTML the app's preview shows.
let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: marker-cli FILE.md\n".utf8))
    exit(2)
}
print(MarkdownText(source: source).html())
