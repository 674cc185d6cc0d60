import HIGBytes

/// A value a template shows or branches on.
///
/// Every payload is a handle that the data source hands out and reads back; the engine never
/// looks inside one. A source can therefore point into its own typed storage instead of
/// copying every row into a generic tree, and text is written straight from where it lives:
/// a lookup costs a `switch`, not reflection, and rendering copies no strings.
enum TemplateValue<Record, Text> {
    /// Text, written by ``TemplateData/write(_:escaped:to:)``: HTML-escaped for `{{name}}`,
    /// as it is for `{{{name}}}` and `{{& name}}`.
    case text(Text)
    /// A number, written in decimal.
    case number(Int)
    /// A section renders once for true, with the context unchanged, and never for false.
    case flag(Bool)
    /// A record: a section renders once with it on top of the context stack.
    case record(Record)
    /// A list of `count` items, read with ``TemplateData/item(_:of:)``: a section renders once
    /// per item, an inverted section only when the list is empty.
    case list(Record, count: Int)
}

/// Where compiled templates find their values.
///
/// Template names are resolved to fields once, when the templates are compiled; rendering then
/// asks for values by field. A name that no record has never resolves.
protocol TemplateData {
    /// A record or a list, as the source identifies it.
    associatedtype Record
    /// A piece of text, as the source identifies it.
    associatedtype Text
    /// A field name, resolved at compile time.
    associatedtype Field

    /// The field `name` stands for, or nil when no record has a field of that name.
    static func field(named name: String) -> Field?

    /// The value of `field` in `record`, or nil when the record has no such value; the lookup
    /// then goes on down the context stack, as the Mustache spec asks.
    func value(of field: Field, in record: Record) -> TemplateValue<Record, Text>?

    /// Item `index` of `list`; `index` is less than the count the list was given with.
    func item(_ index: Int, of list: Record) -> TemplateValue<Record, Text>

    /// Writes `text`, HTML-escaped or as it is.
    func write(_ text: Text, escaped: Bool, to writer: inout ByteSink)

    /// Writes the value of `field` in `record` as `{{name}}` shows it, and says whether the
    /// record has one. The default looks the value up and writes it; a source may do both in
    /// one step for the records that most pages repeat.
    func writeValue(of field: Field, in record: Record, escaped: Bool, to writer: inout ByteSink) -> Bool
}

extension TemplateData {
    typealias Value = TemplateValue<Record, Text>

    func writeValue(of field: Field, in record: Record, escaped: Bool, to writer: inout ByteSink) -> Bool {
        writeLookedUpValue(of: field, in: record, escaped: escaped, to: &writer)
    }

    /// ``writeValue(of:in:escaped:to:)`` through ``value(of:in:)``, for sources that write some
    /// records in one step and leave the others to this.
    func writeLookedUpValue(of field: Field, in record: Record, escaped: Bool, to writer: inout ByteSink) -> Bool {
        guard let value = value(of: field, in: record) else { return false }
        TemplateRenderer.write(value, with: self, escaped: escaped, to: &writer)
        return true
    }
}
