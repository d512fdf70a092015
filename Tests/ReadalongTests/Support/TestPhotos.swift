import CVips
import Foundation
import XCTest
@testable import Readalong

/// Photos made on the spot with libvips, the way a phone or an editor would hand them over:
/// a smooth gradient with some texture, in any format libvips writes, with EXIF
/// orientation and (through exiftool) GPS tags.
enum TestPhotos {
    /// An image of `width` × `height` encoded as `suffix` (".jpg[Q=90]", ".heic", ".avif",
    /// ".webp", ".png", ".png[bitdepth=16]"). The top-left corner is red, the top right green,
    /// the bottom blue.
    static func make(width: Int, height: Int, suffix: String, alpha: Bool = false, sixteen: Bool = false,
                     orientation: Int? = nil) -> [UInt8] {
        _ = Vips.version  // starts libvips
        let tileWidth = 64, tileHeight = 48
        let bands = alpha ? 4 : 3
        let maximum = sixteen ? 65535.0 : 255.0
        var samples: [Double] = []
        for y in 0..<tileHeight {
            for x in 0..<tileWidth {
                let across = Double(x) / Double(tileWidth - 1), down = Double(y) / Double(tileHeight - 1)
                let grain = Double((x * 7919 + y * 104_729) % 17) / 17.0 * 0.08
                samples += [(1 - across) * (1 - down), across * (1 - down), down].map { min(1, $0 + grain) * maximum }
                if alpha { samples.append(Double(x) / Double(tileWidth - 1) * maximum) }
            }
        }
        let pixels: [UInt8] = sixteen
            ? samples.flatMap { value -> [UInt8] in let v = UInt16(value); return [UInt8(v & 0xFF), UInt8(v >> 8)] }
            : samples.map { UInt8($0) }
        let tile = pixels.withUnsafeBytes {
            rl_vips_from_pixels($0.baseAddress, $0.count, Int32(tileWidth), Int32(tileHeight), Int32(bands), sixteen ? 1 : 0)
        }!
        defer { g_object_unref(tile) }
        let final = rl_vips_resize(tile, Double(width) / Double(tileWidth), Double(height) / Double(tileHeight))!
        defer { g_object_unref(final) }
        if let orientation { rl_vips_set_orientation(final, Int32(orientation)) }
        var output: UnsafeMutableRawPointer?
        var length = 0
        guard rl_vips_save_as(final, suffix, &output, &length) == 0, let output else {
            XCTFail("libvips could not write \(suffix): \(Vips.takeError())")
            return []
        }
        defer { g_free(output) }
        return Array(UnsafeRawBufferPointer(start: output, count: length))
    }

    /// A JPEG whose header and end marker are intact but whose picture data holds a stray
    /// start-of-image marker where a restart marker belongs (as a camera's damaged card
    /// gives): it does not decode, though a look at its header and end finds nothing.
    static func damaged() -> [UInt8] {
        var bytes = make(width: 640, height: 480, suffix: ".jpg[Q=95,restart_interval=1]")
        bytes[bytes.count / 2] = 0xFF
        bytes[bytes.count / 2 + 1] = 0xD8
        return bytes
    }

    /// The photo with GPS position, camera model and a comment written in by exiftool.
    static func withGPS(_ bytes: [UInt8], suffix: String) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-\(UUID().uuidString)\(suffix)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try exiftool(["-q", "-overwrite_original", "-GPSLatitude=41.98", "-GPSLatitudeRef=N", "-GPSLongitude=2.82",
                      "-GPSLongitudeRef=E", "-Make=Apple", "-Model=iPhone 15", "-Comment=casa", "-XMP:Creator=Marta",
                      file.path])
        return Array(try Data(contentsOf: file))
    }

    /// Every metadata tag exiftool finds in an image, except what describes the file and
    /// the image's own structure.
    static func metadata(of bytes: [UInt8], suffix: String) throws -> [String] {
        try metadata(ofFiles: ["image" + suffix: bytes])["image" + suffix] ?? []
    }

    /// `metadata(of:suffix:)` of several images, by name (whose extension tells their
    /// format), read by one run of exiftool: starting it costs more than reading a file.
    static func metadata(ofFiles files: [String: [UInt8]]) throws -> [String: [String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = files.keys.sorted()
        let paths = try names.enumerated().map { index, name -> String in
            let file = folder.appendingPathComponent("\(index).\(name.split(separator: ".").last ?? "")")
            try Data(files[name]!).write(to: file)
            return file.path
        }
        // With more than one file, exiftool starts each file's tags with "======== path" and
        // ends with an indented count ("   12 image files read").
        var sections: [String: [String]] = [:]
        var current = paths.count == 1 ? paths[0] : ""
        for line in try exiftool(["-s", "-G", "-a", "-u"] + paths).split(separator: "\n").map(String.init) where !line.hasPrefix(" ") {
            if line.hasPrefix("======== ") { current = String(line.dropFirst(9)) } else { sections[current, default: []].append(line) }
        }
        let structural = ["[ExifTool]", "[File]", "[Composite]", "[RIFF]", "[PNG]"]
        // The JFIF header's version and pixel density are part of the format; its thumbnail is not.
        let header = ["JFIFVersion", "ResolutionUnit", "XResolution", "YResolution"]
        return Dictionary(uniqueKeysWithValues: zip(names, paths).map { name, path in
            (name, (sections[path] ?? []).filter { line in
                !structural.contains { line.hasPrefix($0) } && !(line.hasPrefix("[JFIF]") && header.contains { line.contains(" \($0) ") })
            })
        })
    }

    @discardableResult
    private static func exiftool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// The width and height of an image as displayed (turned by its EXIF orientation).
    static func displayedSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        Vips.header(of: bytes).map { ($0.width, $0.height) }
    }
}
