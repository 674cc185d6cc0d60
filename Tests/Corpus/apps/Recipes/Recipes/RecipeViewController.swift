import UIKit

/// One recipe: ingredients and steps. Its key commands act while it has focus.
final class RecipeViewController: UIViewController, UIContextMenuInteractionDelegate {
    private var recipe: Recipe
    private var step = 0
    private var servings = 4

    init(recipe: Recipe) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(nextStep)),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(previousStep)),
            UIKeyCommand(title: "Next Step", action: #selector(nextStep), input: "]", modifierFlags: .command),
            UIKeyCommand(title: "Previous Step", action: #selector(previousStep), input: "[", modifierFlags: .command),
            UIKeyCommand(title: "Add Servings", action: #selector(addServing), input: "]", modifierFlags: .command),  // expect: duplicate-shortcut:error
            UIKeyCommand(title: "Add Ingredient", action: #selector(addIngredient), input: "n", modifierFlags: .command),  // expect: duplicate-shortcut:note
        ]
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [
                UIKeyCommand(
                    title: "Add Ingredients to Shopping List", action: #selector(self.addToShoppingList(_:)), input: "l",  // quiet: Recipe ▸ Add to Shopping List again (same action), in the context menu
                    modifierFlags: .command)
            ])
        })
    }

    @objc func nextStep() { step += 1 }
    @objc func previousStep() { step = max(0, step - 1) }
    @objc func addServing() { servings += 1 }
    @objc func addIngredient() {}
    @objc func addToShoppingList(_ sender: Any?) {}
    @objc func convertUnits(_ sender: Any?) {}
    @objc func toggleFavorite(_ sender: Any?) {}
    @objc func startCooking(_ sender: Any?) {}
}
