import JSON

package struct FileEvent: Codable, Sendable, Hashable {
    package var uri: DocumentURI
    /// 1 created, 2 changed, 3 deleted.
    package var type: Int

    package init(uri: DocumentURI, type: Int) {
        self.uri = uri
        self.type = type
    }

    package static let created = 1
    package static let changed = 2
    package static let deleted = 3
}

package struct DidChangeWatchedFilesNotification: LSPNotification, Hashable {
    package static let method = "workspace/didChangeWatchedFiles"
    package var changes: [FileEvent]

    package init(changes: [FileEvent]) {
        self.changes = changes
    }
}

/// `client/registerCapability`, sent by the server.
package struct RegisterCapabilityRequest: LSPRequest, Hashable {
    package struct Registration: Codable, Sendable, Hashable {
        package var id: String
        package var method: String
        package var registerOptions: JSONValue?
    }

    package typealias Response = NullResult
    package static let method = "client/registerCapability"
    package var registrations: [Registration]
}

/// `window/logMessage`, sent by the server.
package struct LogMessageNotification: LSPNotification, Hashable {
    package static let method = "window/logMessage"
    /// 1 error, 2 warning, 3 info, 4 log.
    package var type: Int
    package var message: String
}
