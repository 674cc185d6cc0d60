import HIGModel

/// A fact a finding rests on, and how far the app's code proves it.
///
/// A rule names the facts its claim needs (``RuleDefinition/premises``) and says, for each
/// finding, how well the code shows each one. The finding is then as loud as its weakest
/// premise allows: an error needs every premise proven, a premise that is only likely makes it
/// a warning at most, and one nothing shows makes it a note. Its message says which facts
/// could not be proven, so the reader knows what to check. The policy lives here alone; rules
/// never lower their own severity for doubt.
public struct Premise: Hashable, Sendable {
    /// The facts rules rest on.
    public enum Fact: String, Hashable, Sendable, CaseIterable {
        /// Both declarations can be in effect at the same moment.
        case liveTogether = "live-together"
        /// Today's system takes the shortcut before the app, by default, where the target runs.
        case systemTakesIt = "system-takes-it"
        /// The app has the standard command whose shortcut it gives to something else.
        case appHasCommand = "app-has-command"
        /// The declaration runs another command than the standard one: its title or action says
        /// what it does (an image's name alone does not).
        case otherCommand = "other-command"
        /// The global hot key is registered with the system, so it fires in every app.
        case hotKeyRegistered = "hot-key-registered"
        /// The keys are the ones the code presses: no letter case or framework reading between.
        case keysAsWritten = "keys-as-written"
        /// The target runs on the platform whose row the finding cites.
        case platform
        /// People type text where the shortcut is in effect.
        case peopleTypeThere = "people-type-there"
        /// The declaring file is part of the app: where projects were found, one builds it.
        case built
        /// The app acts on the key: the code gives it to a framework's shortcut API, directly or
        /// through a helper of its own whose code does.
        case actsOnKey = "acts-on-key"
        /// An AppKit menu item made in code is in the app's menu bar, not in a status item's,
        /// pop-up's or the Dock's menu (its file names the main menu).
        case inMenuBar = "in-menu-bar"

        /// What the fact says, for the rules' reference.
        public var summary: String {
            switch self {
            case .liveTogether: "both declarations can be in effect at the same moment (one menu, one responder's key commands)"
            case .systemTakesIt: "today's system takes the shortcut by default on the target's platform"
            case .appHasCommand: "the app has the standard command whose shortcut it reuses"
            case .otherCommand:
                "the declaration runs another command than the standard one on its shortcut (its title or action says what it does; an image's name alone does not)"
            case .hotKeyRegistered: "the global hot key is registered with the system"
            case .keysAsWritten: "the keys are those the code presses"
            case .platform: "the target runs on the platform of the row cited (from its project, not guessed)"
            case .peopleTypeThere:
                "people type text where the shortcut is in effect (a text field or view in its file or, for a SwiftUI view, in its window; anywhere in the app for an app-wide command)"
            case .built:
                "the declaring file is built into the app people get (where the folder has projects, one of them builds it; code inside #if DEBUG is the developers' only); every rule rests on it"
            case .inMenuBar:
                "an AppKit menu item made in code is in the app's menu bar, not a status item's, pop-up's or the Dock's menu, which takes keys only while open (its file names the main menu)"
            case .actsOnKey:
                "the app acts on the key: the code gives it to a framework's shortcut API, directly or through a helper whose code does; every rule rests on it"
            }
        }
    }

    /// The facts every rule rests on, weighed by the engine rather than named by each rule.
    public static let everyRule: Set<Fact> = [.built, .actsOnKey]

    /// How far the code shows a fact.
    public enum Standing: Int, Hashable, Sendable, Comparable {
        /// Nothing in the code shows it.
        case unknown
        /// Usually so, but the code does not prove it.
        case likely
        /// The code shows it.
        case proven

        public static func < (lhs: Standing, rhs: Standing) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The loudest a finding may be that rests on a fact standing so.
        var ceiling: Diagnostic.Severity {
            switch self {
            case .unknown: .note
            case .likely: .warning
            case .proven: .error
            }
        }
    }

    public var fact: Fact
    public var standing: Standing
    /// For a fact short of proven, what could not be proven, as a clause after "hig-gen could
    /// not prove that": "both buttons are on screen at once".
    public var doubt: String?

    public static func proven(_ fact: Fact) -> Premise {
        Premise(fact: fact, standing: .proven, doubt: nil)
    }

    public static func likely(_ fact: Fact, _ doubt: String) -> Premise {
        Premise(fact: fact, standing: .likely, doubt: doubt)
    }

    public static func unknown(_ fact: Fact, _ doubt: String) -> Premise {
        Premise(fact: fact, standing: .unknown, doubt: doubt)
    }

    /// Proven when `holds`, else short of it with the doubt given.
    public static func fact(_ fact: Fact, proven holds: Bool, else standing: Standing, _ doubt: String) -> Premise {
        holds ? .proven(fact) : Premise(fact: fact, standing: standing, doubt: doubt)
    }
}

extension Diagnostic {
    /// The finding as loud as its weakest premise allows, never louder than the rule made it,
    /// its message naming each fact the code does not prove.
    func weighed(by premises: [Premise]) -> Diagnostic {
        var weighed = self
        let doubts = premises.filter { $0.standing < .proven }
        guard !doubts.isEmpty else { return weighed }
        let ceiling = doubts.map(\.standing).min()!.ceiling
        weighed.severity = Swift.min(severity, ceiling)
        let clauses = doubts.compactMap(\.doubt)
        if !clauses.isEmpty { weighed.message += "; hig-gen could not prove that " + clauses.joined(separator: ", nor that ") }
        return weighed
    }
}
