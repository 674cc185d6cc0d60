#if canImport(Glibc)
    import Glibc
#endif

/// Asks Linux to back a large output buffer with 2 MB pages.
///
/// A page is written once into fresh memory. With 4 KB pages an 80 MB page takes 20,000 page
/// faults, which on this project's machine cost 40–130 ms, more than rendering it; with 2 MB
/// pages it takes 40. It is only advice: elsewhere, or when the kernel declines, nothing changes.
enum HugePages {
    /// Buffers smaller than this are left alone.
    static var threshold: Int { 4 << 20 }

    static func advise(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
            guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: base) + pageSize - 1) & ~(pageSize - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(pageSize - 1)
            guard end > start else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
        #endif
    }
}
