/// The fixed part of the generated file: the shortcut and row types the constants are made
/// of. It is code, not data, so it is kept here as one template; `a` is the access level
/// with its trailing space.
enum RecordTypesTemplate {
    static func render(access a: String) -> String {
        #"""
        /// A keyboard shortcut: a key and the modifiers held with it, such as ⌥⌘Space.
        ///
        /// Two shortcuts are equal when they press the same keys, however they are written:
        /// "Command-Question mark" equals Shift-Command-Forward slash.
        \#(a)struct HIGShortcut: Hashable, Sendable, CustomStringConvertible {
            \#(a)let key: HIGKey
            \#(a)let modifiers: HIGModifiers
            /// Whether the shortcut names the upper character of a two-character key (⌘? rather than
            /// ⇧⌘/); ``modifiers`` then holds Shift.
            \#(a)let namesUpperCharacter: Bool
            /// Whether one or more modifiers may be added to ``modifiers``, as in
            /// "[Modifier key]-Command-Space".
            \#(a)let acceptsAdditionalModifiers: Bool

            /// A shortcut such as `HIGShortcut(.space, [.option, .command])`. Naming the upper
            /// character of a two-character key adds Shift.
            \#(a)init(
                _ key: HIGKey, _ modifiers: HIGModifiers = [], namesUpperCharacter: Bool = false,
                acceptsAdditionalModifiers: Bool = false
            ) {
                let upper = namesUpperCharacter && key.upperCharacter != nil
                self.key = key
                self.modifiers = upper ? modifiers.union(.shift) : modifiers
                self.namesUpperCharacter = upper
                self.acceptsAdditionalModifiers = acceptsAdditionalModifiers
            }

            /// The modifiers the notations write: an upper character already says Shift.
            \#(a)var writtenModifiers: [HIGModifier] {
                namesUpperCharacter ? modifiers.ordered.filter { $0 != .shift } : modifiers.ordered
            }

            /// The key's name as the words notation writes it: "Question mark" for an upper character.
            \#(a)var keyName: String {
                namesUpperCharacter ? key.upperName ?? key.name : key.name
            }

            /// "Option-Command-Space", "Command-Question mark", "F8", "[Modifier key]-Command-Space".
            \#(a)var words: String {
                var parts = writtenModifiers.map(\.name)
                if acceptsAdditionalModifiers { parts.insert("[Modifier key]", at: 0) }
                parts.append(keyName)
                return parts.joined(separator: "-")
            }

            /// "⌥⌘Space", "⌘?", "F8", "[⌃⌥⇧]⌘Space".
            \#(a)var glyphs: String {
                var text = ""
                if acceptsAdditionalModifiers {
                    // "[Modifier key]" stands for the four classic modifiers, not Globe.
                    let others = HIGModifier.allCases.filter { $0 != .globe && !modifiers.contains(HIGModifiers($0)) }
                    text += "[" + String(others.map(\.glyph)) + "]"
                }
                text += String(writtenModifiers.map(\.glyph))
                if namesUpperCharacter, let upper = key.upperCharacter {
                    text.append(upper)
                } else {
                    text += key.glyphLabel
                }
                return text
            }

            /// Whether pressing `pressed` triggers this shortcut. One that accepts additional
            /// modifiers matches its own modifiers plus at least one more.
            \#(a)func matches(_ pressed: HIGShortcut) -> Bool {
                guard pressed.key == key else { return false }
                if acceptsAdditionalModifiers { return pressed.modifiers.isStrictSuperset(of: modifiers) }
                return pressed.modifiers == modifiers
            }

            /// The `input` of a `UIKeyCommand`: the upper character itself for "Command-Question mark",
            /// otherwise the key's input.
            \#(a)var uiKeyCommandInput: HIGKeyInput? {
                if namesUpperCharacter, let upper = key.upperCharacter { return .characters(String(upper)) }
                return key.uiKeyCommandInput
            }

            /// The `UIKeyModifierFlags` of a `UIKeyCommand`: the written modifiers, then any the key
            /// stands for (`.alphaShift`, `.numericPad`).
            \#(a)var uiKeyModifierFlags: [HIGUIKeyModifierFlag] {
                writtenModifiers.compactMap(\.uiKeyModifierFlag) + key.uiKeyModifierFlags
            }

            /// The SwiftUI `KeyEquivalent`: the upper character itself for "Command-Question mark",
            /// otherwise the key's equivalent.
            \#(a)var keyEquivalent: HIGKeyInput? {
                if namesUpperCharacter, let upper = key.upperCharacter { return .characters(String(upper)) }
                return key.keyEquivalent
            }

            /// The key equivalent of an AppKit menu item: the upper character itself for
            /// "Command-Question mark" (AppKit reads Shift from it), otherwise the key's.
            \#(a)var appKitKeyEquivalent: String? {
                if namesUpperCharacter, let upper = key.upperCharacter { return String(upper) }
                return key.appKitKeyEquivalent
            }

            /// The SwiftUI `EventModifiers`: the written modifiers, then any the key stands for.
            \#(a)var eventModifiers: [HIGEventModifier] {
                writtenModifiers.map(\.eventModifier) + key.eventModifiers
            }

            \#(a)var description: String { words }

            \#(a)static func == (lhs: HIGShortcut, rhs: HIGShortcut) -> Bool {
                lhs.key == rhs.key && lhs.modifiers == rhs.modifiers
                    && lhs.acceptsAdditionalModifiers == rhs.acceptsAdditionalModifiers
            }

            \#(a)func hash(into hasher: inout Hasher) {
                hasher.combine(key)
                hasher.combine(modifiers)
                hasher.combine(acceptsAdditionalModifiers)
            }
        }

        /// What today's system does with a system row's shortcut, and the page that says so.
        \#(a)struct HIGAvailability: Hashable, Sendable {
            \#(a)enum Status: Hashable, Sendable {
                /// Taken out of the box: an app never sees the key press.
                case byDefault
                /// Taken only while the named setting is on.
                case whenSettingOn(String)
                /// Taken out of the box, given back while the named setting is on.
                case unlessSettingOn(String)
                /// Listed by the guidelines, but taken by nothing today.
                case notToday
                /// No source settles it.
                case unverified
            }

            \#(a)let status: Status
            /// The page the fact rests on; nil only for an unverified fact.
            \#(a)let source: String?

            \#(a)init(_ status: Status, source: String? = nil) {
                self.status = status
                self.source = source
            }
        }

        /// A row of a shortcut table: a shortcut, what it does, and where the guidelines say so.
        \#(a)struct HIGEntry: Hashable, Sendable, Identifiable, CustomStringConvertible {
            /// The row's stable identifier: its `ID` cell, else its table and shortcut
            /// ("reserved.shift-command-3"). Reordering or rewording rows leaves it alone.
            \#(a)let id: String
            \#(a)let shortcut: HIGShortcut
            /// What the shortcut does.
            \#(a)let action: String
            /// A short title for menus and the iPad shortcut interface
            /// (`UIKeyCommand.discoverabilityTitle`).
            \#(a)let discoverabilityTitle: String
            \#(a)let table: HIGTable
            \#(a)let platforms: [HIGPlatform]
            /// The guideline file and line that list the entry.
            \#(a)let source: String
            /// The menu an app lists the command in ("File ▸ Export"), from a `Menu` column.
            \#(a)let menu: String?
            /// A longer description, from a `Description` column beside the action.
            \#(a)let details: String?
            /// Whether today's system takes a system row's shortcut; nil when the guidelines
            /// state no such fact.
            \#(a)let availability: HIGAvailability?

            \#(a)init(
                id: String, shortcut: HIGShortcut, action: String, discoverabilityTitle: String, table: HIGTable,
                platforms: [HIGPlatform], source: String, menu: String? = nil, details: String? = nil,
                availability: HIGAvailability? = nil
            ) {
                self.id = id
                self.shortcut = shortcut
                self.action = action
                self.discoverabilityTitle = discoverabilityTitle
                self.table = table
                self.platforms = platforms
                self.source = source
                self.menu = menu
                self.details = details
                self.availability = availability
            }

            /// Whether apps must leave the shortcut alone.
            \#(a)var isReserved: Bool { table.isReserved }

            \#(a)var description: String { shortcut.words + ": " + action }
        }

        /// One of the guidelines' rules for defining custom shortcuts.
        \#(a)struct HIGRule: Hashable, Sendable, Identifiable {
            /// The rule's identifier, such as "unrelated-modifier-variant".
            \#(a)let id: String
            \#(a)let title: String
            \#(a)let guidance: String
            \#(a)let source: String
        }

        /// A modifier, its symbol, and when the guidelines recommend it.
        \#(a)struct HIGModifierSymbol: Hashable, Sendable {
            \#(a)let modifier: HIGModifier
            \#(a)let glyph: String
            /// "U+2318".
            \#(a)let codePoint: String
            \#(a)let usage: String
            \#(a)let source: String
        }

        /// A key and the symbol menus show for it.
        \#(a)struct HIGKeyGlyph: Hashable, Sendable {
            \#(a)let key: HIGKey
            \#(a)let glyph: String
            /// "U+238B", or several code points for a glyph with a variation selector.
            \#(a)let codePoint: String
            \#(a)let source: String
        }

        /// A kind of onscreen keyboard an app can ask for.
        \#(a)struct HIGKeyboardType: Hashable, Sendable {
            /// The name the guidelines use, such as "Email address".
            \#(a)let name: String
            \#(a)let description: String
            /// The matching member of UIKit's `UIKeyboardType`, such as "emailAddress".
            \#(a)let uiKeyboardType: String
            \#(a)let source: String
        }

        /// A visual state of a focusable item.
        \#(a)struct HIGFocusState: Hashable, Sendable {
            \#(a)let name: String
            \#(a)let description: String
            \#(a)let source: String
        }
        """#
    }
}
