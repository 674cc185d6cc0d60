import HIGModel
import Testing

@Suite struct CountedTests {
    @Test("one of a thing is singular; none and many are plural")
    func pluralises() {
        #expect(1.counted("file") == "1 file")
        #expect(0.counted("file") == "0 files")
        #expect(3.counted("shortcut entry", plural: "shortcut entries") == "3 shortcut entries")
        #expect(1.counted("shortcut entry", plural: "shortcut entries") == "1 shortcut entry")
    }
}
