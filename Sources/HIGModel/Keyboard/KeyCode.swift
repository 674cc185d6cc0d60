/// A key's place on the keyboard, whatever character it types: named by the web's
/// `KeyboardEvent.code`, which names each place by what it types on a US keyboard
/// (`KeyZ` types "y" on a German one).
///
/// Each place also carries its USB HID usage, its macOS virtual key code (`kVK_…`) and its
/// xkb key name, so one table serves the site (`event.code`), apps (`keyCode`) and the
/// layout generator (xkb). Places follow the W3C convention: the key left of 1 is
/// `Backquote` and the extra ISO key beside the left Shift is `IntlBackslash`.
public enum KeyCode: String, CaseIterable, Codable, Sendable, Comparable {
    case keyA = "KeyA", keyB = "KeyB", keyC = "KeyC", keyD = "KeyD", keyE = "KeyE"
    case keyF = "KeyF", keyG = "KeyG", keyH = "KeyH", keyI = "KeyI", keyJ = "KeyJ"
    case keyK = "KeyK", keyL = "KeyL", keyM = "KeyM", keyN = "KeyN", keyO = "KeyO"
    case keyP = "KeyP", keyQ = "KeyQ", keyR = "KeyR", keyS = "KeyS", keyT = "KeyT"
    case keyU = "KeyU", keyV = "KeyV", keyW = "KeyW", keyX = "KeyX", keyY = "KeyY"
    case keyZ = "KeyZ"
    case digit1 = "Digit1", digit2 = "Digit2", digit3 = "Digit3", digit4 = "Digit4"
    case digit5 = "Digit5", digit6 = "Digit6", digit7 = "Digit7", digit8 = "Digit8"
    case digit9 = "Digit9", digit0 = "Digit0"
    case backquote = "Backquote", minus = "Minus", equal = "Equal"
    case bracketLeft = "BracketLeft", bracketRight = "BracketRight", backslash = "Backslash"
    case semicolon = "Semicolon", quote = "Quote", comma = "Comma", period = "Period"
    case slash = "Slash", intlBackslash = "IntlBackslash", intlRo = "IntlRo", intlYen = "IntlYen"
    case f1 = "F1", f2 = "F2", f3 = "F3", f4 = "F4", f5 = "F5", f6 = "F6", f7 = "F7"
    case f8 = "F8", f9 = "F9", f10 = "F10", f11 = "F11", f12 = "F12", f13 = "F13"
    case f14 = "F14", f15 = "F15", f16 = "F16", f17 = "F17", f18 = "F18", f19 = "F19"
    case f20 = "F20"
    case escape = "Escape", tab = "Tab", capsLock = "CapsLock", space = "Space"
    case enter = "Enter", numpadEnter = "NumpadEnter", backspace = "Backspace"
    case delete = "Delete", home = "Home", end = "End", pageUp = "PageUp", pageDown = "PageDown"
    case arrowLeft = "ArrowLeft", arrowUp = "ArrowUp", arrowRight = "ArrowRight"
    case arrowDown = "ArrowDown", eject = "Eject", fn = "Fn"
    case shiftLeft = "ShiftLeft", shiftRight = "ShiftRight", controlLeft = "ControlLeft"
    case controlRight = "ControlRight", altLeft = "AltLeft", altRight = "AltRight"
    case metaLeft = "MetaLeft", metaRight = "MetaRight", lang1 = "Lang1", lang2 = "Lang2"

    public static func < (lhs: KeyCode, rhs: KeyCode) -> Bool {
        lhs.identity.order < rhs.identity.order
    }

    /// The USB HID usage: page in the high 16 bits, usage in the low 16 (0x0007_001D is
    /// Keyboard Z). Eject is on the consumer page; Fn is on Apple's vendor page.
    public var hidUsage: UInt32 { identity.hid }

    /// The macOS virtual key code (`kVK_ANSI_Z` is 6); nil where macOS has none (Eject).
    ///
    /// On Apple's ISO keyboards macOS swaps two of them: the key left of 1 reports
    /// `kVK_ISO_Section` (0x0A) and the key beside the left Shift `kVK_ANSI_Grave` (0x32).
    /// The table gives the ANSI codes; ``KeyboardShape/macKeyCode(of:)`` applies the swap.
    public var macKeyCode: UInt16? { identity.mac }

    /// The xkb key name (`AB01`), for the keys a layout changes; nil for the rest.
    public var xkbName: String? { identity.xkb }

    /// Whether the key types a character that depends on the layout.
    public var isLayoutDependent: Bool { identity.xkb != nil }

    /// The key the HIG names for this place on a US keyboard; nil for places it has no name
    /// for (modifier keys, the ISO and JIS extras).
    public var usKey: Key? { Self.usKeys[self] }

    private struct Identity {
        let order: Int
        let hid: UInt32
        let mac: UInt16?
        let xkb: String?
    }

    private var identity: Identity { Self.identities[self]! }

    private static let identities: [KeyCode: Identity] = {
        var table: [KeyCode: Identity] = [:]
        for (order, row) in rows.enumerated() {
            table[row.code] = Identity(order: order, hid: row.hid, mac: row.mac, xkb: row.xkb)
        }
        return table
    }()

    private static let usKeys: [KeyCode: Key] = {
        var table: [KeyCode: Key] = [:]
        for key in Key.allCases { table[key.code] = key }
        return table
    }()

    /// One row per place, in keyboard order (rows top to bottom, left to right): HID usage
    /// (page 7 unless written out), macOS `kVK_` code, xkb name.
    private static let rows: [(code: KeyCode, hid: UInt32, mac: UInt16?, xkb: String?)] = [
        (.escape, 0x0007_0029, 0x35, nil),
        (.f1, 0x0007_003A, 0x7A, nil), (.f2, 0x0007_003B, 0x78, nil), (.f3, 0x0007_003C, 0x63, nil),
        (.f4, 0x0007_003D, 0x76, nil), (.f5, 0x0007_003E, 0x60, nil), (.f6, 0x0007_003F, 0x61, nil),
        (.f7, 0x0007_0040, 0x62, nil), (.f8, 0x0007_0041, 0x64, nil), (.f9, 0x0007_0042, 0x65, nil),
        (.f10, 0x0007_0043, 0x6D, nil), (.f11, 0x0007_0044, 0x67, nil), (.f12, 0x0007_0045, 0x6F, nil),
        (.f13, 0x0007_0068, 0x69, nil), (.f14, 0x0007_0069, 0x6B, nil), (.f15, 0x0007_006A, 0x71, nil),
        (.f16, 0x0007_006B, 0x6A, nil), (.f17, 0x0007_006C, 0x40, nil), (.f18, 0x0007_006D, 0x4F, nil),
        (.f19, 0x0007_006E, 0x50, nil), (.f20, 0x0007_006F, 0x5A, nil), (.eject, 0x000C_00B8, nil, nil),
        (.backquote, 0x0007_0035, 0x32, "TLDE"),
        (.digit1, 0x0007_001E, 0x12, "AE01"), (.digit2, 0x0007_001F, 0x13, "AE02"),
        (.digit3, 0x0007_0020, 0x14, "AE03"), (.digit4, 0x0007_0021, 0x15, "AE04"),
        (.digit5, 0x0007_0022, 0x17, "AE05"), (.digit6, 0x0007_0023, 0x16, "AE06"),
        (.digit7, 0x0007_0024, 0x1A, "AE07"), (.digit8, 0x0007_0025, 0x1C, "AE08"),
        (.digit9, 0x0007_0026, 0x19, "AE09"), (.digit0, 0x0007_0027, 0x1D, "AE10"),
        (.minus, 0x0007_002D, 0x1B, "AE11"), (.equal, 0x0007_002E, 0x18, "AE12"),
        (.intlYen, 0x0007_0089, 0x5D, "AE13"), (.backspace, 0x0007_002A, 0x33, nil),
        (.tab, 0x0007_002B, 0x30, nil),
        (.keyQ, 0x0007_0014, 0x0C, "AD01"), (.keyW, 0x0007_001A, 0x0D, "AD02"),
        (.keyE, 0x0007_0008, 0x0E, "AD03"), (.keyR, 0x0007_0015, 0x0F, "AD04"),
        (.keyT, 0x0007_0017, 0x11, "AD05"), (.keyY, 0x0007_001C, 0x10, "AD06"),
        (.keyU, 0x0007_0018, 0x20, "AD07"), (.keyI, 0x0007_000C, 0x22, "AD08"),
        (.keyO, 0x0007_0012, 0x1F, "AD09"), (.keyP, 0x0007_0013, 0x23, "AD10"),
        (.bracketLeft, 0x0007_002F, 0x21, "AD11"), (.bracketRight, 0x0007_0030, 0x1E, "AD12"),
        (.backslash, 0x0007_0031, 0x2A, "BKSL"),
        (.capsLock, 0x0007_0039, 0x39, nil),
        (.keyA, 0x0007_0004, 0x00, "AC01"), (.keyS, 0x0007_0016, 0x01, "AC02"),
        (.keyD, 0x0007_0007, 0x02, "AC03"), (.keyF, 0x0007_0009, 0x03, "AC04"),
        (.keyG, 0x0007_000A, 0x05, "AC05"), (.keyH, 0x0007_000B, 0x04, "AC06"),
        (.keyJ, 0x0007_000D, 0x26, "AC07"), (.keyK, 0x0007_000E, 0x28, "AC08"),
        (.keyL, 0x0007_000F, 0x25, "AC09"), (.semicolon, 0x0007_0033, 0x29, "AC10"),
        (.quote, 0x0007_0034, 0x27, "AC11"), (.enter, 0x0007_0028, 0x24, nil),
        (.shiftLeft, 0x0007_00E1, 0x38, nil), (.intlBackslash, 0x0007_0064, 0x0A, "LSGT"),
        (.keyZ, 0x0007_001D, 0x06, "AB01"), (.keyX, 0x0007_001B, 0x07, "AB02"),
        (.keyC, 0x0007_0006, 0x08, "AB03"), (.keyV, 0x0007_0019, 0x09, "AB04"),
        (.keyB, 0x0007_0005, 0x0B, "AB05"), (.keyN, 0x0007_0011, 0x2D, "AB06"),
        (.keyM, 0x0007_0010, 0x2E, "AB07"), (.comma, 0x0007_0036, 0x2B, "AB08"),
        (.period, 0x0007_0037, 0x2F, "AB09"), (.slash, 0x0007_0038, 0x2C, "AB10"),
        (.intlRo, 0x0007_0087, 0x5E, "AB11"), (.shiftRight, 0x0007_00E5, 0x3C, nil),
        (.fn, 0x00FF_0003, 0x3F, nil), (.controlLeft, 0x0007_00E0, 0x3B, nil),
        (.altLeft, 0x0007_00E2, 0x3A, nil), (.metaLeft, 0x0007_00E3, 0x37, nil),
        (.lang2, 0x0007_0091, 0x66, nil), (.space, 0x0007_002C, 0x31, nil),
        (.lang1, 0x0007_0090, 0x68, nil), (.metaRight, 0x0007_00E7, 0x36, nil),
        (.altRight, 0x0007_00E6, 0x3D, nil), (.controlRight, 0x0007_00E4, 0x3E, nil),
        (.arrowLeft, 0x0007_0050, 0x7B, nil), (.arrowUp, 0x0007_0052, 0x7E, nil),
        (.arrowDown, 0x0007_0051, 0x7D, nil), (.arrowRight, 0x0007_004F, 0x7C, nil),
        (.home, 0x0007_004A, 0x73, nil), (.end, 0x0007_004D, 0x77, nil),
        (.pageUp, 0x0007_004B, 0x74, nil), (.pageDown, 0x0007_004E, 0x79, nil),
        (.delete, 0x0007_004C, 0x75, nil), (.numpadEnter, 0x0007_0058, 0x4C, nil),
    ]
}

extension Key {
    /// Where the key is on a US keyboard. The HIG names keys by their US character, so this is
    /// also the key an app registers when it asks for the character by position.
    public var code: KeyCode {
        switch self {
        case .a: .keyA
        case .b: .keyB
        case .c: .keyC
        case .d: .keyD
        case .e: .keyE
        case .f: .keyF
        case .g: .keyG
        case .h: .keyH
        case .i: .keyI
        case .j: .keyJ
        case .k: .keyK
        case .l: .keyL
        case .m: .keyM
        case .n: .keyN
        case .o: .keyO
        case .p: .keyP
        case .q: .keyQ
        case .r: .keyR
        case .s: .keyS
        case .t: .keyT
        case .u: .keyU
        case .v: .keyV
        case .w: .keyW
        case .x: .keyX
        case .y: .keyY
        case .z: .keyZ
        case .digit0: .digit0
        case .digit1: .digit1
        case .digit2: .digit2
        case .digit3: .digit3
        case .digit4: .digit4
        case .digit5: .digit5
        case .digit6: .digit6
        case .digit7: .digit7
        case .digit8: .digit8
        case .digit9: .digit9
        case .graveAccent: .backquote
        case .hyphen: .minus
        case .equalSign: .equal
        case .leftBracket: .bracketLeft
        case .rightBracket: .bracketRight
        case .backslash: .backslash
        case .semicolon: .semicolon
        case .quote: .quote
        case .comma: .comma
        case .period: .period
        case .forwardSlash: .slash
        case .f1: .f1
        case .f2: .f2
        case .f3: .f3
        case .f4: .f4
        case .f5: .f5
        case .f6: .f6
        case .f7: .f7
        case .f8: .f8
        case .f9: .f9
        case .f10: .f10
        case .f11: .f11
        case .f12: .f12
        case .f13: .f13
        case .f14: .f14
        case .f15: .f15
        case .f16: .f16
        case .f17: .f17
        case .f18: .f18
        case .f19: .f19
        case .f20: .f20
        case .space: .space
        case .tab: .tab
        case .escape: .escape
        case .return: .enter
        case .enter: .numpadEnter
        case .delete: .backspace
        case .forwardDelete: .delete
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .leftArrow: .arrowLeft
        case .upArrow: .arrowUp
        case .rightArrow: .arrowRight
        case .downArrow: .arrowDown
        case .eject: .eject
        case .capsLock: .capsLock
        case .globe: .fn
        }
    }
}
