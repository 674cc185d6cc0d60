import HIGModel

/// Reads an app row's code columns (Selector, Works in, Targets, Declared in) into a
/// ``CommandPlacement``; nil when the table has none of them.
struct PlacementCells {
    let context: TableContext

    private static let roles: [TableLayout.Role] = [.selector, .worksIn, .targets, .declaredIn]

    func read(_ row: [CellText], into diagnostics: inout [Diagnostic]) -> CommandPlacement? {
        guard Self.roles.contains(where: { context.layout.column($0) != nil }) else { return nil }
        var placement = CommandPlacement()
        if let cell = filled(.selector, in: row) {
            placement.selector = cell.text.trimmingCharacters(ofSet: "` ").replacingColons
        }
        if let cell = filled(.worksIn, in: row) {
            if let reach = Reach(text: cell.text) {
                placement.reach = reach
            } else {
                report(
                    cell, "'Works in' says '\(cell.text.clipped())'", spelling: Reach.spellings,
                    into: &diagnostics)
            }
        }
        if let cell = filled(.targets, in: row) {
            for text in items(of: cell) {
                let read = AppTarget.read(text, in: context.source.path)
                if let target = read.target {
                    placement.targets.append(target)
                } else {
                    let why = read.unknownPlatform.map { "'\($0.clipped())' is no platform" } ?? "it names no target"
                    report(
                        cell, "target '\(text.clipped())' does not read: \(why)", spelling: ["Reader (macOS, iPadOS)"],
                        into: &diagnostics)
                }
            }
        }
        if let cell = filled(.declaredIn, in: row) {
            for text in items(of: cell) {
                if let place = CommandPlacement.Place(text: text) {
                    placement.places.append(place)
                } else {
                    report(
                        cell, "'\(text.clipped())' is no place in code", spelling: [CommandPlacement.Place.spelling],
                        into: &diagnostics)
                }
            }
        }
        return placement
    }

    private func filled(_ role: TableLayout.Role, in row: [CellText]) -> CellText? {
        guard let cell = context.cell(role, in: row), !cell.isEmpty else { return nil }
        return cell
    }

    private func items(of cell: CellText) -> [String] {
        cell.text.split(separator: ";").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    private func report(_ cell: CellText, _ what: String, spelling: [String], into diagnostics: inout [Diagnostic]) {
        diagnostics.append(
            Diagnostic(
                .tableUnreadablePlacement,
                "\(what); write it as \(spelling.map { "'\($0)'" }.joined(separator: ", ")), or leave the cell empty",
                at: cell.location(in: context.source), length: cell.length))
    }
}

extension String {
    /// `toggleSidebar:` as `toggleSidebar`: the selector's name, as the linter compares it.
    fileprivate var replacingColons: String {
        hasSuffix(":") ? String(dropLast()) : self
    }
}
