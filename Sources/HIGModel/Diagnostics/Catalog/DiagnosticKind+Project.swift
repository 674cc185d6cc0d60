// Reading an app's project files: which files belong to which target, on which platforms.
extension DiagnosticKind {
    public static let projectUnreadable = DiagnosticKind(
        "project.unreadable", .warning, summary: "A project file cannot be read",
        explanation:
            """
            hig-gen reads Xcode projects (project.pbxproj), XcodeGen's project.yml and Package.swift to learn \
            which files make up each target and which platforms it runs on. Without them, the files it would \
            have named are checked as one app, with platforms guessed from the code.
            """,
        fix: "Check that the file is the project Xcode, XcodeGen or SwiftPM writes, not a merge conflict or a stub.")
    public static let projectTargetsGuessed = DiagnosticKind(
        "project.targets-guessed", .note, summary: "No project file names the targets; they were guessed from the code",
        explanation:
            """
            Files that no project file lists are grouped by the platform their code is written for (import AppKit \
            or a Mac storyboard: macOS; import UIKit or an iOS storyboard: iPadOS), so a Mac menu is not compared \
            with an iPad view controller's key commands. Each finding names the group it was found in.
            """,
        fix: "Check from the folder that holds the .xcodeproj, project.yml or Package.swift, or use --target.")
}

extension DiagnosticCatalog {
    public static let project: [DiagnosticKind] = [.projectUnreadable, .projectTargetsGuessed]
}
