import ArgumentParser
import HIGModel

/// `--allow-outside-root`: whether a run may read files outside the folders it was given
/// (see ``HIGModel/InputBoundary``), for the commands that read an app's repository.
package struct InputBoundaryOptions: ParsableArguments {
    package init() {}

    @Flag(
        name: .customLong("allow-outside-root"),
        help: """
            Read files a symbolic link, project reference, include or manifest leads to outside the folders \
            given (or the repository holding them). Off by default: a repository is untrusted input.
            """)
    package var allowOutsideRoot = false

    /// Sets this run's boundary: the root of each path named on the command line and of the
    /// current folder, unless `--allow-outside-root`; and starts the run's store of the files
    /// its readers keep (``HIGModel/KeptInputs``).
    package func apply(to paths: [String?]) {
        InputBoundary.current = allowOutsideRoot ? nil : InputBoundary(roots: ["."] + paths.compactMap { $0 })
        InputFile.kept = KeptInputs()
    }
}
