// HIGShortcuts: this project's guidelines (Content/*.md) as typed Swift constants.
//
// The constants are not written here: HIGGenPlugin generates them from Content/ while the
// target builds (see .hig-gen.json beside this file), so they always match the Markdown.
// Start at `HIG`: `HIG.Reserved.all`, `HIG.isReserved(_:)`, `HIG.entries(for:)`, `HIG.rules`.
//
// The committed copy in Output/swift/ shows the generated code for reading.
