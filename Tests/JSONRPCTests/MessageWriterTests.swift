import Foundation
import Testing

@testable import JSONRPC

/// What the reader's thread writes itself rather than handing to the deferred writer: only what
/// cannot block it.
@Suite struct MessageWriterTests {
    #if os(Linux)
        static let takesWholePipes = true
    #else
        static let takesWholePipes = false
    #endif

    @Test func anEmptyPipeTakesAMessageUpToItsCapacityAndAFilledOneOnlyASmallOne() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let writer = MessageWriter(fileDescriptor: ends[1])
        #expect(writer.takesAtOnce(100))
        #expect(writer.takesAtOnce(40_000) == Self.takesWholePipes)
        #if os(Linux)
            let capacity = Int(fcntl(ends[1], 1032))
            #expect(capacity >= 40_000)
            #expect(writer.takesAtOnce(capacity))
            #expect(!writer.takesAtOnce(capacity + 1))
        #endif
        var byte = UInt8(ascii: "x")
        #expect(write(ends[1], &byte, 1) == 1)
        #expect(writer.takesAtOnce(100))
        #expect(!writer.takesAtOnce(40_000), "a byte the client has not read")
        #expect(read(ends[0], &byte, 1) == 1)
        #expect(writer.takesAtOnce(40_000) == Self.takesWholePipes)
    }

    @Test func aFileTakesOnlySmallMessagesAtOnce() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-writer-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(path)
        }
        let writer = MessageWriter(fileDescriptor: descriptor)
        #expect(writer.takesAtOnce(100))
        #expect(!writer.takesAtOnce(40_000))
    }

    @Test func aLargeMessageToAnEmptyPipeIsWrittenAtOnceAndArrivesWhole() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        // Nothing handed to the deferred writer is written while it is suspended.
        let deferred = DispatchQueue(label: "suspended")
        deferred.suspend()
        defer {
            deferred.resume()
            deferred.sync {}
            close(ends[0])
            close(ends[1])
        }
        let writer = MessageWriter(fileDescriptor: ends[1], deferred: deferred)
        let message = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        writer.sendWithoutWaiting(framed: message)
        #if os(Linux)
            var unread: CInt = 0
            #expect(ioctl(ends[0], UInt(FIONREAD), &unread) == 0)
            try #require(unread == message.count, "written before sendWithoutWaiting returned, not by the deferred writer")
        #else
            deferred.resume()
            deferred.sync {}
            deferred.suspend()
        #endif
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while received.count < message.count {
            let count = read(ends[0], &buffer, buffer.count)
            try #require(count > 0)
            received += buffer[..<count]
        }
        #expect(received == message)
    }
}
