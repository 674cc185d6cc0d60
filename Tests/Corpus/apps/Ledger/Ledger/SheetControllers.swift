import AppKit

final class TransactionSheetController: NSWindowController {
    @IBOutlet weak var amountField: NSTextField!
    @IBOutlet weak var payeeField: NSTextField!
    private(set) var transaction: Transaction?

    @IBAction func confirm(_ sender: Any?) {
        transaction = Transaction(date: .now, amount: amountField.doubleValue, payee: payeeField.stringValue)
        end(.OK)
    }

    @IBAction func cancel(_ sender: Any?) { end(.cancel) }

    private func end(_ response: NSApplication.ModalResponse) {
        guard let window else { return }
        window.sheetParent?.endSheet(window, returnCode: response)
    }
}

final class ReconcileSheetController: NSWindowController {
    @IBOutlet weak var statementBalanceField: NSTextField!
    @IBOutlet weak var finishButton: NSButton!
    @IBOutlet weak var cancelButton: NSButton!

    override func windowDidLoad() {
        super.windowDidLoad()
        // Older statements were imported with the buttons swapped; restore the usual keys.
        finishButton.keyEquivalent = "\r"
        cancelButton.keyEquivalent = "\033"  // expect: malformed-key-equivalent:warning
    }

    @IBAction func finish(_ sender: Any?) {
        guard let window else { return }
        window.sheetParent?.endSheet(window, returnCode: .OK)
    }

    @IBAction func cancel(_ sender: Any?) {
        guard let window else { return }
        window.sheetParent?.endSheet(window, returnCode: .cancel)
    }
}
