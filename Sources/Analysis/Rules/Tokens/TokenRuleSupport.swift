import DesignTokens
import Diagnostics
import SourceText

extension TokenIndex {
    /// The tokens defined in `path`, with every reference each of their values holds.
    func references(in path: String) -> [(token: DesignToken, reference: TokenReference)] {
        guard let file = files[path] else { return [] }
        var result: [(token: DesignToken, reference: TokenReference)] = []
        for token in file.tokens {
            var seen: Set<TokenReference> = []
            for value in token.allValues {
                for reference in value.references where seen.insert(reference).inserted {
                    result.append((token, reference))
                }
            }
        }
        return result
    }

    /// The problems of a file's reading of one kind.
    func problems(in path: String, kind: TokenProblem.Kind) -> [TokenProblem] {
        files[path]?.problems.filter { $0.kind == kind } ?? []
    }

    /// The offset just after the `{` that opens a token's object.
    func objectBodyStart(of token: DesignToken, in path: String) -> Int? {
        guard let bytes = files[path]?.document.text.bytes else { return nil }
        var index = token.keyRange.end
        while index < token.range.end {
            if bytes[index] == UInt8(ascii: "{") { return index + 1 }
            index += 1
        }
        return nil
    }
}
