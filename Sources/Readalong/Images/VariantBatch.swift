import Foundation

/// The variants of one source image that can share one decoding (the same source, shrunk
/// the same way while loading), made together: the photo is decoded once and each variant is
/// resized from those pixels. Decoding a phone photo is most of the cost of a small
/// variant, so this is about three times cheaper than decoding it again for each one.
enum VariantBatch {
    /// The planned image files grouped into batches, each in plan order; batches by source path.
    static func batches(of files: [SitePlan.PlannedFile]) -> [[SitePlan.PlannedFile]] {
        var groups: [String: [SitePlan.PlannedFile]] = [:]
        var order: [String] = []
        for file in files {
            guard case .image(let variant) = file.source else { continue }
            let key = "\(variant.decodeShrink) \(variant.source)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(file)
        }
        return order.map { groups[$0]! }
    }

    /// Makes `variants` (all of one source and one decode shrink) from the source's bytes. A
    /// failure names the source photo, not only the file being made.
    static func make(_ variants: [ImageVariant], from bytes: [UInt8]) throws -> [Data] {
        guard let first = variants.first else { return [] }
        do {
            let decoded = try Vips.decode(bytes, shrink: first.decodeShrink)
            return try variants.map { try $0.make(from: decoded) }
        } catch let error as ImageError {
            throw ImageError(reason: "\(first.source): \(error.reason)")
        }
    }
}
