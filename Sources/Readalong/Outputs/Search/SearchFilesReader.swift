import Foundation

/// Reads back, with `Codable`, the search files an earlier build wrote, which an
/// incremental build starts from: a chat chunk's texts, the room list of `chats.json`, and
/// a shard's postings. Anything that does not read as this version writes it gives `nil`
/// (or no texts), and the caller then makes the file's content afresh.
enum SearchFilesReader {
    /// The part of `chats.json` shards are patched by: the shard count and the searched
    /// rooms' slugs, in order.
    struct ChatList: Decodable, Equatable {
        let shards: Int
        let rooms: [String]

        private enum CodingKeys: String, CodingKey { case shards, rooms }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            shards = try container.decode(Int.self, forKey: .shards)
            guard shards >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .shards, in: container, debugDescription: "a negative shard count")
            }
            rooms = try container.decode([FirstString].self, forKey: .rooms).map(\.value)
        }
    }

    /// The texts of a chat chunk: the first element of each message that is a string.
    static func chatTexts(of data: Data) -> [String] {
        ((try? JSONDecoder().decode(ChatChunk.self, from: data))?.messages ?? []).compactMap(\.text)
    }

    /// The shard count and rooms of a `chats.json`.
    static func chatList(_ data: Data?) -> ChatList? {
        data.flatMap { try? JSONDecoder().decode(ChatList.self, from: $0) }
    }

    /// A shard: each n-gram with its groups, each group its number followed by its chunks.
    static func shard(_ data: Data?) -> [String: [[Int]]]? {
        data.flatMap { try? JSONDecoder().decode([String: [[Int]]].self, from: $0) }
    }

    /// A chat chunk, as far as its texts go.
    private struct ChatChunk: Decodable {
        let messages: [Message]?

        struct Message: Decodable {
            let text: String?

            init(from decoder: Decoder) throws {
                var fields = try decoder.unkeyedContainer()
                text = fields.isAtEnd ? nil : try? fields.decode(String.self)
            }
        }
    }

    /// An array whose first element must be a string (a room of `chats.json`).
    private struct FirstString: Decodable {
        let value: String

        init(from decoder: Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            value = try fields.decode(String.self)
        }
    }
}
