/// How transcripts are cut into pages.
enum TranscriptPaging {
    /// Messages per page of a transcript.
    static let messagesPerPage = 200

    /// The number of pages a transcript with `visible` published messages takes: a page at
    /// least.
    static func pageCount(visible: Int) -> Int {
        max(1, (visible + messagesPerPage - 1) / messagesPerPage)
    }
}
