import Analysis

package struct ServerOptions: Sendable {
    /// Reported in `serverInfo.version`.
    package var version: String
    package var logLevel: LogLevel
    /// How long the server waits after an edit before it starts computing diagnostics (edits during
    /// a run are coalesced in any case).
    package var diagnosticsDelay: Duration
    /// The rules diagnostics run.
    package var rules: [any Rule]
    /// At most this many diagnostics are published for one file (the first in document order); a
    /// generated or pathological file can otherwise yield hundreds of thousands, which no editor shows
    /// usefully. `nuance check` reports every finding.
    package var maxDiagnosticsPerFile: Int
    /// How long a request that needs other files than its document waits, right after `initialized`,
    /// for the first read of the workspace folders.
    package var firstReadWait: Duration

    package init(
        version: String, logLevel: LogLevel = .info, diagnosticsDelay: Duration = .zero,
        rules: [any Rule] = RuleRegistry.all, maxDiagnosticsPerFile: Int = 1_000, firstReadWait: Duration = .seconds(5)
    ) {
        self.version = version
        self.logLevel = logLevel
        self.diagnosticsDelay = diagnosticsDelay
        self.rules = rules
        self.maxDiagnosticsPerFile = maxDiagnosticsPerFile
        self.firstReadWait = firstReadWait
    }
}
