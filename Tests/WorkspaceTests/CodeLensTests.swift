import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing
import Workspace

/// The "N uses" lenses of real workspaces agree with find references: a constant's or a token's uses
/// are exactly the references of its name, a component's those of its protocol and of its properties
/// (lenses count them in one walk per file, references search per name). A palette override counts
/// its colour's uses, which the e2e tests check.
struct CodeLensTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var workspaces: [String] {
        [
            repository.appendingPathComponent("Examples/FioriTheme").path,
            repository.deletingLastPathComponent().appendingPathComponent("shared/wild/fiori").standardizedFileURL.path,
        ]
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
                if index.snapshot.files[path]?.kind == .swiftModel {
                    #expect(Set(lens.uses) == componentReferences(at: lens.range, in: path, of: index), "\(path) \(lens.range): \(lens.title)")
                    checked += 1
                    continue
                }
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

    /// A component's uses by find references: of its protocol, and of each of its properties (whose
    /// references are the selectors of the classes they yield).
    func componentReferences(at range: TextRange, in path: String, of index: WorkspaceIndex) -> Set<Location> {
        guard let component = index.models.components.first(where: { $0.declaration == Location(path: path, range: range) }) else { return [] }
        var uses = Set(Navigation.references(at: range.start, in: path, of: index, includeDeclaration: false))
        for property in component.properties {
            uses.formUnion(Navigation.occurrences(of: .swiftProperty(property.declaration), in: index).filter { !$0.isDefinition }.map(\.location))
        }
        return uses
    }
}
