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
        package var workspaceEdit: WorkspaceEditClientCapabilities?
        package init(didChangeWatchedFiles: DynamicRegistration? = nil, workspaceEdit: WorkspaceEditClientCapabilities? = nil) {
            self.didChangeWatchedFiles = didChangeWatchedFiles
            self.workspaceEdit = workspaceEdit
        }
    }

    package var general: General?
    package var workspace: Workspace?
    package var textDocument: TextDocumentClientCapabilities?

    package init(general: General? = nil, workspace: Workspace? = nil, textDocument: TextDocumentClientCapabilities? = nil) {
        self.general = general
        self.workspace = workspace
        self.textDocument = textDocument
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
    // Navigation, editing and structure (see `LanguageServer+EditingCapabilities.swift`).
    package var definitionProvider: Bool?
    package var referencesProvider: Bool?
    package var documentHighlightProvider: Bool?
    package var renameProvider: JSONValue?
    package var codeActionProvider: JSONValue?
    package var documentSymbolProvider: Bool?
    package var workspaceSymbolProvider: Bool?
    package var documentFormattingProvider: Bool?
    package var documentRangeFormattingProvider: Bool?
    package var foldingRangeProvider: Bool?
    package var selectionRangeProvider: Bool?
    package var semanticTokensProvider: JSONValue?
    package var documentLinkProvider: JSONValue?
    package var codeLensProvider: JSONValue?
    package var diagnosticProvider: JSONValue?
    // Completion, hover, colours and inlay hints.
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
