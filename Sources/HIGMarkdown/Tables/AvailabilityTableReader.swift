import HIGModel

/// One row of the facts table: what today's system does with a shortcut on some platforms.
/// The compiler attaches it to the system rows it is about (``AvailabilityFact/attach(_:to:)``).
struct AvailabilityFact: Sendable {
    var shortcut: Shortcut
    var platforms: [Platform]
    var availability: Availability
}

/// Reads `Keyboard shortcut | Platform | Today | Setting | Source | Notes`, the table that says
/// which of the guidelines' system rows today's systems take. Kept apart from the guidelines'
/// own rows, so those stay exactly as the guidelines say them.
struct AvailabilityTableReader {
    let context: TableContext

    func read(into diagnostics: inout [Diagnostic]) -> [AvailabilityFact] {
        let rows = context.rows(into: &diagnostics) { row in
            guard let cell = context.cell(.shortcut, in: row), !cell.isEmpty else { return false }
            return context.shortcutParses.parse(cell.text).shortcut != nil
        }
        return rows.compactMap { fact(in: $0, into: &diagnostics) }
    }

    private func fact(in row: [CellText], into diagnostics: inout [Diagnostic]) -> AvailabilityFact? {
        guard let cell = context.cell(.shortcut, in: row), !cell.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .tableMissingShortcut, "row has no shortcut; write the system row's shortcut in the shortcut column",
                    at: row.first.map { $0.location(in: context.source) } ?? context.headerLocation))
            return nil
        }
        let parsed = context.shortcutParses.parse(cell.text)
        context.report(parsed.issues, in: cell, into: &diagnostics)
        guard let shortcut = parsed.shortcut, var status = status(in: row, into: &diagnostics) else { return nil }
        let source = text(.source, in: row)
        if source == nil, status != .unverified {
            let anchor = context.cell(.source, in: row) ?? context.cell(.today, in: row) ?? cell
            diagnostics.append(
                Diagnostic(
                    .tableMissingSource,
                    "the fact about \(shortcut.words) cites no source; read as unverified. Give the public page in the 'Source' column",
                    at: anchor.location(in: context.source)))
            status = .unverified
        }
        let platforms = context.platforms(in: row, into: &diagnostics).flatMap { $0.isEmpty ? nil : $0 } ?? context.platforms
        return AvailabilityFact(
            shortcut: shortcut, platforms: platforms,
            availability: Availability(
                status: status, source: source, note: text(.details, in: row), location: cell.location(in: context.source)))
    }

    /// The `Today` cell, with the `Setting` cell for a shortcut taken only when a setting is on.
    private func status(in row: [CellText], into diagnostics: inout [Diagnostic]) -> Availability.Status? {
        guard let cell = context.cell(.today, in: row), !cell.isEmpty else {
            _ = context.requireText(context.cell(.today, in: row), "today", into: &diagnostics)
            return nil
        }
        switch Availability.Status.name(ofColumnText: cell.text) {
        case "byDefault": return .byDefault
        case "notToday": return .notToday
        case "unverified": return .unverified
        case let name? where ["whenSettingOn", "unlessSettingOn"].contains(name):
            if let setting = text(.setting, in: row) { return Availability.Status(name: name, setting: setting) }
            diagnostics.append(
                Diagnostic(
                    .tableMissingSetting,
                    "'\(cell.text.clipped())' names no setting; write the setting that turns the system's use of the shortcut on or off in the 'Setting' column",
                    at: (context.cell(.setting, in: row) ?? cell).location(in: context.source)))
            return nil
        default:
            let names = ["By default", "When a setting is on", "Unless a setting is on", "No longer", "Unverified"]
            let suggestion = Suggestion.closest(to: cell.text, among: names)
            diagnostics.append(
                cell.unknownValue(
                    .tableUnknownAvailability, "'Today' value", suggestion: suggestion,
                    otherwise: "write \(names.joined(separator: ", "))", in: context.source))
            return nil
        }
    }

    private func text(_ role: TableLayout.Role, in row: [CellText]) -> String? {
        guard let cell = context.cell(role, in: row), !cell.isEmpty else { return nil }
        return cell.text
    }
}

extension AvailabilityFact {
    /// Gives each fact to the system rows it is about: reserved or international rows used by
    /// the system, on the fact's shortcut and one of its platforms. A fact about no row is
    /// reported at its own row.
    static func attach(_ facts: [AvailabilityFact], to entries: inout [Entry]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for fact in facts {
            var matched = false
            for index in entries.indices
            where entries[index].shortcut == fact.shortcut && entries[index].table.isReserved
                && entries[index].scope == .system
                && (fact.platforms.isEmpty || entries[index].platforms.isEmpty
                    || entries[index].platforms.contains(where: fact.platforms.contains))
            {
                entries[index].availability = fact.availability
                matched = true
            }
            if !matched {
                let platforms = fact.platforms.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .entryAvailabilityWithoutRow,
                        "no reserved or international row used by the system lists \(fact.shortcut.words)"
                            + (platforms.isEmpty ? "" : " on \(platforms)") + "; the fact applies to nothing",
                        at: fact.availability.location))
            }
        }
        return diagnostics
    }
}
