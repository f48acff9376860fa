import Foundation

/// Compares output with a golden file next to the test; `NUANCE_RECORD=1` rewrites the file instead.
package enum GoldenFile {
    /// Returns nil when `actual` matches (or was recorded), else a message with the first difference.
    package static func check(_ actual: String, against path: String) -> String? {
        if ProcessInfo.processInfo.environment["NUANCE_RECORD"] == "1" {
            try? FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try? actual.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            return "missing golden file \(path) (run the tests with NUANCE_RECORD=1 to create it)"
        }
        if expected == actual { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if want != got {
                return "\(path):\(index + 1) differs (NUANCE_RECORD=1 re-records)\n  expected: \(want)\n  actual:   \(got)"
            }
        }
        return "\(path) differs"
    }

    /// The folder of the test file that calls this, for golden files beside it.
    package static func directory(of filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    }
}
