// libFuzzer entry point for the front end: any bytes as a guideline file, and each line as
// a shortcut. Built only by `make fuzz` (HIG_GEN_FUZZ=1 adds this target to the package).
//
// Beyond "does not crash, hang or trip AddressSanitizer", it checks the compiler's promises
// (`invariantViolations`), whose breaking is a bug even without a crash.
import Foundation
import HIGMarkdown
import HIGModel

/// One fuzz input; libFuzzer calls it through `LLVMFuzzerRunDriver` in main.swift.
func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let output = RulebookCompiler.compile(bytes: bytes, path: "fuzz.md")
    let violations = output.invariantViolations(source: bytes)
    // fatalError, not precondition: release builds drop precondition messages.
    if !violations.isEmpty { fatalError(violations.joined(separator: "\n")) }
    if let text = String(validating: bytes, as: UTF8.self) {
        for line in text.split(separator: "\n").prefix(64) {
            guard let shortcut = ShortcutParser.parse(String(line)).shortcut else { continue }
            for notation in Shortcut.Notation.allCases {
                let text = shortcut.written(in: notation)
                if ShortcutParser.parse(text).shortcut != shortcut { fatalError("'\(line)' prints as '\(text)', which does not parse back") }
            }
        }
    }
    return 0
}
