/// Where an app's command lives in its code: the columns `hig-gen init --from` writes beside
/// each row of an app table (Selector, Works in, Targets, Declared in).
///
/// They let the linter judge a row as it judges the code the row came from (which target,
/// which platforms, app-wide or one view's), and let `check --against` find the code again.
/// Each column's text is written and read here, so the two never drift apart.
public struct CommandPlacement: Hashable, Sendable, Codable {
    /// One arm of a branch in the code (`#if`/`#else`, `if`/`else`, a `switch`): declarations in
    /// different arms of one branch never run together.
    public struct Arm: Hashable, Sendable, Codable {
        /// The line the branch starts on.
        public var line: Int
        /// Which arm, from 0.
        public var arm: Int

        public init(line: Int, arm: Int) {
            self.line = line
            self.arm = arm
        }
    }

    /// One declaration of the command (the `Declared in` column lists them, `; ` between):
    /// "Sources/App/Commands.swift:42 (SwiftUI, group sidebar)". The qualifiers say what of
    /// the code's wording the rules weigh: an upper-case letter, a Command the API adds, a hot
    /// key named by its place on the keyboard, the arm of a branch it sits in.
    public struct Place: Hashable, Sendable, Codable {
        public var path: String
        public var line: Int
        public var framework: Framework
        /// What the declaration's code says that the rules weigh, written right after the framework.
        public var facts: DeclarationFacts
        public var arms: [Arm] = []
        /// The lines of the runtime conditions (`if`, `switch`) it sits in, as
        /// ``DeclarationFacts/conditions`` holds them by offset.
        public var conditions: [Int] = []

        public init(path: String, line: Int, framework: Framework, facts: DeclarationFacts = DeclarationFacts()) {
            self.path = path
            self.line = line
            self.framework = framework
            self.facts = facts
        }

        public var text: String {
            var qualifiers = [framework.rawValue] + facts.qualifiers
            for arm in arms { qualifiers.append("arm \(arm.arm + 1) of the branch at line \(arm.line)") }
            for line in conditions { qualifiers.append("under the condition at line \(line)") }
            return "\(path):\(line) (\(qualifiers.joined(separator: ", ")))"
        }

        /// Reads ``text``; nil when it is not one.
        public init?(text: String) {
            let trimmed = text.trimmingCharacters(in: " ")
            guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex,
                trimmed[trimmed.index(before: open)] == " "
            else { return nil }
            let location = trimmed[..<trimmed.index(before: open)]
            guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]),
                line > 0
            else { return nil }
            let qualifiers = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
                .split(separator: ",").map { String($0).trimmingCharacters(in: " ") }
            // A row of an app table is no place in code.
            guard let first = qualifiers.first, let framework = Framework(rawValue: first), framework != .markdownTable
            else { return nil }
            self.init(path: String(location[..<colon]), line: line, framework: framework)
            for qualifier in qualifiers.dropFirst() {
                if facts.read(qualifier) {
                    continue
                } else if let arm = Self.arm(qualifier) {
                    arms.append(arm)
                } else if let line = Self.condition(qualifier) {
                    conditions.append(line)
                } else {
                    return nil
                }
            }
        }

        /// "arm 2 of the branch at line 22".
        private static func arm(_ text: String) -> Arm? {
            let words = text.split(separator: " ")
            guard words.count == 8, words[0] == "arm", words[2...6] == ["of", "the", "branch", "at", "line"],
                let arm = Int(words[1]), arm > 0, let line = Int(words[7])
            else { return nil }
            return Arm(line: line, arm: arm - 1)
        }

        /// "under the condition at line 22".
        private static func condition(_ text: String) -> Int? {
            let words = text.split(separator: " ")
            guard words.count == 6, words[0...4] == ["under", "the", "condition", "at", "line"], let line = Int(words[5]),
                line > 0
            else { return nil }
            return line
        }

        public static let spelling =
            "path:line (SwiftUI|UIKit|AppKit|Interface Builder|global hot key|manifest\(DeclarationFacts.spelling)[, arm N of the branch at line L][, under the condition at line L])"
    }

    /// The action message the command sends (`toggleSidebar`), without its colon.
    public var selector: String?
    /// Where a key press reaches the command (the `Works in` column).
    public var reach: Reach
    /// Empty when the row names none: it then applies to every target.
    public var targets: [AppTarget]
    public var places: [Place]

    public init(selector: String? = nil, reach: Reach = .app, targets: [AppTarget] = [], places: [Place] = []) {
        self.selector = selector
        self.reach = reach
        self.targets = targets
        self.places = places
    }

    /// The separator between targets and between places in one cell.
    public static let listSeparator = "; "
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
