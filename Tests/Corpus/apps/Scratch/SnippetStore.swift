import Foundation

@MainActor
final class SnippetStore: ObservableObject {
    struct Snippet: Identifiable, Codable { var id = UUID(); var source = "" }

    @Published var snippets: [Snippet] = [Snippet()]
    @Published var current = Snippet()
    @Published var output = ""
    @Published var showsOutput = true

    func add() { snippets.append(Snippet()); current = snippets.last! }
    func insert(_ text: String) { current.source += text }
    func saveAll() {}
    func runCurrent() { run(current.source) }
    func runSelection() { run(current.source) }

    private func run(_ script: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/zsh")
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        process.waitUntilExit()
        output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
