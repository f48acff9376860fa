import SwiftParser
import SwiftSyntax

/// A bare swift-syntax parse, for benchmarks that compare reading annotations with parsing alone.
package enum ParserBaseline {
    /// Parses `bytes` as a Swift file and returns the end offset of the tree (so the work cannot be
    /// optimised away).
    package static func parse(_ bytes: [UInt8]) -> Int {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return tree.endPosition.utf8Offset
    }
}
