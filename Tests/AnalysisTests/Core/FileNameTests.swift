import Analysis
import Foundation
import TestSupport
import Testing

/// ``FileName`` answers what Foundation's path methods answer, on names built from the pieces that
/// make them differ (dots, slashes, case, non-ASCII letters), and ``FileKind/byName(_:)`` what a
/// Unicode lower-casing of the name says.
struct FileNameTests {
    static let pieces = ["a", "B", ".", "..", "/", "//", "m", "swift", "NSS", "tokens", "json", "é", "İ", "K", "x.y", " ", "-"]

    static func paths() -> [String] {
        var random = SeededGenerator(seed: 0xF11E)
        var paths = ["", ".m", "a.", "a.b.c", ".x.m", "dir.d/file", "dir/.m", "a/b.M", "x.swift/", "é.m", "a..m", "Theme.NSS", "nuance.json"]
        for _ in 0..<3_000 {
            paths.append((0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        return paths
    }

    /// (Foundation on Linux stops the process on some names after `//`, such as `//é`: those are left out.)
    @Test func lastComponentAndExtensionAreFoundations() {
        for path in Self.paths() where path.contains(where: { $0 != "/" }) && !path.contains("//") {
            #expect(String(FileName.lastComponent(path)) == (path as NSString).lastPathComponent, "\(path)")
            #expect(String(FileName.pathExtension(path)) == (path as NSString).pathExtension, "\(path)")
        }
    }

    @Test func kindsByNameFollowUnicodeLowerCase() {
        for path in Self.paths() {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let lower = name.lowercased()
            let expected: FileKind? =
                name == "nuance.json"
                ? .configuration
                : lower.hasSuffix(".nss")
                    ? .stylesheet
                    : lower.hasSuffix(".tokens") || lower.hasSuffix(".tokens.json") || lower.hasSuffix(".resolver.json")
                        ? .tokens
                        : lower.hasSuffix(".swift") ? .swiftModel : nil
            #expect(FileKind.byName(path) == expected, "\(path)")
        }
    }

    @Test(arguments: [
        ("Pods/NUI/a.m", false, true), ("App/Pods/a.m", false, true), ("Pods", false, false), ("Pods", true, true),
        ("App/Pods", true, true), ("App/PodsX/a.m", false, false), ("XPods/a.m", false, false), ("a.m", false, false),
    ])
    func foldersAreWholeComponents(_ relative: String, _ orItself: Bool, _ inside: Bool) {
        #expect(FileName.isInside(folderNamed: "Pods", relative, orItself: orItself) == inside)
    }
}
