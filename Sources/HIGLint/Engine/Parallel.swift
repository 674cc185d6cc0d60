import Dispatch
import Synchronization

/// Runs `work` on every item on every core and returns the results in the items' order, so
/// output stays deterministic however the work is scheduled.
public enum Parallel {
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ work: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = work(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
