import Foundation

enum ChildProcess {
    /// Runs a process to completion with its output discarded; returns its peak resident size in KB.
    /// (posix_spawn and wait4 rather than Foundation's Process, which reaps the child itself.)
    static func run(_ path: String, _ arguments: [String]) throws -> Int {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError.missing("cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        return Int(usage.ru_maxrss)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case missing(String)

    var description: String {
        switch self {
        case .missing(let what): return what
        }
    }
}
