import Foundation

extension BuildRunner {
    /// Builds, then rebuilds after every settled change of the inputs (and `configFile`);
    /// errors are reported and waited out. Stops with Control-C or SIGTERM.
    func watch(configFile: String?) -> Never {
        // A parent may have spawned us with termination signals blocked (test runners do);
        // a watcher must stop on Control-C or SIGTERM whatever it inherited.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        let watcher = Watcher(paths: settings.watchedPaths + (configFile.map { [$0] } ?? []))
        var seen = watcher.fingerprint()
        _ = run()
        reporter.say("hig-gen: watching \(watcher.paths.joined(separator: ", ")); press Control-C to stop")
        while true {
            seen = watcher.waitForChange(since: seen)
            reporter.say("hig-gen: change seen; rebuilding")
            _ = run()
        }
    }
}
