import CVips
import Foundation

/// The one door to libvips: starts it once, and turns its C results into Swift values.
enum Vips {
    /// Whether libvips started (it loads its modules once per process). Starting also runs
    /// every kind of operation once (see `rl_vips_warm_up`), on the one thread that starts it.
    private static let started: Bool = {
        guard rl_vips_start() == 0 else { return false }
        rl_vips_warm_up(ShareCard.bold.file, ShareCard.bold.name, ShareCard.regular.file, ShareCard.regular.name)
        rl_vips_thread_done()
        return true
    }()

    /// Starts libvips, if it is not started yet, on the calling thread: called before any
    /// parallel image work, so that setting it up never happens on several threads at once.
    static func prepare() {
        BuildCounters.note(.libvipsStart)
        _ = started
    }

    /// Starts libvips on a thread of its own, for a build that is going to draw pictures:
    /// starting takes a while (colour profiles, fonts), and started early it overlaps the
    /// planning instead of holding every core idle before the pages are rendered. A later
    /// `prepare()` waits for it if it is not done.
    static func prepareInBackground() {
        BuildCounters.note(.libvipsStart)
        backgroundStart.ask()
        DispatchQueue.global().async { _ = started }
    }

    /// Waits for the start `prepareInBackground()` began, if it did: called before pages are
    /// rendered, so that no page or picture is made on other threads while libvips sets up.
    static func finishStarting() {
        if backgroundStart.asked { _ = started }
    }

    /// Whether a start in the background was asked for.
    private final class BackgroundStart: @unchecked Sendable {
        private let lock = NSLock()
        private var wasAsked = false

        func ask() { lock.withLock { wasAsked = true } }
        var asked: Bool { lock.withLock { wasAsked } }
    }

    private static let backgroundStart = BackgroundStart()

    /// Frees what libvips keeps for the calling thread; called at the end of each piece of
    /// image work on the build's threads (see `rl_vips_thread_done`).
    static func threadDone() {
        rl_vips_thread_done()
    }

    /// The libvips version, part of every processed image's cache key. Reading it does not
    /// start libvips: a rebuild that makes no picture never starts it.
    static let version = String(cString: vips_version_string())

    /// What the header of an image in memory says, or `nil` when libvips cannot read it.
    static func header(of bytes: [UInt8]) -> ImageHeader? {
        guard started else { return nil }
        return bytes.withUnsafeBytes { buffer -> ImageHeader? in
            guard let base = buffer.baseAddress, let loader = rl_vips_loader(base, buffer.count) else { return nil }
            var width: Int32 = 0, height: Int32 = 0, alpha: Int32 = 0, orientation: Int32 = 1
            guard rl_vips_header(base, buffer.count, &width, &height, &alpha, &orientation) == 0 else {
                clearError()
                return nil
            }
            return ImageHeader(format: ImageFormat(loader: String(cString: loader)), width: Int(width),
                               height: Int(height), hasAlpha: alpha != 0)
        }
    }

    /// Whether every pixel of the image decodes (a truncated file does not). JPEG is read
    /// at an eighth of its size, which still reads every byte.
    static func decodes(_ bytes: [UInt8], format: ImageFormat) -> Bool {
        guard started else { return false }
        let options = format == .jpeg ? "shrink=8" : ""
        let result = bytes.withUnsafeBytes { rl_vips_decode_all($0.baseAddress, $0.count, options) }
        if result != 0 { clearError() }
        return result == 0
    }

    /// Decodes an image into memory, letting the decoder shrink it by `shrink` (1, 2, 4 or
    /// 8) when its format can (JPEG, WebP).
    static func decode(_ bytes: [UInt8], shrink: Int) throws -> VipsImageRef {
        guard started else { throw ImageError(reason: "libvips did not start") }
        return try VipsImageRef(taking: bytes.withUnsafeBytes { rl_vips_decode($0.baseAddress, $0.count, Int32(shrink)) })
    }

    /// Makes one variant of a decoded image: resized (see `rl_vips_thumbnail_image`) and encoded.
    static func variant(of image: VipsImageRef, width: Int, height: Int, crop: Bool,
                        encoding: VariantEncoding) throws -> Data {
        let thumb = try image.replaced { rl_vips_thumbnail_image($0, Int32(width), Int32(height), crop ? 1 : 0) }
        return try encode(thumb.image, as: encoding)
    }

    /// Encodes an image with no metadata (what the encoder adds anyway is scrubbed away), at
    /// the encoding's quality, or at the first lighter one that keeps it within its budget.
    static func encode(_ image: UnsafeMutablePointer<VipsImage>, as encoding: VariantEncoding) throws -> Data {
        let budget = VariantEncoding.budget(pixels: Int(vips_image_get_width(image)) * Int(vips_image_get_height(image)))
        var encoded = Data()
        for quality in [encoding.quality] + encoding.lighterQualities {
            encoded = try scrubbed { rl_vips_save(image, Int32(encoding.saverCode), Int32(quality), &$0, &$1) }
            if encoded.count <= budget { break }
        }
        return encoded
    }

    /// The whole image at its own size (every frame of an animated GIF or WebP), upright, in
    /// sRGB and without metadata (see `rl_vips_full_size`), written by `saver` (a libvips
    /// suffix with options, ".jpg[Q=90]").
    static func fullSize(_ bytes: [UInt8], animated: Bool, saver: String) throws -> Data {
        guard started else { throw ImageError(reason: "libvips did not start") }
        let image = try VipsImageRef(taking: bytes.withUnsafeBytes {
            rl_vips_full_size($0.baseAddress, $0.count, animated ? "n=-1" : "")
        })
        return try scrubbed { rl_vips_save_as(image.image, saver, &$0, &$1) }
    }

    /// The bytes a libvips saver wrote (it returns 0 on success), with every metadata block
    /// the saver added anyway removed.
    private static func scrubbed(_ save: (inout UnsafeMutableRawPointer?, inout Int) -> Int32) throws -> Data {
        var output: UnsafeMutableRawPointer?
        var length = 0
        guard save(&output, &length) == 0, let output else { throw ImageError(reason: takeError()) }
        defer { g_free(output) }
        return Data(MetadataScrubber.scrub(Array(UnsafeRawBufferPointer(start: output, count: length))))
    }

    /// The last libvips error of this thread, cleared.
    static func takeError() -> String {
        guard let text = rl_vips_take_error() else { return "unknown libvips error" }
        defer { g_free(text) }
        return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func clearError() { vips_error_clear() }
}

/// A libvips image, released when the last reference to it goes.
final class VipsImageRef {
    let image: UnsafeMutablePointer<VipsImage>

    init(_ image: UnsafeMutablePointer<VipsImage>) { self.image = image }

    /// Takes over an image a libvips call returned; a NULL result is that call's error.
    convenience init(taking image: UnsafeMutablePointer<VipsImage>?) throws {
        guard let image else { throw ImageError(reason: Vips.takeError()) }
        self.init(image)
    }

    deinit { g_object_unref(image) }

    /// The image an operation on this one makes.
    func replaced(_ operation: (UnsafeMutablePointer<VipsImage>) -> UnsafeMutablePointer<VipsImage>?) throws -> VipsImageRef {
        try VipsImageRef(taking: operation(image))
    }
}

/// A libvips failure while making a published image.
struct ImageError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "image processing failed: \(reason)" }
}
