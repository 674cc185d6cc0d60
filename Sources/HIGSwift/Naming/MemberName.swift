/// A title as the member name generated code gives it ("Export as PDF…" → `exportAsPDF`), for
/// tools that write an ID column the Swift constants are then named after.
public enum MemberName {
    /// The title's words in lower camel case; empty when it has no ASCII letter or digit.
    public static func lowerCamelCase(of title: String) -> String {
        SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(in: title))
    }
}
