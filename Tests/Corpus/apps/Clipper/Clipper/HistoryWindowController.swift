import AppKit

/// The history window: a table of clips and three buttons (HistoryWindow.xib).
final class HistoryWindowController: NSWindowController {
    @IBOutlet weak var tableView: NSTableView!
    private var clips: [Clip] = []

    private var selectedClip: Clip? {
        tableView.selectedRow >= 0 ? clips[tableView.selectedRow] : nil
    }

    @IBAction func copyClip(_ sender: Any?) {
        guard let clip = selectedClip else { return }
        clip.write(to: .general)
        window?.close()
    }

    @IBAction func pinClip(_ sender: Any?) {
        selectedClip?.isPinned.toggle()
        tableView.reloadData()
    }

    @IBAction func deleteClip(_ sender: Any?) {
        guard let clip = selectedClip else { return }
        clips.removeAll { $0.id == clip.id }
        tableView.reloadData()
    }

    @IBAction func excludeSourceApp(_ sender: Any?) {
        guard let bundleID = selectedClip?.sourceBundleIdentifier else { return }
        ClipStore.excludedApps.insert(bundleID)
    }
}
