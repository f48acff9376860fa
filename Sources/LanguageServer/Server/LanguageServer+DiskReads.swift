import Dispatch
import Workspace

/// The disk reads that messages ask for (the workspace folders after `initialized`, files announced
/// by watched-file events and saves): each runs off the server's actor, so that no answer waits for
/// a disk, and each is applied in the order of the messages, after the one before (a deletion
/// announced after a change is applied after the change's read). Open documents are not read: their
/// text comes from the client and stays over what the disk says (``LanguageServer/makeSnapshot()``).
struct DiskReads {
    /// The read scheduled last; the next one starts when it is applied.
    var last: Task<Void, Never>?
    /// True once the workspace folders' first read is applied (or there is no folder to read).
    var workspaceIsRead = false
    /// Reads the workspace folders (the tests put a reader they hold up in its place).
    var readFolders: @Sendable ([String]) -> WorkspaceFiles = { WorkspaceFiles(roots: $0) }
    /// Reads a regular file (the tests put a reader they hold up in its place).
    var readBytes: @Sendable (String) -> [UInt8]? = { try? FileReader.readBytes($0).get() }

    /// The thread disk reads run on: not one of the few that run Swift tasks, which a read that
    /// blocks would take from the actor and every other task.
    private static let queue = DispatchQueue(label: "nuance.disk-reads", qos: .userInitiated)

    static func run<Result: Sendable>(_ read: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in queue.async { continuation.resume(returning: read()) } }
    }
}

extension LanguageServer {
    /// Reads the announced files off the actor, after every earlier read is applied, then applies
    /// what was found and computes diagnostics again.
    func readAnnounced(_ changes: [AnnouncedChange]) {
        guard !changes.isEmpty else { return }
        let previous = diskReads.last
        let readBytes = diskReads.readBytes
        diskReads.last = Task {
            await previous?.value
            guard lifecycle == .running else { return }
            let current = workspaceFiles
            let found = await DiskReads.run {
                // A configuration read again changes how the files after it are read.
                var state = current
                return changes.map { change in
                    let announced = state.read(change, readBytes: readBytes)
                    if case .everything(let files) = announced { state = files }
                    return announced
                }
            }
            guard lifecycle == .running else { return }
            for (change, announced) in zip(changes, found) {
                if case .refused = announced {
                    log(.debug, "not read: '\(change.path)' is outside the workspace folders or behind a symbolic link")
                }
                workspaceFiles.apply(announced)
            }
            scheduleDiagnostics()
        }
    }

    /// Reads the workspace folders off the actor, so `initialize` is answered at once and edits go on
    /// meanwhile; diagnostics follow when the files are in.
    func loadWorkspace() {
        guard !workspaceRoots.isEmpty else { return }
        let roots = workspaceRoots
        let previous = diskReads.last
        let readFolders = diskReads.readFolders
        diskReads.last = Task {
            await previous?.value
            let loaded = await DiskReads.run { readFolders(roots) }
            guard lifecycle == .running else { return }
            workspaceFiles = loaded
            diskReads.workspaceIsRead = true
            log(.info, "read \(loaded.files.count) workspace files")
            scheduleDiagnostics()
        }
    }

    /// Returns once the disk reads scheduled so far (the workspace folders, announced files) are applied.
    package func waitForDiskReads() async {
        await diskReads.last?.value
    }

    /// Puts `read` in place of the reading of the workspace folders.
    func readWorkspaceFolders(with read: @escaping @Sendable ([String]) -> WorkspaceFiles) {
        diskReads.readFolders = read
    }

    /// Puts `readBytes` in place of the reading of announced files.
    func readAnnouncedFiles(with readBytes: @escaping @Sendable (String) -> [UInt8]?) {
        diskReads.readBytes = readBytes
    }
}
