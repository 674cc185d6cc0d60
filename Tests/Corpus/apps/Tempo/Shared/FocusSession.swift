import Foundation

@MainActor
final class FocusSession: ObservableObject {
    @Published var remaining: Duration = .seconds(25 * 60)
    @Published var isRunning = false
    private var timer: Timer?

    func toggle() { isRunning ? pause() : start() }

    func start() {
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.tick() }
        }
    }

    func pause() {
        isRunning = false
        timer?.invalidate()
    }

    func stop() {
        pause()
        remaining = .seconds(25 * 60)
    }

    func reset() { stop() }
    func skip() { remaining = .zero }

    private func tick() {
        remaining -= .seconds(1)
        if remaining <= .zero { skip() }
    }
}
