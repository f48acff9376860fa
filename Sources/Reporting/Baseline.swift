import Diagnostics
import Foundation

/// Findings a team has accepted for now (`nuance check --write-baseline`): a check with the baseline
/// reports and fails only on findings not in it. An entry is a finding's rule, its path relative to
/// the workspace root, its ``FindingFingerprint`` (line and neighbours) and the fingerprint of its line
/// alone; the message is kept for people reading the file.
package struct Baseline: Sendable, Equatable {
    package struct Entry: Sendable, Hashable, Codable {
        package var rule: String
        package var path: String
        package var fingerprint: String
        package var lineFingerprint: String
        package var message: String

        package init(rule: String, path: String, fingerprint: String, lineFingerprint: String, message: String) {
            self.rule = rule
            self.path = path
            self.fingerprint = fingerprint
            self.lineFingerprint = lineFingerprint
            self.message = message
        }

        var key: Key { Key(rule: rule, path: path, fingerprint: fingerprint) }
        var lineKey: Key { Key(rule: rule, path: path, fingerprint: lineFingerprint) }
    }

    struct Key: Hashable {
        var rule: String
        var path: String
        var fingerprint: String
    }

    package static let formatVersion = 1

    /// In path, rule, fingerprint order, so that the file changes only where findings do.
    package private(set) var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.path, $0.rule, $0.fingerprint, $0.message) < ($1.path, $1.rule, $1.fingerprint, $1.message) }
    }

    /// The baseline of `findings`, whose texts and root `report` holds.
    package init(findings: [Finding], of report: Report) {
        self.init(entries: findings.map { Baseline.entry(for: $0, of: report) })
    }

    static func entry(for finding: Finding, of report: Report) -> Entry {
        let text = report.texts[finding.location.path]
        return Entry(
            rule: finding.ruleID, path: report.displayPath(finding.location.path),
            fingerprint: FindingFingerprint.of(finding, in: text),
            lineFingerprint: FindingFingerprint.of(finding, in: text, neighbours: false), message: finding.message)
    }

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    package enum ReadError: Error, CustomStringConvertible {
        case invalid(String)
        case unsupportedVersion(Int)

        package var description: String {
            switch self {
            case .invalid(let reason): return "not a Nuance baseline (\(reason))"
            case .unsupportedVersion(let version): return "baseline version \(version) is not supported (this Nuance writes \(Baseline.formatVersion))"
            }
        }
    }

    /// Reads the JSON a baseline is stored as.
    package init(json: Data) throws {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: json)
        } catch let error as DecodingError {
            throw ReadError.invalid(Self.reason(error))
        }
        guard file.version == Self.formatVersion else { throw ReadError.unsupportedVersion(file.version) }
        self.init(entries: file.findings)
    }

    /// Pretty JSON with sorted keys and a final line break.
    package var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: Self.formatVersion, findings: entries))) ?? Data()
        return data + Data("\n".utf8)
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): return "missing `\(key.stringValue)`"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at `\(path)`: \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// Sorts a check's findings against a baseline file by file: those the baseline does not hold are
/// new. Each entry accounts for one finding (two equal findings need two entries): first the findings
/// whose line and neighbours match an entry take it, then those whose line alone matches one left (a
/// line was edited right beside the finding). What is left of the baseline at the end no longer occurs.
package final class BaselineFilter {
    private let entries: [Baseline.Entry]
    private var taken: [Bool]
    private var byContext: [Baseline.Key: [Int]] = [:]
    private var byLine: [Baseline.Key: [Int]] = [:]
    private let report: Report
    /// How many findings the baseline held back so far.
    package private(set) var matchedCount = 0

    /// `report` gives the texts the fingerprints are taken from and the root paths are relative to.
    package init(_ baseline: Baseline, report: Report) {
        self.report = report
        entries = baseline.entries
        taken = Array(repeating: false, count: entries.count)
        for (position, entry) in entries.enumerated() {
            byContext[entry.key, default: []].append(position)
            byLine[entry.lineKey, default: []].append(position)
        }
    }

    /// The findings the baseline does not hold, in their order.
    package func newFindings(_ findings: [Finding]) -> [Finding] {
        let identities = findings.map { Baseline.entry(for: $0, of: report) }
        var matched = identities.map { take($0.key, from: &byContext) }
        for (position, identity) in identities.enumerated() where !matched[position] {
            matched[position] = take(identity.lineKey, from: &byLine)
        }
        matchedCount += matched.filter { $0 }.count
        return zip(findings, matched).filter { !$0.1 }.map(\.0)
    }

    /// Takes the first entry under `key` that no finding has taken yet.
    private func take(_ key: Baseline.Key, from table: inout [Baseline.Key: [Int]]) -> Bool {
        guard var positions = table[key] else { return false }
        defer { table[key] = positions.isEmpty ? nil : positions }
        while let position = positions.first {
            positions.removeFirst()
            if !taken[position] {
                taken[position] = true
                return true
            }
        }
        return false
    }

    /// The entries no finding matched, among those whose path `isChecked` (the check may have looked
    /// at part of the workspace only), in the baseline's order.
    package func staleEntries(isChecked: (String) -> Bool) -> [Baseline.Entry] {
        zip(entries, taken).filter { !$0.1 && isChecked($0.0.path) }.map(\.0)
    }
}
