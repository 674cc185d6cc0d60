import HIGModel

/// Writes the documented constant of each shortcut entry of one table.
///
/// This is where the time goes for a large guideline set, so the fixed code comes from an
/// ``EntryTemplate``, and what entries share (their shortcut, platforms and file) is spelt
/// out once and reused as bytes.
struct EntryRenderer {
    private let template: EntryTemplate
    private var platforms = PlatformList()
    private var file = FileCode()

    init(tableCase: String, indent: [UInt8], access: String) {
        template = EntryTemplate(tableCase: tableCase, indent: indent, access: access)
    }

    /// Writes the constant `name` for the entry at `row`, whose file the generated code shows
    /// as `file`; `shortcuts` holds what was written for shortcuts so far.
    mutating func render(
        _ row: UnsafePointer<Entry>, name: String, file path: String, shortcuts: inout ShortcutMemo<ShortcutCode>,
        into writer: inout SwiftWriter
    ) {
        let shortcut = shortcuts(row.pointee.shortcut)
        let platformList = platforms(row.pointee.platforms)
        file.update(for: path)
        let action = row.pointee.action
        writer.doc(action)
        // Inline code holds no line breaks or invisible characters, so the notations line
        // needs nothing more from the doc-comment writer.
        writer.write(bytes: template.beforeNotations)
        writer.write(bytes: shortcut.notations)
        writer.write(bytes: platformList.prose)
        writer.write(bytes: template.beforeSource)
        writer.write(bytes: file.codeStart)
        Self.writeLine(row.pointee.source.line, into: &writer)
        writer.write(bytes: file.codeEnd)
        writer.write(bytes: template.beforeName)
        writer.write(text: SwiftIdentifier.declared(name))
        writer.write(bytes: template.beforeID)
        writer.writeQuoted(row.pointee.id)
        writer.write(bytes: template.beforeShortcut)
        writer.write(bytes: shortcut.expression)
        writer.write(bytes: template.beforeAction)
        writer.writeQuoted(action)
        writer.write(bytes: template.beforeTitle)
        if let title = row.pointee.title {
            writer.writeQuoted(title)
        } else if let length = SwiftRulebookContext.titleLength(of: action) {
            writer.writeQuoted(action, byteCount: length)
        } else {
            writer.writeQuoted(SwiftRulebookContext.title(from: action))
        }
        writer.write(bytes: template.beforePlatforms)
        writer.write(bytes: platformList.expression)
        writer.write(bytes: template.beforeSourceContent)
        writer.write(bytes: file.literalContent)
        Self.writeLine(row.pointee.source.line, into: &writer)
        writer.write(bytes: template.afterSource)
        if let menu = row.pointee.menu {
            writer.write(bytes: template.beforeMenu)
            writer.writeQuoted(menu)
        }
        if let details = row.pointee.details {
            writer.write(bytes: template.beforeDetails)
            writer.writeQuoted(details)
        }
        if let availability = row.pointee.availability {
            writer.write(bytes: template.beforeAvailability)
            writer.write(".")
            writer.write(text: availability.status.name)
            if let setting = availability.status.setting {
                writer.write("(")
                writer.writeQuoted(setting)
                writer.write(")")
            }
            if let source = availability.source {
                writer.write(", source: ")
                writer.writeQuoted(source)
            }
            writer.write(")")
        }
        writer.write(bytes: template.end)
    }

    /// ":21" after a file, when the line is known.
    private static func writeLine(_ line: Int?, into writer: inout SwiftWriter) {
        guard let line else { return }
        writer.write(":")
        writer.write(decimal: line)
    }

    /// Roughly how many bytes the constants of `rows` take, so the writer's buffer is
    /// allocated once: per entry the code around it and its own text, which appears up to
    /// three times.
    static func estimatedSize(of rows: SwiftRulebookContext.Rows) -> Int {
        let perEntry = 500
        return rows.entries.withUnsafeBufferPointer { entries in
            entries.indices.reduce(0) { size, position in
                size + perEntry + 3 * entries.baseAddress![position].action.utf8.count
                    + 2 * rows.files[position].utf8.count + 4 * rows.names[position].utf8.count
            }
        }
    }
}
