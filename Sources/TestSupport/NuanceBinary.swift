import Foundation

/// The built `nuance` executable, for tests that run it as users do.
package enum NuanceBinary {
    /// `NUANCE_BINARY` when set, else `nuance` beside the test bundle (SwiftPM builds every product
    /// into the same folder).
    package static var path: String {
        if let path = ProcessInfo.processInfo.environment["NUANCE_BINARY"] { return path }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("nuance").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("nuance").path
    }

    package struct Result: Sendable {
        package var status: Int32
        package var standardOutput: String
        package var standardError: String
    }

    /// Runs `nuance` with arguments in a folder, with extra environment variables, and waits for it.
    package static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
        try run(executable: path, arguments, in: directory, environment: environment)
    }

    /// Runs any program with arguments in a folder, with extra environment variables, and waits for it.
    package static func run(
        executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ProcessInfo.processInfo.environment
        variables["GITHUB_ACTIONS"] = nil
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary folder filled with files, removed when the value is released.
package final class TemporaryWorkspace: @unchecked Sendable {
    package let root: String

    package init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}
