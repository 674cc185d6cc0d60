import HIGModel

extension TypingPlace {
    /// Each declaration's place, from which files make text input: `sameFile` for those of a
    /// file that does, else `elsewhere` or `nowhere` as the app does. A table's or manifest's
    /// rows keep none (nil): their author's word stands.
    public static func place(_ files: [(declarations: [AppShortcut], hasTextInput: Bool)]) -> [AppShortcut] {
        let anywhere = files.contains(where: \.hasTextInput)
        return files.flatMap { file in
            file.declarations.map { declaration in
                var placed = declaration
                placed.facts.typing = file.hasTextInput ? .sameFile : anywhere ? .elsewhere : .nowhere
                return placed
            }
        }
    }
}
