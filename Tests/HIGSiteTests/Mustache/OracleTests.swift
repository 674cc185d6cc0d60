import Testing

@testable import HIGSite

/// hig-gen's engine against swift-mustache on random templates and data: byte for byte the same
/// output, or the same refusal. `TemplateGenerator` lists what it stays clear of, and why.
@Suite("Mustache engine: the same output as swift-mustache")
struct OracleTests {
    @Test("random templates render as swift-mustache renders them", arguments: 0..<8)
    func randomTemplates(batch: UInt64) throws {
        var generator = TemplateGenerator(seed: 0x5eed + batch)
        for number in 0..<100 {
            let (template, partials, data) = generator.next()
            let expected = try Engines.oracle(template, partials: partials, data: data)
            let output = try Engines.render(template, partials: partials, data: data)
            #expect(
                output == expected,
                """
                batch \(batch) case \(number): \(Self.firstDifference(output, expected))
                template: \(template.debugDescription)
                partials: \(partials.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.debugDescription)" })
                data: \(data)
                """)
            if output != expected { return }
        }
    }

    /// Where two outputs part, with a little of each from there.
    static func firstDifference(_ output: String, _ expected: String) -> String {
        let (one, two) = (Array(output.utf8), Array(expected.utf8))
        let index = zip(one, two).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(one.count, two.count)
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 20)..<min(bytes.count, index + 20)], as: UTF8.self).debugDescription
        }
        return "byte \(index): hig-gen \(around(one)), swift-mustache \(around(two))"
    }
}
