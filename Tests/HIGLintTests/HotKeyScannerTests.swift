import HIGLint
import HIGLintSwift
import HIGModel
import Testing

/// Global hot keys, which libraries name by key position, and key equivalents set as properties.
@Suite struct HotKeyScannerTests {
    func scan(_ source: String) -> [AppShortcut] {
        SwiftShortcutScanner.scan(source: source, path: "App.swift")
    }

    @Test func magnetsKeyComboTakesAppKitsModifierFlags() {
        let found = scan(
            "let combo = KeyCombo(key: .a, cocoaModifiers: [.option])!; HotKey(identifier: \"input\", keyCombo: combo, target: self, action: #selector(x)).register()"
        )
        #expect(found.compactMap { $0.shortcut?.words } == ["Option-A"])
        // CutBox names its default by the key's code, as Magnet also takes it.
        let byCode = scan("let toggle = KeyCombo(QWERTYKeyCode: kVK_ANSI_V, cocoaModifiers: [.shift, .command])!")
        #expect(byCode.compactMap { $0.shortcut?.words } == ["Shift-Command-V"])
    }

    @Test func anAppsOwnRegistrationTakesAKeyCodeHoweverItsLabelIsCased() {
        let found = scan("HotKeys.register(keycode: UInt32(kVK_ANSI_I), modifiers: UInt32(cmdKey), block: { _ in show() })")
        #expect(found.compactMap { $0.shortcut?.words } == ["Command-I"])
        #expect(found.map(\.scope) == [.systemWide])
    }

    @Test func aHotKeyValueHeldByAnotherValueOfTheAppsOwnIsOnlyAValue() {
        // A focus app's list of the system's keys it refuses to record, beside its own default.
        let found = scan(
            """
            import Carbon
            struct HotKeyConfiguration: Equatable { let keyCode: UInt32; let modifiers: UInt32 }
            extension HotKeyConfiguration {
                static let `default` = HotKeyConfiguration(keyCode: UInt32(kVK_ANSI_Q), modifiers: UInt32(controlKey))
                static let knownConflicts: [HotKeyConflict] = [
                    HotKeyConflict(configuration: .init(keyCode: UInt32(kVK_Space), modifiers: UInt32(cmdKey)), reason: "Spotlight"),
                ]
            }
            func register(_ configuration: HotKeyConfiguration) {
                RegisterEventHotKey(configuration.keyCode, configuration.modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref)
            }
            """)
        let values = found.filter { $0.shortcut != nil }
        #expect(values.map { $0.shortcut?.words } == ["Control-Q", "Command-Space"])
        #expect(values.map(\.facts.valueOnly) == [false, true])
        // The listed key is no hot key the app registers: at most a note.
        let reserved = LintSettings().lint(found, against: Lint.rulebook)
            .filter { $0.id == "reserved-conflict" }
        #expect(reserved.map(\.severity) == [.note])
    }

    /// An app's own hot-key type may share a framework's name (`KeyboardShortcut`, `Shortcut`):
    /// holding Carbon's key code and modifier mask, its default is a hot key of the app's, registered
    /// where the code hands values of the type to Carbon.
    @Test func anAppsHotKeyTypeNamedLikeAFrameworksHoldsAHotKey() {
        let found = scan(
            """
            import Carbon
            struct KeyboardShortcut: Codable { var keyCode: UInt32; var modifiers: UInt32
                static let fullScreenDefault = KeyboardShortcut(keyCode: UInt32(kVK_ANSI_3), modifiers: UInt32(cmdKey | shiftKey))
            }
            struct Shortcut: Codable { var keyCode: UInt32; var modifiers: UInt32
                static let `default` = Shortcut(keyCode: UInt32(kVK_ANSI_X), modifiers: UInt32(optionKey))
            }
            func register(_ shortcut: KeyboardShortcut) {
                RegisterEventHotKey(shortcut.keyCode, shortcut.modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref)
            }
            func register(_ shortcut: Shortcut) {
                RegisterEventHotKey(shortcut.keyCode, shortcut.modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref)
            }
            """)
        let keys = found.filter { $0.shortcut != nil }
        #expect(keys.map { $0.shortcut?.words } == ["Shift-Command-3", "Option-X"])
        #expect(keys.allSatisfy { $0.scope == .systemWide && !$0.facts.valueOnly })
        let findings = LintSettings().lint(found, against: Lint.rulebook).filter { $0.severity == .error }
        #expect(findings.map(\.id) == ["reserved-conflict", "typing-conflict"])
    }

    /// A copy of a hot-key library's catalog of the standard shortcuts (`standardKeyCombos()`,
    /// which a recorder refuses) lists many values, none of which the code registers: nothing
    /// shows any is a hot key taken from every app, so Command-Q there is a note.
    @Test func aListOfManyHotKeyValuesNoneRegisteredIsNoProofOfOne() {
        let found = SwiftShortcutScanner.scan(
            source: #"""
                import Carbon
                extension KeyCombo {
                    public static func standardKeyCombos() -> [KeyCombo] {
                        [KeyCombo(key: .q, modifiers: .command), KeyCombo(key: .w, modifiers: .command), KeyCombo(key: .h, modifiers: .command)]
                    }
                }
                func register(keyCode: UInt32, modifiers: UInt32) {
                    RegisterEventHotKey(keyCode, modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref)
                }
                """#, path: "KeyCombo+System.swift")
        let findings = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "standard-repurposed" }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.severity == .note })
        #expect(findings.first?.message.contains("one of 3 values a list in the code holds") == true)
    }

    /// A wrapper hands Carbon the key code and mask it is given (`register(keyCode:modifiers:)`):
    /// where the app has one hot-key type, the values it registers are that type's.
    @Test func valuesOfAnUnshownTypeAreTheAppsOnlyHotKeyType() {
        let source = """
            import Carbon
            struct Shortcut: Codable { var keyCode: UInt32; var modifiers: UInt32
                static let `default` = Shortcut(keyCode: UInt32(kVK_ANSI_X), modifiers: UInt32(optionKey))
            }
            final class HotKeyManager {
                func register(keyCode: UInt32, modifiers: UInt32) {
                    RegisterEventHotKey(keyCode, modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref)
                }
            }
            """
        func typing(_ more: String) -> [Diagnostic.Severity] {
            let found = SwiftShortcutScanner.scan(source: source + more, path: "App.swift")
            return LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }.map(\.severity)
        }
        #expect(typing("") == [.error])
        // A second hot-key type leaves open which one the wrapper is handed.
        #expect(
            typing(
                "struct Chord { var keyCode: UInt32; var modifiers: UInt32; static let x = Chord(keyCode: UInt32(kVK_ANSI_Y), modifiers: UInt32(cmdKey)) }"
            )
                == [.warning])
    }

    @Test func aKeyCodeIsANumberInAnyNotationOrAConstantOfTheFileHoldingOne() {
        let found = scan(
            """
            import Carbon
            private let rightArrowCode = 0x7C
            func start() {
                registerHotKey(id: 2, keyCode: rightArrowCode, modifiers: controlKey)
                registerHotKey(id: 3, keyCode: 0x7B, modifiers: controlKey)
                registerHotKey(id: 4, keyCode: lastCode, modifiers: controlKey)
            }
            """)
        #expect(found.compactMap { $0.shortcut?.words } == ["Control-Right arrow", "Control-Left arrow"])
        #expect(found.map(\.scope) == [.systemWide, .systemWide])
    }

    @Test func aKeyCodeAndModifiersInLocalConstantsAreReadWhereTheyAreWritten() {
        let found = scan(
            """
            import Carbon
            func register() {
                let keyCode: UInt32 = 49 // Space
                let modifiers: UInt32 = UInt32(cmdKey)
                RegisterEventHotKey(keyCode, modifiers, hotKeyID, GetApplicationEventTarget(), 0, &ref)
            }
            func loadAndRegister() {
                let defaultKeyCode: UInt32 = 0x17
                let defaultModifiers = UInt32(cmdKey | shiftKey)
                register(keyCode: defaultKeyCode, modifiers: defaultModifiers)
            }
            """)
        #expect(found.compactMap { $0.shortcut?.words } == ["Command-Space", "Shift-Command-5"])
        // Each is found on the line that writes its key.
        #expect(found.map(\.span.location.line) == [3, 8])
    }

    @Test func keyboardShortcutsNamesAndTheirDefaults() {
        let found = scan(
            #"""
            import KeyboardShortcuts
            extension KeyboardShortcuts.Name {
                static let togglePanel = Self("togglePanel", default: .init(.space, modifiers: [.command, .option]))
                static let capture = Self("capture", default: .init(.four, modifiers: [.command, .shift]))
                static let unset = Self("unset")
            }
            func reset() {
                KeyboardShortcuts.setShortcut(.init(.leftBracket, modifiers: .control), for: .togglePanel)
                let s = KeyboardShortcuts.Shortcut(.backtick, modifiers: [.command])
            }
            """#)
        #expect(
            found.map { $0.shortcut?.words } == [
                "Option-Command-Space", "Shift-Command-4", "Control-Left bracket", "Command-Grave accent",
            ])
        #expect(found.map(\.id) == ["togglePanel", "capture", nil, nil])
        // A `Shortcut` value nothing takes as a default or sets may only be compared: its findings are notes.
        #expect(found.map(\.facts.valueOnly) == [false, false, false, true])
        let findings = LintSettings().lint(found, against: Lint.rulebook)
        let onValue = findings.filter { $0.location.line == 9 }
        #expect(!onValue.isEmpty && onValue.allSatisfy { $0.severity == .note })
        #expect(found.allSatisfy { $0.origin == .globalHotKey && $0.spelling == .keyPosition && $0.context == nil })
    }

    @Test func hotKeyAndMASShortcut() {
        let found = scan(
            #"""
            let a = HotKey(key: .r, modifiers: [.command, .option])
            let b = HotKey(keyCombo: KeyCombo(key: .slash, modifiers: [.command, .shift]))
            let c = MASShortcut(keyCode: kVK_ANSI_K, modifierFlags: [.command, .control])
            let d = MASShortcut(keyCode: UInt(kVK_F5), modifierFlags: [])
            let e = HotKey(key: key, modifiers: [.command])
            """#)
        #expect(
            found.map { $0.shortcut?.words } == [
                "Option-Command-R", "Shift-Command-Forward slash", "Control-Command-K", "F5", nil,
            ])
        #expect(found.last?.unresolvedReason?.contains("only known when the app runs") == true)
    }

    @Test func carbonRegistersTheKeyItIsGivenAsItIsCalled() {
        let found = scan(
            #"""
            import Carbon
            final class Center {
                var ref: EventHotKeyRef?
                func start() {
                    RegisterEventHotKey(UInt32(kVK_Space), UInt32(optionKey), id, GetApplicationEventTarget(), 0, &ref)
                    RegisterEventHotKey(40, UInt32(cmdKey | shiftKey), id, GetApplicationEventTarget(), 0, &ref)
                }
                // A wrapper: its callers name the key, so its own call is no hot key.
                func register(keyCode: UInt32, modifiers: UInt32) {
                    RegisterEventHotKey(keyCode, modifiers, id, GetEventDispatcherTarget(), 0, &ref)
                }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-Space", "Shift-Command-K"])
        #expect(found.allSatisfy { $0.origin == .globalHotKey && $0.facts.hotKeyRegistration == .registered })
    }

    /// Carbon's masks added up are their union (`cmdKey + shiftKey`); one added twice carries into
    /// another bit, so it stays unknown. A wrapper's parameter with a default value holds the key
    /// registered where its callers pass none (a launcher's `registerHotKey(keyCode: UInt32 = 49,
    /// modifiers: UInt32 = UInt32(optionKey))`); one without a default is its callers' key.
    @Test func carbonMasksAddedUpAndAWrappersDefaultsAreRead() {
        let found = scan(
            #"""
            import Carbon
            final class Center {
                func start() {
                    let modifiers = UInt32(cmdKey + shiftKey)
                    let keyCode: UInt32 = 35
                    RegisterEventHotKey(keyCode, modifiers, id, GetEventDispatcherTarget(), 0, &ref)
                    RegisterEventHotKey(40, UInt32(cmdKey + cmdKey), id, GetEventDispatcherTarget(), 0, &ref)
                }
                func register(keyCode: UInt32, modifiers: UInt32) {
                    RegisterEventHotKey(keyCode, modifiers, id, GetApplicationEventTarget(), 0, &ref)
                }
                func registerHotKey(keyCode: UInt32 = 49, modifiers: UInt32 = UInt32(optionKey)) {
                    hotKeys.register(keyCode: keyCode, modifiers: modifiers)
                }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Shift-Command-P", nil, "Option-Space"])
        #expect(found.first?.facts.hotKeyRegistration == .registered)
        #expect(found[1].unresolvedReason?.contains("cmdKey + cmdKey") == true)
    }

    /// A function registering the key it is handed registers what each caller in its file writes,
    /// one hot key per distinct value, reported at the caller's key: a tuple's member by label or
    /// by its place in the parameter's type, and the type's own constant (`Self.defaultKeyCode`).
    /// A caller handing on a value of its own writes no key, and an initializer's callers are its type's.
    @Test func aWrappersCallersHandItTheKeysItRegisters() {
        let found = scan(
            #"""
            import Carbon
            import HotKey
            final class Keys {
                static let defaultKeyCode: UInt32 = UInt32(kVK_ANSI_B)
                static let defaultModifiers: UInt32 = UInt32(optionKey)
                init() {
                    register(focus: (.a, .option), quit: (key: .k, modifiers: [.command, .shift]))
                    install(keyCode: Self.defaultKeyCode, modifiers: Self.defaultModifiers)
                }
                func reset(saved: (key: Key, modifiers: NSEvent.ModifierFlags)) {
                    register(focus: (.a, .option), quit: saved)
                }
                func register(focus: (key: Key, modifiers: NSEvent.ModifierFlags), quit: (key: Key, modifiers: NSEvent.ModifierFlags)) {
                    focusKey = HotKey(key: focus.key, modifiers: focus.modifiers)
                    quitKey = HotKey(key: quit.key, modifiers: quit.modifiers)
                }
                private func install(keyCode: UInt32, modifiers: UInt32) {
                    RegisterEventHotKey(keyCode, modifiers, id, GetApplicationEventTarget(), 0, &ref)
                }
            }
            final class Other {
                init(key: Key) { hotKey = HotKey(key: key, modifiers: [.option]) }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-A", "Shift-Command-K", "Option-B", nil])
        #expect(found.map(\.span.location.line) == [7, 7, 8, 22])
        #expect(found.prefix(3).allSatisfy { $0.facts.hotKeyRegistration == .registered })
    }

    /// Carbon handed settings of the app's own type registers what they hold until people change
    /// them: a stored property's initial value, the fallback of `??`, the arm of a ternary that
    /// names a key (not the `0` the stored value is compared with), reported where it is written.
    @Test func aSettingsFirstLaunchValueIsTheHotKeyRegistered() {
        let found = scan(
            #"""
            import Carbon
            final class Dictation {
                var keyCode: UInt32 {
                    get { UInt32(UserDefaults.standard.integer(forKey: "key")) == 0 ? 49 : UInt32(UserDefaults.standard.integer(forKey: "key")) }
                    set { UserDefaults.standard.set(Int(newValue), forKey: "key") }
                }
                var modifierFlags: UInt32 { (UserDefaults.standard.object(forKey: "mods") as? UInt32) ?? UInt32(optionKey) }
                func register() { RegisterEventHotKey(keyCode, modifierFlags, id, GetApplicationEventTarget(), 0, &ref) }
            }
            final class Capture {
                var code: UInt32 = UInt32(kVK_ANSI_4)
                var mask: UInt32 = UInt32(cmdKey | shiftKey)
                func start(code: UInt32) { RegisterEventHotKey(self.code, mask, id, GetApplicationEventTarget(), 0, &ref) }
            }
            """#)
        #expect(found.map(\.shortcut?.words) == ["Option-Space", "Shift-Command-4"])
        #expect(found.map(\.span.location.line) == [4, 11])
    }

    /// A global hot key is the Mac's: in a target that also claims iPadOS, iPadOS's focus keys
    /// (Tab) neither meet it nor make a note, and what the Mac's text fields do with Tab is said of
    /// it as a hot key, never as a menu command.
    @Test func aGlobalHotKeyMeetsTheMacsRowsAlone() {
        let target = AppTarget(
            name: "Checker", platforms: [.iOS, .iPadOS, .macOS, .visionOS], evidence: .project(path: "Package.swift"))
        let found = scan(
            #"""
            import KeyboardShortcuts
            extension KeyboardShortcuts.Name { static let accept = Self("accept", default: .init(.tab)) }
            func start() { KeyboardShortcuts.onKeyUp(for: .accept) { accept() } }
            """#
        ).map { declaration in
            var built = declaration
            built.targets = [target]
            return built
        }
        let findings = LintSettings().lint(found, against: Lint.rulebook)
        #expect(findings.filter { $0.id == "reserved-conflict" }.isEmpty)
        #expect(findings.contains { $0.message.contains("as a global hot key") })
        #expect(!findings.contains { $0.message.contains("as a menu command") })
    }

    /// Carbon called in a loop over a list the function writes registers each of its keys, read
    /// where the list writes it (a tuple's part by its place in the loop's pattern); a loop over
    /// a list the code does not write stays a registration by value.
    @Test func aLoopOverAWrittenListRegistersEachKey() {
        let found = scan(
            #"""
            import Carbon
            func register() {
                let pairs: [(Int, Int)] = [(kVK_ANSI_1, 11), (kVK_ANSI_2, 12)]
                for (key, id) in pairs {
                    RegisterEventHotKey(UInt32(key), UInt32(optionKey), EventHotKeyID(signature: sig, id: UInt32(id)), target, 0, &ref)
                }
                for code in [kVK_F5] { RegisterEventHotKey(UInt32(code), UInt32(cmdKey), id, target, 0, &ref) }
                for code in settings.codes { RegisterEventHotKey(UInt32(code), UInt32(cmdKey), id, target, 0, &ref) }
            }
            """#)
        #expect(found.map(\.shortcut?.words) == ["Option-1", "Option-2", "Command-F5"])
        #expect(found.map(\.span.location.line) == [3, 3, 7])
    }

    /// A mask written as a number is Carbon's (`2048` is `optionKey`) or AppKit's device-independent
    /// flags (`1 << 20` is Command): the two share no bit. Other numbers stay unknown.
    @Test func aModifierMaskWrittenAsANumberIsCarbonsOrAppKits() {
        let found = scan(
            #"""
            import Carbon
            let items = [
                HotkeyItem(name: "Clear", keyCode: 8, modifiers: 2048),
                HotkeyItem(name: "Shot", keyCode: 5, modifiers: 0x1100),
                HotkeyItem(name: "Menu", keyCode: 46, modifiers: 1_179_648),
                HotkeyItem(name: "Odd", keyCode: 9, modifiers: 3),
            ]
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-C", "Control-Command-G", "Shift-Command-M", nil])
    }

    /// Quartz's flags by name are modifiers (`.maskAlternate` is Option); a type named for a hot key
    /// holds a hot key's two halves, but one named only for a shortcut may list the system's keys.
    @Test func quartzFlagsByNameInAHotKeyType() {
        let found = scan(
            #"""
            struct DictationHotkey { var keyCode: CGKeyCode; var modifiers: CGEventFlags
                static let handyDefault = DictationHotkey(keyCode: 49, modifiers: .maskAlternate)
            }
            let known = [SystemShortcut(name: "Spotlight", keyCode: 49, modifiers: [.command])]
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-Space"])
        #expect(found.first?.origin == .globalHotKey)
    }

    /// ImpressionistLLM matches its hot keys in a Quartz event tap on key presses, which sees (and
    /// may swallow) every app's keys: the app's hot-key values are registered by value.
    @Test func anEventTapOnKeyPressesRegistersHotKeysByValue() {
        var diagnostics: [Diagnostic] = []
        let read = SwiftShortcutScanner.read(
            source: #"""
                let mask = (1 << CGEventType.keyDown.rawValue)
                let tap = CGEvent.tapCreate(tap: .cgSessionEventTap, place: .headInsertEventTap, options: .defaultTap,
                                            eventsOfInterest: CGEventMask(mask), callback: callback, userInfo: nil)
                let clicks = CGEvent.tapCreate(tap: .cgSessionEventTap, place: .headInsertEventTap, options: .listenOnly,
                                               eventsOfInterest: CGEventMask(1 << CGEventType.leftMouseDown.rawValue), callback: callback, userInfo: nil)
                """#, path: "HotkeyManager.swift", into: &diagnostics)
        #expect(read.hotKeyUses.map(\.kind) == [.registers])
    }

    /// HoldType registers the key of a setting it loads first (`shortcut.keyCode`): like a
    /// wrapper's, the call registers the app's own hot-key values by value, and is none itself.
    @Test func carbonGivenAKeyHeldInAValueRegistersByValue() {
        var diagnostics: [Diagnostic] = []
        let read = SwiftShortcutScanner.read(
            source: #"""
                import Carbon
                final class Fixes {
                    func start() {
                        let shortcut = store.load().fixes
                        RegisterEventHotKey(UInt32(shortcut.keyCode), shortcut.carbonModifiers, id, GetApplicationEventTarget(), 0, &ref)
                    }
                }
                """#, path: "Fixes.swift", into: &diagnostics)
        #expect(read.declarations.isEmpty)
        #expect(read.hotKeyUses.map(\.kind) == [.registers] && read.hotKeyUses.first?.name == nil)
    }

    /// halfFull keeps each hot key as its own `HotKey(keyCode:carbonModifiers:)` and registers the
    /// values with Carbon in a wrapper taking a `HotKey`: the values of that type are registered
    /// hot keys (as the app ships, its defaults), and Option-F takes a typed character: an error.
    @Test func anAppsOwnCarbonKeyValueIsAHotKeyItsWrapperRegistersByValue() {
        var diagnostics: [Diagnostic] = []
        let read = SwiftShortcutScanner.read(
            source: #"""
                import Carbon.HIToolbox
                struct HotKey { let keyCode: UInt32; let carbonModifiers: UInt32
                    static let defaultBinding = HotKey(keyCode: UInt32(kVK_ANSI_F), carbonModifiers: UInt32(optionKey))
                }
                final class Manager {
                    var ref: EventHotKeyRef?
                    func register(_ hotKey: HotKey) {
                        RegisterEventHotKey(hotKey.keyCode, hotKey.carbonModifiers, id, GetApplicationEventTarget(), 0, &ref)
                    }
                }
                """#, path: "HotKey.swift", into: &diagnostics)
        #expect(read.declarations.map { $0.shortcut?.words } == ["Option-F"])
        #expect(read.hotKeyUses.map(\.kind) == [.registers] && read.hotKeyUses.first?.valueType == "HotKey")
        let joined = FileShortcuts.join([read])
        #expect(joined.map(\.facts.hotKeyRegistration) == [.registered])
        let typing = LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.map(\.severity) == [.error])
    }

    /// FluxHaus unwraps its setting's halves first (`guard let keyCode = shortcut.keyCode`), and
    /// another app does so with `if let`: the bound names hold the parameter's values, so the type
    /// is registered, and its Option-Space default takes a typed character in every app.
    @Test func halvesUnwrappedBeforeCarbonAreTheParametersValues() {
        for register in [
            "guard let keyCode = shortcut.keyCode, let modifiers = shortcut.carbonModifiers else { return }\n"
                + "RegisterEventHotKey(keyCode, modifiers, id, GetApplicationEventTarget(), 0, &ref)",
            "if let keyCode = shortcut.keyCode, let modifiers = shortcut.carbonModifiers {\n"
                + "RegisterEventHotKey(keyCode, modifiers, id, GetApplicationEventTarget(), 0, &ref) }",
        ] {
            var diagnostics: [Diagnostic] = []
            let read = SwiftShortcutScanner.read(
                source: """
                    import Carbon
                    struct QuickChatShortcut { let keyCode: UInt32?; let carbonModifiers: UInt32?
                        static let defaultShortcut = QuickChatShortcut(keyCode: UInt32(kVK_Space), carbonModifiers: UInt32(optionKey))
                    }
                    final class HotKeys {
                        func updateRegistration(for shortcut: QuickChatShortcut) {
                            \(register)
                        }
                    }
                    """, path: "Chat.swift", into: &diagnostics)
            #expect(read.hotKeyUses.map(\.valueType) == ["QuickChatShortcut"], "\(register)")
            let joined = FileShortcuts.join([read])
            #expect(joined.map(\.facts.hotKeyRegistration) == [.registered])
            let typing = LintSettings().lint(joined, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
            #expect(typing.map(\.severity) == [.error])
        }
    }

    /// reminder-menu-bar registers the hot key a stored property holds (`var shortcut:
    /// HotKeyConfiguration`); a value of another type, or one held in a local value, stays unknown.
    @Test func carbonGivenAPropertyOfTheAppsHotKeyTypeRegistersThatType() {
        var diagnostics: [Diagnostic] = []
        let read = SwiftShortcutScanner.read(
            source: #"""
                import Carbon
                struct HotKeyConfiguration { var keyCode: UInt32; var carbonModifiers: UInt32
                    static let defaultShortcut = HotKeyConfiguration(keyCode: 15, carbonModifiers: UInt32(optionKey | shiftKey))
                }
                struct OtherHotKey { static let spare = OtherHotKey(keyCode: UInt32(kVK_ANSI_J), carbonModifiers: UInt32(optionKey)) }
                final class Recorder {
                    var shortcut = HotKeyConfiguration.defaultShortcut
                    func register() {
                        RegisterEventHotKey(self.shortcut.keyCode, shortcut.carbonModifiers, id, GetEventDispatcherTarget(), 0, &ref)
                        let loaded = load()
                        RegisterEventHotKey(loaded.keyCode, loaded.carbonModifiers, id, GetEventDispatcherTarget(), 0, &ref)
                    }
                }
                """#, path: "Recorder.swift", into: &diagnostics)
        #expect(read.hotKeyUses.map(\.valueType) == ["HotKeyConfiguration", nil])
        let joined = FileShortcuts.join([read])
        #expect(joined.map { $0.shortcut?.words } == ["Option-Shift-R", "Option-J"])
        #expect(joined.map(\.facts.hotKeyRegistration) == [.registered, .unknown])
    }

    /// MikaScreenSnap registers each element of a dictionary property of its own hot-key type
    /// (`guard let binding = currentBindings[action]`), and another app each element of an array
    /// (`for binding in bindings`): the values are that type's; a local value of another kind
    /// (`let binding = load()`) says nothing of its type.
    @Test func carbonGivenAnElementOfACollectionPropertyRegistersItsType() {
        var diagnostics: [Diagnostic] = []
        let read = SwiftShortcutScanner.read(
            source: #"""
                import Carbon
                struct HotkeyBinding { let keyCode: UInt32; let modifiers: UInt32 }
                enum HotkeyAction { case area
                    var defaultBinding: HotkeyBinding { HotkeyBinding(keyCode: 0x15, modifiers: UInt32(cmdKey | shiftKey | controlKey)) }
                }
                final class HotkeyManager {
                    private var currentBindings: [HotkeyAction: HotkeyBinding] = [:]
                    private var bindings: [HotkeyBinding] = []
                    private func registerHotkeys() {
                        for action in HotkeyAction.allCases {
                            guard let binding = currentBindings[action] else { continue }
                            RegisterEventHotKey(binding.keyCode, binding.modifiers, id, GetApplicationEventTarget(), 0, &ref)
                        }
                        for binding in bindings { RegisterEventHotKey(binding.keyCode, binding.modifiers, id, target, 0, &ref) }
                        let binding = load()
                        RegisterEventHotKey(binding.keyCode, binding.modifiers, id, target, 0, &ref)
                    }
                    // Snapzy unwraps its parameter (`guard let config`): the parameter's type.
                    private func register(config: HotkeyBinding?) {
                        guard let config else { return }
                        RegisterEventHotKey(config.keyCode, config.modifiers, id, target, 0, &ref)
                    }
                }
                """#, path: "HotkeyManager.swift", into: &diagnostics)
        #expect(read.hotKeyUses.map(\.valueType) == ["HotkeyBinding", "HotkeyBinding", nil, "HotkeyBinding"])
        let joined = FileShortcuts.join([read])
        #expect(joined.map { $0.shortcut?.words } == ["Control-Shift-Command-4"])
        #expect(joined.map(\.facts.hotKeyRegistration) == [.registered])
    }

    /// A type is named for what it holds: JoyaFix's `RegisteredShortcut` records a typed-text
    /// trigger with a placeholder code, no hot key. A mouse button's hot key (aidictation's
    /// `Hotkey(keyCode: 0, modifiers: [], mouseButton: 2)`) names no key.
    @Test func aRecordOfAShortcutAndAMouseButtonAreNoHotKeys() {
        let found = scan(
            #"""
            final class Shortcuts {
                func track() {
                    let trigger = RegisteredShortcut(keyCode: 0, modifiers: 0, type: .snippetTrigger, identifier: id)
                    let middle = Hotkey(keyCode: 0, modifiers: [], mouseButton: 2)
                    let keyed = Hotkey(keyCode: 15, modifiers: .option, mouseButton: nil)
                }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-R"])
    }

    /// An app's own hot-key type may take one flag for each modifier (LightLauncher's
    /// `HotKey(keyCode: UInt32(kVK_Space), option: true)`): the key with the flags set. Its code
    /// registers it, or not; a key code 0 written as a number (a modifier's own hot key) is no key.
    @Test func anAppsOwnHotKeyTypeWithAFlagForEachModifier() {
        let found = scan(
            #"""
            extension HotKey {
                static let main = HotKey(keyCode: UInt32(kVK_Space), option: true)
                static let panel = HotKey(keyCode: UInt32(kVK_ANSI_K), command: true, shift: false, option: true)
                static let leftCommand = HotKey(keyCode: 0, command: true, side: .left)
                static let chosen = HotKey(keyCode: UInt32(kVK_ANSI_J), option: isOn)
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Option-Space", "Option-Command-K"])
        #expect(found.map(\.facts.hotKeyRegistration) == [.unseen, .unseen])
        #expect(found.map(\.facts.hotKeyType) == ["HotKey", "HotKey"])
    }

    /// note-taker registers its one hot key through its own manager with a bare virtual key code
    /// (45 is N): the call names the key, so it is a hot key, registered as its name says.
    @Test func aKeyCodeHandedToTheAppsOwnRegisterIsARegisteredHotKey() {
        let found = scan(
            #"""
            final class AppDelegate {
                func setUp() {
                    hotkeys?.register(keyCode: 45, modifiers: [.command, .shift]) { toggle() }
                    addHotKey(keyCode: UInt32(kVK_ANSI_K), modifiers: [.option])
                    let spare = makeHotKey(keyCode: kVK_ANSI_J, modifiers: [.command])
                    // A key event's code, a number naming no key, and a call named for something else.
                    register(keyCode: event.keyCode, modifiers: [.command])
                    register(keyCode: 4000, modifiers: [.command])
                    simulate(keyCode: 45, modifiers: [.command])
                }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Shift-Command-N", "Option-K", "Command-J"])
        // A value made for a hot key is registered where the code says so: here nowhere.
        #expect(found.map(\.facts.hotKeyRegistration) == [.registered, .registered, .unseen])
        #expect(found.allSatisfy { $0.origin == .globalHotKey })
    }

    @Test func otherCallsOfTheSameShapeAreNotHotKeys() {
        // `.init` outside a `default:` and a `Shortcut` of an unknown key are someone else's.
        #expect(scan(#"let x = Foo(value: .init(.space, modifiers: [.command]))"#).isEmpty)
        #expect(scan(#"let x = Shortcut(.bold, modifiers: [.command])"#).isEmpty)
        // An app's own `KeyCombo` (a catalog of its menu keys) takes its labels in another order.
        #expect(scan(#"let quit = KeyCombo(modifiers: .command, key: .letter("q"))"#).isEmpty)
    }

    @Test func keyEquivalentsSetAsPropertiesAreRead() {
        let found = scan(
            #"""
            final class Controller {
                @IBOutlet weak var exportItem: NSMenuItem!
                @IBOutlet weak var saveButton: NSButton!
                func awakeFromNib() {
                    exportItem.keyEquivalent = "E"
                    self.saveButton.keyEquivalent = "\r"
                    let item = NSMenuItem()
                    item.title = "Hide Sidebar"
                    item.keyEquivalent = "s"
                    item.keyEquivalentModifierMask = [.control, .command]
                    let cleared = NSMenuItem()
                    cleared.keyEquivalent = ""
                }
            }
            """#)
        #expect(found.map { $0.shortcut?.words } == ["Shift-Command-E", "Return", "Control-Command-S"])
        #expect(found.map(\.context) == [nil, "Controller", nil])
        #expect(found.map(\.isViewControl) == [false, true, false])
        #expect(found.last?.title == "Hide Sidebar")
    }

    static let names = #"""
        import KeyboardShortcuts
        extension KeyboardShortcuts.Name {
            static let togglePanel = Self("togglePanel", default: .init(.space, modifiers: [.command, .option]))
            static let nextResult = Self("nextResult", default: .init(.n, modifiers: [.option, .shift]))
            static let pin = Self("pin", default: .init(.p, modifiers: [.option]))
            static let unused = Self("unused", default: .init(.u, modifiers: [.control, .option]))
        }
        """#

    static let uses = #"""
        @MainActor final class AppState {
            init() {
                KeyboardShortcuts.onKeyUp(for: .togglePanel) { [self] in toggle() }
                KeyboardShortcuts.disable(.pin)
            }
        }
        final class ResultsPanel: NSPanel {
            override func keyDown(with event: NSEvent) {
                if event.shortcut == KeyboardShortcuts.getShortcut(for: .nextResult) { next() }
            }
        }
        struct SettingsView: View {
            var body: some View { KeyboardShortcuts.Recorder("Pin:", name: .pin) }
        }
        """#

    @Test func aNameIsAGlobalHotKeyOnlyWhereTheCodeRegistersIt() {
        let found = scan(Self.names + Self.uses + "\nlet grab = HotKey(key: .r, modifiers: [.command, .option])\n")
        #expect(found.map(\.hotKeyConstant) == ["togglePanel", "nextResult", "pin", "unused", nil])
        #expect(
            found.map(\.facts.hotKeyRegistration) == [.registered, .notRegistered, .notRegistered, .notRegistered, .registered])
        // A name nothing registers or reads: nothing acts on its key, so its findings are notes.
        #expect(found.map(\.facts.nameUnused) == [false, false, false, true, false])
        let unused = scan(
            #"extension KeyboardShortcuts.Name { static let a = Self("a", default: .init(.u, modifiers: [.option])); static let b = Self("b") }"#
                + "\nfunc start() { KeyboardShortcuts.onKeyUp(for: .b) {} }"
                + #"\nstruct V: View { @State var t = ""; var body: some View { TextField("x", text: $t) } }"#)
        let unusedTyping = LintSettings().lint(unused, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(unusedTyping.map(\.severity) == [.note])
        // A name the app only reads is pressed where it reads it; one it never uses, in no known place.
        #expect(
            found.map(\.scope) == [
                .systemWide, .controls("ResultsPanel"), .controls("SettingsView"), .controls("hot key 'unused'"), .systemWide,
            ])
        // Option-Shift-N types a character; only a registered hot key takes it from every app.
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        let nextResult = typing.first { $0.location.line == 4 }
        // (a note: the panel's file makes no text field, so nothing shows anyone types there).
        #expect(nextResult?.severity == .note && nextResult?.message.contains("every app") == false)
    }

    @Test func aNameTheCodeAlsoTurnsOffIsOnlyLikelyRegistered() {
        let found = scan(
            Self.names + """

                func start() {
                    KeyboardShortcuts.onKeyUp(for: .nextResult) { next() }
                    KeyboardShortcuts.onKeyUp(for: .togglePanel) { toggle() }
                    if !settings.globalKeys { KeyboardShortcuts.disable(.nextResult) }
                }
                """)
        #expect(found.map(\.facts.hotKeyRegistration) == [.registered, .switchedOff, .notRegistered, .notRegistered])
        // Option-Shift-N types a character in every app while it is on: a warning, not an error, as
        // the code also turns it off; the message says why.
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        let nextResult = typing.first { $0.location.line == 4 }
        #expect(nextResult?.severity == .warning)
        #expect(nextResult?.message.contains("turns it off with disable") == true)
    }

    /// LazyCat lists its lock hot key's presets for people to pick from: each is on only once
    /// picked, so a typed character one takes is a warning that says so; a hot key alone stays certain.
    @Test func aHotKeyOneOfAListOfChoicesIsOnOnceChosen() {
        let found = scan(
            """
            let presets = [HotKey(key: .one, modifiers: [.option]), HotKey(key: .two, modifiers: [.option])]
            let lock = HotKey(key: .three, modifiers: [.option])
            """)
        #expect(found.map(\.facts.choicesListed) == [2, 2, nil])
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.map(\.severity) == [.warning, .warning, .error])
        #expect(typing.first?.message.contains("one of 2 choices the code lists") == true)
    }

    /// hyperwhisper registers its push-to-talk key only in the custom mode (a `switch` case): on
    /// only in some states, so a typed character it takes is a warning; one registered in every
    /// state, also behind `if #available` or outside Xcode's previews (Bosswift's
    /// `if !AppEnvironment.isInPreviewMode`), is registered.
    @Test func aNameRegisteredOnlyUnderAConditionIsOnInSomeStates() {
        let found = scan(
            Self.names + """

                func start(mode: Mode) {
                    switch mode {
                    case .custom: KeyboardShortcuts.onKeyDown(for: .nextResult) { talk() }
                    default: break
                    }
                    if settings.pinning, !isPreview { KeyboardShortcuts.onKeyUp(for: .pin) { pin() } }
                    if AppEnvironment.isInPreviewMode { KeyboardShortcuts.onKeyUp(for: .pin) { pin() } }
                    if !AppEnvironment.isInPreviewMode {
                        if #available(macOS 14, *) { KeyboardShortcuts.onKeyUp(for: .togglePanel) { toggle() } }
                    }
                    DispatchQueue.main.async { KeyboardShortcuts.onKeyUp(for: .unused) { use() } }
                }
                """)
        #expect(found.map(\.facts.hotKeyRegistration) == [.registered, .underCondition, .underCondition, .registered])
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        let nextResult = typing.first { $0.location.line == 4 }
        #expect(nextResult?.severity == .warning)
        #expect(nextResult?.message.contains("only under a condition") == true)
    }

    /// Off while the app's own menu is open and on again when it closes, or on only while a
    /// popover shows (its keys listed once, turned off at launch and on in a loop): on in some
    /// states and off in others, and the code does not say which is usual, so a warning at most.
    @Test func aNameTurnedOffAndBackOnIsOnInSomeStates() {
        let found = scan(
            Self.names + """

                func start() { KeyboardShortcuts.onKeyUp(for: .nextResult) { next() } }
                func menuWillOpen(_ menu: NSMenu) { KeyboardShortcuts.disable(.nextResult) }
                func menuDidClose(_ menu: NSMenu) { KeyboardShortcuts.enable(.nextResult) }
                """)
        #expect(found.first { $0.hotKeyConstant == "nextResult" }?.facts.hotKeyRegistration == .switchedOff)
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.first { $0.location.line == 4 }?.severity == .warning)

        let popover = scan(
            #"""
            extension KeyboardShortcuts.Name {
                static let accept = Self("accept", default: .init(.one, modifiers: .option))
                static let popoverKeys: [KeyboardShortcuts.Name] = [.accept]
                static func showPopoverKeys() { for name in popoverKeys { KeyboardShortcuts.enable(name) } }
                static func hidePopoverKeys() { KeyboardShortcuts.disable(popoverKeys) }
            }
            func launch() { KeyboardShortcuts.onKeyUp(for: .accept) { accept() } }
            """#)
        #expect(popover.first?.facts.hotKeyRegistration == .switchedOff)
    }

    @Test func registrationInAnotherFileIsJoinedAcrossTheFilesChecked() {
        var diagnostics: [Diagnostic] = []
        let names = SwiftShortcutScanner.read(source: Self.names, path: "Names.swift", into: &diagnostics)
        let uses = SwiftShortcutScanner.read(source: Self.uses, path: "App.swift", into: &diagnostics)
        // Alone, the declaring file registers no hot key at all: nothing shows the names are.
        #expect(scan(Self.names).allSatisfy { $0.facts.hotKeyRegistration == .unseen && $0.scope == .systemWide })
        let typing = LintSettings().lint(scan(Self.names), against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(
            !typing.isEmpty && typing.allSatisfy { $0.severity == .note && $0.message.contains("registers no global hot key") })
        let joined = HotKeyRegistrations.resolve(names.declarations + uses.declarations, uses: names.hotKeyUses + uses.hotKeyUses)
        #expect(joined.map(\.facts.hotKeyRegistration) == [.registered, .notRegistered, .notRegistered, .notRegistered])
        // Names registered by a value known only when the app runs leave the others unknown.
        let loop = SwiftShortcutScanner.read(
            source: "for name in names { KeyboardShortcuts.onKeyDown(for: name) { run(name) } }", path: "Loop.swift",
            into: &diagnostics)
        let unknown = HotKeyRegistrations.resolve(names.declarations, uses: loop.hotKeyUses)
        #expect(unknown.map(\.facts.hotKeyRegistration) == [.unknown, .unknown, .unknown, .unknown])
        // So do Magnet's and HotKey's `HotKey(identifier:keyCombo:…)` with a combination held elsewhere.
        let magnet = SwiftShortcutScanner.read(
            source: #"func bind(_ combo: KeyCombo) { HotKey(identifier: "a", keyCombo: combo) { _ in }.register() }"#,
            path: "Bind.swift", into: &diagnostics)
        #expect(magnet.hotKeyUses.map(\.kind) == [.registers])
        #expect(
            HotKeyRegistrations.resolve(names.declarations, uses: magnet.hotKeyUses).map(\.facts.hotKeyRegistration) == [
                .unknown, .unknown, .unknown, .unknown,
            ])
        #expect(diagnostics.isEmpty)
    }

    /// music-controls keeps each name in a value of its own type (`HotkeyAction(shortcutName: .nextResult, …)`)
    /// and registers that property of every such value (`onKeyUp(for: hotkey.shortcutName)` in a
    /// function taking `hotkey: HotkeyAction`): the names it holds are registered. A name held by
    /// another type, or under another property, is left as unknown as any name registered by value.
    @Test func aNameHeldInTheAppsOwnValueIsRegisteredWithThatValuesProperty() {
        let found = scan(
            Self.names + """

                struct HotkeyAction { let shortcutName: KeyboardShortcuts.Name; var spare: KeyboardShortcuts.Name? = nil }
                struct Other { let shortcutName: KeyboardShortcuts.Name }
                final class HotkeyManager {
                    var hotkeys: [HotkeyAction] = [HotkeyAction(shortcutName: .nextResult), HotkeyAction(shortcutName: .pin, spare: .unused)]
                    let other = Other(shortcutName: .togglePanel)
                    init() { for hotkey in hotkeys { register(hotkey) } }
                    private func register(_ hotkey: HotkeyAction) { KeyboardShortcuts.onKeyUp(for: hotkey.shortcutName) { run(hotkey) } }
                }
                """)
        #expect(found.map(\.hotKeyConstant) == ["togglePanel", "nextResult", "pin", "unused"])
        #expect(found.map(\.facts.hotKeyRegistration) == [.unknown, .registered, .registered, .unknown])
        let typing = LintSettings().lint(found, against: Lint.rulebook).filter { $0.id == "typing-conflict" }
        #expect(typing.first { $0.location.line == 4 }?.severity == .error)
    }

    @Test func masShortcutsAreRegisteredByTheirDefaultsKey() {
        let found = scan(
            #"""
            let kCaptureShortcut = "CaptureShortcut"
            func setUp() {
                MASShortcutBinder.shared().registerDefaultShortcuts([
                    kCaptureShortcut: MASShortcut(keyCode: kVK_ANSI_5, modifierFlags: [.command, .shift]),
                    "PasteShortcut": MASShortcut(keyCode: kVK_ANSI_V, modifierFlags: [.command, .option]),
                ])
                MASShortcutBinder.shared().bindShortcut(withDefaultsKey: kCaptureShortcut) { capture() }
                MASShortcutMonitor.shared().register(MASShortcut(keyCode: kVK_F6, modifierFlags: []), withAction: {})
            }
            """#)
        #expect(found.map(\.hotKeyConstant) == ["kCaptureShortcut", "PasteShortcut", nil])
        #expect(found.map(\.facts.hotKeyRegistration) == [.registered, .notRegistered, .registered])
    }

    /// MASShortcut's older way to give a default: the shortcut archived as data and registered as
    /// the defaults key's first-launch value, the key an enum's case (`.rawValue`), bound elsewhere.
    @Test func aMASShortcutArchivedAsADefaultIsItsDefaultsKeysHotKey() {
        let found = scan(
            #"""
            enum ShortcutKey: String { case rateUp, rateDown }
            func setUp() {
                do {
                    let up = MASShortcut(keyCode: kVK_ANSI_Period, modifierFlags: .option)
                    let down = MASShortcut(keyCode: kVK_ANSI_Comma, modifierFlags: .option)
                    let upData = try NSKeyedArchiver.archivedData(withRootObject: up as Any, requiringSecureCoding: false)
                    let downData = try NSKeyedArchiver.archivedData(withRootObject: down, requiringSecureCoding: false)
                    UserDefaults.standard.register(defaults: [ShortcutKey.rateUp.rawValue: upData, ShortcutKey.rateDown.rawValue: downData])
                } catch {}
                MASShortcutBinder.shared()?.bindShortcut(withDefaultsKey: ShortcutKey.rateUp.rawValue, toAction: {})
            }
            """#)
        #expect(found.map(\.hotKeyConstant) == ["rateUp", "rateDown"])
        #expect(found.map(\.facts.hotKeyRegistration) == [.registered, .notRegistered])
    }

    /// A property's MASShortcut given as a defaults key's default, its modifiers set up in a local
    /// constant first, and bound through a variable holding the binder (DevDocs' summon key).
    @Test func aPropertysMASShortcutIsItsDefaultsKeysHotKey() {
        let found = scan(
            #"""
            class Summoner {
                static let prefsKey = "summonKeys"
                static var defaultShortcut: MASShortcut {
                    let modifiers = NSEvent.ModifierFlags([.option])
                    return MASShortcut(keyCode: kVK_Space, modifierFlags: modifiers)
                }
                init() { if let binder = MASShortcutBinder.shared() { binder.registerDefaultShortcuts([Summoner.prefsKey: Summoner.defaultShortcut]) } }
                func install() { if let binder = MASShortcutBinder.shared() { binder.bindShortcut(withDefaultsKey: Summoner.prefsKey) {} } }
            }
            """#)
        #expect(found.map(\.shortcut?.words) == ["Option-Space"])
        #expect(found.map(\.hotKeyConstant) == ["prefsKey"])
        #expect(found.map(\.facts.hotKeyRegistration) == [.registered])
    }
}
