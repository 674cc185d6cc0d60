import HIGModel

/// One command declared in several places: the main menu's item and the same item in a
/// context menu, a hot key's named default and the code that writes that default again, a menu
/// item listing the app's own global hot key. A finding about the command itself (the system
/// takes its shortcut, people expect the standard command there) is one finding, made at its
/// main place; the repeats get none.
extension Array where Element == AppShortcut {
    /// The indices of declarations that repeat another's command on the same shortcut: same
    /// hot-key name, or same title in the same kind of scope. The one kept is a named constant's
    /// definition, else an app-wide command, else the first.
    var repeatsOfCommands: Set<Int> {
        var groups: [CommandKey: [Int]] = [:]
        for (index, declaration) in enumerated() {
            guard let key = CommandKey(declaration) else { continue }
            groups[key, default: []].append(index)
        }
        var repeats: Set<Int> = []
        for members in groups.values where members.count > 1 {
            let main = members.min { rank(self[$0]) < rank(self[$1]) }!
            repeats.formUnion(members.filter { $0 != main })
        }
        // The app's own registered global hot key takes its shortcut first in this app too: a menu
        // item on it is most often the menu listing the hot key, and the hot key's finding covers
        // the key. (One only likely registered may leave the item's key to the item.)
        let hotKeys = Set(filter { $0.scope == .systemWide && $0.registration.standing == .proven }.compactMap(\.shortcut))
        for (index, declaration) in enumerated() where declaration.scope != .systemWide {
            if let shortcut = declaration.shortcut, hotKeys.contains(shortcut) { repeats.insert(index) }
        }
        return repeats
    }

    /// Lower is the better main place; ties go to the earlier declaration (`min` keeps the first).
    private func rank(_ declaration: AppShortcut) -> Int {
        if declaration.id != nil { return 0 }
        return declaration.scope == .app || declaration.scope == .systemWide ? 1 : 2
    }
}

/// What makes two declarations one command: the shortcut and the hot key's name, else the
/// shortcut and the title (as ``CommandTitle/fold(_:)`` compares titles) outside view controls,
/// whose same title in two views may be two commands.
private struct CommandKey: Hashable {
    var shortcut: Shortcut
    var name: String

    init?(_ declaration: AppShortcut) {
        guard let shortcut = declaration.shortcut else { return nil }
        self.shortcut = shortcut
        if let constant = declaration.hotKeyConstant {
            name = "hot key " + constant
        } else if let title = declaration.title, !declaration.isViewControl, declaration.scope != .systemWide {
            name = "command " + CommandTitle.fold(title)
        } else {
            return nil
        }
    }
}
