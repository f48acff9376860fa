import Foundation
import JSON

/// Round trips to our server and to the null echo server taken in turn, one request to each per
/// round, so that both meet the same machine load; each round changes which goes first. Measured one
/// after the other, a quiet spell in one series and a busy one in the other moved the p99 ratio from
/// 1.0× to 3.1× between runs of the same build.
struct InterleavedLatency {
    /// Round-trip seconds, sorted.
    var ours: [Double]
    var echo: [Double]

    /// `rounds` rounds after `warmUp` rounds that are not kept. Request ids start at `firstID`.
    init(
        ours server: PipeClient, method: String, params: JSONValue, echo peer: PipeClient,
        rounds: Int = 3000, warmUp: Int = 200, firstID: Int = 1000
    ) throws {
        // Until the answer's frame is read in full, for both servers: parsing a completion list of
        // 400 items into this client's values took longer than the server took to answer.
        func seconds(_ client: PipeClient, id: Int, method: String, params: JSONValue) throws -> Double {
            try client.secondsUntilAnswered(id: id, method: method, params: params)
        }
        var ours: [Double] = []
        var echo: [Double] = []
        ours.reserveCapacity(rounds)
        echo.reserveCapacity(rounds)
        for round in 0..<(warmUp + rounds) {
            let id = firstID + round
            let ourSeconds: Double
            let echoSeconds: Double
            if round % 2 == 0 {
                echoSeconds = try seconds(peer, id: id, method: "nuance/ping", params: [:])
                ourSeconds = try seconds(server, id: id, method: method, params: params)
            } else {
                ourSeconds = try seconds(server, id: id, method: method, params: params)
                echoSeconds = try seconds(peer, id: id, method: "nuance/ping", params: [:])
            }
            if round >= warmUp {
                ours.append(ourSeconds)
                echo.append(echoSeconds)
            }
        }
        self.ours = ours.sorted()
        self.echo = echo.sorted()
    }

    /// The sample at `rank` (0.5 for the median, 0.99 for p99) of sorted samples.
    static func percentile(_ sorted: [Double], _ rank: Double) -> Double {
        sorted[min(sorted.count - 1, Int(Double(sorted.count) * rank))]
    }
}
