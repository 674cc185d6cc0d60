// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Marker",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "Marker", targets: ["Marker"]),
        .executable(name: "marker-cli", targets: ["marker-cli"]),
    ],
    targets: [
        .target(name: "MarkerCore"),
        .executableTarget(name: "Marker", dependencies: ["MarkerCore"]),
        .executableTarget(name: "marker-cli", dependencies: ["MarkerCore"]),
    ]
)
