/// One calendar year of the club in figures, computed from content only.
///
/// A room belongs to the year its `end` event falls in (the schedule's local date). Private
/// rooms never count; drafts count only when the build publishes them. Unlisted and
/// anonymous rooms count in these club totals but are never named.
struct ClubYear: Sendable, Equatable {
    /// A count of something named by a key (a genre's slug, a language tag).
    struct Tally: Sendable, Equatable {
        let key: String
        let count: Int
    }

    /// The ratings one book received in the rooms that finished it this year.
    struct BookRatings: Sendable, Equatable {
        let book: String
        /// Every rating given, erased members' included.
        let stars: [Int]

        /// The mean, in tenths of a star, rounded half up (`42` for 4.2).
        var averageTenths: Int { (stars.reduce(0, +) * 20 + stars.count) / (2 * stars.count) }

        /// The population variance of the ratings times the square of their count: an
        /// integer, so that books compare exactly.
        var scaledVariance: Int {
            let sum = stars.reduce(0, +)
            return stars.count * stars.reduce(0) { $0 + $1 * $1 } - sum * sum
        }

        /// Whether these ratings lie further apart than `other`'s (a larger variance).
        func isMoreDivisive(than other: BookRatings) -> Bool {
            let mine = scaledVariance * other.stars.count * other.stars.count
            let theirs = other.scaledVariance * stars.count * stars.count
            return mine > theirs
        }

        /// Whether these ratings average higher than `other`'s (exact, not rounded).
        func averagesHigher(than other: BookRatings) -> Bool {
            stars.reduce(0, +) * other.stars.count > other.stars.reduce(0, +) * stars.count
        }
    }

    /// The transcript with the most published messages written this year.
    struct Discussion: Sendable, Equatable {
        let room: String
        let transcript: String
        let messages: Int
    }

    let year: Int
    /// Slugs of the rooms finished together (by the build clock), in end order: a book read
    /// by two rooms counts twice.
    let finishedRooms: [String]
    /// The books of those rooms, each once, by slug.
    let distinctBooks: [String]
    /// The `pages` of the books of the finished rooms, summed per room.
    let pages: Int
    /// Discussions and meetups that started this year before the build clock.
    let discussions: Int
    let meetups: Int
    /// Published messages (not `hidden`) written this year, by the transcript's clock.
    let messages: Int
    /// Members whose `joined` date falls this year.
    let newMembers: Int
    /// Genres (by their published slug) and languages of the books finished, most first.
    let genres: [Tally]
    let languages: [Tally]
    /// Ratings of the books finished, by book slug.
    let ratings: [BookRatings]
    /// The book whose ratings lie furthest apart (two ratings at least), never the favourite.
    let mostDivisive: BookRatings?
    /// The book with the best average.
    let favourite: BookRatings?
    /// The longest discussion among listed rooms.
    let longestDiscussion: Discussion?
    /// The month (1–12) with the most messages, and how many.
    let busiestMonth: Tally?
    /// The rooms of the year, counted by their status at the build clock.
    let roomsByStatus: [Tally]

    var meetings: Int { discussions + meetups }
}

/// One member's year: only listed rooms that are not anonymous count, and members who
/// asked to be forgotten have none.
struct MemberYear: Sendable, Equatable {
    let handle: String
    let year: Int
    /// Rooms of the year the member read in (host or member) and that finished.
    let finishedRooms: [String]
    let pages: Int
    /// Discussions and meetups of the member's rooms that started this year before the clock.
    let meetings: Int
    /// Published messages the member wrote this year.
    let messages: Int
    /// The member's own ratings of books finished this year, by book slug.
    let ratings: [ClubYear.Tally]
}
