import Foundation
import Testing

@testable import HIGGenKit

/// An output file compared with the old one as its pieces arrive: only a file that differs is
/// staged, and the staged file is exactly the new one, whatever the old one was.
@Suite("Output files compared and staged piece by piece")
struct IncomingFileTests {
    /// A little over two of the comparison's 512 KiB blocks, so differences fall in every block.
    static let new: [UInt8] = (0..<1_200_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    /// What can be on disk already, by name.
    static let olds: [(name: String, bytes: [UInt8]?)] = [
        ("missing", nil),
        ("empty", []),
        ("the same", new),
        ("one byte longer", new + [7]),
        ("shorter", Array(new.prefix(700_000))),
        ("different first byte", [new[0] &+ 1] + new.dropFirst()),
        ("different in the second block", changed(new, at: 600_000)),
        ("different last byte", changed(new, at: new.count - 1)),
    ]

    static func changed(_ bytes: [UInt8], at index: Int) -> [UInt8] {
        var copy = bytes
        copy[index] &+= 1
        return copy
    }

    /// Hands `bytes` on in pieces of `size`.
    static func produce(_ bytes: [UInt8], in size: Int, to drain: OutputTransaction.Drain) throws {
        try bytes.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: size) {
                try drain(UnsafeBufferPointer(rebasing: buffer[start..<min(start + size, buffer.count)]))
            }
        }
    }

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-gen-incoming-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a changed file is staged whole and an unchanged one not at all", arguments: [1_200_000, 100_000, 524_289, 4093])
    func staging(pieceSize: Int) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for old in Self.olds {
            let target = folder.appendingPathComponent("out.bin").path
            let temporary = folder.appendingPathComponent(".out.bin.tmp").path
            try? FileManager.default.removeItem(atPath: target)
            if let bytes = old.bytes { try Data(bytes).write(to: URL(fileURLWithPath: target)) }
            let file = try IncomingFile(target: target, stagingTo: temporary)
            try Self.produce(Self.new, in: pieceSize, to: file.append)
            let differs = try file.finish()
            #expect(differs == (old.bytes != Self.new), "\(old.name)")
            if differs {
                #expect(try Data(contentsOf: URL(fileURLWithPath: temporary)) == Data(Self.new), "\(old.name)")
            } else {
                #expect(!FileManager.default.fileExists(atPath: temporary), "\(old.name): staged though unchanged")
            }
            // The old file is never touched; the transaction renames the staged one later.
            if let bytes = old.bytes {
                #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data(bytes), "\(old.name)")
            }
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    @Test("comparing only says the same and writes nothing")
    func comparingOnly() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.bin").path
        for old in Self.olds {
            try? FileManager.default.removeItem(atPath: target)
            if let bytes = old.bytes { try Data(bytes).write(to: URL(fileURLWithPath: target)) }
            let differs = try OutputFiles.differs(target) { try Self.produce(Self.new, in: 300_000, to: $0) }
            #expect(differs == (old.bytes != Self.new), "\(old.name)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == (old.bytes == nil ? 0 : 1))
        }
        // A folder where the file should be is never the same file.
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(try OutputFiles.differs(target) { try Self.produce([], in: 1, to: $0) })
    }

    @Test("a file given up half way leaves no temporary file")
    func discarding() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.bin").path
        let temporary = folder.appendingPathComponent(".out.bin.tmp").path
        try Data(Self.new).write(to: URL(fileURLWithPath: target))
        let file = try IncomingFile(target: target, stagingTo: temporary)
        try Self.produce(Self.changed(Self.new, at: 10), in: 524_288, to: file.append)
        #expect(FileManager.default.fileExists(atPath: temporary))
        file.discard()
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data(Self.new))
    }

    @Test("the whole-file way the benchmark compares with decides and stages as streaming does")
    func wholeFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.bin").path
        let temporary = folder.appendingPathComponent(".out.bin.tmp").path
        for new in [Self.new, []] {
            for old in Self.olds {
                try? FileManager.default.removeItem(atPath: target)
                if let bytes = old.bytes { try Data(bytes).write(to: URL(fileURLWithPath: target)) }
                let differs = try WholeFile.receive(
                    { try Self.produce(new, in: 100_000, to: $0) }, target: target, stagingTo: temporary)
                #expect(differs == (old.bytes != new), "\(old.name)")
                #expect(FileManager.default.contents(atPath: temporary) == (differs ? Data(new) : nil), "\(old.name)")
                try? FileManager.default.removeItem(atPath: temporary)
            }
        }
    }
}
