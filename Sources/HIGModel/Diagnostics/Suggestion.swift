/// "Did you mean …?": the nearest of a list of names to a misspelt one.
public enum Suggestion {
    /// The candidate nearest to `text` by edit distance (case-insensitive), if it is near
    /// enough to be a likely typo; nil otherwise.
    public static func closest(to text: String, among candidates: [String]) -> String? {
        NameFolding.closest(to: text, among: candidates)
    }
}
