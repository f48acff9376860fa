import JSON

package struct InitializeRequest: LSPRequest, Hashable {
    package typealias Response = InitializeResult
    package static let method = "initialize"

    package var processId: Int?
    package var rootUri: DocumentURI?
    package var rootPath: String?
    package var capabilities: ClientCapabilities
    package var initializationOptions: JSONValue?
    package var workspaceFolders: [WorkspaceFolder]?

    package init(
        processId: Int? = nil, rootUri: DocumentURI? = nil, capabilities: ClientCapabilities = ClientCapabilities(),
        initializationOptions: JSONValue? = nil, workspaceFolders: [WorkspaceFolder]? = nil
    ) {
        self.processId = processId
        self.rootUri = rootUri
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
        self.workspaceFolders = workspaceFolders
    }
}

package struct WorkspaceFolder: Codable, Sendable, Hashable {
    package var uri: DocumentURI
    package var name: String

    package init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The client capabilities the server reads; everything else the client sends is ignored.
package struct ClientCapabilities: Codable, Sendable, Hashable {
    package struct General: Codable, Sendable, Hashable {
        package var positionEncodings: [String]?
        package init(positionEncodings: [String]? = nil) { self.positionEncodings = positionEncodings }
    }

    package struct DynamicRegistration: Codable, Sendable, Hashable {
        package var dynamicRegistration: Bool?
        package init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
    }

    package struct Workspace: Codable, Sendable, Hashable {
        package var didChangeWatchedFiles: DynamicRegistration?
        package init(didChangeWatchedFiles: DynamicRegistration? = nil) { self.didChangeWatchedFiles = didChangeWatchedFiles }
    }

    package var general: General?
    package var workspace: Workspace?
    package var textDocument: TextDocumentFeatureCapabilities?

    package init(general: General? = nil, workspace: Workspace? = nil) {
        self.general = general
        self.workspace = workspace
    }
}

package struct InitializeResult: Codable, Sendable, Hashable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo
}

package struct ServerInfo: Codable, Sendable, Hashable {
    package var name: String
    package var version: String
}

package struct ServerCapabilities: Codable, Sendable, Hashable {
    package struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
        package struct SaveOptions: Codable, Sendable, Hashable {
            package var includeText: Bool
        }

        package var openClose: Bool
        /// `TextDocumentSyncKind`: 2 is incremental.
        package var change: Int
        package var save: SaveOptions
    }

    package var positionEncoding: String
    package var textDocumentSync: TextDocumentSyncOptions
    package var completionProvider: CompletionOptions? = nil
    package var hoverProvider: Bool? = nil
    package var colorProvider: Bool? = nil
    package var inlayHintProvider: Bool? = nil
}

package struct InitializedNotification: LSPNotification, ParameterlessMessage, Hashable {
    package static let method = "initialized"
    package init() {}
}

package struct ShutdownRequest: LSPRequest, ParameterlessMessage, Hashable {
    package typealias Response = NullResult
    package static let method = "shutdown"
    package init() {}
}

package struct ExitNotification: LSPNotification, ParameterlessMessage, Hashable {
    package static let method = "exit"
    package init() {}
}

package struct CancelRequestNotification: LSPNotification, Hashable {
    package static let method = "$/cancelRequest"
    package var id: JSONValue

    package init(id: JSONValue) {
        self.id = id
    }
}
