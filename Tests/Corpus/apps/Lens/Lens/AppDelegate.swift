import AppKit

/// Lens builds its whole menu bar in code (no MainMenu.xib).
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationWillFinishLaunching(_ notification: Notification) {
        NSApp.mainMenu = MainMenu.make()
    }
}

enum MainMenu {
    static func make() -> NSMenu {
        let bar = NSMenu()
        bar.addItem(submenu(appMenu()))
        bar.addItem(submenu(fileMenu()))
        bar.addItem(submenu(photoMenu()))
        bar.addItem(submenu(goMenu()))
        return bar
    }

    private static func submenu(_ menu: NSMenu) -> NSMenuItem {
        let item = NSMenuItem(title: menu.title, action: nil, keyEquivalent: "")
        item.submenu = menu
        return item
    }

    private static func appMenu() -> NSMenu {
        let menu = NSMenu(title: "Lens")
        menu.addItem(withTitle: "About Lens", action: #selector(NSApplication.orderFrontStandardAboutPanel(_:)), keyEquivalent: "")
        menu.addItem(withTitle: "Settings…", action: #selector(LensController.showSettings(_:)), keyEquivalent: ",")
        menu.addItem(withTitle: "Hide Lens", action: #selector(NSApplication.hide(_:)), keyEquivalent: "h")
        menu.addItem(withTitle: "Quit Lens", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")
        return menu
    }

    private static func fileMenu() -> NSMenu {
        let menu = NSMenu(title: "File")
        menu.addItem(withTitle: "Import Photos…", action: #selector(LensController.importPhotos(_:)), keyEquivalent: "i")  // quiet: Import is Shift-Command-I in Apple's Photos too; Lens has no Italic to vary
            .keyEquivalentModifierMask = [.command, .shift]
        menu.addItem(withTitle: "Find Photos…", action: #selector(LensController.findPhotos(_:)), keyEquivalent: "f")
        menu.addItem(withTitle: "Close Window", action: #selector(NSWindow.performClose(_:)), keyEquivalent: "w")
        menu.addItem(withTitle: "Move to Trash", action: #selector(LensController.moveToTrash(_:)), keyEquivalent: "\u{8}")  // expect: standard-repurposed:note
        return menu
    }

    private static func photoMenu() -> NSMenu {
        let menu = NSMenu(title: "Photo")
        menu.addItem(withTitle: "Rotate Left", action: #selector(LensController.rotateLeft(_:)), keyEquivalent: "l")
        menu.addItem(withTitle: "Rotate Right", action: #selector(LensController.rotateRight(_:)), keyEquivalent: "r")
        menu.addItem(withTitle: "Show Photo Inspector", action: #selector(LensController.toggleInspector(_:)), keyEquivalent: "i")  // expect: standard-repurposed:note
        let favorites = menu.addItem(withTitle: "Toggle Favorites Filter", action: #selector(LensController.toggleFavorites(_:)), keyEquivalent: "f")  // expect: unrelated-modifier-variant:note
        favorites.keyEquivalentModifierMask = [.shift, .command]
        let overlay = menu.addItem(withTitle: "Show Metadata Overlay", action: #selector(LensController.toggleOverlay(_:)), keyEquivalent: "k")  // expect: avoid-control:note
        overlay.keyEquivalentModifierMask = [.control, .command]
        for stars in 1...5 {
            menu.addItem(withTitle: "Rate \(stars) Stars", action: #selector(LensController.rate(_:)), keyEquivalent: "\(stars)").tag = stars  // expect: unresolved-shortcut:note
        }
        return menu
    }

    private static func goMenu() -> NSMenu {
        let menu = NSMenu(title: "Go")
        menu.addItem(withTitle: "Next Photo", action: #selector(LensController.nextPhoto(_:)), keyEquivalent: String(UnicodeScalar(NSRightArrowFunctionKey)!))  // expect: reserved-conflict:note, standard-repurposed:note
        menu.addItem(withTitle: "Previous Photo", action: #selector(LensController.previousPhoto(_:)), keyEquivalent: String(UnicodeScalar(NSLeftArrowFunctionKey)!))  // expect: reserved-conflict:note, standard-repurposed:note
        menu.addItem(withTitle: "Back to Album", action: #selector(LensController.goBack(_:)), keyEquivalent: "[")  // quiet: Align Left is Command-{ (Shift-Command-[); Command-[ is Back
        menu.addItem(withTitle: "Forward to Photo", action: #selector(LensController.goForward(_:)), keyEquivalent: "]")  // quiet: Align Right is Command-} (Shift-Command-]); Command-] is Forward
        return menu
    }
}
