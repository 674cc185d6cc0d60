import Foundation
import HIGModel
import Testing

/// A run reads each kept file once: later reads get the bytes the readers read, until the
/// run writes the file (a fix) and forgets it.
@Suite(.serialized) struct KeptInputsTests {
    @Test func aKeptFileIsNotOpenedAgainUntilForgotten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        let store = KeptInputs()
        let before = InputFile.kept
        InputFile.kept = store
        defer { InputFile.kept = before }
        var diagnostics: [Diagnostic] = []
        let read = try #require(InputFile.read(path, into: &diagnostics))
        store.keep(read, at: path)
        try Data("second".utf8).write(to: URL(fileURLWithPath: path))
        #expect(InputFile.read(path, into: &diagnostics) == Array("first".utf8))
        store.forget(path)
        #expect(InputFile.read(path, into: &diagnostics) == Array("second".utf8))
        #expect(diagnostics.isEmpty)
    }
}
