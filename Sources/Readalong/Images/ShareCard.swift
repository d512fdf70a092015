import CVips
import Foundation

/// The picture a chat app shows when someone shares a link to a room or a book: 1200×630,
/// the cover on the site's colours, with the title and a line under it (dates, authors).
/// Its name fingerprints everything drawn on it.
struct ShareCard: Sendable, Hashable {
    let title: String
    let subtitle: String
    let siteTitle: String
    /// The cover drawn on the left, if the book has a raster one.
    let cover: ImageVariant?

    static let width = 1200, height = 630

    /// Path inside `output/`: `images/share/<32 hex digits>.jpg`.
    var outputPath: String {
        var hasher = Hasher128()
        hasher.add("share-card-1")
        hasher.add(title)
        hasher.add(subtitle)
        hasher.add(siteTitle)
        hasher.add(cover?.outputPath ?? "")
        return "images/share/\(hasher.finish()).jpg"
    }

    /// Draws the card; `coverBytes` are the cover's source file.
    func make(coverBytes: [UInt8]?) throws -> Data {
        try DrawingMemo.shared.drawing(outputPath) {
            Vips.prepare()
            return try FontThread.shared.run { try draw(coverBytes: coverBytes) }
        }
    }

    /// Draws the card on the calling thread (the font thread). The fonts are named, never
    /// passed by file: libvips before 8.17 keeps each font file it is given in a table under
    /// the text operation's own copy of the path, freed with the operation, so every later
    /// call with a file read freed memory in that table (the rare SIGFPE in GLib's
    /// `g_hash_table_lookup`, libvips issue 3660, fixed upstream by pull request 4542) and
    /// added the font to fontconfig again. `Vips` gives the files once, while it starts.
    private func draw(coverBytes: [UInt8]?) throws -> Data {
        var canvas = try owned(rl_vips_canvas(Int32(Self.width), Int32(Self.height), 138, 59, 18))  // the theme's accent
        var textLeft = 80
        if let cover, let coverBytes {
            let picture = try owned(coverBytes.withUnsafeBytes {
                rl_vips_thumbnail($0.baseAddress, $0.count, Int32(cover.size.width), Int32(cover.size.height), 1)
            })
            canvas = try canvas.replaced { rl_vips_insert($0, picture.image, 80, Int32((Self.height - cover.size.height) / 2)) }
            textLeft = 80 + cover.size.width + 64
        }
        let textWidth = Self.width - textLeft - 80
        var top = 110
        for (text, font, dpi, colour) in [(title, Self.bold, 200, (255.0, 250.0, 240.0)),
                                          (subtitle, Self.regular, 120, (246.0, 231.0, 220.0))] where !text.isEmpty {
            let mask = try owned(rl_vips_text(Self.markup(text), nil, font.name, Int32(textWidth), Int32(dpi)))
            canvas = try canvas.replaced { rl_vips_paint($0, mask.image, Int32(textLeft), Int32(top), colour.0, colour.1, colour.2) }
            top += Int(vips_image_get_height(mask.image)) + 36
        }
        let name = try owned(rl_vips_text(Self.markup(siteTitle), nil, Self.regular.name, Int32(textWidth), 96))
        canvas = try canvas.replaced {
            rl_vips_paint($0, name.image, Int32(textLeft), Int32(Self.height - 70 - Int(vips_image_get_height(name.image))),
                          246, 231, 220)
        }
        return try Vips.encode(canvas.image, as: .jpeg)
    }

    /// A font from Debian's DejaVu package, by file when it is installed there.
    struct Font {
        let name: String
        let path: String
        var file: String? { FileManager.default.fileExists(atPath: path) ? path : nil }
    }

    static let bold = Font(name: "DejaVu Serif Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")
    static let regular = Font(name: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// Text for Pango, which reads markup: the five special characters escaped.
    private static func markup(_ text: String) -> String { Escaping.html(text) }

    private func owned(_ image: UnsafeMutablePointer<VipsImage>?) throws -> VipsImageRef {
        try VipsImageRef(taking: image)
    }
}
