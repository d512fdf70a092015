import FlyingSocks
import Foundation

/// A live-reload connection: server-sent events until the page goes away. The client's
/// side is read all along, so the connection is closed as soon as the browser closes it;
/// a page gone without a word fails on the next keep-alive write.
enum EventStream {
    static func serve(_ client: AsyncSocket, reload: LiveReload, limits: ServerLimits) async {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\n\r\nretry: 1000\n\n"
        guard (try? await ResponseWriter.send(Data(head.utf8), to: client, limits: limits)) != nil else { return }
        let (id, events) = reload.open()
        defer { reload.close(id) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                // Requests do not come on this connection; reading ends when the page leaves.
                do {
                    while true { _ = try await client.read(atMost: 1024) }
                } catch {}
            }
            group.addTask {
                for await event in events {
                    guard (try? await ResponseWriter.send(Data(event.utf8), to: client, limits: limits)) != nil else { return }
                }
            }
            await group.next()
            group.cancelAll()
        }
    }
}
