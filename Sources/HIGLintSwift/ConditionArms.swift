/// The arms of `condition ? a : b` as a branch (``ShortcutVisitor/branches(of:)``): every
/// choice on the same condition, as written, is one branch, so the keys of its first arms are
/// live together and never with those of its second arms (`editing ? .control : []` in two
/// buttons). Keyed by the condition's text, not its place, and below zero, apart from the
/// places of `if` and `switch` branches.
enum ConditionArms {
    /// A branch key for `condition`: the same in every run and file (FNV-1a of its bytes; a
    /// Swift `Hasher` differs from run to run).
    static func branch(of condition: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in condition.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return -Int(hash) - 1
    }
}
