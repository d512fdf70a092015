/// A cheap look at the end of an image file: a JPEG that ends with its end-of-image marker,
/// a PNG that ends with its IEND chunk and a WebP as long as its header says are complete.
/// A file that does not decode is called cut short when it fails this look, damaged otherwise.
enum ImageEnding {
    /// Whether the file visibly ends where its format says it should.
    static func looksComplete(_ bytes: [UInt8], format: ImageFormat) -> Bool {
        switch format {
        case .jpeg:
            // Some cameras leave padding after the marker; a few bytes of slack are allowed.
            let tail = bytes.suffix(64)
            return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
        case .png:
            return bytes.count >= 12 && Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8)
        case .webp:
            guard bytes.count >= 8 else { return false }
            let size = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            return bytes.count >= size + 8
        default:
            return true
        }
    }
}
