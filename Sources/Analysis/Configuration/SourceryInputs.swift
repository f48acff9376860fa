/// What the workspace's Sourcery configuration files (`.sourcery.yml`, `.phase_one_sourcery.yml`,
/// `.ComponentGeneration.yml`…) say Sourcery scans: when there is any, only the Swift files under
/// their `sources` (minus their `exclude`) are annotated input; template support code such as
/// `sourcery/.lib/**` is not. Paths are relative to the workspace root.
package struct SourceryInputs: Sendable, Hashable {
    /// One configuration (a file, or one entry of its `configurations:` list).
    package struct Run: Sendable, Hashable {
        /// The file it comes from, relative to the root.
        package var file: String
        package var sources: [String]
        package var excluded: [String]
        package var templates: [String]
        package var output: String?
        /// `args:` as written (`key: value` pairs; nested values flattened to their text).
        package var arguments: [String: String]

        package init(file: String, sources: [String], excluded: [String], templates: [String], output: String?, arguments: [String: String]) {
            self.file = file
            self.sources = sources
            self.excluded = excluded
            self.templates = templates
            self.output = output
            self.arguments = arguments
        }
    }

    package var runs: [Run]

    package init(runs: [Run]) { self.runs = runs }

    /// True when some run scans `relativePath`.
    package func contains(_ relativePath: String) -> Bool {
        runs.contains { run in
            run.sources.contains { SourceryInputs.path(relativePath, isUnder: $0) }
                && !run.excluded.contains { SourceryInputs.path(relativePath, isUnder: $0) }
        }
    }

    /// `entry` is a folder, a file or a glob (`*`), relative to the root.
    static func path(_ path: String, isUnder entry: String) -> Bool {
        if entry.isEmpty || entry == "." { return true }
        if entry.contains("*") { return Glob(entry).matches(path) }
        return path == entry || path.hasPrefix(entry.hasSuffix("/") ? entry : entry + "/")
    }

    /// The runs of one configuration file at `relativePath` (relative to the root), or nil when the
    /// text is not a Sourcery configuration: `sources` with `templates`, or `sources` alone in a file
    /// whose name says it is Sourcery's (`.sourcery.yml`; templates may come from the command line).
    package static func read(_ text: String, at relativePath: String) -> [Run]? {
        let document = YAMLValue.parse(text)
        let folder = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        let entries: [YAMLValue]
        if case .list(let items)? = document["configurations"] {
            entries = items
        } else {
            entries = [document]
        }
        let namedForSourcery = relativePath.split(separator: "/").last?.lowercased().contains("sourcery") ?? false
        let runs = entries.compactMap { run(from: $0, folder: folder, file: relativePath, templatesRequired: !namedForSourcery) }
        return runs.isEmpty ? nil : runs
    }

    private static func run(from value: YAMLValue, folder: String, file: String, templatesRequired: Bool) -> Run? {
        guard let sourcesValue = value["sources"], value["templates"] != nil || !templatesRequired else { return nil }
        var sources: [String]
        var excluded: [String] = []
        if case .map = sourcesValue {
            sources = sourcesValue["include"]?.strings ?? []
            excluded = sourcesValue["exclude"]?.strings ?? []
        } else {
            sources = sourcesValue.strings
        }
        excluded += value["exclude"]?.strings ?? []
        let templatesValue = value["templates"]
        var templates: [String]
        if case .map? = templatesValue {
            templates = templatesValue?["include"]?.strings ?? []
        } else {
            templates = templatesValue?.strings ?? []
        }
        var arguments: [String: String] = [:]
        if case .map(let entries)? = value["args"] {
            for entry in entries { arguments[entry.key] = entry.value.strings.joined(separator: ", ") }
        }
        let output = value["output"].flatMap { $0["path"]?.strings.first ?? $0.strings.first }
        sources = sources.compactMap { resolve($0, in: folder) }
        excluded = excluded.compactMap { resolve($0, in: folder) }
        templates = templates.compactMap { resolve($0, in: folder) }
        return Run(
            file: file, sources: sources, excluded: excluded, templates: templates, output: output.flatMap { resolve($0, in: folder) },
            arguments: arguments)
    }

    /// `./../Sources/X/` written in `sourcery/` → `Sources/X`; nil when it leaves the root.
    static func resolve(_ path: String, in folder: String) -> String? {
        if path.hasPrefix("/") { return nil }
        var parts: [Substring] = folder.split(separator: "/")
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
