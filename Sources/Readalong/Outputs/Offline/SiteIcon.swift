import Foundation

/// An icon of the site for phones' home screens and the web app manifest: three book spines
/// on a shelf, in white on the theme's accent colour, drawn as SVG and turned into PNG by
/// libvips. A plain icon is a rounded square; a maskable one fills its whole square and keeps
/// the drawing inside the circle every platform's mask leaves visible.
///
/// The drawing has no text on purpose: text in SVG goes through librsvg's own Pango font map,
/// and using it next to the share cards' text (libvips' font map, which adds font files to
/// fontconfig) crashed a test run inside fontconfig.
struct SiteIcon: Sendable, Hashable {
    /// Width and height in pixels.
    let size: Int
    let maskable: Bool
    /// `#rrggbb` colours of the square and of the drawing.
    let background: String
    let ink: String

    /// The icon of a site with these theme colours.
    init(size: Int, maskable: Bool, colours: ThemeColours) {
        self.size = size
        self.maskable = maskable
        background = colours.accent
        ink = "#ffffff"
    }

    /// The drawing, on a 100 × 100 grid scaled to the icon's size; a maskable icon shrinks
    /// it to 70% around the centre.
    var svg: String {
        let corner = maskable ? "" : " rx=\"22\""
        let placing = maskable ? " transform=\"translate(15 15) scale(0.7)\"" : ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 100 100\">"
            + "<rect width=\"100\" height=\"100\"\(corner) fill=\"\(background)\"/>"
            + "<g fill=\"\(ink)\"\(placing)>"
            + "<rect x=\"24\" y=\"26\" width=\"13\" height=\"50\" rx=\"2\"/>"
            + "<rect x=\"41\" y=\"18\" width=\"13\" height=\"58\" rx=\"2\"/>"
            + "<rect x=\"60\" y=\"29\" width=\"13\" height=\"47\" rx=\"2\" transform=\"rotate(14 66.5 76)\"/>"
            + "<rect x=\"18\" y=\"78\" width=\"64\" height=\"5\" rx=\"2.5\"/></g></svg>"
    }

    /// The PNG file, drawn on the font thread like share cards (librsvg, behind libvips' SVG
    /// loader, uses Pango).
    func make() throws -> Data {
        try DrawingMemo.shared.drawing(svg) {
            Vips.prepare()
            return try FontThread.shared.run {
                let image = try Vips.decode(Array(svg.utf8), shrink: 1)
                return try Vips.encode(image.image, as: .png)
            }
        }
    }
}
