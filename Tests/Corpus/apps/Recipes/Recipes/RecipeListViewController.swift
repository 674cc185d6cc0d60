import UIKit

final class RecipeListViewController: UICollectionViewController {
    private var recipes: [Recipe] = []

    @objc func newRecipe(_ sender: Any?) {
        recipes.insert(Recipe(title: "Untitled Recipe"), at: 0)
        collectionView.reloadData()
    }

    @objc func importFromWeb(_ sender: Any?) {
        let alert = UIAlertController(title: "Import Recipe", message: "Paste the address of a recipe page.", preferredStyle: .alert)
        alert.addTextField { $0.keyboardType = .URL }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Import", style: .default) { _ in })
        present(alert, animated: true)
    }
}
