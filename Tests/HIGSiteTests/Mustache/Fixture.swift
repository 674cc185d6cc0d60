import HIGBytes
import Mustache

@testable import HIGSite

/// A value tree for testing the template engine: rendered by it through ``FixtureData``, and by
/// swift-mustache, the oracle, as the plain dictionaries and arrays of ``oracleValue``.
indirect enum Fixture: Equatable, Sendable, CustomStringConvertible {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([Fixture])
    case record([String: Fixture])

    /// The value as swift-mustache reads it.
    var oracleValue: Any {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let items): items.map(\.oracleValue)
        case .record(let fields): fields.mapValues(\.oracleValue)
        }
    }

    var description: String {
        switch self {
        case .text(let text): text.debugDescription
        case .number(let number): "\(number)"
        case .flag(let flag): "\(flag)"
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .record(let fields):
            "{" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// ``Fixture`` as a ``TemplateData`` source: records and lists are the fixtures themselves.
struct FixtureData: TemplateData {
    static func field(named name: String) -> String? { name }

    func value(of field: String, in record: Fixture) -> TemplateValue<Fixture, String>? {
        guard case .record(let fields) = record, let value = fields[field] else { return nil }
        return Self.value(value)
    }

    func item(_ index: Int, of list: Fixture) -> TemplateValue<Fixture, String> {
        guard case .list(let items) = list else { preconditionFailure("\(list) is not a list") }
        return Self.value(items[index])
    }

    func write(_ text: String, escaped: Bool, to writer: inout ByteSink) {
        writer.append(text, htmlEscaped: escaped)
    }

    static func value(_ fixture: Fixture) -> TemplateValue<Fixture, String> {
        switch fixture {
        case .text(let text): .text(text)
        case .number(let number): .number(number)
        case .flag(let flag): .flag(flag)
        case .list(let items): .list(fixture, count: items.count)
        case .record: .record(fixture)
        }
    }
}

/// Renders a template and its partials with either engine.
enum Engines {
    /// hig-gen's engine; the template is named "page", and errors name files "NAME.mustache".
    /// A small `bufferSize` makes the page fill its buffer and hand it on, as large pages do.
    static func render(
        _ template: String, partials: [String: String] = [:], data: Fixture = .record([:]), bufferSize: Int = 16
    ) throws(TemplateError) -> String {
        var compiler = TemplateCompiler<FixtureData>()
        try compiler.compile(Array(template.utf8), named: "page", file: "page.mustache")
        for (name, partial) in partials.sorted(by: { $0.key < $1.key }) {
            try compiler.compile(Array(partial.utf8), named: name, file: name + ".mustache")
        }
        let program = compiler.linked()
        var bytes: [UInt8] = []
        var failure: TemplateError?
        // Appending to an array cannot fail: only the template can.
        try? ByteSink.stream(bufferSize: bufferSize, to: { bytes.append(contentsOf: $0) }) { sink in
            do throws(TemplateError) {
                try program.render(
                    program.template(named: "page")!, with: FixtureData(), root: FixtureData.value(data), into: &sink)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// swift-mustache, the oracle.
    static func oracle(_ template: String, partials: [String: String] = [:], data: Fixture = .record([:])) throws -> String {
        var library = MustacheLibrary()
        try library.register(template, named: "page")
        for (name, partial) in partials { try library.register(partial, named: name) }
        return library.render(data.oracleValue, withTemplate: "page")!
    }
}
