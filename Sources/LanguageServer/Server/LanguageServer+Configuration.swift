import Analysis
import JSON
import SourceText

/// `workspace/didChangeConfiguration`: new settings from the client.
package struct DidChangeConfigurationNotification: LSPNotification, Hashable {
    package static let method = "workspace/didChangeConfiguration"
    package var settings: JSONValue?

    package init(settings: JSONValue?) { self.settings = settings }
}

/// The settings the client sent (`initializationOptions`, `workspace/didChangeConfiguration`).
/// A `nuance.json` at a workspace root wins over them; either is read again for every snapshot, so
/// edits take effect without a restart.
struct ClientSettings: Sendable {
    /// The settings object as JSON text, read by the same parser as `nuance.json`.
    var text: String?

    /// Picks the Nuance settings out of what a client sends: a `nuance` member when there is one
    /// (VS Code sends every section), else the object itself.
    mutating func update(_ value: JSONValue?) {
        guard case .object(let object)? = value else {
            text = nil
            return
        }
        var chosen = JSONValue.object(object)
        if case .object(let section)? = object["nuance"] { chosen = .object(section) }
        if case .object(let settings) = chosen {
            let known = settings.filter { ConfigurationParser.topLevelKeys.contains($0.key) }
            text = known.isEmpty ? nil : JSONValue.object(JSONObject(known.map { ($0.key, $0.value) })).serializedString()
        }
    }
}

extension LanguageServer {
    /// The configuration of a snapshot's files: the root `nuance.json` among them, else the client's
    /// settings, else the defaults.
    func configuration(for files: [String: SnapshotFile]) -> Configuration {
        for root in workspaceRoots {
            let path = (root.hasSuffix("/") ? root : root + "/") + "nuance.json"
            if let file = files[path] { return ConfigurationParser.parse(file.text, path: path).0 }
        }
        if let text = clientSettings.text {
            var configuration = ConfigurationParser.parse(SourceText(text), path: "client settings").0
            configuration.path = nil
            return configuration
        }
        return Configuration()
    }

    func didChangeConfiguration(_ notification: DidChangeConfigurationNotification) {
        clientSettings.update(notification.settings)
        scheduleDiagnostics()
    }
}
