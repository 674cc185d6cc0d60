import HIGParallel
import Synchronization
import Testing

@Suite struct ParallelTests {
    @Test("results come back in the items' order, however the threads finish")
    func keepsOrder() {
        let items = Array(0..<2_000)
        // Early items take longest, so on several cores they finish last.
        let results = Parallel.map(items) { item in
            var sum = 0
            for step in 0..<((2_000 - item) * 50) { sum &+= step }
            return (item, sum)
        }
        #expect(results.map(\.0) == items)
    }

    @Test("each thread makes its own worker state once, and every item is done exactly once")
    func workerStatePerThread() {
        let made = Atomic<Int>(0)
        let results = Parallel.map(Array(0..<500), worker: { made.add(1, ordering: .relaxed) }) { _, item in item * 2 }
        #expect(results == (0..<500).map { $0 * 2 })
        #expect((1...Parallel.processorCount).contains(made.load(ordering: .relaxed)))
    }

    @Test("below serialBelow the map runs on the calling thread, with one worker")
    func serialBelowTheThreshold() {
        let made = Atomic<Int>(0)
        let results = Parallel.map(Array(0..<10), serialBelow: 512, worker: { made.add(1, ordering: .relaxed) }) { _, item in
            item + 1
        }
        #expect(results == Array(1...10))
        #expect(made.load(ordering: .relaxed) == 1)
        #expect(Parallel.map([Int]()) { $0 }.isEmpty)
    }
}
