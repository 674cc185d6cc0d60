/// The actions AppKit's own classes answer (the application, windows, documents, text views and
/// the responder chain), by selector name without the colon: an Interface Builder item sending
/// one is answered though no file of the app declares it. Those of ``FrameworkCommands``,
/// ``TextViewActions`` and ``DocumentActions`` count too.
enum FrameworkActions {
    static func contains(_ action: String) -> Bool {
        known.contains(action)
    }

    private static let known: Set<String> = Set(FrameworkCommands.all.flatMap(\.actions))
        .union(TextViewActions.all).union(DocumentActions.all)
        .union([
            // NSApplication.
            "orderFrontStandardAboutPanel", "hide", "hideOtherApplications", "unhideAllApplications", "terminate",
            "arrangeInFront", "miniaturizeAll", "orderFrontCharacterPalette", "runToolbarCustomizationPalette",
            // NSWindow and its tabs.
            "performClose", "performMiniaturize", "performZoom", "toggleFullScreen", "makeKeyAndOrderFront",
            "orderFront", "orderOut", "toggleToolbarShown", "mergeAllWindows", "moveTabToNewWindow", "toggleTabBar",
            "toggleTabOverview", "selectNextTab", "selectPreviousTab", "newWindowForTab",
            // NSDocumentController and the responder chain's editing.
            "newDocument", "openDocument", "clearRecentDocuments", "undo", "redo", "cut", "copy", "paste",
            "pasteAsPlainText", "pasteAsRichText", "delete", "selectAll", "print", "runPageLayout", "showHelp",
            "toggleSidebar", "toggleInspector", "performTextFinderAction", "performFindPanelAction",
            // NSTextView's and NSText's own.
            "startSpeaking", "stopSpeaking", "capitalizeWord", "uppercaseWord", "lowercaseWord",
            "toggleContinuousSpellChecking", "toggleGrammarChecking", "toggleAutomaticSpellingCorrection",
            "orderFrontSubstitutionsPanel", "toggleSmartInsertDelete", "toggleAutomaticQuoteSubstitution",
            "toggleAutomaticDashSubstitution", "toggleAutomaticLinkDetection", "toggleAutomaticDataDetection",
            "toggleAutomaticTextReplacement", "toggleAutomaticTextCompletion", "makeBaseWritingDirectionNatural",
            "makeBaseWritingDirectionLeftToRight", "makeBaseWritingDirectionRightToLeft",
            "makeTextWritingDirectionNatural", "makeTextWritingDirectionLeftToRight",
            "makeTextWritingDirectionRightToLeft", "useStandardKerning", "turnOffKerning", "tightenKerning",
            "loosenKerning", "useStandardLigatures", "turnOffLigatures", "useAllLigatures", "raiseBaseline",
            "lowerBaseline", "superscript", "subscript", "unscript", "alignJustified", "toggleRuler",
            "orderFrontSpellingPanel", "orderFrontLinkPanel", "orderFrontListPanel", "orderFrontSpacingPanel",
            "orderFrontTablePanel", "toggleTraditionalCharacterShape", "outline", "complete", "transpose",
            "performSegue",
        ])
}
