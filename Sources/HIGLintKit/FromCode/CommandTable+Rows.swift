import HIGParallel

extension CommandTable {
    /// The rows of ``commands`` with their `ids`, in the commands' order, made on every core.
    ///
    /// Each row is a function of its command, its id and the code's findings alone, and a large
    /// menu's 20,000 rows took a fifth of `init --from`'s time on one core while the other
    /// waited. The rows are made in blocks (a thread takes a block at a time), each thread with
    /// caches of its own (``RowCaches``), and joined in order: the same bytes as one at a time.
    func rows(ids: [String]) -> String {
        let (commands, findings, folder) = (commands, findings, folder)
        let blocks = stride(from: 0, to: commands.count, by: Self.rowsPerBlock).map {
            $0..<min($0 + Self.rowsPerBlock, commands.count)
        }
        return Parallel.map(blocks, worker: { RowCaches(paths: TablePaths(folder: folder), lines: LineIndex()) }) {
            caches, block in
            block.map { position in
                let cells = Self.cells(of: commands[position], id: ids[position], findings: findings, caches: caches)
                return Self.row(Self.columns.map { cells[$0.column] ?? "" })
            }.joined()
        }.joined()
    }

    /// Enough rows that a block's hand-over costs nothing beside it, few enough that both
    /// cores get blocks to the end.
    static let rowsPerBlock = 256
}

/// What making a row reads from the code besides the command: paths relative to the table's
/// folder and the lines of the code's files, each worked out once per thread.
struct RowCaches {
    let paths: TablePaths
    let lines: LineIndex
}
