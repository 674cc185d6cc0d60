import Foundation

/// Whether the human format is coloured: only on a terminal, never when NO_COLOR is set
/// (https://no-color.org) or the terminal is dumb.
public enum TerminalColor {
    public static func wanted(on descriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isatty(descriptor) == 1 && environment["TERM"] != "dumb"
    }
}
