extension Int {
    /// "1 file", "3 files": a count and its noun, for the summaries people read.
    ///
    /// - Parameters:
    ///   - singular: The noun for one ("file", "shortcut entry").
    ///   - plural: The noun for any other count; the singular with an "s" unless given.
    public func counted(_ singular: String, plural: String? = nil) -> String {
        "\(self) " + (self == 1 ? singular : plural ?? singular + "s")
    }
}
