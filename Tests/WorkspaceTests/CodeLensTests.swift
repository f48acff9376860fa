import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing
import Workspace

/// The "N uses" lenses of real workspaces agree with find references: a constant's or a token's uses
/// are exactly the references of its name (lenses count them in one walk per file, references search
/// per name). Palette overrides and component protocols count more than one name's references (the
/// colour's uses; the classes the component's properties yield), so they are checked by the e2e tests.
struct CodeLensTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var workspaces: [String] {
        [repository.appendingPathComponent("Examples/FioriTheme").path, repository.deletingLastPathComponent().appendingPathComponent("shared/wild/fiori").standardizedFileURL.path]
    }

    @Test(arguments: workspaces)
    func lensesCountTheReferencesOfConstantsAndTokens(_ folder: String) throws {
        guard FileManager.default.fileExists(atPath: folder) else { try Test.cancel("\(folder) is not present") }
        let workspace = WorkspaceLoader.load(containing: folder, scope: [folder])
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        var checked = 0
        for path in workspace.snapshot.paths {
            for lens in CodeLenses.lenses(in: path, of: index) {
                if let file = index.stylesheets.file(path),
                    let position = file.syntax.definitions.firstIndex(where: { $0.name == lens.range }), file.overrideKeys[position] != nil
                {
                    continue
                }
                if index.snapshot.files[path]?.kind == .swiftModel { continue }
                // An override (`@tintColor`, the name after its `@`) defines a colour; it does not use it.
                let references = Navigation.references(at: lens.range.start + 1, in: path, of: index, includeDeclaration: false).filter { location in
                    guard let bytes = index.snapshot.text(of: location.path)?.bytes, location.range.start > 0 else { return true }
                    return bytes[location.range.start - 1] != UInt8(ascii: "@")
                }
                #expect(Set(lens.uses) == Set(references), "\(path) \(lens.range): \(lens.title)")
                checked += 1
            }
        }
        #expect(checked > 0 || !folder.hasSuffix("FioriTheme"))
    }
}
