import Dispatch
import Foundation
import Synchronization

/// The one way hig-gen spreads work over the cores: a map whose results come back in the
/// items' order, so output never depends on which thread finished first.
public enum Parallel {
    /// The cores there are to work on.
    public static var processorCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `work` applied to every item, on every core; the results in the items' order.
    ///
    /// - Parameters:
    ///   - serialBelow: With fewer items, the map runs on the calling thread: starting threads
    ///     costs more than small work saves. A lone item always runs here, so the work it
    ///     does in parallel itself gets every core.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], serialBelow: Int = 2, _ work: @Sendable (Item) -> Result
    ) -> [Result] {
        map(items, serialBelow: serialBelow, worker: {}) { _, item in work(item) }
    }

    /// `work` applied to every item, on every core, with state of each thread's own that
    /// needs no lock (a cache, say), made by `worker` once per thread.
    ///
    /// Threads take items one at a time, so a thread that drew small ones takes more; put
    /// the largest first. A map inside another runs its items one after another (a
    /// `concurrentPerform` nested in one does), so run independent jobs in one flat map.
    public static func map<Item: Sendable, Worker, Result: Sendable>(
        _ items: [Item], serialBelow: Int = 2, worker: @Sendable () -> Worker,
        _ work: @Sendable (inout Worker, Item) -> Result
    ) -> [Result] {
        let threads = min(items.count, processorCount)
        guard items.count >= max(serialBelow, 2), threads > 1 else {
            var state = worker()
            return items.map { work(&state, $0) }
        }
        let results = Mutex([Result?](repeating: nil, count: items.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var state = worker()
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { break }
                let result = work(&state, items[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
