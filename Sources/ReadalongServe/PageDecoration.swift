import Foundation
import Readalong

/// What the preview adds to the HTML pages it serves, and only there: the reload script,
/// which also marks the page as the preview's (`data-preview` on `<html>`, so that the
/// theme's script registers no service worker), and an overlay with the errors of the last
/// build when it failed.
enum PageDecoration {
    /// `html` with the script (and overlay) added before `</body>`.
    static func decorate(_ html: String, errors: PreviewReport?, language: ToolLanguage) -> String {
        var addition = "<script>document.documentElement.setAttribute(\"data-preview\", \"\");"
            + "new EventSource(\"\(LiveReload.eventsPath)\")"
            + ".addEventListener(\"reload\", function () { location.reload(); });</script>\n"
        if let errors { addition += overlay(errors, language: language) }
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + addition }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// A page of its own for when no build has succeeded yet.
    static func notBuiltPage(errors: PreviewReport?, language: ToolLanguage) -> String {
        let words = ToolCatalogue.of(language)
        return decorate("<!doctype html><html lang=\"\(language.rawValue)\"><head><meta charset=\"utf-8\">"
                        + "<title>\(Escaping.html(words.render(ToolText("preview.notBuilt.title"))))</title>"
                        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"></head>"
                        + "<body><h1>\(Escaping.html(words.render(ToolText("preview.notBuilt"))))</h1></body></html>",
                        errors: errors, language: language)
    }

    /// The overlay, in `language`: what the last change brought first, errors at its top;
    /// then, folded away unless nothing new is an error, what was there before it.
    private static func overlay(_ report: PreviewReport, language: ToolLanguage) -> String {
        let words = ToolCatalogue.of(language)
        var body = ""
        if !report.new.isEmpty {
            let heading = ToolText(report.compared ? "preview.overlay.new" : "preview.overlay.found", ["count": "\(report.new.count)"])
            body += "<p style=\"margin:.5rem 0 0\">\(Escaping.html(words.render(heading)))</p>" + listing(report.new)
        }
        if !report.earlier.isEmpty {
            let open = report.new.isEmpty || !report.new.contains(where: isError) ? " open" : ""
            let heading = ToolText("preview.overlay.earlier", ["count": "\(report.earlier.count)"])
            body += "<details\(open) style=\"margin-top:.75rem\"><summary>\(Escaping.html(words.render(heading)))</summary>"
                + listing(report.earlier) + "</details>"
        }
        return """
        <div id="readalong-errors" role="alert" style="position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;\
        background:#2b0b0b;color:#ffe9e9;font:14px/1.5 ui-monospace,monospace;padding:1rem 1.25rem;z-index:2147483647;\
        border-top:4px solid #ff5c5c" lang="\(language.rawValue)"><strong>\(Escaping.html(words.render(ToolText("preview.overlay"))))</strong>\
        \(body)</div>

        """
    }

    private static func listing(_ entries: [String]) -> String {
        "<pre style=\"white-space:pre-wrap;margin:.5rem 0 0\">\(Escaping.html(entries.joined(separator: "\n")))</pre>"
    }

    /// Whether a formatted diagnostic is an error (`path:line:col: error[E…]: …`).
    private static func isError(_ entry: String) -> Bool {
        entry.contains(": error[")
    }
}
