// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Nuance",
    platforms: [
        .macOS(.v13)
    ],
    products: [
        .executable(name: "nuance", targets: ["nuance"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // MARK: json-c
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),

        // MARK: the C allocator's options (`mallopt`), set by one-shot commands
        .systemLibrary(name: "CMallocOptions"),

        // MARK: JSON values for the wire and the position-keeping JSON(C) syntax tree
        .target(name: "JSON", dependencies: ["CJSONC", "SourceText"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),

        // MARK: Text, positions, edits
        .target(name: "SourceText"),
        .testTarget(name: "SourceTextTests", dependencies: ["SourceText", "TestSupport"]),

        // MARK: Colours shared by stylesheets and tokens
        .target(name: "Colors"),
        .testTarget(name: "ColorsTests", dependencies: ["Colors"]),

        // MARK: The finding model
        .target(name: "Diagnostics", dependencies: ["SourceText"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),

        // MARK: File languages
        .target(name: "NSS", dependencies: ["SourceText", "Diagnostics", "Colors"]),
        .testTarget(name: "NSSTests", dependencies: ["NSS", "TestSupport"], exclude: ["Golden"]),

        .target(name: "DesignTokens", dependencies: ["JSON", "SourceText", "Diagnostics", "Colors"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens"]),

        .target(
            name: "SourceryModels",
            dependencies: [
                "SourceText",
                "Diagnostics",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "SourceryModelsTests", dependencies: ["SourceryModels"]),

        // MARK: Cross-file index, rules and editor-neutral answers
        .target(
            name: "Analysis",
            dependencies: [
                "SourceText", "Diagnostics", "Colors", "JSON", "NSS", "DesignTokens", "SourceryModels",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .testTarget(
            name: "AnalysisTests",
            dependencies: ["TestSupport", "Analysis"],
            exclude: ["Stylesheets/Golden", "Tokens/Golden"]
        ),

        // MARK: Configuration and file discovery (the only layer besides the server that reads files)
        .target(name: "Workspace", dependencies: ["Analysis", "SourceText", "Diagnostics", "SourceryModels"]),
        .testTarget(name: "WorkspaceTests", dependencies: ["TestSupport", "Workspace"], exclude: ["Golden"]),

        // MARK: Rendering findings for the command line (human, JSON, SARIF, GitHub)
        .target(name: "Reporting", dependencies: ["Analysis", "Diagnostics", "JSON", "SourceText", "Workspace"]),

        // MARK: JSON-RPC and the language server
        .target(name: "JSONRPC", dependencies: ["JSON"]),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),

        .target(
            name: "LanguageServer",
            dependencies: ["JSONRPC", "JSON", "SourceText", "Diagnostics", "Colors", "NSS", "Analysis", "Workspace", "SourceryModels"]
        ),
        .testTarget(name: "LanguageServerTests", dependencies: ["TestSupport", "LanguageServer"]),

        // MARK: Shared test helpers (fixtures with markers, several files in one string)
        .target(name: "TestSupport", dependencies: ["Analysis", "SourceText", "Diagnostics"]),

        // MARK: Command line
        .executableTarget(
            name: "nuance",
            dependencies: [
                "Analysis",
                "Workspace",
                "Reporting",
                "LanguageServer",
                "Diagnostics",
                "CMallocOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "NuanceCLITests",
            dependencies: ["TestSupport", "Analysis", "Workspace", "Reporting", "Diagnostics"],
            exclude: ["Golden"]
        ),

        // MARK: Reliability: invariants shared by the fuzz targets (NUANCE_FUZZ=1) and the seed-pass tests
        .target(
            name: "FuzzInvariants",
            dependencies: [
                "SourceText", "NSS", "JSON", "JSONRPC", "SourceryModels", "LanguageServer", "TestSupport", "Analysis", "Workspace",
            ]
        ),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzInvariants", "LanguageServer", "SourceText"]),

        // MARK: Benchmarks (make bench)
        .executableTarget(
            name: "nuance-bench",
            dependencies: ["CJSONC", "JSON", "JSONRPC", "SourceText", "NSS", "DesignTokens", "SourceryModels", "Analysis", "Workspace"]
        ),
    ]
)

// The libFuzzer executable (`make fuzz`; its first argument names the target), built only with
// NUANCE_FUZZ=1. Only this package's own targets get the fuzzer's coverage and AddressSanitizer: the
// dependencies (swift-syntax above all) compile as in a plain release build, so that libFuzzer neither
// tracks SwiftParser's tens of thousands of branches nor checks its memory on every input.
// `-sanitize=fuzzer` on the link adds the libFuzzer driver the executable calls; gold fails on these
// sanitized links, lld comes with the toolchain.
if Context.environment["NUANCE_FUZZ"] == "1" {
    let sanitizers = "-sanitize=fuzzer,address"
    for target in package.targets where target.type == .regular || target.type == .executable {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags([sanitizers])]
    }
    package.targets.append(
        .executableTarget(
            name: "NuanceFuzz",
            dependencies: ["FuzzInvariants"],
            path: "Sources/Fuzz/NuanceFuzz",
            swiftSettings: [.unsafeFlags([sanitizers])],
            linkerSettings: [.unsafeFlags([sanitizers, "-use-ld=lld"])]
        )
    )
}
