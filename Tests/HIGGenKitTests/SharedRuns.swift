import Foundation
import Synchronization

/// Runs of the real `hig-gen` that several tests read, each made once: the first test to ask
/// starts the process, and a test asking for the same command line in the same folder gets
/// that run's status and bytes. A start of the debug hig-gen takes more CPU than the check of
/// a corpus app after it (argument-parser checks the command definitions on every start in a
/// debug build), so a run two tests need is not started twice (Docs/TestTime.md).
///
/// Only for runs whose folder no test changes: the result is what the process did then.
final class SharedRuns: Sendable {
    /// One command line's run, once it is made; its lock is held while the first asker makes it.
    private final class Slot: Sendable {
        let outcome = Mutex<Result<HIGGenProcess.Result, any Error>?>(nil)
    }

    private let slots = Mutex<[[String]: Slot]>([:])

    func run(_ arguments: [String], in directory: URL) throws -> HIGGenProcess.Result {
        let key = [directory.standardizedFileURL.path] + arguments
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        let outcome = slot.outcome.withLock { outcome in
            if outcome == nil { outcome = Result { try HIGGenProcess.run(arguments, in: directory) } }
            return outcome!
        }
        return try outcome.get()
    }
}
