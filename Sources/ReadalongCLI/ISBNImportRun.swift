import ArgumentParser
import Readalong

/// What `publish import isbn` and `publish new book --isbn` do around the importer: look
/// the ISBNs up, check the new files on the site as it will be, write the books that pass
/// (each with its cover), and say what became of every ISBN.
enum ISBNImportRun {
    /// Runs the import and reports it; returns the reports as written (a book whose file
    /// failed the check is reported as failed, and not written).
    static func perform(_ requests: [ISBNRequest], session: ImportSession, library: OpenLibrary,
                        slug: String? = nil) throws -> [ISBNImporter.Report] {
        var reports = ISBNImporter.run(requests, site: session.site, library: library, slug: slug)
        var written = reports.flatMap(files(of:))
        var check = written.isEmpty ? nil : try session.check(written)
        // Errors are only ever on new files, so each round drops at least one book.
        while let failed = check, failed.errorCount > 0 {
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(failed))
            let broken = Set(failed.diagnostics.filter { $0.severity == .error }.map(\.location.path))
            reports = reports.map { report in
                guard !Set(files(of: report).map(\.path)).isDisjoint(with: broken) else { return report }
                return ISBNImporter.Report(request: report.request,
                                           outcome: .failed(ToolText("isbnImport.failedCheck")))
            }
            written = reports.flatMap(files(of:))
            check = written.isEmpty ? nil : try session.check(written)
        }
        try session.store(written, announce: false)
        for report in reports { Terminal.write(report.text.rendered(in: session.language) + "\n") }
        Terminal.write(summary(reports).rendered(in: session.language) + "\n")
        check.map(ImportSession.report)
        return reports
    }

    /// Whether a report is a book that was not created for a reason other than the site
    /// having it already: the exit status is 1 when any is.
    static func isProblem(_ report: ISBNImporter.Report) -> Bool {
        switch report.outcome {
        case .notFound, .failed: return true
        case .created, .skipped: return false
        }
    }

    private static func files(of report: ISBNImporter.Report) -> [ImportedFile] {
        guard case .created(let book, let cover, _) = report.outcome else { return [] }
        return [book] + (cover.map { [$0] } ?? [])
    }

    /// `created 2 books, skipped 1, not found 0, failed 1`.
    private static func summary(_ reports: [ISBNImporter.Report]) -> ToolText {
        var counts = [0, 0, 0, 0]
        for report in reports {
            switch report.outcome {
            case .created: counts[0] += 1
            case .skipped: counts[1] += 1
            case .notFound: counts[2] += 1
            case .failed: counts[3] += 1
            }
        }
        return ToolText(counts[0] == 1 ? "isbnImport.summary.one" : "isbnImport.summary",
                        ["created": "\(counts[0])", "skipped": "\(counts[1])", "notFound": "\(counts[2])", "failed": "\(counts[3])"])
    }
}
