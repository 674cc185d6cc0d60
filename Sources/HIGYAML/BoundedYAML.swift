import HIGModel
import Yams

/// YAML composed with a bound on what its aliases expand to, for every YAML hig-gen reads
/// (config, manifests, front matter, project.yml).
///
/// Each alias (`*name`) stands for everything its anchor (`&name`) holds, so nine nested lines
/// of aliases stand for a billion values ("billion laughs"); walking or constructing them
/// would run for minutes and take gigabytes. Sizes are counted once per anchor, so the check
/// costs as much as the text, and a document whose aliases add more than ``aliasLimit``
/// values is refused with an error at its first alias of the largest anchor.
public enum BoundedYAML {
    /// The values aliases may add to a document: far more than any config or manifest repeats.
    public static let aliasLimit = 10_000

    /// The document's root node, or nil with an error in `diagnostics` when its aliases
    /// expand past the limit. Throws `YamlError` as Yams does for text that is not YAML.
    public static func compose(
        _ text: String, resolver: Resolver = .default, file: String, firstLine: Int = 1,
        into diagnostics: inout [Diagnostic]
    ) throws -> Node? {
        // The parser owns the anchors (nodes hold them weakly): keep it until they are counted.
        let parser = try Parser(yaml: text, resolver: resolver)
        guard let root = try parser.singleRoot() else { return nil }
        var sizes = AnchorSizes()
        let expanded = withExtendedLifetime(parser) { sizes.expanded(root) }
        let written = withExtendedLifetime(parser) { sizes.written(root) }
        guard expanded - written > aliasLimit else { return root }
        let name = sizes.largest ?? ""
        diagnostics.append(
            Diagnostic(
                .inputYAMLAliases,
                "the aliases of '&\(name.clipped())' make the document more than \(aliasLimit) values larger than it is written; write the values out or nest fewer aliases",
                at: location(ofAlias: name, in: text, file: file, firstLine: firstLine)))
        return nil
    }

    /// Where `*name` is first used, else the file.
    private static func location(ofAlias name: String, in text: String, file: String, firstLine: Int) -> SourceLocation {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let found = line.firstRange(of: "*" + name) {
                return SourceLocation(
                    file: file, line: firstLine + index,
                    column: line.utf8.distance(from: line.startIndex, to: found.lowerBound) + 1)
            }
        }
        return SourceLocation(file: file)
    }

    /// Node counts, memoized per anchor and saturating past the limit.
    private struct AnchorSizes {
        private var byAnchor: [ObjectIdentifier: Int] = [:]
        private var names: [ObjectIdentifier: String] = [:]
        private var cap = BoundedYAML.aliasLimit * 4 + 1

        /// The size with every alias expanded.
        mutating func expanded(_ node: Node) -> Int {
            let anchor = Self.anchor(of: node)
            if let anchor, let known = byAnchor[ObjectIdentifier(anchor)] { return known }
            var size = 1
            for child in Self.children(of: node) {
                size = min(cap, size + expanded(child))
            }
            if let anchor {
                byAnchor[ObjectIdentifier(anchor)] = size
                names[ObjectIdentifier(anchor)] = anchor.rawValue
            }
            return size
        }

        /// The size as written: an anchored node met again is one alias.
        mutating func written(_ node: Node) -> Int {
            var seen: Set<ObjectIdentifier> = []
            var count = 0
            var stack = [node]
            while let next = stack.popLast() {
                count += 1
                if let anchor = Self.anchor(of: next), !seen.insert(ObjectIdentifier(anchor)).inserted { continue }
                stack += Self.children(of: next)
            }
            return count
        }

        /// The anchor whose expansion is largest, by name.
        var largest: String? {
            byAnchor.max { $0.value < $1.value || ($0.value == $1.value && names[$0.key]! > names[$1.key]!) }
                .flatMap { names[$0.key] }
        }

        private static func anchor(of node: Node) -> Anchor? {
            switch node {
            case .scalar(let scalar): scalar.anchor
            case .mapping(let mapping): mapping.anchor
            case .sequence(let sequence): sequence.anchor
            case .alias: nil
            }
        }

        private static func children(of node: Node) -> [Node] {
            switch node {
            case .scalar, .alias: []
            case .mapping(let mapping): mapping.flatMap { [$0.key, $0.value] }
            case .sequence(let sequence): Array(sequence)
            }
        }
    }
}
