import HIGBytes

/// The fixed code of an entry's constant in one table, cut where the entry's own text goes.
///
/// A guideline set may have a hundred thousand entries; writing each stretch of fixed code
/// between two gaps (line ends and indentation included) as one piece keeps an entry to a
/// score of appends. The pieces are spelt out here once, as ``SwiftWriter`` would write
/// them at the table's depth.
struct EntryTemplate {
    /// After the action's doc comment: its empty line, then the start of the notations line.
    let beforeNotations: [UInt8]
    /// Between the platforms and the source in the notations line.
    let beforeSource: [UInt8]
    /// The end of the doc comment and the start of the declaration, up to the name.
    let beforeName: [UInt8]
    /// From after the name into the id literal.
    let beforeID: [UInt8]
    let beforeShortcut: [UInt8]
    let beforeAction: [UInt8]
    let beforeTitle: [UInt8]
    /// The table argument, then the start of the platforms argument.
    let beforePlatforms: [UInt8]
    /// Up to the content of the source literal.
    let beforeSourceContent: [UInt8]
    /// The end of the source literal.
    let afterSource: [UInt8]
    /// The optional arguments, each up to its literal.
    let beforeMenu: [UInt8]
    let beforeDetails: [UInt8]
    let beforeAvailability: [UInt8]
    /// The end of the declaration, and the blank line after it.
    let end: [UInt8]

    init(tableCase: String, indent: [UInt8], access: String) {
        /// `text` with the indentation after each line break, where the writer starts a line.
        func indented(_ text: String) -> [UInt8] {
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                bytes.append(byte)
                if byte == UTF8Bytes.newline { bytes += indent }
            }
            return bytes
        }
        beforeNotations = indent + indented("///\n/// ")
        beforeSource = indented(", from ")
        beforeName = indented(".\n\(access)static let ")
        beforeID = indented(" = HIGEntry(\n    id: ")
        beforeShortcut = indented(",\n    shortcut: ")
        beforeAction = indented(",\n    action: ")
        beforeTitle = indented(",\n    discoverabilityTitle: ")
        beforePlatforms = indented(",\n    table: .\(tableCase),\n    platforms: ")
        beforeSourceContent = indented(",\n    source: \"")
        afterSource = Array("\"".utf8)
        beforeMenu = indented(",\n    menu: ")
        beforeDetails = indented(",\n    details: ")
        beforeAvailability = indented(",\n    availability: HIGAvailability(")
        end = Array(")\n\n".utf8)
    }
}
