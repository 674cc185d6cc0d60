import Foundation
import HIGModel

/// The platform a file's code is written for, read from its first few kilobytes: the
/// framework a Swift file imports, the runtime an Interface Builder file targets.
enum PlatformGuess: Hashable {
    case mac, iPad
    /// Nothing says (SwiftUI, Foundation only, or both frameworks behind `#if`).
    case either

    var platforms: [Platform] {
        switch self {
        case .mac: [.macOS]
        case .iPad: [.iOS, .iPadOS]
        case .either: []
        }
    }

    /// What the code showed, for the note that says the targets were guessed.
    var evidence: String {
        switch self {
        case .mac: "import AppKit or a Mac Interface Builder file"
        case .iPad: "import UIKit or an iOS Interface Builder file"
        case .either: "no platform framework"
        }
    }

    /// What a file's first few kilobytes say: the platform its code is written for, and whether
    /// it is test code (`import XCTest`, `import Testing`), which no project needs to say.
    static func of(file path: String) -> (platform: PlatformGuess, isTestCode: Bool) {
        // A pipe or device would block the read; the readers report it, and what lies outside the
        // folder checked.
        guard InputBoundary.current?.allows(path) ?? true,
            (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else { return (.either, false) }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 8192)) ?? Data(), as: UTF8.self)
        let isTestCode = ["import XCTest", "import Testing", "@testable import"].contains { head.contains($0) }
        return (of(head: head), isTestCode)
    }

    private static func of(head: String) -> PlatformGuess {
        let mac =
            head.contains("import AppKit") || head.contains("import Cocoa") || head.contains("targetRuntime=\"MacOSX")
        let iPad =
            head.contains("import UIKit") || head.contains("targetRuntime=\"iOS") || head.contains("targetRuntime=\"AppleTV")
        // A file that imports both (behind `#if os(…)` or `canImport`) serves both platforms.
        if mac == iPad { return .either }
        return mac ? .mac : .iPad
    }
}
