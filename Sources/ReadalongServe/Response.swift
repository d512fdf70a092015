import Foundation

/// An answer of the preview server, before it is written to the socket.
struct Response: Sendable {
    /// What follows the head.
    enum Body: Sendable {
        case none
        case bytes(Data)
        /// Part of a file on disk, streamed in chunks.
        case file(path: String, offset: Int, length: Int)

        var length: Int {
            switch self {
            case .none: 0
            case .bytes(let data): data.count
            case .file(_, _, let length): length
            }
        }
    }

    let status: Int
    let reason: String
    var fields: [(name: String, value: String)]
    let body: Body

    init(status: Int, reason: String, fields: [(name: String, value: String)] = [], body: Body = .none) {
        self.status = status
        self.reason = reason
        self.fields = fields
        self.body = body
    }

    /// A short plain-text answer, for errors and refusals.
    static func text(_ status: Int, _ reason: String, _ message: String, fields: [(name: String, value: String)] = []) -> Response {
        Response(status: status, reason: reason, fields: [("Content-Type", "text/plain; charset=utf-8")] + fields,
                 body: .bytes(Data((message + "\n").utf8)))
    }

    /// The head as sent: status line, the fields, length, and the fields every answer has.
    func head() -> Data {
        var text = "HTTP/1.1 \(status) \(reason)\r\n"
        for field in fields { text += "\(field.name): \(field.value)\r\n" }
        text += "Content-Length: \(body.length)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
            + "Connection: close\r\n\r\n"
        return Data(text.utf8)
    }
}
