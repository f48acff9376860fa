import Foundation
import SourceText
import SwiftParser
import SwiftSyntax
import Testing

@testable import SourceryModels

/// A large file is parsed in two pieces on two cores only when the two trees prove to be the whole
/// file's tree (``SplitParse``); its reading is then the same, byte for byte, as one of the whole file.
/// Every line break of each input is tried as a cut, so the proof is tested and not only the byte
/// scan that proposes cuts.
struct SplitParseTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        /// `↓` before each line break the byte scan proposes.
        var marked: String
        /// Every proposed cut holds (false where the scan proposes what only the trees can reject).
        var proposalsHold = true

        var testDescription: String { name }
    }

    static let samples = [
        Sample(
            name: "literals and comments",
            marked: """
                // sourcery: a
                struct A {
                    var s = \"\"\"
                        }
                        struct InString {
                        \"\"\"
                }↓
                /* block
                }
                struct InComment {}
                */
                struct B {}↓
                let raw = #\"\"\"
                    }
                    struct InRaw { \\#(x) "# "\"\"
                    \"\"\"#
                struct C { var d = #"}"#; var e = ##"}"#"## }↓
                let e = "\\("}")"
                struct F { var g = "\\(h.map { "}" })" }↓
                @available(iOS 15, *)
                public protocol G {
                    var g: Int { get } // sourcery: b
                }  // trailing comment↓
                  \t
                /// docs
                enum H { case a }↓
                // sourcery: c
                struct I {
                }↓
                _ = 1
                """),
        Sample(
            name: "conditional blocks, closures and semicolons",
            marked: """
                #if DEBUG
                // sourcery: d
                struct C {
                }
                struct D {}
                #endif
                struct E {
                }↓
                let x = foo {
                }
                .bar()
                struct F { var a: Int }↓
                extension F {
                }↓
                enum J { case a }; struct K {}↓
                struct L {
                }
                ; struct M {}↓
                class N {
                }
                #if os(iOS)
                actor O {}
                #endif
                """),
        Sample(
            name: "proposals only the trees reject",
            marked: """
                // sourcery: e
                func f() {
                }↓
                struct P {} /* a
                  b */↓
                struct Q {}↓
                var r: Int {
                    0
                }↓
                struct S {};
                struct T {}
                """,
            proposalsHold: false),
        Sample(
            name: "unbalanced braces",
            marked: """
                // sourcery: f
                struct M {
                }
                }
                struct N {
                  func f() {
                }↓
                struct O {}
                """,
            proposalsHold: false),
        Sample(
            name: "CRLF line breaks",
            marked: "// sourcery: g\r\nstruct A {\r\n}↓\r\nstruct B {\r\n}↓\r\n\r\nstruct C {}\r\n"),
        Sample(
            name: "a regex literal ends the scan",
            marked: "// sourcery: h\nstruct R {}↓\nlet r = /}/\nstruct S {}\nstruct T {}\n"),
        Sample(
            name: "a conflict marker ends the scan",
            marked: "// sourcery: i\nstruct U {}\n<<<<<<< HEAD\nstruct V {}\n=======\nstruct W {}\n>>>>>>> x\nstruct X {}\n",
            proposalsHold: false),
        Sample(
            name: "an unterminated literal",
            marked: "// sourcery: j\nstruct A {}↓\nstruct B {}↓\nlet s = \"\"\"\n}\nstruct C {}\n",
            proposalsHold: false),
    ]

    @Test(arguments: SplitParseTests.samples)
    func theScanProposesTheMarkedCuts(_ sample: Sample) {
        let (text, marks) = Self.unmark(sample.marked)
        #expect(TopLevelSplitScan.candidates(in: Array(text.utf8)) == marks)
    }

    @Test(arguments: SplitParseTests.samples)
    func acceptedCutsGiveTheWholeFile(_ sample: Sample) {
        let (text, marks) = Self.unmark(sample.marked)
        let accepted = Self.checkEveryCut(of: SourceText(text), name: sample.name)
        if sample.proposalsHold { #expect(Set(marks).isSubset(of: accepted), "proposed cuts rejected: \(marks.filter { !accepted.contains($0) })") }
    }

    /// The project's own annotated Swift files, and those of the shared corpus when it is present.
    @Test func annotatedFilesOfTheRepositoryAndCorpus() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = try Self.annotatedSwiftFiles(under: root.appendingPathComponent("Tests/editors"))
            + Self.annotatedSwiftFiles(under: root.appendingPathComponent("Tests/Fuzz/Seeds"))
            + Self.annotatedSwiftFiles(under: root.appendingPathComponent("Tests/grammars/samples"))
        #expect(!files.isEmpty)
        let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        if FileManager.default.fileExists(atPath: corpus.path) {
            let corpusFiles = try Self.annotatedSwiftFiles(under: corpus)
            if corpusFiles.isEmpty { print("skipped: ../shared/corpus holds no annotated Swift file") }
            files += corpusFiles
        } else {
            print("skipped: ../shared/corpus is not present")
        }
        for (name, text) in files { _ = Self.checkEveryCut(of: text, name: name) }
    }

    /// A file shaped like the benchmark's (protocols with annotated members, 200 KB) is read in pieces
    /// as the whole, whatever the number of workers, and `read` does cut it near the planned shares.
    @Test func aLargeModelFileIsReadInPieces() throws {
        let text = SourceText(Self.largeModelFile(targetBytes: 200_000))
        let cuts = SplitParse.proposedCuts(in: text.bytes)
        let ends = SplitParse.pieceEnds(count: SplitParse.maximumPieceCount)
        try #require(cuts.count == ends.count - 1)
        for (cut, end) in zip(cuts, ends) { #expect(abs(Double(cut) / Double(text.count) - end) < 0.01) }
        let markers = ByteSearch.sourceryMarkerOffsets(text.bytes)
        let whole = Self.rendering(SourceryFile.readWhole(text, markers: markers, options: SourceryReadOptions()))
        for workers in [0, 1, 3] {
            let pieces = try #require(SourceryFile.readInPieces(text, markers: markers, cuts: cuts, options: SourceryReadOptions(), workers: workers))
            #expect(Self.rendering(pieces) == whole, "\(workers) workers")
            let proposed = try #require(SourceryFile.readInPieces(text, markers: markers, options: SourceryReadOptions(), workers: workers))
            #expect(Self.rendering(proposed) == whole, "\(workers) workers, cuts found as the pieces are handed out")
        }
        // The pieces found as they are handed out are those between the proposed cuts.
        let found = text.bytes.withUnsafeBufferPointer { buffer -> [Range<Int>] in
            guard var source = SplitParse.ProposedPieces(bytes: buffer) else { return [] }
            var pieces: [Range<Int>] = []
            while let piece = source.next() { pieces.append(piece) }
            #expect(source.next() == nil)
            return pieces
        }
        #expect(found == SplitParse.pieces(of: text.count, cuts: cuts))
        #expect(Self.rendering(SourceryFile.read(text)) == whole)
    }

    static func largeModelFile(targetBytes: Int) -> String {
        var source = "import SwiftUI\n\n"
        var number = 0
        while source.utf8.count < targetBytes {
            source += """
                /// The component number \(number).
                // sourcery: BaseComponent
                // sourcery: importFrameworks = ["Combine"]
                @available(iOS 15, *)
                public protocol _Generated\(number)Component: _Generated\(max(0, number - 1))Base {
                    // sourcery: @ViewBuilder
                    var title\(number): AttributedString { get }
                    // sourcery: defaultValue = "Status", default.isStringLiteral
                    var status\(number): String? { get }
                    var count\(number): Int { get } // sourcery: default.value = 0
                    func update\(number)(
                        value: Int, // sourcery: p
                        animated: Bool) -> Bool
                }

                public protocol _Generated\(number)Base {
                    var identifier\(number): String { get }
                }


                """
            number += 1
        }
        return source
    }

    // MARK: Checking

    /// Tries every line break of `text` as a cut: where both trees are accepted, they must be the whole
    /// file's tree and the reading in pieces the whole file's; elsewhere the reading in pieces must
    /// decline. Returns the accepted cuts.
    static func checkEveryCut(of text: SourceText, name: String) -> Set<Int> {
        let bytes = text.bytes
        let wholeTree = SplitParse.parse(bytes, 0..<bytes.count)
        let markers = ByteSearch.sourceryMarkerOffsets(bytes)
        let options = SourceryReadOptions(skipsGeneratedFiles: false)
        let whole = rendering(SourceryFile.readWhole(text, markers: markers, options: options))
        var accepted: Set<Int> = []
        for cut in bytes.indices where bytes[cut] == UInt8(ascii: "\n") || bytes[cut] == UInt8(ascii: "\r") {
            let first = SplitParse.parse(bytes, 0..<cut)
            let second = SplitParse.parse(bytes, cut..<bytes.count)
            let accepts = SplitParse.acceptsFirstPiece(first, cut: cut) && SplitParse.acceptsSecondPiece(second, cut: cut, in: bytes)
            if accepts {
                accepted.insert(cut)
                let sameItems = dump(first.statements) + dump(second.statements) == dump(wholeTree.statements)
                let sameEnd = dump([second.endOfFileToken]) == dump([wholeTree.endOfFileToken])
                #expect(sameItems && sameEnd, "\(name): the pieces cut at \(cut) are not the whole file's tree")
            }
            let pieces = SourceryFile.readInPieces(text, markers: markers, cuts: [cut], options: options)
            #expect((pieces != nil) == accepts, "\(name), cut at \(cut)")
            if let pieces {
                let same = rendering(pieces) == whole
                #expect(same, "\(name): the reading in pieces cut at \(cut) differs from the whole file's")
            }
        }
        if wholeTree.hasError { #expect(accepted.isEmpty, "\(name): a file with errors is never cut") }
        return accepted
    }

    /// Each node's kind, each token's kind, text and trivia: equal dumps are equal trees.
    static func dump(_ nodes: some Sequence<some SyntaxProtocol>) -> [String] {
        nodes.map { $0.debugDescription(includeTrivia: true) }
    }

    /// Everything a reading holds: comments, declarations (with their annotations) and members.
    static func rendering(_ file: SourceryFile) -> String {
        var lines = ["skipped \(String(describing: file.skipped))"]
        lines += file.comments.map { "\($0)" }
        lines += file.declarations.indices.map { "\(file.declarations[$0]) members \(Array(file.memberIndices[$0]))" }
        return lines.joined(separator: "\n")
    }

    static func annotatedSwiftFiles(under folder: URL) throws -> [(String, SourceText)] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, SourceText)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard ByteSearch.containsSourceryMarker(bytes) else { continue }
            files.append((url.lastPathComponent, SourceText(bytes: bytes)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The text without `↓` markers, and the byte offsets they marked.
    static func unmark(_ marked: String) -> (text: String, offsets: [Int]) {
        var text = ""
        var offsets: [Int] = []
        for character in marked {
            if character == "↓" { offsets.append(text.utf8.count) } else { text.append(character) }
        }
        return (text, offsets)
    }
}
