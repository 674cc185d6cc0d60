import HIGModel

extension TypingPlace {
    /// Each declaration's place, from which files make text input: `sameFile` for those of a
    /// file that does, else `elsewhere` or `nowhere` as the app does. A SwiftUI view's control
    /// whose own view makes none is placed by its window where `views` shows it
    /// (``ViewComposition``): `sameWindow` or `otherWindows`. (Its file's field may be another
    /// view's: a sheet's form beside the list that presents it.) A table's or manifest's rows
    /// keep none (nil): their author's word stands.
    public static func place(
        _ files: [(declarations: [AppShortcut], hasTextInput: Bool)], views: ViewComposition = ViewComposition()
    ) -> [AppShortcut] {
        let anywhere = files.contains(where: \.hasTextInput)
        let viewsTyping = Set(views.makesText)
        // Built once, and only where some view's control needs its window; each view asked once.
        var windows: ViewComposition.Windows?
        var placeOfView: [String: TypingPlace?] = [:]
        var placed: [AppShortcut] = []
        for file in files {
            for declaration in file.declarations {
                var declaration = declaration
                declaration.facts.typing = file.hasTextInput ? .sameFile : anywhere ? .elsewhere : .nowhere
                if declaration.origin == .swiftUI, declaration.isViewControl, case .controls(let view) = declaration.scope,
                    declaration.facts.typing == .elsewhere
                        || (declaration.facts.typing == .sameFile && views.makes[view] != nil && !viewsTyping.contains(view))
                {
                    if placeOfView[view] == nil {
                        if windows == nil { windows = ViewComposition.Windows(views) }
                        placeOfView[view] = windows?.typing(seenFrom: view)
                    }
                    if let place = placeOfView[view] ?? nil { declaration.facts.typing = place }
                }
                placed.append(declaration)
            }
        }
        return placed
    }
}
