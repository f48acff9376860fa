import DesignTokens
import SourceText

extension FileKind {
    /// Names of `.json` files that are never token files, not read to find out.
    static let knownOtherJSONNames: Set<String> = [
        "package.json", "package-lock.json", "Package.resolved", "tsconfig.json", "jsconfig.json", "composer.json",
        "Contents.json", "app.json", "biome.json", "lerna.json", "turbo.json", "nx.json", ".eslintrc.json", "manifest.json",
    ]

    /// True when a `.json` file of this name may be a token file, to be decided by its content.
    package static func mayBeTokenJSON(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let lowercased = name.lowercased()
        return (lowercased.hasSuffix(".json") || lowercased.hasSuffix(".json5")) && !knownOtherJSONNames.contains(name)
            && !name.hasPrefix("tsconfig")
    }

    /// True when a plain `.json` file's content makes it a token file (see
    /// ``TokenFileReader/isTokenContent(_:inSetFolder:)``); `relativePath` says whether it lies in a
    /// token set folder (`tokens/`).
    package static func isTokenContent(_ text: SourceText, relativePath: String) -> Bool {
        let folders = relativePath.split(separator: "/").dropLast()
        let inSetFolder = folders.contains { TokenSystemPartition.setFolderNames.contains($0.lowercased()) }
        return TokenFileReader.isTokenContent(text, inSetFolder: inSetFolder, json5: TokenFileReader.isJSON5(relativePath))
    }
}
