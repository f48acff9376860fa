extension LanguageServer {
    /// The text of an open document.
    package func text(of uri: DocumentURI) -> String? {
        documents[uri]?.text.string
    }

    func didOpen(_ notification: DidOpenTextDocumentNotification) {
        documents.open(notification.textDocument)
        // A client clears a document's diagnostics when it closes it (Neovim's `:bd`, `:e!`): opening
        // it again must show them, changed or not.
        if !clientPullsDiagnostics { diagnostics.republish.insert(notification.textDocument.uri) }
        scheduleDiagnostics()
    }

    func didChange(_ notification: DidChangeTextDocumentNotification) {
        do {
            try documents.change(
                notification.textDocument.uri, version: notification.textDocument.version,
                changes: notification.contentChanges, encoding: encoding)
        } catch {
            log(.error, "\(error)")
        }
        scheduleDiagnostics()
    }

    func didClose(_ notification: DidCloseTextDocumentNotification) {
        documents.close(notification.textDocument.uri)
        featureCache.outlines.forget(notification.textDocument.uri.analysisPath)
        scheduleDiagnostics()
    }

    func didSave(_ notification: DidSaveTextDocumentNotification) {
        // The text is already in the store; a save only matters to files the workspace reads.
        readAnnounced([AnnouncedChange(path: notification.textDocument.uri.analysisPath, deleted: false)])
    }

    func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        readAnnounced(
            notification.changes.compactMap { change in
                change.uri.filePath.map { AnnouncedChange(path: $0, deleted: change.type == FileEvent.deleted) }
            })
    }
}
