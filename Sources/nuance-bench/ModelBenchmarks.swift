import Analysis
import Foundation
import SourceText
import SourceryModels

/// Swift models: reading annotations costs little more than parsing, and files without `sourcery:`
/// cost a byte search.
enum ModelBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        try annotatedFile(&report)
        if !isProfiling { try plainTree(&report) }
    }

    /// `NUANCE_BENCH_PROFILE=1`: the annotated file's index alone, for a profiler.
    static var isProfiling: Bool { ProcessInfo.processInfo.environment["NUANCE_BENCH_PROFILE"] != nil }

    /// A generated 200 KB annotated file (the size of FioriSwiftUICore's largest): index it (parse,
    /// attach, derive components and style classes) against a bare `SwiftParser` parse of it.
    static func annotatedFile(_ report: inout BenchReport) throws {
        let source = generatedAnnotatedFile(targetBytes: 200_000)
        let text = SourceText(source)
        let snapshot = Snapshot(files: [SnapshotFile(path: "Sources/Kit/_ComponentProtocols/Generated.swift", kind: .swiftModel, text: text)])
        var sink = 0
        if isProfiling {
            // Index passes only, no peer, for a profiler (`perf record`, `valgrind --tool=callgrind`).
            for _ in 0..<100 { sink &+= ModelIndex(snapshot: snapshot).styleClasses.count }
            FileHandle.standardError.write(Data("  profile pass: 100 indexes, \(sink) style classes\n".utf8))
            return
        }
        let (parse, index) = interleavedMedians(runs: 15) {
            sink &+= ParserBaseline.parse(text.bytes)
        } _: {
            sink &+= ModelIndex(snapshot: snapshot).styleClasses.count
        }
        let ratio = index / parse
        report.add(
            BenchRow(
                name: "models: index 200 KB annotated Swift (\(ModelIndex(snapshot: snapshot).components.count) components)",
                ours: formatSeconds(index), peer: "SwiftParser \(formatSeconds(parse))", ratio: ratio,
                goal: "≤ 1.3× parse", met: ratio <= 1.3))
        if sink == 42 { print("") }
    }

    /// A generated 10 MB tree of Swift files without annotations: the index against a plain byte
    /// search for `sourcery:` over the same bytes.
    static func plainTree(_ report: inout BenchReport) throws {
        let files = (0..<1000).map { number in
            SnapshotFile(path: "Sources/App/File\(number).swift", kind: .swiftModel, text: SourceText(generatedPlainFile(number: number, targetBytes: 10_000)))
        }
        let totalBytes = files.reduce(0) { $0 + $1.text.count }
        let snapshot = Snapshot(files: files)
        var sink = 0
        let needle = Array("sourcery:".utf8)
        let (search, index) = interleavedMedians(runs: 9) {
            for file in files where plainSearch(needle, in: file.text.bytes) { sink += 1 }
        } _: {
            sink &+= ModelIndex(snapshot: snapshot).files.count
        }
        let ratio = index / search
        let megabytes = Double(totalBytes) / 1_000_000
        report.add(
            BenchRow(
                name: String(format: "models: %.1f MB of Swift without annotations (1,000 files)", megabytes),
                ours: "\(formatSeconds(index)) (\(String(format: "%.0f", megabytes / index)) MB/s)",
                peer: "byte search \(formatSeconds(search))", ratio: ratio, goal: "≤ 2× byte search, no parse",
                met: ratio <= 2 && ModelIndex(snapshot: snapshot).files.values.allSatisfy { $0.sourcery.skipped == .noAnnotations }))
        if sink == 42 { print("") }
    }

    /// The peer: the textbook search, the first byte compared everywhere, then the rest.
    static func plainSearch(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let first = needle[0]
            var index = 0
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == first {
                    var matched = 1
                    while matched < needle.count && buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    // MARK: Generated input

    static func generatedAnnotatedFile(targetBytes: Int) -> String {
        var source = "import SwiftUI\n\n"
        var number = 0
        while source.utf8.count < targetBytes {
            source += """
                /// The component number \(number), with a title, a subtitle and a status.
                // sourcery: BaseComponent
                // sourcery: importFrameworks = ["Combine"]
                @available(iOS 15, *)
                public protocol _Generated\(number)Component: _Generated\(max(0, number - 1))Base {
                    /// The title.
                    // sourcery: @ViewBuilder
                    var title\(number): AttributedString { get }
                    // sourcery: resultBuilder.name = @TagBuilder, resultBuilder.backingComponent = TagStack
                    var tags\(number): [AttributedString] { get }
                    // sourcery: @Binding
                    var isOn\(number): Bool { get }
                    // sourcery: defaultValue = "Status", default.isStringLiteral
                    var status\(number): String? { get }
                    var count\(number): Int { get } // sourcery: default.value = 0
                    func update\(number)(value: Int, animated: Bool) -> Bool
                }

                public protocol _Generated\(number)Base {
                    var identifier\(number): String { get }
                }


                """
            number += 1
        }
        return source
    }

    static func generatedPlainFile(number: Int, targetBytes: Int) -> String {
        var source = "import Foundation\n\n"
        var part = 0
        while source.utf8.count < targetBytes {
            source += """
                /// A plain type \(number).\(part) with no annotations at all.
                public struct Plain\(number)x\(part): Hashable, Sendable {
                    public var name: String
                    public var value: Int
                    // An ordinary comment: source, query: nothing to see.
                    public func describe() -> String { "\\(name): \\(value)" }
                }


                """
            part += 1
        }
        return source
    }
}
