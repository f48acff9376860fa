import Foundation
import SourceText
import SourceryModels
import Testing

/// Which comments carry annotations (§1).
struct CommentRecognitionTests {
    @Test(arguments: [
        "// sourcery: x", "//sourcery:x", "/// sourcery: x", "/* sourcery: x */", "/** sourcery: x */",
    ])
    func countingCommentForms(_ comment: String) {
        #expect(annotationsByDeclaration("\(comment)\nvar p: Int")["p"] == "x=true")
    }

    @Test func starLineInsideBlockComment() {
        let source = "/*\n * sourcery: x\n */\nvar p: Int"
        #expect(annotationsByDeclaration(source)["p"] == "x=true")
    }

    @Test(arguments: ["// Sourcery: x", "// sourcery : x", "// TODO sourcery: x", "//// sourcery: x"])
    func nonCountingForms(_ comment: String) {
        // A counting annotation further down makes sure the file is parsed at all.
        let annotations = annotationsByDeclaration("\(comment)\nvar p: Int\n// sourcery: y\nvar q: Int")
        #expect(annotations["p"] == "-")
        #expect(annotations["q"] == "y=true")
    }

    @Test func closingMarkerLeaksIntoKeyOnStarLines() {
        let source = "/*\n * sourcery: foo */\nvar p: Int"
        #expect(annotationsByDeclaration(source)["p"] == "foo */=true")
        let file = SourceryFile.read(SourceText(source))
        #expect(file.comments.first?.traps.map(\.kind) == [.closingCommentInText])
    }

    @Test func trailingLineComment() {
        #expect(annotationsByDeclaration("let p: Int // sourcery: a = 1")["p"] == "a=1")
    }

    @Test func trailingBlockComment() {
        #expect(annotationsByDeclaration("let p: Int /* sourcery: a = 1 */")["p"] == "a=1")
    }

    @Test func slashesInsideStringLiteralAreNotAComment() {
        let source = "let p = \"http:// sourcery: a\""
        let file = SourceryFile.read(SourceText(source))
        #expect(file.comments.isEmpty)
        #expect(annotationsByDeclaration(source)["p"] == "-")
    }

    @Test func commentLikeLineInsideMultiLineStringIsNotAComment() {
        let source = "let p = \"\"\"\n// sourcery: a\n\"\"\"\nvar q: Int"
        #expect(SourceryFile.read(SourceText(source)).comments.isEmpty)
    }

    /// Comments the text decides are read while the file is parsed, the others after it; both end up
    /// in text order, and lines inside literals are dropped.
    @Test func commentsTheTreeConfirmsStayInTextOrder() {
        let source = """
            // sourcery: a
            let p = \"\"\"
            // sourcery: inString
            \"\"\"
            let q = "x" // sourcery: b
            let r = 1 // sourcery: c
            let s = "// sourcery: inLiteral"
            /* sourcery: d */
            var t: Int
            """
        let comments = SourceryFile.read(SourceText(source)).comments
        #expect(comments.map(\.line) == [0, 4, 5, 7])
        #expect(comments.map { $0.annotations.map(\.key) } == [["a"], ["b"], ["c"], ["d"]])
    }

    @Test func readingFromConcurrentWorkersGivesTheSameFiles() {
        let sources = [DeclarationTests.source, RobustnessTests.sample, "let p = \"\"\"\n// sourcery: a\n\"\"\"\n// sourcery: b\nvar q: Int"]
        let serial = sources.map { SourceryFile.read(SourceText($0), options: SourceryReadOptions(skipsGeneratedFiles: false)) }
        let concurrent = ReadFiles(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            concurrent.store(SourceryFile.read(SourceText(sources[index]), options: SourceryReadOptions(skipsGeneratedFiles: false)), at: index)
        }
        for index in sources.indices {
            #expect(concurrent.file(at: index)?.comments == serial[index].comments)
            #expect(concurrent.file(at: index)?.declarations == serial[index].declarations)
        }
    }

    @Test func inlineCommentBeforeTheDeclaration() {
        #expect(annotationsByDeclaration("/* sourcery: a */ var p: Int")["p"] == "a=true")
        #expect(annotationsByDeclaration("@objc /* sourcery: a */ var p: Int")["p"] == "a=true")
    }

    @Test func unclosedBlockCommentLineIsNotRead() {
        let source = "/* sourcery: skipEquality\n */\nvar p: Int"
        #expect(annotationsByDeclaration(source)["p"] == "-")
        #expect(SourceryFile.read(SourceText(source)).comments.first?.traps.map(\.kind) == [.unclosedBlockComment])
    }

    @Test func generatedFilesAreSkipped() {
        let source = "// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery\n// sourcery: a\nvar p: Int"
        #expect(SourceryFile.read(SourceText(source)).skipped == .generated)
        let read = SourceryFile.read(SourceText(source), options: SourceryReadOptions(skipsGeneratedFiles: false))
        #expect(read.skipped == nil && read.declarations.first?.annotations["a"] == .flag)
    }

    @Test func filesWithoutTheMarkerAreNotParsed() {
        let file = SourceryFile.read(SourceText("struct A { var b: Int } // Sourcery: no"))
        #expect(file.skipped == .noAnnotations)
        #expect(file.declarations.isEmpty)
    }

    @Test func markerSearchFindsEveryOccurrence() {
        let bytes = Array("y sourcery: a sourcery:sourcery: yy sourcery".utf8)
        #expect(ByteSearch.sourceryMarkerOffsets(bytes) == [2, 14, 23])
        #expect(!ByteSearch.containsSourceryMarker(Array("sourcery".utf8)))
        #expect(ByteSearch.containsSourceryMarker(Array("sourcery:".utf8)))
    }
}

private final class ReadFiles: @unchecked Sendable {
    private var files: [SourceryFile?]
    private let lock = NSLock()

    init(count: Int) { files = Array(repeating: nil, count: count) }

    func store(_ file: SourceryFile, at index: Int) { lock.withLock { files[index] = file } }

    func file(at index: Int) -> SourceryFile? { lock.withLock { files[index] } }
}
