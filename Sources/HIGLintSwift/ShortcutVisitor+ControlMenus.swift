import SwiftSyntax

/// Menus built in code and handed to a control: a search field's recent-searches menu
/// (`searchField.searchMenuTemplate = menu`), a view's, pop-up button's or status item's `menu`. Their items
/// work while that menu is open, not from the main menu bar:
///
///     let menu = NSMenu(title: "Search")
///     menu.addItem(withTitle: "Titles Only", action: #selector(titles), keyEquivalent: "t")
///     searchField.searchMenuTemplate = menu
extension ShortcutVisitor {
    /// A menu variable in its code block.
    struct MenuVariable: Hashable {
        var name: String
        var block: SyntaxIdentifier
    }

    /// The menu an AppKit item is added to where it is made: `menu.addItem(withTitle:…)`,
    /// `menu.addItem(NSMenuItem(…))`, `menu.insertItem(…, at:)`.
    func menuVariable(addingItem call: FunctionCallExprSyntax) -> MenuVariable? {
        if let listed = menuVariable(listingItem: call) { return listed }
        guard let adding = addingCall(for: call),
            let base = adding.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
            let block = enclosingBlock(of: Syntax(adding))
        else { return nil }
        return MenuVariable(name: base.baseName.text, block: block)
    }

    /// The menu whose whole list of items is written at once: `menu.items = [NSMenuItem(…), …]`.
    private func menuVariable(listingItem call: FunctionCallExprSyntax) -> MenuVariable? {
        guard let array = call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self) else {
            return nil
        }
        // Unfolded, as the parser leaves it: `menu.items`, `=`, the array.
        let target: ExprSyntax?
        if let sequence = array.parent?.as(ExprListSyntax.self), sequence.count == 3,
            sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            target = sequence.first
        } else if let infix = array.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            target = infix.leftOperand
        } else {
            target = nil
        }
        guard let items = target?.as(MemberAccessExprSyntax.self), items.declName.baseName.text == "items",
            let base = items.base?.as(DeclReferenceExprSyntax.self), let block = enclosingBlock(of: Syntax(call))
        else { return nil }
        return MenuVariable(name: base.baseName.text, block: block)
    }

    /// The title of the menu an AppKit item is added to where it is made, where the code makes
    /// that menu just before with one (`let menu = NSMenu(title: "Help")`, then
    /// `menu.addItem(withTitle: "Keyboard Shortcuts", …)`): the item's menu in the menu bar.
    func titleOfMenu(addingItem call: FunctionCallExprSyntax) -> String? {
        guard let adding = addingCall(for: call), let base = adding.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        return titleOfMenu(madeAs: base)
    }

    /// The title of the menu an app's helper is handed, where the code makes that menu just
    /// before with one (`let menu = NSMenu(title: "Help")`, then `add(menu, "Keyboard Shortcuts…", …)`).
    func titleOfMenu(handedTo call: FunctionCallExprSyntax) -> String? {
        call.arguments.lazy.compactMap { self.titleOfMenu(madeAs: $0.expression) }.first
    }

    /// The title of the menu a local constant holds, made with one (`NSMenu(title: "Help")`).
    private func titleOfMenu(madeAs expression: ExprSyntax) -> String? {
        guard let made = localConstant(expression)?.as(FunctionCallExprSyntax.self), calledName(made) == "NSMenu",
            let title = argument("title", in: made).flatMap(titleString)?.text, !title.isEmpty
        else { return nil }
        return title
    }

    /// The call that adds the item `call` makes to a menu: `call` itself
    /// (`menu.addItem(withTitle:…)`), or the call it is the argument of (`menu.addItem(NSMenuItem(…))`).
    private func addingCall(for call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        if isAddingItem(call) { return call }
        guard let outer = call.callTakingItAsArgument, isAddingItem(outer) else { return nil }
        return outer
    }

    /// Records `menu.addItem(item)` for an item made earlier (`let item = NSMenuItem(…)`).
    func readItemAdded(_ call: FunctionCallExprSyntax) {
        guard isAddingItem(call), let item = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
            let block = enclosingBlock(of: Syntax(call))
        else { return }
        menusOfItems[Binding(name: item.baseName.text, block: block)] = MenuVariable(
            name: base.baseName.text, block: block)
    }

    /// The controls menus are handed to, by menu: "the menu of 'searchField'".
    func controlMenus() -> [MenuVariable: String] {
        var menus: [MenuVariable: String] = [:]
        for assignment in assignments where ["searchMenuTemplate", "menu"].contains(assignment.property) {
            // The menu a variable holds, or the one a function of this file builds and returns
            // (`statusItem.menu = createStatusMenu()`).
            guard
                let menu = assignment.value.as(DeclReferenceExprSyntax.self).map({
                    MenuVariable(name: $0.baseName.text, block: assignment.block)
                }) ?? returnedMenu(assignment.value)
            else { continue }
            // A status item's menu, like a control's, takes keys only while it is open: the main
            // menu bar never holds it.
            let control = assignment.binding.name
            if assignment.property == "menu", control.isEmpty { continue }
            menus[menu] =
                control.lowercased().contains("statusitem")
                ? "the status item's menu" : "the menu of '\(control.clipped(to: 40))'"
        }
        // A menu the code pops up, as a context menu or beside a button, takes keys only while open.
        for poppedUp in poppedUpMenus {
            let menu: MenuVariable?
            if let reference = poppedUp.menu.as(DeclReferenceExprSyntax.self) {
                // `let menu = makeManagementMenu(for: item)` before it: the menu that function returns.
                menu =
                    localConstant(poppedUp.menu).flatMap { returnedMenu($0, withArguments: true) }
                    ?? MenuVariable(name: reference.baseName.text, block: poppedUp.block)
            } else {
                menu = returnedMenu(poppedUp.menu, withArguments: true)
            }
            if let menu, menus[menu] == nil { menus[menu] = "the pop-up menu" }
        }
        return menus
    }

    /// Records a menu the code pops up: `NSMenu.popUpContextMenu(menu, with:for:)`, or
    /// `menu.popUp(positioning:at:in:)`.
    func readMenuPoppedUp(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let block = enclosingBlock(of: Syntax(call))
        else { return }
        switch member.declName.baseName.text {
        case "popUpContextMenu":
            if let menu = call.arguments.first?.expression { poppedUpMenus.append((menu, block)) }
        case "popUp" where call.arguments.first?.label?.text == "positioning":
            if let menu = member.base { poppedUpMenus.append((menu, block)) }
        default: break
        }
    }

    /// The menu variable that a function of this file returns at the end of its body (`func
    /// createStatusMenu() -> NSMenu { let menu = NSMenu(); …; return menu }`), called where a menu
    /// is handed on: without arguments where a control's menu is set, with any where it pops up.
    private func returnedMenu(_ value: ExprSyntax, withArguments: Bool = false) -> MenuVariable? {
        guard let call = value.as(FunctionCallExprSyntax.self), withArguments || call.arguments.isEmpty,
            let name = helperName(call),
            let file = value.root.as(SourceFileSyntax.self)
        else { return nil }
        // The file's functions and its types' methods of that name: one level of members, as
        // ``localConstant(_:)`` looks only one level into the app's own code.
        let declarations = file.statements.flatMap { item -> [DeclSyntax] in
            guard let type = item.item.as(DeclSyntax.self) else { return [] }
            let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.map(\.decl) ?? []
            return [type] + members
        }
        guard
            let function = declarations.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == name }
            ),
            let body = function.body, let last = body.statements.last,
            let returned = last.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return MenuVariable(name: returned.baseName.text, block: body.statements.id)
    }

    private func isAddingItem(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return name == "addItem" || name == "insertItem"
    }
}
