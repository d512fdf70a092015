import Foundation

/// An icon of the site for phones' home screens and the web app manifest: the first letter
/// of the site's title on the theme's accent colour, drawn as SVG and turned into PNG by
/// libvips. A plain icon is a rounded square; a maskable one fills its whole square and keeps
/// the letter inside the circle every platform's mask leaves visible.
struct SiteIcon: Sendable, Hashable {
    /// Width and height in pixels.
    let size: Int
    let maskable: Bool
    /// What is drawn: one character, or nothing.
    let letter: String
    /// `#rrggbb` colours of the square and of the letter.
    let background: String
    let ink: String

    /// The icon of a site called `title`.
    init(size: Int, maskable: Bool, title: String, colours: ThemeColours) {
        self.size = size
        self.maskable = maskable
        letter = Self.initial(of: title)
        background = colours.accent
        ink = "#ffffff"
    }

    /// The first letter or digit of a title, in capitals (empty when it has none).
    static func initial(of title: String) -> String {
        guard let first = title.first(where: { $0.isLetter || $0.isNumber }) else { return "" }
        return String(first).uppercased()
    }

    /// The drawing, on a 100 × 100 grid scaled to the icon's size. The letter's baseline sits
    /// so that a capital's middle is the square's (DejaVu's capitals are 0.73 em high).
    var svg: String {
        let fontSize = maskable ? 44 : 64
        let baseline = 50 + fontSize * 365 / 1000
        let corner = maskable ? "" : " rx=\"22\""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 100 100\">"
            + "<rect width=\"100\" height=\"100\"\(corner) fill=\"\(background)\"/>"
            + "<text x=\"50\" y=\"\(baseline)\" text-anchor=\"middle\" font-family=\"DejaVu Serif\" font-weight=\"bold\""
            + " font-size=\"\(fontSize)\" fill=\"\(ink)\">\(Escaping.html(letter))</text></svg>"
    }

    /// The PNG file. Drawn one icon at a time, like share cards: text goes through Pango
    /// and fontconfig, which must not be set up on two threads at once.
    func make() throws -> Data {
        _ = Vips.version
        ShareCard.drawing.lock()
        defer { ShareCard.drawing.unlock() }
        let image = try Vips.decode(Array(svg.utf8), shrink: 1)
        return try Vips.encode(image.image, as: .png)
    }
}
