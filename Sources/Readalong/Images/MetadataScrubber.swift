/// Removes every metadata block from encoded JPEG, PNG and WebP files, whatever the encoder
/// chose to write: libvips adds a fresh EXIF block to WebP files even when asked to strip,
/// so the published bytes are checked and cleaned here, container by container.
enum MetadataScrubber {
    /// The same image without metadata blocks; bytes in another format come back unchanged.
    static func scrub(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
        if bytes.count > 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return webp(bytes)
        }
        return bytes
    }

    /// JPEG: drops the application segments (EXIF, XMP, ICC, maker notes, IPTC, JFXX
    /// thumbnails, Canon CIFF blocks) and COM segments before the image data; keeps what the
    /// decoder needs: a JFIF header (without its thumbnail) and Adobe's colour transform flag.
    private static func jpeg(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0xFF, 0xD8]
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let end = index + 2 + length
            guard marker != 0xDA, end <= bytes.count else { break }
            let segment = bytes[index..<end]
            if marker == 0xE0 {
                output += jfifHeader(segment)
            } else if marker == 0xEE, segment.dropFirst(4).starts(with: Array("Adobe".utf8)) {
                output += segment
            } else if !(0xE1...0xEF).contains(marker), marker != 0xFE {
                output += segment
            }
            index = end
        }
        output += bytes[index...]
        return output
    }

    /// An APP0 segment reduced to the 16-byte JFIF header with no thumbnail; nothing when it
    /// is not JFIF (a JFXX thumbnail, a CIFF block).
    private static func jfifHeader(_ segment: ArraySlice<UInt8>) -> [UInt8] {
        let header = Array(segment.prefix(18))
        guard header.count == 18, header[4..<9].elementsEqual(Array("JFIF".utf8) + [0]) else { return [] }
        return [0xFF, 0xE0, 0x00, 0x10] + header[4..<16] + [0, 0]
    }

    /// PNG: keeps only the chunks that draw the image (not even its physical pixel size).
    private static func png(_ bytes: [UInt8]) -> [UInt8] {
        let kept: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "sBIT", "bKGD"]
        var output = Array(bytes[0..<8])
        var index = 8
        while index + 12 <= bytes.count {
            let length = Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let end = index + 12 + length
            guard end <= bytes.count else { break }
            let type = String(decoding: bytes[(index + 4)..<(index + 8)], as: UTF8.self)
            if kept.contains(type) { output += bytes[index..<end] }
            index = end
        }
        return output
    }

    /// WebP: drops the EXIF, XMP and ICC chunks and clears their flags in the VP8X header.
    private static func webp(_ bytes: [UInt8]) -> [UInt8] {
        var chunks: [UInt8] = []
        var index = 12
        while index + 8 <= bytes.count {
            let type = String(decoding: bytes[index..<(index + 4)], as: UTF8.self)
            let size = Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]) << 16 | Int(bytes[index + 7]) << 24
            let end = min(bytes.count, index + 8 + size + (size & 1))
            var chunk = Array(bytes[index..<end])
            if type == "VP8X", chunk.count > 8 {
                chunk[8] &= ~(0x20 | 0x08 | 0x04)  // ICC, EXIF, XMP present
            }
            if !["EXIF", "XMP ", "ICCP"].contains(type) { chunks += chunk }
            index = end
        }
        let riffSize = UInt32(chunks.count + 4)
        return Array("RIFF".utf8) + (0..<4).map { UInt8(truncatingIfNeeded: riffSize >> (8 * UInt32($0))) }
            + Array("WEBP".utf8) + chunks
    }
}
