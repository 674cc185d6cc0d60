extension String {
    /// The text as a diagnostic quotes it: at most `limit` characters, cut with "…", so a
    /// megabyte-long cell does not become a megabyte-long message.
    public func clipped(to limit: Int = 60) -> String {
        count <= limit ? self : String(prefix(limit)) + "…"
    }
}
