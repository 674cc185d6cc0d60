import ArgumentParser
import Foundation
import HIGCommandCatalog
import HIGGenKit
import HIGLint
import HIGLintKit
import HIGModel
import HIGReport

/// `hig-gen init --from PATH`: the app's table made from its code, or compared with it.
extension InitCommand {
    func runFrom(_ path: String) throws {
        let invocation = try Invocation(config: config, guidelines: guidelines)
        guard !invocation.configHasErrors else { throw DiagnosticError(invocation.configDiagnostics) }
        guard FileManager.default.fileExists(atPath: path) else { throw DiagnosticError([InputFile.missing(path)]) }
        let settings = invocation.lint
        let rulebook = try invocation.guidelines().rulebook
        let root = TableFromCode.root(of: path)
        let code = TableFromCode(
            root: root, read: try LintInputs(paths: [root], manifests: []).read(), settings: settings, rulebook: rulebook)
        guard !code.declarations.isEmpty else {
            throw DiagnosticError(
                .inputNoShortcuts,
                "hig-gen found no keyboard shortcut in this app's code to make a table of; "
                    + "'hig-gen init' without --from starts a table with example rows",
                at: SourceLocation(file: path))
        }
        let folder = target ?? code.root
        func inFolder(_ name: String) -> String { folder == "." ? name : folder + "/" + name }
        let tablePath = inFolder("shortcuts.md")
        var made = code.table(appName: code.appName, folder: folder)
        let enumName = namespace.name ?? StarterTable.namespace(for: code.appName)

        if FileManager.default.fileExists(atPath: tablePath) {
            let rows = TableAgreement.read(table: tablePath).rows
            let agreement = TableAgreement(rows: rows, declarations: code.declarations, table: tablePath)
            if force {
                made.keptIDs = agreement.rowIDs
                try write([(tablePath, made.markdown)])
                say("wrote \(tablePath) anew: \(made.summary); rows kept their ids")
            } else if update {
                try add(agreement, to: tablePath, rows: rows, made: made)
            } else {
                let differences = agreement.diagnostics(table: tablePath)
                DiagnosticReport(diagnostics: differences, summary: false).write(.human, to: .standardOutput)
                guard differences.isEmpty else {
                    say(
                        "\(tablePath) and the code differ (above); --update adds the rows the code has, "
                            + "--force writes the table anew from the code")
                    throw ExitStatus.Failure()
                }
                say("\(tablePath) lists every shortcut the code declares, and the code declares every row")
                return
            }
        } else {
            // The settings files are made only where there are none: an app may have its own.
            // All files are written in one transaction: a failure leaves none of them.
            let settingsFiles = [
                (inFolder(".hig-gen.json"), StarterTable.targetConfig(namespace: enumName)),
                ("hig-gen.yml", StarterTable.projectConfig(table: tablePath, namespace: enumName)),
            ]
            let kept = settingsFiles.filter { FileManager.default.fileExists(atPath: $0.0) }.map(\.0)
            try write([(tablePath, made.markdown)] + settingsFiles.filter { !kept.contains($0.0) })
            say("created \(tablePath): \(made.summary)")
            for (file, _) in settingsFiles {
                say(kept.contains(file) ? "kept \(file), which exists already" : "created \(file)")
            }
        }
        reportFindings(in: tablePath, settings: settings, rulebook: rulebook)
        say(StarterTable.nextSteps(table: tablePath, namespace: enumName, from: code.root))
    }

    /// `--update`: the missing rows added to the existing table; the other differences said.
    private func add(_ agreement: TableAgreement, to tablePath: String, rows: [Entry], made: CommandTable) throws {
        guard let first = rows.first, let line = first.source.line else {
            throw DiagnosticError(
                .outputExists, "has no app shortcut table to add rows to; use --force to write it anew from the code",
                at: SourceLocation(file: tablePath))
        }
        if !agreement.missing.isEmpty {
            let text = try String(contentsOfFile: tablePath, encoding: .utf8)
            guard
                let updated = TableUpdate(text: text, rowLine: line).adding(
                    agreement.missing, from: made, takenIDs: rows.map(\.id))
            else {
                throw DiagnosticError(
                    .outputExists, "cannot find the header of the table above this row; use --force to write it anew",
                    at: first.source)
            }
            try write([(tablePath, updated)])
        }
        say("added \(agreement.missing.count.counted("row")) to \(tablePath)")
        // What --update leaves to people: a changed key, a row the code no longer has.
        let left = agreement.diagnostics(table: tablePath).filter { $0.id != DiagnosticKind.agreementNotInTable.id }
        DiagnosticReport(diagnostics: left, summary: false).write(.human, to: .standardOutput)
    }

    /// `check`'s findings on the table just written: the conflicts, at its rows.
    private func reportFindings(in tablePath: String, settings: LintSettings, rulebook: Rulebook) {
        let (findings, rows) = TableFromCode.findings(inTable: tablePath, settings: settings, rulebook: rulebook)
        DiagnosticReport(
            diagnostics: findings, shortcutCount: rows, colored: TerminalColor.wanted(on: STDOUT_FILENO)
        ).write(.human, to: .standardOutput)
    }

    private func write(_ files: [(path: String, text: String)]) throws {
        do {
            _ = try OutputWriter.write(files.map { ($0.path, Array($0.text.utf8)) }, into: ".")
        } catch {
            throw DiagnosticError([.unwritable(error, output: files[0].path)])
        }
    }

    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
