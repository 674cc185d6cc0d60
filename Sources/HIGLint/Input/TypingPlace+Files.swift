import HIGModel

extension TypingPlace {
    /// Each declaration's place, from which files make text input: `sameFile` for those of a
    /// file that does, else `elsewhere` or `nowhere` as the app does. A SwiftUI view's control
    /// whose file makes none is placed by its window where `views` shows it (``ViewComposition``):
    /// `sameWindow` or `otherWindows`. A table's or manifest's rows keep none (nil): their
    /// author's word stands.
    public static func place(
        _ files: [(declarations: [AppShortcut], hasTextInput: Bool)], views: ViewComposition = ViewComposition()
    ) -> [AppShortcut] {
        let anywhere = files.contains(where: \.hasTextInput)
        let windows = ViewComposition.Windows(views)
        return files.flatMap { file in
            file.declarations.map { declaration in
                var placed = declaration
                placed.facts.typing = file.hasTextInput ? .sameFile : anywhere ? .elsewhere : .nowhere
                if placed.facts.typing == .elsewhere, declaration.origin == .swiftUI, declaration.isViewControl,
                    case .controls(let view) = declaration.scope, let place = windows.typing(seenFrom: view)
                {
                    placed.facts.typing = place
                }
                return placed
            }
        }
    }
}
