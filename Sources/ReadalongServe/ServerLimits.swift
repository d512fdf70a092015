/// How much the preview server gives any one client, so that idle, slow or greedy clients
/// cannot hold up the others or run the process out of descriptors.
public struct ServerLimits: Sendable {
    /// Connections open at once (live-reload streams included); more are answered 503.
    public var connections: Int
    /// Seconds a client has to send a whole request head (against idle and slowloris sockets).
    public var headTimeout: Double
    /// Seconds a client has to take each chunk of an answer.
    public var writeTimeout: Double
    /// The longest request head read, in bytes; longer ones are answered 431.
    public var headBytes: Int
    /// Seconds between keep-alive comments on live-reload streams (closed streams show on write).
    public var keepAliveInterval: Double

    /// The limits `publish serve` uses.
    public init(connections: Int = 256, headTimeout: Double = 10, writeTimeout: Double = 15, headBytes: Int = 16 * 1024,
                keepAliveInterval: Double = 15) {
        self.connections = connections
        self.headTimeout = headTimeout
        self.writeTimeout = writeTimeout
        self.headBytes = headBytes
        self.keepAliveInterval = keepAliveInterval
    }
}
