import Foundation
import Readalong

/// The preview tree as the server shows it: files found by their real path and never
/// outside the tree (a symbolic link out of it is not followed), folders redirected to
/// their trailing-slash address, HTML pages decorated for live reload, the service worker
/// replaced by one that removes itself (`PreviewWorker`), other files streamed with byte
/// ranges.
struct ServedTree {
    let root: String
    /// The report of the last build when it failed, for the overlay.
    let errors: PreviewReport?
    /// The language of the preview's own texts.
    let language: ToolLanguage

    /// The answer for a decoded URL path.
    func response(for path: String, query: Substring?, range: String?) -> Response {
        // The built service worker would cache pages the preview changes: a worker that
        // removes itself stands in for it.
        if path == "/" + PreviewWorker.path {
            return Response(status: 200, reason: "OK", fields: [("Content-Type", "text/javascript; charset=utf-8"),
                                                                 ("Cache-Control", "no-store")],
                            body: .bytes(Data(PreviewWorker.script.utf8)))
        }
        guard let realRoot = Platform.realPath(root) else {
            return html(503, "Service Unavailable", PageDecoration.notBuiltPage(errors: errors, language: language))
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0.hasPrefix(".") || $0.contains("\\") }) else { return notFound(realRoot) }
        let candidate = ([realRoot] + segments.map(String.init)).joined(separator: "/")
        guard let real = contained(candidate, in: realRoot) else { return notFound(realRoot) }
        if Platform.isFolder(real) {
            guard path.hasSuffix("/") else {
                // Built from the segments, so that `//host` can never become another site's address.
                let location = Self.encode("/" + segments.joined(separator: "/") + "/") + (query.map { "?" + $0 } ?? "")
                return .text(301, "Moved Permanently", "See \(location)", fields: [("Location", location)])
            }
            guard let index = contained(real + "/index.html", in: realRoot) else { return notFound(realRoot) }
            return file(index, range: range) ?? notFound(realRoot)
        }
        return file(real, range: range) ?? notFound(realRoot)
    }

    /// The real path of `path` when it exists inside `realRoot`.
    private func contained(_ path: String, in realRoot: String) -> String? {
        guard let real = Platform.realPath(path), real == realRoot || real.hasPrefix(realRoot + "/") else { return nil }
        return real
    }

    private func file(_ real: String, range: String?) -> Response? {
        guard let size = Platform.regularFileSize(real) else { return nil }
        let type = MediaTypes.type(of: real)
        if type.hasPrefix("text/html") {
            guard let data = FileManager.default.contents(atPath: real) else { return nil }
            return html(200, "OK", String(decoding: data, as: UTF8.self))
        }
        switch ByteRange(range, size: size) {
        case .whole:
            return Response(status: 200, reason: "OK", fields: [("Content-Type", type), ("Accept-Ranges", "bytes")],
                            body: .file(path: real, offset: 0, length: size))
        case .part(let offset, let length):
            return Response(status: 206, reason: "Partial Content",
                            fields: [("Content-Type", type), ("Accept-Ranges", "bytes"),
                                     ("Content-Range", "bytes \(offset)-\(offset + length - 1)/\(size)")],
                            body: .file(path: real, offset: offset, length: length))
        case .unsatisfiable:
            return .text(416, "Range Not Satisfiable", "The file has \(size) bytes.", fields: [("Content-Range", "bytes */\(size)")])
        }
    }

    private func notFound(_ realRoot: String) -> Response {
        let page = contained(realRoot + "/404.html", in: realRoot).flatMap { FileManager.default.contents(atPath: $0) }
        return html(404, "Not Found", page.map { String(decoding: $0, as: UTF8.self) } ?? "<!doctype html><title>Not found</title><body><h1>Not found</h1></body>")
    }

    private func html(_ status: Int, _ reason: String, _ page: String) -> Response {
        Response(status: status, reason: reason, fields: [("Content-Type", "text/html; charset=utf-8")],
                 body: .bytes(Data(PageDecoration.decorate(page, errors: errors, language: language).utf8)))
    }

    /// A decoded path as it may stand in a `Location` header.
    private static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
