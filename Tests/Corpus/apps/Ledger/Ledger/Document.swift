import AppKit

/// A ledger file: accounts and their transactions.
final class Document: NSDocument {
    @IBOutlet weak var tableView: NSTableView!
    private var ledger = LedgerModel()
    private lazy var transactionSheet = TransactionSheetController(windowNibName: "TransactionSheet")
    private lazy var reconcileSheet = ReconcileSheetController(windowNibName: "ReconcileSheet")

    override class var autosavesInPlace: Bool { true }
    override var windowNibName: NSNib.Name? { "Document" }

    override func data(ofType typeName: String) throws -> Data { try ledger.encoded() }
    override func read(from data: Data, ofType typeName: String) throws { ledger = try LedgerModel(data: data) }

    @IBAction func addTransaction(_ sender: Any?) {
        guard let window = windowControllers.first?.window, let sheet = transactionSheet.window else { return }
        window.beginSheet(sheet) { [weak self] response in
            if response == .OK, let transaction = self?.transactionSheet.transaction { self?.ledger.add(transaction) }
        }
    }

    @IBAction func addTransactionInline(_ sender: Any?) {
        ledger.add(Transaction(date: .now, amount: 0, payee: ""))
        tableView.reloadData()
        tableView.editColumn(0, row: tableView.numberOfRows - 1, with: nil, select: true)
    }

    @IBAction func reconcile(_ sender: Any?) {
        guard let window = windowControllers.first?.window, let sheet = reconcileSheet.window else { return }
        window.beginSheet(sheet)
    }

    @IBAction func exportCSV(_ sender: Any?) {
        let panel = NSSavePanel()
        panel.allowedContentTypes = [.commaSeparatedText]
        panel.beginSheetModal(for: windowControllers.first!.window!) { [ledger] response in
            if response == .OK, let url = panel.url { try? ledger.csv().write(to: url, atomically: true, encoding: .utf8) }
        }
    }

    @IBAction func logOutOfBank(_ sender: Any?) {
        BankConnection.shared.signOut()
    }
}
