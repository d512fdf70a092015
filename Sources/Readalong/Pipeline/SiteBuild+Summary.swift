extension SiteBuild {
    /// What a build wrote.
    public struct Summary: Sendable {
        /// HTML pages written.
        public let pages: Int
        /// All files written (pages, data, theme, images, assets).
        public let files: Int
        /// Site templates that replaced built-in ones.
        public let overriddenTemplates: [String]
        /// Time per stage, from loading to the swap of output/.
        public var timings = StageTimings()
        /// Files rendered by this build (the others were kept from the last one), when the
        /// build went to disk.
        public var rendered: Int?
        /// Files whose bytes differ from the `output/` they replaced, new ones included.
        public var changed: Int?
        /// Rooms whose transcripts this build did not read: unchanged since the last build,
        /// which had checked them and made their pages.
        public var keptRooms = 0
    }
}
