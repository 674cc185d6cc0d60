import ArgumentParser

/// `--no-cache` and `--cache-path`: whether `check` keeps what each file's reader found
/// between runs, and where (see `ReadCache` in HIGLintKit).
package struct CacheOptions: ParsableArguments {
    package init() {}

    @Flag(
        name: .customLong("no-cache"),
        help: "Read every file afresh: neither use nor keep what earlier runs read from files whose bytes are unchanged.")
    package var noCache = false

    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "The folder to keep what each file's reader found in between runs (default: $XDG_CACHE_HOME/hig-gen, else ~/.cache/hig-gen, or ~/Library/Caches/hig-gen on macOS).",
            valueName: "folder"))
    package var cachePath: String?
}
