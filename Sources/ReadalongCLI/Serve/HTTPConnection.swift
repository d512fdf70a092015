import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One request on a socket of the preview server: read the request line, answer with a
/// file of the output folder, or keep the socket for live-reload events.
enum HTTPConnection {
    /// Writes all of `text`; `false` when the other side has gone.
    @discardableResult
    static func send(_ text: String, to socket: Int32) -> Bool {
        send(Data(text.utf8), to: socket)
    }

    @discardableResult
    static func send(_ data: Data, to socket: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Serves one request; the socket is closed unless it became a live-reload stream.
    static func handle(_ socket: Int32, output: String, reload: LiveReload) {
        guard let target = readRequestTarget(socket) else {
            close(socket)
            return
        }
        if target.path == LiveReload.eventsPath {
            send("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: keep-alive\r\n\r\n", to: socket)
            reload.subscribe(socket)
            return
        }
        defer { close(socket) }
        guard let file = resolve(target.path, in: output) else {
            let page = FileManager.default.contents(atPath: output + "/404.html").map { String(decoding: $0, as: UTF8.self) }
            respond(socket, status: "404 Not Found", type: "text/html; charset=utf-8",
                    body: Data(reload.inject(into: page ?? reload.errorPage()).utf8), head: target.head)
            return
        }
        guard var body = FileManager.default.contents(atPath: file) else {
            respond(socket, status: "500 Internal Server Error", type: "text/plain", body: Data(), head: target.head)
            return
        }
        let type = contentType(of: file)
        if type.hasPrefix("text/html") { body = Data(reload.inject(into: String(decoding: body, as: UTF8.self)).utf8) }
        respond(socket, status: "200 OK", type: type, body: body, head: target.head)
    }

    private static func respond(_ socket: Int32, status: String, type: String, body: Data, head: Bool) {
        send("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n"
             + "Connection: close\r\n\r\n", to: socket)
        if !head { send(body, to: socket) }
    }

    /// The path of a GET or HEAD request, without query.
    private static func readRequestTarget(_ socket: Int32) -> (path: String, head: Bool)? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 65_536 {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
            if data.range(of: Data("\r\n\r\n".utf8)) != nil { break }
        }
        guard let line = String(decoding: data, as: UTF8.self).split(separator: "\r\n").first else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0] == "GET" || parts[0] == "HEAD" else { return nil }
        let raw = parts[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        return (raw.removingPercentEncoding ?? raw, parts[0] == "HEAD")
    }

    /// The file a URL path names inside `output`; never outside it.
    static func resolve(_ path: String, in output: String) -> String? {
        let parts = path.split(separator: "/")
        guard !parts.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return nil }
        var file = output + "/" + parts.joined(separator: "/")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { file += "/index.html" }
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    private static func contentType(of file: String) -> String {
        switch (file as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "ics": return "text/calendar; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        case "gif": return "image/gif"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
