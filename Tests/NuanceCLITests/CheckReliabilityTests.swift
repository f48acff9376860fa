import Foundation
import Testing
import TestSupport

/// `nuance check` in a hostile or unlucky environment: standard output that fails, special files,
/// files it cannot read, `--output` onto things that are not regular files, a copied binary.
@Suite struct CheckReliabilityTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `script` with `/bin/sh` in `directory`, with `$NUANCE` naming the binary; `timeout 60`
    /// bounds every run, so a hang is exit code 124 rather than a stuck test.
    static func shell(_ script: String, in directory: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        environment["NUANCE"] = NuanceBinary.path
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    static let withFindings = ["Themes/A.nss": "Button {\n    font-colour: #FFFFFF;\n}\n"]

    // MARK: Standard output

    @Test func aFullDiskIsAMessageAndExitCode2() throws {
        let workspace = try TemporaryWorkspace(Self.withFindings)
        let run = try Self.shell(#"timeout 60 "$NUANCE" check > /dev/full; echo "status $?""#, in: workspace.root)
        #expect(run.output == "status 2\n", "\(run.error)")
        #expect(run.error.contains("cannot write the report to standard output: No space left on device"), "\(run.error)")
    }

    @Test func aClosedStandardOutputIsAMessageAndExitCode2() throws {
        let workspace = try TemporaryWorkspace(Self.withFindings)
        let run = try Self.shell(#"timeout 60 "$NUANCE" check >&-; echo "status $?""#, in: workspace.root)
        #expect(run.output == "status 2\n", "\(run.error)")
        #expect(run.error.contains("standard output"), "\(run.error)")
    }

    /// A reader that goes away while SIGPIPE is ignored: the run ends quietly, as a broken pipe ends
    /// any command (killed by SIGPIPE, 141 in the shell), not with a crash (132).
    @Test func aClosedPipeEndsQuietly() throws {
        var files: [String: String] = [:]
        for index in 0..<300 { files["Themes/F\(index).nss"] = String(repeating: "Button {\n    font-colour: #FFFFFF;\n}\n", count: 20) }
        let workspace = try TemporaryWorkspace(files)
        let run = try Self.shell(
            #"trap '' PIPE; { "$NUANCE" check --color never 2> errors.txt; echo $? > status.txt; } | head -c 10 > /dev/null; cat status.txt errors.txt"#,
            in: workspace.root)
        #expect(run.output == "141\n", "\(run.output)\(run.error)")
    }

    /// With stderr closed, the server's copy of stdout took descriptor 2 and its log lines went into
    /// the protocol stream.
    @Test func theServerWithAClosedStandardErrorWritesOnlyProtocol() throws {
        let workspace = try TemporaryWorkspace([:])
        let run = try Self.shell(#"printf 'Content-Length: 1\r\n\r\n{' | timeout 60 "$NUANCE" lsp 2>&-"#, in: workspace.root)
        #expect(run.output.hasPrefix("Content-Length: "), "\(run.output)")
        #expect(!run.output.contains("nuance ["), "log lines in the protocol stream: \(run.output)")
    }

    // MARK: Special and unreadable files

    @Test func anExplicitFIFOIsSkippedWithExitCode2() throws {
        let workspace = try TemporaryWorkspace(["Themes/A.nss": "Button { }\n"])
        #expect(mkfifo(workspace.root + "/Themes/x.nss", 0o644) == 0)
        let run = try Self.shell(#"timeout 60 "$NUANCE" check Themes/x.nss Themes/A.nss; echo "status $?""#, in: workspace.root)
        #expect(run.output.hasSuffix("status 2\n"), "\(run.output)\(run.error)")
        #expect(run.output.contains("x.nss: skipped: not a regular file: a FIFO"), "\(run.output)")
        #expect(run.error.contains("cannot read"), "\(run.error)")
    }

    @Test func aConfigurationThatIsAFIFODoesNotHang() throws {
        let workspace = try TemporaryWorkspace(["Themes/A.nss": "Button { }\n"])
        #expect(mkfifo(workspace.root + "/nuance.json", 0o644) == 0)
        let run = try Self.shell(#"timeout 60 "$NUANCE" check; echo "status $?""#, in: workspace.root)
        #expect(run.output == "status 2\n", "\(run.output)\(run.error)")
        #expect(run.error.contains("cannot read the configuration file: not a regular file: a FIFO"), "\(run.error)")
    }

    /// Files passed over during discovery are reported in every format, and do not change the exit code.
    @Test(arguments: ["human", "json", "sarif"])
    func skippedFilesAreReported(format: String) throws {
        let workspace = try TemporaryWorkspace(["Themes/A.nss": "Button { }\n"])
        #expect(mkfifo(workspace.root + "/Themes/pipe.nss", 0o644) == 0)
        // A sparse file over the size limit.
        let large = workspace.root + "/Themes/Huge.nss"
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, 65 * 1024 * 1024) == 0)
        let run = try Self.shell(#"timeout 60 "$NUANCE" check --format \#(format); echo "status $?""#, in: workspace.root)
        #expect(run.output.hasSuffix("status 0\n"), "\(run.output)\(run.error)")
        switch format {
        case "human":
            #expect(run.output.contains("Themes/Huge.nss: skipped: larger than 64 MB (65 MB)"), "\(run.output)")
            #expect(run.output.contains("Themes/pipe.nss: skipped: not a regular file: a FIFO"), "\(run.output)")
            #expect(run.output.contains("no problems in 1 file, 2 skipped"), "\(run.output)")
        case "json":
            let json = try JSONSerialization.jsonObject(with: Data(run.output.dropLast("status 0\n".count).utf8)) as? [String: Any]
            let skipped = json?["skipped"] as? [[String: String]]
            #expect(skipped?.map { $0["path"] ?? "" } == ["Themes/Huge.nss", "Themes/pipe.nss"])
            #expect(skipped?.last?["reason"] == "not a regular file: a FIFO")
        default:
            let json = try JSONSerialization.jsonObject(with: Data(run.output.dropLast("status 0\n".count).utf8)) as? [String: Any]
            let run0 = (json?["runs"] as? [[String: Any]])?.first
            let notifications = (run0?["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]
            #expect(notifications?.count == 2)
            #expect((notifications?.last?["message"] as? [String: String])?["text"] == "skipped: not a regular file: a FIFO")
        }
    }

    @Test func anExplicitFolderOrLinkThatCannotBeReadExits2() throws {
        let outside = try TemporaryWorkspace(["S.nss": "Button { }\n"])
        let workspace = try TemporaryWorkspace(["Themes/A.nss": "Button { }\n"])
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Themes/link.nss", withDestinationPath: outside.root + "/S.nss")
        let run = try Self.shell(#"timeout 60 "$NUANCE" check Themes/link.nss; echo "status $?""#, in: workspace.root)
        #expect(run.output.hasSuffix("status 2\n"), "\(run.output)\(run.error)")
        #expect(run.output.contains("link.nss: skipped: not a regular file: a symbolic link (not followed)"), "\(run.output)")
    }

    // MARK: --output

    @Test func outputOntoALinkWritesThroughIt() throws {
        let workspace = try TemporaryWorkspace(Self.withFindings)
        try "old".write(toFile: workspace.root + "/target.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/link.json", withDestinationPath: "target.json")
        let run = try Self.shell(#"timeout 60 "$NUANCE" check --format json --output link.json; echo "status $?""#, in: workspace.root)
        #expect(run.output == "status 0\n", "\(run.error)")
        let type = try FileManager.default.attributesOfItem(atPath: workspace.root + "/link.json")[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
        let report = try String(contentsOfFile: workspace.root + "/target.json", encoding: .utf8)
        #expect(report.contains("\"findings\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.root).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test func outputOntoADeviceIsNotReplaced() throws {
        let workspace = try TemporaryWorkspace(Self.withFindings)
        // A link to /dev/null stands for the device: the test must not need to replace /dev/null itself.
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/null", withDestinationPath: "/dev/null")
        let run = try Self.shell(#"timeout 60 "$NUANCE" check --output null; echo "status $?""#, in: workspace.root)
        #expect(run.output == "status 0\n", "\(run.error)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(lstat(workspace.root + "/null", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
    }

    @Test func outputIntoAMissingFolderSaysSo() throws {
        let workspace = try TemporaryWorkspace(Self.withFindings)
        let run = try Self.shell(#"timeout 60 "$NUANCE" check --output missing/report.txt; echo "status $?""#, in: workspace.root)
        #expect(run.output == "status 2\n")
        #expect(run.error.contains("no such folder"), "\(run.error)")
        #expect(!run.error.contains("permission"), "\(run.error)")
    }

    /// SIGTERM while the report is being written: no partial file is left beside the target. The run
    /// is stopped (SIGSTOP) as soon as its partial file appears, sent SIGTERM, then continued.
    @Test func aTerminatedRunLeavesNoPartialFile() throws {
        var files: [String: String] = [:]
        for index in 0..<600 { files["Themes/F\(index).nss"] = String(repeating: "Button {\n    font-colour: #FFFFFF;\n}\n", count: 50) }
        let workspace = try TemporaryWorkspace(files)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: NuanceBinary.path)
        process.arguments = ["check", "--format", "json", "--output", "report.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: workspace.root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let partial = workspace.root + "/.report.json.\(process.processIdentifier).partial"
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: partial), process.isRunning, Date() < deadline { usleep(200) }
        kill(process.processIdentifier, SIGSTOP)
        let seen = FileManager.default.fileExists(atPath: partial)
        kill(process.processIdentifier, SIGTERM)
        kill(process.processIdentifier, SIGCONT)
        process.waitUntilExit()
        try #require(seen, "the run ended before its partial file was seen")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(!FileManager.default.fileExists(atPath: partial), "the partial file was left behind")
        #expect(!FileManager.default.fileExists(atPath: workspace.root + "/report.json"))
    }

    // MARK: The binary on its own

    /// The built-in palette is compiled in: a copy of the binary, run from an empty folder, checks a
    /// stylesheet that uses a palette colour.
    @Test func aCopiedBinaryRunsFromAnEmptyFolder() throws {
        let folder = try TemporaryWorkspace([:])
        let workspace = try TemporaryWorkspace(["nuance.json": #"{ "palette": "fiori-v8" }"#, "Themes/A.nss": "Button {\n    font-color: #FFFFFF;\n}\n"])
        try FileManager.default.copyItem(atPath: NuanceBinary.path, toPath: folder.root + "/nuance")
        let run = try Self.shell(
            #"cd "$0" && timeout 60 ./nuance check "$1" --format json; echo "status $?""#.replacingOccurrences(of: "$0", with: folder.root)
                .replacingOccurrences(of: "$1", with: workspace.root), in: folder.root)
        #expect(run.output.hasSuffix("status 0\n"), "\(run.output)\(run.error)")
        #expect(!run.error.contains("resource bundle"), "\(run.error)")
        // The build folder is still beside this machine's copy: the binary must not even name a bundle.
        let binary = try Data(contentsOf: URL(fileURLWithPath: NuanceBinary.path))
        #expect(binary.range(of: Data("Nuance_Analysis.resources".utf8)) == nil, "the binary looks for a resource bundle")
        let explain = try Self.shell(#"timeout 60 ./nuance explain grey1 "\#(workspace.root)"; echo "status $?""#, in: folder.root)
        #expect(explain.output.hasSuffix("status 0\n"), "\(explain.output)\(explain.error)")
    }
}
