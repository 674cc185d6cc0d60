import UIKit

/// An iPad-only cookbook. The menu bar (and the list shown while ⌘ is held) comes from here.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.insertChild(fileCommands(), atStartOfMenu: .file)
        builder.insertSibling(recipeMenu(), afterMenu: .view)
    }

    private func fileCommands() -> UIMenu {
        let newRecipe = UIKeyCommand(
            title: "New Recipe", action: #selector(RecipeListViewController.newRecipe(_:)), input: "n", modifierFlags: .command)
        let importRecipe = UIKeyCommand(
            title: "Import Recipe from Web…", action: #selector(RecipeListViewController.importFromWeb(_:)), input: "i",
            modifierFlags: [.command, .shift])
        return UIMenu(title: "", options: .displayInline, children: [newRecipe, importRecipe])
    }

    private func recipeMenu() -> UIMenu {
        let shopping = UIKeyCommand(
            title: "Add to Shopping List", action: #selector(RecipeViewController.addToShoppingList(_:)), input: "l",
            modifierFlags: .command)
        let units = UIKeyCommand(
            title: "Convert to Metric Units", action: #selector(RecipeViewController.convertUnits(_:)), input: "k",
            modifierFlags: .command)
        let favorite = UIKeyCommand(input: "d", modifierFlags: .command, action: #selector(RecipeViewController.toggleFavorite(_:)))
        favorite.discoverabilityTitle = "Mark as Favorite"
        favorite.title = "Mark as Favorite"
        let cook = UIKeyCommand(
            title: "Start Cooking Mode", action: #selector(RecipeViewController.startCooking(_:)), input: "\r",
            modifierFlags: .command)
        return UIMenu(title: "Recipe", children: [shopping, units, favorite, cook])
    }
}
