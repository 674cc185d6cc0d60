import HIGModel

/// Reads a table that names members of a fixed list and describes each: keyboard types
/// (`Keyboard type | Description`) and focus states (`Focus state | Description`).
struct NamedItemTableReader<Item: Hashable> {
    let context: TableContext
    let nameRole: TableLayout.Role
    /// What the items are called in messages: "keyboard type".
    let noun: String
    let named: (String) -> Item?
    let suggestion: (String) -> String?
    let allNames: [String]
    /// Reads an item from a picture's description when the name cell holds only an image.
    var fromImage: ((String) -> Item?)? = nil
    let nameOf: (Item) -> String

    func read(into diagnostics: inout [Diagnostic]) -> [(item: Item, description: String, source: SourceLocation)] {
        var items: [(item: Item, description: String, source: SourceLocation)] = []
        let rows = context.rows(into: &diagnostics) { row in
            context.cell(nameRole, in: row).map { named($0.text) != nil || imageItem($0) != nil } ?? false
        }
        for row in rows {
            guard let cell = context.cell(nameRole, in: row), let item = item(in: cell, into: &diagnostics) else { continue }
            guard let description = context.requireText(context.cell(.text, in: row), "description", into: &diagnostics) else {
                continue
            }
            let location = cell.location(in: context.source)
            if let first = items.first(where: { $0.item == item }) {
                diagnostics.append(duplicate(nameOf(item), first: first.source, at: location))
                continue
            }
            items.append((item, description, location))
        }
        return items
    }

    private func item(in cell: CellText, into diagnostics: inout [Diagnostic]) -> Item? {
        if let item = named(cell.text) { return item }
        let location = cell.location(in: context.source)
        if cell.isEmpty, let item = imageItem(cell) {
            // Scraped pages show a state as a picture; its description names the state.
            diagnostics.append(
                Diagnostic(
                    .tableNameFromImage,
                    "the \(noun) cell holds only a picture; read as '\(nameOf(item))' from its description. Write the name in the cell",
                    at: location, length: cell.length,
                    fixIts: cell.length > 0 ? [FixIt(at: location, length: 0, replacement: nameOf(item) + " ")] : []))
            return item
        }
        let guess = cell.isEmpty ? nil : suggestion(cell.text)
        let written = cell.isEmpty ? "an empty cell" : "'\(cell.text.clipped())'"
        diagnostics.append(
            Diagnostic(
                .tableUnknownName,
                "\(written) is not a \(noun)"
                    + (guess.map { "; did you mean '\($0)'?" } ?? "; use one of: \(allNames.joined(separator: ", "))"),
                at: location, length: cell.length,
                fixIts: guess.flatMap { cell.fixIt(replacing: 0..<cell.length, with: $0, in: context.source) }.map { [$0] } ?? [])
        )
        return nil
    }

    private func imageItem(_ cell: CellText) -> Item? {
        guard let fromImage else { return nil }
        return cell.imageDescriptions.lazy.compactMap(fromImage).first
    }
}

extension NamedItemTableReader where Item == KeyboardType {
    static func keyboardTypes(_ context: TableContext) -> Self {
        Self(
            context: context, nameRole: .keyboardType, noun: "keyboard type", named: KeyboardType.init(name:),
            suggestion: KeyboardType.suggestion(for:), allNames: KeyboardType.allCases.map(\.rawValue), nameOf: \.rawValue)
    }
}

extension NamedItemTableReader where Item == FocusState {
    static func focusStates(_ context: TableContext) -> Self {
        Self(
            context: context, nameRole: .focusState, noun: "focus state", named: FocusState.init(name:),
            suggestion: FocusState.suggestion(for:), allNames: FocusState.allCases.map(\.rawValue),
            fromImage: FocusState.init(describedBy:), nameOf: \.rawValue)
    }
}
