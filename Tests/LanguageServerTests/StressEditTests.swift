import Foundation
import JSON
import JSONRPC
@testable import LanguageServer
import SourceText
import Testing
import TestSupport

/// Ten thousand random incremental edits over real pipes. The server has no request that returns a
/// document's text, so the comparison with the reference model goes through diagnostics: the edits
/// stay inside a comment that precedes a known error (an undefined variable), and for every version
/// the server reports, the error must be where the reference model puts it.
@Suite(.serialized) struct StressEditTests {
    static let pieces = ["a", "bc", " ", "é", "😀", "👩‍👩‍👧", "\n", "\r\n", "\r", "中文", "\t", "", "x y"]
    static let errorToken = "@stressUndefined"

    @Test(arguments: [("utf-16", PositionEncoding.utf16), ("utf-8", .utf8)])
    func randomEditsKeepTheErrorWhereTheReferenceModelHasIt(offered: String, encoding: PositionEncoding) throws {
        guard let server = try StressSession.start() else { return }
        let negotiated = StressSession.initialize(server, encodings: [offered])?["capabilities"]?["positionEncoding"]?.stringValue
        #expect(negotiated == offered)
        let uri = "file:///stress/edits.nss"
        var model = DocumentStorePropertyTests.ReferenceModel(
            text: "/* 😀 start\r\n of a comment é\n中文 */\r\nLabel {\n    font-color: \(StressEditTests.errorToken);\n}\n",
            encoding: encoding)
        StressSession.open(server, uri: uri, languageId: "nss", text: model.text)
        var random = SeededGenerator(seed: encoding == .utf16 ? 11 : 12)
        var expected: [Int: Position] = [0: StressEditTests.errorPosition(in: model)]
        var edits = 0
        var version = 0
        while edits < 10_000 {
            version += 1
            var changes: [JSONValue] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var start = StressEditTests.positionInsideTheComment(model, &random)
                var end = Int.random(in: 0..<3, using: &random) == 0 ? start : StressEditTests.positionInsideTheComment(model, &random)
                if model.index(of: end) < model.index(of: start) { swap(&start, &end) }
                let replacement = (0..<Int.random(in: 0...3, using: &random))
                    .map { _ in StressEditTests.pieces.randomElement(using: &random)! }.joined()
                model.apply(LSPRange(start: start, end: end), replacement)
                changes.append([
                    "range": [
                        "start": ["line": .integer(Int64(start.line)), "character": .integer(Int64(start.character))],
                        "end": ["line": .integer(Int64(end.line)), "character": .integer(Int64(end.character))],
                    ],
                    "text": .string(replacement),
                ])
                edits += 1
            }
            expected[version] = StressEditTests.errorPosition(in: model)
            server.write(
                .notification(
                    method: "textDocument/didChange",
                    params: ["textDocument": ["uri": .string(uri), "version": .integer(Int64(version))], "contentChanges": .array(changes)]))
        }
        let finalVersion = version
        // The server coalesces edits and publishes only diagnostics that changed, so the final version
        // is published only when its diagnostics differ from the last ones sent. Read until it is, or
        // until the server falls quiet; either way the last diagnostics must match the final text.
        var checkedVersions = 0
        var lastPosition: Position?
        while true {
            let wait: TimeInterval = checkedVersions == 0 ? 120 : 10
            guard let published = StressSession.diagnostics(server, within: wait, where: { $0["uri"]?.stringValue == uri }) else { break }
            guard let publishedVersion = published["version"]?.intValue, let position = expected[publishedVersion] else {
                Issue.record("diagnostics for an unknown version: \(published)")
                break
            }
            let undefined = published["diagnostics"]?.arrayValue?.filter { $0["code"]?.stringValue == "nss/undefined-variable" } ?? []
            #expect(undefined.count == 1, "version \(publishedVersion): \(undefined)")
            if let start = undefined.first?["range"]?["start"] {
                #expect(
                    start["line"]?.intValue == position.line && start["character"]?.intValue == position.character,
                    "version \(publishedVersion): server says \(start), the reference model \(position)")
                lastPosition = Position(line: start["line"]?.intValue ?? -1, character: start["character"]?.intValue ?? -1)
            }
            checkedVersions += 1
            if publishedVersion == finalVersion { break }
        }
        #expect(checkedVersions > 0, "no diagnostics at all after \(finalVersion) versions")
        #expect(lastPosition == expected[finalVersion], "the last diagnostics do not match the final text (version \(finalVersion))")
        #expect(server.protocolViolations.isEmpty)
        let peak = StressSession.peakResidentMebibytes(server)
        #expect(StressSession.shutDown(server))
        if let peak { #expect(peak < 400, "peak resident set \(peak) MiB") }
    }

    /// Where the model's error token starts, in the model's encoding.
    static func errorPosition(in model: DocumentStorePropertyTests.ReferenceModel) -> Position {
        let tokenStart = model.text.range(of: errorToken)!.lowerBound
        let line = model.lines.lastIndex { $0.start <= tokenStart }!
        return Position(line: line, character: model.count(model.lines[line].start, tokenStart))
    }

    /// A random position between the comment's `/*` and `*/` (both excluded), on a character boundary.
    static func positionInsideTheComment(_ model: DocumentStorePropertyTests.ReferenceModel, _ random: inout SeededGenerator) -> Position {
        let open = model.text.range(of: "/*")!.upperBound
        let close = model.text.range(of: "*/")!.lowerBound
        while true {
            let position = model.randomPosition(using: &random)
            let index = model.index(of: position)
            if index >= open, index <= close { return position }
        }
    }
}
