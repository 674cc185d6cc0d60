import HIGBytes

/// How the emitters write a build's files: `write(path) { sink in … }`.
///
/// The sink streams: its one buffer of half a megabyte is handed on whenever it is full, to be
/// compared with the file on disk and staged only from the first difference (``IncomingFile``),
/// then used again. So no output is ever whole in memory, and the emitters only append bytes.
struct OutputFileWriter {
    let deliver: OutputPlan.Deliver

    /// Writes output file `path` (relative to the output folder) with what `body` appends.
    func write(_ path: String, _ body: (inout ByteSink) throws -> Void) throws {
        try deliver(path) { drain in try ByteSink.stream(to: drain, body) }
    }
}
