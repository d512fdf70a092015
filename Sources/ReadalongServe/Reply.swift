/// What the server does with a request: answer it, or hold the connection open as a
/// live-reload stream.
enum Reply: Sendable {
    case answer(Response, headOnly: Bool)
    case eventStream
}
