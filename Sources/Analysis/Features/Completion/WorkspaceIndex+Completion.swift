/// Completion in every kind of file.
extension WorkspaceIndex {
    /// The completions at byte `offset` of the file at `path`. `statistics` ranks by use in the
    /// workspace (the server builds it once per index); `cache` keeps stylesheet answers for the
    /// index (used with one `statistics` only).
    package func completions(path: String, offset: Int, statistics: CompletionStatistics? = nil, cache: CompletionCache? = nil) -> CompletionAnswer {
        guard let file = snapshot.files[path] else { return CompletionAnswer() }
        switch file.kind {
        case .stylesheet: return stylesheetCompletions(path: path, offset: offset, statistics: statistics, cache: cache)
        case .tokens: return tokenCompletions(path: path, offset: offset, statistics: statistics)
        case .swiftModel: return modelCompletions(path: path, offset: offset)
        case .configuration: return configurationCompletions(path: path, offset: offset)
        case .swiftCode: return CompletionAnswer()
        }
    }
}
