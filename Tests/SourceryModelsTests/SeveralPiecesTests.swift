import Foundation
import SourceText
import SwiftSyntax
import Testing

@testable import SourceryModels

/// A file read in more than two pieces: every set of cuts whose pieces are all accepted gives the
/// whole file's trees and reading; any piece not accepted makes the reading in pieces decline.
struct SeveralPiecesTests {
    /// Every pair of line breaks of each sample as two cuts (three pieces).
    @Test(arguments: SplitParseTests.samples)
    func everyPairOfCuts(_ sample: SplitParseTests.Sample) {
        let (source, marks) = SplitParseTests.unmark(sample.marked)
        let text = SourceText(source)
        let bytes = text.bytes
        let singles = Self.acceptedSingleCuts(of: bytes)
        let checker = Checker(text: text)
        let breaks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") || bytes[$0] == UInt8(ascii: "\r") }
        var acceptedSets: Set<[Int]> = []
        for (position, first) in breaks.enumerated() {
            for second in breaks[(position + 1)...] {
                let accepted = checker.check(cuts: [first, second], name: sample.name)
                if accepted {
                    acceptedSets.insert([first, second])
                    // Both cuts hold on their own too: the pieces after each are one tree.
                    #expect(singles.contains(first) && singles.contains(second), "\(sample.name): \(first), \(second)")
                }
            }
        }
        if sample.proposalsHold && marks.count >= 2 {
            #expect(acceptedSets.contains(Array(marks.prefix(2))), "\(sample.name): the first two proposals are not accepted together")
        }
    }

    /// For several targets at once, the scan gives each target's nearest candidate (the later one on a
    /// tie), once, in increasing order.
    @Test(arguments: SplitParseTests.samples)
    func theScanPicksTheNearestCandidates(_ sample: SplitParseTests.Sample) {
        let bytes = Array(SplitParseTests.unmark(sample.marked).text.utf8)
        let all = TopLevelSplitScan.candidates(in: bytes)
        let targetSets = [[0], [bytes.count], [bytes.count / 3, 2 * bytes.count / 3], Array(stride(from: 0, to: bytes.count, by: 7))]
            + all.map { [$0 - 1, $0, $0 + 1] } + zip(all, all.dropFirst()).map { [($0 + $1) / 2, ($0 + $1 + 1) / 2] }
        for targets in targetSets {
            var expected: [Int] = []
            for target in targets {
                let nearest = all.min { abs($0 - target) < abs($1 - target) || (abs($0 - target) == abs($1 - target) && $0 > $1) }
                if let nearest, nearest > expected.last ?? -1 { expected.append(nearest) }
            }
            #expect(TopLevelSplitScan.candidates(in: bytes, near: targets) == expected, "\(sample.name): targets \(targets)")
        }
    }

    /// The repository's and corpus's annotated files, cut at every accepted proposal, at every second
    /// and every third one, and with a line break that is not a cut among them.
    @Test func annotatedFilesOfTheRepositoryAndCorpus() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = try SplitParseTests.annotatedSwiftFiles(under: root.appendingPathComponent("Tests/editors"))
            + SplitParseTests.annotatedSwiftFiles(under: root.appendingPathComponent("Tests/grammars/samples"))
        let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        if FileManager.default.fileExists(atPath: corpus.path) {
            files += try SplitParseTests.annotatedSwiftFiles(under: corpus)
        } else {
            print("skipped: ../shared/corpus is not present")
        }
        var filesCut = 0
        for (name, text) in files {
            let bytes = text.bytes
            let checker = Checker(text: text)
            let proposals = TopLevelSplitScan.candidates(in: bytes).filter { cut in
                SplitParse.acceptsPiece(SplitParse.parse(bytes, 0..<cut), 0..<cut, in: bytes)
                    && SplitParse.acceptsPiece(SplitParse.parse(bytes, cut..<bytes.count), cut..<bytes.count, in: bytes)
            }
            guard proposals.count >= 2 else { continue }
            filesCut += 1
            for stride in 1...3 {
                let cuts = proposals.indices.filter { $0 % stride == 0 }.map { proposals[$0] }
                #expect(checker.check(cuts: cuts, name: name), "\(name): accepted cuts \(cuts) together")
            }
            // Another line break among them, proven or not: the check holds either way.
            if let other = bytes[(proposals[0] + 1)..<proposals[1]].lastIndex(of: UInt8(ascii: "\n")) {
                _ = checker.check(cuts: [proposals[0], other, proposals[1]], name: name)
            }
        }
        #expect(filesCut > 0)
    }

    /// A large file with an unproven cut among proven ones is read whole, the same as with no cut.
    @Test func anUnprovenCutFallsBackToTheWholeFile() throws {
        let source = SplitParseTests.largeModelFile(targetBytes: 100_000)
        let text = SourceText(source)
        let proposed = SplitParse.proposedCuts(in: text.bytes)
        try #require(proposed.count >= 2)
        // The line break before the last line of the first piece (its closing `}`) is inside a declaration.
        let unproven = try #require(text.bytes[..<proposed[0]].lastIndex(of: UInt8(ascii: "\n")))
        let checker = Checker(text: text)
        #expect(checker.check(cuts: proposed, name: "proposed"))
        #expect(!checker.check(cuts: [unproven] + proposed, name: "unproven first"))
        #expect(!checker.check(cuts: Array(proposed.prefix(1)) + [proposed[1] - 1] + proposed.dropFirst(2), name: "a cut off by one"))
        let whole = SplitParseTests.rendering(SourceryFile.read(text, options: SourceryReadOptions(skipsGeneratedFiles: false)))
        #expect(whole == checker.whole)
    }

    // MARK: Checking

    /// The whole file's tree and reading, against which readings in pieces are checked.
    struct Checker {
        let text: SourceText
        let markers: [Int]
        let wholeItems: [String]
        let wholeEnd: [String]
        let whole: String
        let options = SourceryReadOptions(skipsGeneratedFiles: false)

        init(text: SourceText) {
            self.text = text
            markers = ByteSearch.sourceryMarkerOffsets(text.bytes)
            let tree = SplitParse.parse(text.bytes, 0..<text.bytes.count)
            wholeItems = SplitParseTests.dump(tree.statements)
            wholeEnd = SplitParseTests.dump([tree.endOfFileToken])
            whole = SplitParseTests.rendering(SourceryFile.readWhole(text, markers: markers, options: options))
        }

        /// Whether every piece between `cuts` is accepted; if so, the pieces' items must be the whole
        /// file's and the reading in pieces the whole file's, and if not, the reading must decline.
        func check(cuts: [Int], name: String) -> Bool {
            let bytes = text.bytes
            let ranges = SplitParse.pieces(of: bytes.count, cuts: cuts)
            let trees = ranges.map { SplitParse.parse(bytes, $0) }
            let accepted = zip(trees, ranges).allSatisfy { SplitParse.acceptsPiece($0, $1, in: bytes) }
            if accepted {
                let items = trees.flatMap { SplitParseTests.dump($0.statements) }
                #expect(items == wholeItems && SplitParseTests.dump([trees.last!.endOfFileToken]) == wholeEnd, "\(name): pieces cut at \(cuts) are not the whole tree")
            }
            for workers in [0, 1] {
                let pieces = SourceryFile.readInPieces(text, markers: markers, cuts: cuts, options: options, workers: workers)
                #expect((pieces != nil) == accepted, "\(name), cuts \(cuts), \(workers) workers")
                if let pieces {
                    #expect(SplitParseTests.rendering(pieces) == whole, "\(name): the reading cut at \(cuts) differs from the whole file's")
                }
            }
            return accepted
        }
    }

    static func acceptedSingleCuts(of bytes: [UInt8]) -> Set<Int> {
        Set(
            bytes.indices.filter { cut in
                guard cut > 0, bytes[cut] == UInt8(ascii: "\n") || bytes[cut] == UInt8(ascii: "\r") else { return false }
                return SplitParse.acceptsFirstPiece(SplitParse.parse(bytes, 0..<cut), cut: cut)
                    && SplitParse.acceptsSecondPiece(SplitParse.parse(bytes, cut..<bytes.count), cut: cut, in: bytes)
            })
    }
}
