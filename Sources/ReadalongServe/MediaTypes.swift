/// The `Content-Type` of every kind of file a site can publish, by extension.
enum MediaTypes {
    /// The type for a file name; `application/octet-stream` for unknown extensions.
    static func type(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return fallback }
        return table[fileName[fileName.index(after: dot)...].lowercased()] ?? fallback
    }

    static let fallback = "application/octet-stream"

    private static let table: [String: String] = [
        // Pages, styles, scripts and data.
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml", "atom": "application/atom+xml", "rss": "application/rss+xml",
        "xsl": "application/xslt+xml",
        "ics": "text/calendar; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8", "vtt": "text/vtt; charset=utf-8",
        "wasm": "application/wasm",
        // Documents and archives.
        "pdf": "application/pdf", "epub": "application/epub+zip", "zip": "application/zip",
        // Images.
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "heic": "image/heic", "heif": "image/heif", "bmp": "image/bmp", "tif": "image/tiff", "tiff": "image/tiff",
        // Fonts.
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        // Sound and video.
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/aac", "wav": "audio/wav", "flac": "audio/flac",
        "oga": "audio/ogg", "ogg": "audio/ogg", "opus": "audio/ogg",
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "ogv": "video/ogg", "mov": "video/quicktime",
    ]
}
