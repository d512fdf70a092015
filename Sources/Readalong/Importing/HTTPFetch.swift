import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP GET, waited for: the answer's status and body, or why none came in time.
/// Redirects are followed; nothing is cached or stored between requests.
struct HTTPFetch: Sendable {
    /// What the server answered.
    struct Answer: Sendable, Equatable {
        let status: Int
        let body: [UInt8]
    }

    /// Why there is no answer.
    enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Nothing (or not everything) came within the time limit.
        case timedOut(seconds: Double)
        /// The server could not be reached, or the connection broke; in words.
        case unreachable(ToolText)

        /// Why, in the catalogue: `no answer within 30 seconds`.
        var text: ToolText {
            switch self {
            case .timedOut(let seconds):
                let number = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
                return ToolText(seconds == 1 ? "fetch.timedOut.one" : "fetch.timedOut", ["seconds": number])
            case .unreachable(let reason): return reason
            }
        }

        /// Why, in English.
        var description: String { text.english }
    }

    /// Longest wait for a whole answer, in seconds.
    let timeout: Double

    /// Fetches `url`, blocking the calling thread until the answer is complete or the time
    /// limit has passed.
    func get(_ url: URL) -> Result<Answer, Failure> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpAdditionalHeaders = ["User-Agent": "Readalong (publish import isbn)", "Accept": "*/*"]
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let outcome = Outcome()
        let task = session.dataTask(with: url) { data, response, error in
            outcome.set(Self.result(data: data, response: response, error: error, timeout: timeout))
        }
        task.resume()
        return outcome.wait()
    }

    private static func result(data: Data?, response: URLResponse?, error: Error?, timeout: Double) -> Result<Answer, Failure> {
        if let error {
            let code = (error as? URLError)?.code
            if code == .timedOut { return .failure(.timedOut(seconds: timeout)) }
            return .failure(.unreachable(code.map(reason) ?? ToolText("fetch.failed", ["detail": "\(error)"])))
        }
        guard let http = response as? HTTPURLResponse else { return .failure(.unreachable(ToolText("fetch.notHTTP"))) }
        return .success(Answer(status: http.statusCode, body: [UInt8](data ?? Data())))
    }

    /// The usual network failures in words; others by their number.
    private static func reason(_ code: URLError.Code) -> ToolText {
        switch code {
        case .cannotConnectToHost: return ToolText("fetch.refused")
        case .cannotFindHost, .dnsLookupFailed: return ToolText("fetch.noHost")
        case .notConnectedToInternet: return ToolText("fetch.offline")
        case .networkConnectionLost: return ToolText("fetch.broken")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return ToolText("fetch.insecure")
        case .badServerResponse: return ToolText("fetch.badAnswer")
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return ToolText("fetch.redirects")
        case .unsupportedURL: return ToolText("fetch.unsupported")
        default: return ToolText("fetch.code", ["code": "\(code.rawValue)"])
        }
    }

    /// The result, handed from URLSession's delegate queue to the waiting thread.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var result: Result<Answer, Failure>?

        func set(_ value: Result<Answer, Failure>) {
            lock.lock()
            result = value
            lock.unlock()
            done.signal()
        }

        func wait() -> Result<Answer, Failure> {
            done.wait()
            lock.lock()
            defer { lock.unlock() }
            return result ?? .failure(.unreachable(ToolText("fetch.noAnswer")))
        }
    }
}
