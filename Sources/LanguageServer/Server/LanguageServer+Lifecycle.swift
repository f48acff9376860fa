import JSON
import SourceText

extension LanguageServer {
    func initialize(_ params: InitializeRequest) throws -> InitializeResult {
        clientCapabilities = params.capabilities
        clientSettings.update(params.initializationOptions)
        featureCache.preferences = EditorPreferences(params)
        let offered = params.capabilities.general?.positionEncodings ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        workspaceRoots = (params.workspaceFolders?.map(\.uri) ?? params.rootUri.map { [$0] } ?? []).compactMap(\.filePath)
        if workspaceRoots.isEmpty, let rootPath = params.rootPath { workspaceRoots = [rootPath] }
        workspaceFiles = WorkspaceFiles(roots: workspaceRoots, read: false)
        diskReads.workspaceIsRead = workspaceRoots.isEmpty
        lifecycle = .running
        log(.info, "initialized for \(workspaceRoots.isEmpty ? "no workspace folder" : workspaceRoots.joined(separator: ", ")) with \(encoding.rawValue) positions")
        var capabilities = ServerCapabilities(
            positionEncoding: encoding.rawValue,
            textDocumentSync: .init(openClose: true, change: 2, save: .init(includeText: false)),
            completionProvider: CompletionOptions(triggerCharacters: ["@", "{", ".", "_", ":"], resolveProvider: true),
            hoverProvider: true, colorProvider: true, inlayHintProvider: true)
        addEditingCapabilities(to: &capabilities)
        return InitializeResult(capabilities: capabilities, serverInfo: ServerInfo(name: "nuance", version: options.version))
    }

    func initialized() {
        if clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true {
            let watchers: JSONValue = [
                "watchers": [
                    ["globPattern": "**/*.nss"], ["globPattern": "**/*.tokens"], ["globPattern": "**/*.json"],
                    ["globPattern": "**/*.swift"],
                    // App code: the style properties it reads and the style classes it gives views.
                    ["globPattern": "**/*.{m,mm,h,storyboard,xib}"],
                ]
            ]
            request(RegisterCapabilityRequest(registrations: [
                .init(id: "nuance-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: watchers)
            ]))
        }
        loadWorkspace()
    }

    func shutdown() -> NullResult {
        lifecycle = .shutDown
        diagnostics.cancel()
        return NullResult()
    }
}
