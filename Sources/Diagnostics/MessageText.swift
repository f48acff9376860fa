/// A message written from a string literal with interpolations straight into one byte buffer.
///
/// Rules write thousands of messages in a run. `String` interpolation appends each piece through the
/// general string machinery (a few hundred instructions a piece, and the string grows several
/// times); this copies each piece's UTF-8 bytes and makes the `String` once, in about half the work.
public struct MessageText: ExpressibleByStringInterpolation, Sendable {
    public let string: String

    public init(stringLiteral value: StaticString) {
        string = value.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    public init(stringInterpolation: Interpolation) {
        string = stringInterpolation.finish()
    }

    /// Pieces go into memory this value owns until `finish()` frees it. Interpolations in messages
    /// do not throw; one that did would leave the buffer allocated.
    public struct Interpolation: StringInterpolationProtocol {
        private var buffer: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private var count = 0

        public init(literalCapacity: Int, interpolationCount: Int) {
            capacity = max(16, literalCapacity + 32 * interpolationCount)
            buffer = .allocate(capacity: capacity)
        }

        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { append($0) }
        }

        public mutating func appendInterpolation(_ value: String) {
            append(value)
        }

        public mutating func appendInterpolation(_ value: Substring) {
            var value = value
            value.withUTF8 { append($0) }
        }

        public mutating func appendInterpolation(_ value: Int) {
            // Digits are written from the end of a buffer wide enough for any `Int` and its sign.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var magnitude = value.magnitude
                var start = digits.count
                repeat {
                    start -= 1
                    digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                if value < 0 {
                    start -= 1
                    digits[start] = UInt8(ascii: "-")
                }
                append(UnsafeBufferPointer(rebasing: digits[start...]))
            }
        }

        public mutating func appendInterpolation<Value>(_ value: Value) {
            append(String(describing: value))
        }

        private mutating func append(_ value: String) {
            var value = value
            value.withUTF8 { append($0) }
        }

        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            if count + bytes.count > capacity {
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (count + bytes.count))
                grown.moveInitialize(from: buffer, count: count)
                buffer.deallocate()
                buffer = grown
                capacity = 2 * (count + bytes.count)
            }
            (buffer + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        /// The message, after which the buffer is freed.
        fileprivate func finish() -> String {
            defer { buffer.deallocate() }
            return String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
        }
    }
}
