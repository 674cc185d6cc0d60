import Synchronization

/// The bytes of the input files a run keeps once read, by path: the lines that ignore
/// comments, reports, fixes and `init --from` look at are then the bytes the readers read,
/// and no file is opened twice.
///
/// `check` and `init` keep the files their readers found something in (``InputFile/kept``);
/// with no store (the library, the guidelines' build) every read opens the file.
public final class KeptInputs: Sendable {
    private let files = Mutex<[String: [UInt8]]>([:])

    public init() {}

    public func keep(_ bytes: [UInt8], at path: String) {
        files.withLock { $0[path] = bytes }
    }

    public func bytes(at path: String) -> [UInt8]? {
        files.withLock { $0[path] }
    }

    /// A file the run has written (a fix): read again as it now is.
    public func forget(_ path: String) {
        _ = files.withLock { $0.removeValue(forKey: path) }
    }
}

extension InputFile {
    /// The files this run keeps; nil keeps none.
    public static var kept: KeptInputs? {
        get { keptStore.withLock { $0 } }
        set { keptStore.withLock { $0 = newValue } }
    }
    private static let keptStore = Mutex<KeptInputs?>(nil)
}
