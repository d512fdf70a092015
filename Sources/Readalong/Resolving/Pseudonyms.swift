/// Stable pseudonyms for the members of an anonymous room: "Reader 1", "Reader 2"… by first
/// appearance across the room's transcripts in order (messages first, then poll votes);
/// the host keeps their name.
enum Pseudonyms {
    static func assign(host: String, transcripts: [Transcript], label: String) -> [String: String] {
        var names: [String: String] = [:]
        for transcript in transcripts {
            for message in transcript.visibleMessages {
                let sender = message.sender.value
                if sender != host, names[sender] == nil {
                    names[sender] = "\(label) \(names.count + 1)"
                }
            }
        }
        for transcript in transcripts {
            for poll in transcript.polls {
                for voter in poll.options.flatMap(\.votes) where voter.value != host && names[voter.value] == nil {
                    names[voter.value] = "\(label) \(names.count + 1)"
                }
            }
        }
        return names
    }
}
