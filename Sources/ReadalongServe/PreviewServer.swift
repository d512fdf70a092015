import FlyingSocks
import Foundation

/// The HTTP server of `publish serve`, on 127.0.0.1 only, over FlyingSocks' non-blocking
/// sockets and event loop. Each connection carries one request (or one live-reload
/// stream); heads must arrive within a time limit, answers are written with one, and the
/// number of open connections is bounded. Errors of `accept` (out of descriptors) make it
/// pause and try again, longer each time, rather than spin.
public final class PreviewServer: Sendable {
    /// The port it listens on (the real one when 0 was asked for).
    public let port: UInt16
    private let listener: Socket
    private let handler: RequestHandler
    private let reload: LiveReload
    private let limits: ServerLimits
    private let slots: ConnectionSlots

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// What went wrong, for the terminal.
        public let description: String
    }

    /// Binds 127.0.0.1:`port` (0: any free port) to serve the folder `tree`.
    public init(port: UInt16, tree: String, reload: LiveReload, limits: ServerLimits = ServerLimits()) throws {
        do {
            let socket = try Socket(domain: Int32(sockaddr_in.family))
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen(maxPendingConnection: 128)
            guard case .ip4(_, let bound) = try socket.sockname() else { throw SocketError.unsupportedAddress }
            listener = socket
            self.port = bound
        } catch {
            throw StartError(description: "port \(port) on 127.0.0.1 is not available; try --port with another number, or --port 0")
        }
        self.reload = reload
        self.limits = limits
        handler = RequestHandler(tree: tree, port: self.port, reload: reload)
        slots = ConnectionSlots(limit: limits.connections)
    }

    /// Serves until the task is cancelled; the listening socket is closed then.
    public func run() async throws {
        defer { try? listener.close() }
        let pool: some AsyncSocketPool = .make(maxEvents: 64)
        try await pool.prepare()
        let listening = try AsyncSocket(socket: listener, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask { await self.accept(on: listening) }
            group.addTask { await self.keepStreamsAlive() }
            try await group.next()
            group.cancelAll()
        }
    }

    private func accept(on listening: AsyncSocket) async {
        var pause: UInt64 = 0
        while !Task.isCancelled {
            let client: AsyncSocket
            do {
                client = try await listening.accept()
                pause = 0
            } catch {
                // Mostly EMFILE: wait for connections to close instead of retrying at once.
                pause = min(max(pause * 2, 20_000_000), 1_000_000_000)
                try? await Task.sleep(nanoseconds: pause)
                continue
            }
            let admitted = slots.take()
            Task {
                if admitted {
                    await serve(client)
                } else {
                    let refusal = Response.text(503, "Service Unavailable", "Too many connections to the preview; try again.",
                                                fields: [("Retry-After", "1")])
                    try? await ResponseWriter.write(refusal, to: client, headOnly: false, limits: limits)
                }
                await Self.release(client)
                if admitted { slots.give() }
            }
        }
    }

    /// Ends a connection: the client sees it closed at once, but the descriptor is closed
    /// a moment later. When a wait on a socket is cancelled (a time limit, a page leaving
    /// its stream), FlyingSocks' event loop drops the registration in a task of its own,
    /// after ours may have gone on; were the number already closed and reused by `accept`,
    /// that late removal would act on the new client's registration.
    private static func release(_ client: AsyncSocket) async {
        Platform.endConnection(client.socket.file.rawValue)
        try? await Task.sleep(nanoseconds: 500_000_000)
        try? client.close()
    }

    private func serve(_ client: AsyncSocket) async {
        let bytes: [UInt8]
        do {
            bytes = try await RequestReader.head(from: client, limits: limits)
        } catch .tooLarge {
            try? await ResponseWriter.write(.text(431, "Request Header Fields Too Large", "The request head is too long."),
                                            to: client, headOnly: false, limits: limits)
            return
        } catch .timedOut {
            try? await ResponseWriter.write(.text(408, "Request Timeout", "The request took too long to arrive."),
                                            to: client, headOnly: false, limits: limits)
            return
        } catch {
            return
        }
        switch handler.reply(to: bytes) {
        case .answer(let response, let headOnly):
            try? await ResponseWriter.write(response, to: client, headOnly: headOnly, limits: limits)
        case .eventStream:
            await EventStream.serve(client, reload: reload, limits: limits)
        }
    }

    private func keepStreamsAlive() async {
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: UInt64(limits.keepAliveInterval * 1_000_000_000))
            reload.keepAlive()
        }
    }
}
