/// The chats of a room as the loader left them: read, or kept from the last build.
enum RoomChats {
    /// Read by this build, in file-name order.
    case loaded([WrittenTranscript])
    /// Not read: unchanged since the last build, which left this outline of them.
    case kept(TranscriptOutline)

    /// The room's transcripts as the build has them: those read, resolved by `resolve`;
    /// kept ones stay the outline.
    func resolved(_ resolve: ([WrittenTranscript]) -> [Transcript]) -> RoomTranscripts {
        switch self {
        case .loaded(let written): return .loaded(resolve(written))
        case .kept(let outline): return .kept(outline)
        }
    }
}
