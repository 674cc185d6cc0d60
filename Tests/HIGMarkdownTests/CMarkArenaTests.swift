import CMarkArena
import Foundation
import Testing

/// The allocator cmark-gfm parses with: it must behave as calloc, realloc and free do, for
/// small and large blocks, across chunks, and with arenas nested on one thread.
@Suite("cmark's arena allocator")
struct CMarkArenaTests {
    private func bytes(_ pointer: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    private func fill(_ pointer: UnsafeMutableRawPointer, _ count: Int, seed: Int) {
        for index in 0..<count {
            pointer.storeBytes(of: UInt8(truncatingIfNeeded: index &* 31 &+ seed), toByteOffset: index, as: UInt8.self)
        }
    }

    @Test("calloc gives zeroed, 16-byte aligned, separate blocks, also after reuse")
    func callocZeroes() {
        let arena = hig_arena_push()
        defer { hig_arena_pop(arena) }
        var blocks: [(UnsafeMutableRawPointer, Int)] = []
        for size in [0, 1, 7, 16, 17, 100, 1000, 5000, 300_000] {
            let block = hig_arena_calloc(1, size)!
            #expect(Int(bitPattern: block) % 16 == 0)
            #expect(bytes(block, size).allSatisfy { $0 == 0 })
            fill(block, size, seed: size)
            blocks.append((block, size))
        }
        // Every block still holds what was written: none overlaps another.
        for (block, size) in blocks {
            let expected = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
            #expect(bytes(block, size) == expected)
        }
        // A freed block that is handed out again comes back zeroed.
        let (middle, size) = blocks[5]
        hig_arena_free(middle)
        let again = hig_arena_calloc(size, 1)!
        #expect(again == middle)
        #expect(bytes(again, size).allSatisfy { $0 == 0 })
    }

    @Test("realloc keeps the contents while growing in place, across chunks and past the largest chunk")
    func reallocKeepsContents() {
        let arena = hig_arena_push()
        defer { hig_arena_pop(arena) }
        var block = hig_arena_realloc(nil, 10)!
        memset(block, 1, 10)
        // Region k (bytes size/2..<size after step k) holds the byte k + 1; a sample of each
        // region is checked after every step.
        var regions = [0..<10]
        // Interleaved with other allocations, so some growth is in place and some copies.
        for step in 1...22 {
            if step % 3 == 0 { _ = hig_arena_calloc(1, 48) }
            let size = regions.last!.upperBound
            block = hig_arena_realloc(block, size * 2)!
            memset(block + size, Int32(step + 1), size)
            regions.append(size..<(size * 2))
            for (index, region) in regions.enumerated() {
                for offset in stride(from: region.lowerBound, to: region.upperBound, by: 4096) + [region.upperBound - 1] {
                    #expect(block.load(fromByteOffset: offset, as: UInt8.self) == UInt8(index + 1))
                }
            }
        }
        #expect(regions.last!.upperBound > 16 * 1024 * 1024)
        let shrunk = hig_arena_realloc(block, 5)!
        #expect(shrunk == block)
        #expect(bytes(shrunk, 5) == [1, 1, 1, 1, 1])
    }

    @Test("an arena pushed inside another leaves the outer one's blocks alone")
    func nestedArenas() {
        let outer = hig_arena_push()
        let kept = hig_arena_calloc(1, 64)!
        fill(kept, 64, seed: 9)
        let inner = hig_arena_push()
        for _ in 0..<10_000 { fill(hig_arena_calloc(1, 200)!, 200, seed: 3) }
        hig_arena_pop(inner)
        // Back on the outer arena: new blocks come from it and do not overwrite the old one.
        let next = hig_arena_calloc(1, 64)!
        #expect(next != kept)
        #expect(bytes(kept, 64) == (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 9) })
        hig_arena_pop(outer)
    }
}
