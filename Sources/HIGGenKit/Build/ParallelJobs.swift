import Foundation
import Synchronization

/// Runs independent jobs on every core, each exactly once. A worker that finishes a job takes
/// the next one, so put the longest first.
///
/// The jobs share one flat pool on purpose: a `concurrentPerform` inside another runs its
/// iterations one after another, so emitters started from within a pool would leave cores idle.
enum ParallelJobs {
    static func run(_ jobs: [@Sendable () -> Void]) {
        // A lone job runs here, outside any pool, so its own parallel work gets every core.
        guard jobs.count > 1 else {
            jobs.first?()
            return
        }
        let next = Atomic<Int>(0)
        let workers = min(jobs.count, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { break }
                jobs[index]()
            }
        }
    }
}
