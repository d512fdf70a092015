import XCTest
@testable import Readalong

/// The issue forms and workflow of `publish new forms`: labels in the order
/// `publish take-part` reads them, the issue's text never spliced into a script, and both
/// valid against GitHub's published schemas.
final class TakePartFormsTests: XCTestCase {
    private let files = TakePartForms.files(language: "ca", version: "0.1.0")

    func testOneFormPerActionAndTheWorkflow() {
        XCTAssertEqual(files.keys.sorted(), [
            ".github/ISSUE_TEMPLATE/join.yml", ".github/ISSUE_TEMPLATE/nominate.yml", ".github/ISSUE_TEMPLATE/rate.yml",
            ".github/ISSUE_TEMPLATE/reply.yml", ".github/ISSUE_TEMPLATE/report.yml", ".github/ISSUE_TEMPLATE/vote.yml",
            ".github/workflows/take-part.yml",
        ])
    }

    /// A form filled in as the forge renders it is read back as the action it is for.
    func testEachFormIsReadBackByTakePart() throws {
        let samples: [SubmissionAction: [String: String]] = [
            .reply: ["Room": "tardor", "Event": "sopar", "Answer": "No hi podré anar"],
            .nominate: ["Pick": "hivern", "Book": "mirall", "Note": ""],
            .vote: ["Pick": "hivern", "Books": "nada\nsolitud"],
            .join: ["Room": "tardor"],
            .report: ["Room": "tardor", "Transcript": "primera", "Message": "m-20261112-180300", "Reason": "Spoiler."],
            .rate: ["Room": "estiu", "Rating": "3"],
        ]
        for action in SubmissionAction.allCases {
            let form = try XCTUnwrap(files[".github/ISSUE_TEMPLATE/\(action.rawValue).yml"])
            let lines = form.split(separator: "\n")
            let labels = lines.filter { $0.hasPrefix("      label: ") }.map { String($0.dropFirst("      label: ".count)) }
            XCTAssertEqual(labels, ["Action"] + action.fieldLabels)
            XCTAssertTrue(form.contains("      value: \(action.rawValue)\n"), form)
            // As GitHub renders an issue from the form: each label, then its value.
            let values = samples[action]!.merging(["Action": action.rawValue]) { old, _ in old }
            let body = labels.map { "### \($0)\n\n\(values[$0].map { $0.isEmpty ? "_No response_" : $0 } ?? "")" }.joined(separator: "\n\n")
            XCTAssertEqual(try IssueFormReader.read(body).action, action)
        }
        XCTAssertEqual(try IssueFormReader.read("### Action\n\nreply\n\n### Room\n\ntardor\n\n### Event\n\nsopar\n\n### Answer\n\nNo hi podré anar"),
                       .reply(room: "tardor", event: "sopar", answer: .absent))
    }

    /// `${{ … }}` is expanded before the shell runs: inside a script, an issue's text would
    /// be code. Only `env:` and `if:` may use it.
    func testTheWorkflowKeepsTheIssueOutOfItsScripts() throws {
        let workflow = try XCTUnwrap(files[".github/workflows/take-part.yml"])
        var inScript = false
        var scriptIndent = 0
        var scripts = 0
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if inScript, !line.trimmingCharacters(in: .whitespaces).isEmpty, indent <= scriptIndent { inScript = false }
            if let run = line.range(of: "run: ") {
                scripts += 1
                XCTAssertFalse(line[run.upperBound...].contains("${{"), String(line))
                inScript = line.hasSuffix("run: |")
                scriptIndent = indent
            } else if inScript {
                XCTAssertFalse(line.contains("${{"), String(line))
            }
        }
        XCTAssertEqual(scripts, 4)
        XCTAssertTrue(workflow.contains("          BODY: ${{ github.event.issue.body }}\n"))
        XCTAssertTrue(workflow.contains("          AUTHOR: ${{ github.event.issue.user.login }}\n"))
    }

    func testTheWorkflowsAndFormsCommentsAreInTheSitesLanguage() throws {
        let starts = [
            "es": "# Escrito por publish new forms. Cuando se abre una incidencia con uno de los formularios de\n"
                + "# .github/ISSUE_TEMPLATE/, la aplica con publish take-part y abre una pull request con el\n",
            "ca": "# Escrit per publish new forms. Quan s’obre una incidència amb un dels formularis de\n",
            "en": "# Written by publish new forms. When an issue is opened from one of the forms in\n",
        ]
        for (language, start) in starts {
            let files = TakePartForms.files(language: language, version: "0.1.0")
            let workflow = try XCTUnwrap(files[".github/workflows/take-part.yml"])
            XCTAssertTrue(workflow.hasPrefix(start), workflow)
            XCTAssertTrue(workflow.contains(".\nname: take-part\n"), workflow)
        }
        let form = try XCTUnwrap(TakePartForms.files(language: "es", version: "0.1.0")[".github/ISSUE_TEMPLATE/vote.yml"])
        XCTAssertTrue(form.hasPrefix("# Escrito por publish new forms. No cambie las etiquetas (label): "
                                     + "publish take-part lee la incidencia por ellas.\nname: "), form)
    }

    func testTheFilesValidateAgainstGitHubsSchemasInEveryLanguage() throws {
        let checker = ["/usr/local/bin", "/usr/bin", NSHomeDirectory() + "/.local/bin", NSHomeDirectory() + "/.pyenv/shims"]
            .map { $0 + "/check-jsonschema" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let checker else { throw XCTSkip("check-jsonschema is not installed (scripts/quality/install.sh installs it)") }
        for language in ["ca", "es", "en"] {
            try validate(TakePartForms.files(language: language, version: "0.1.0"), with: checker)
        }
    }

    private func validate(_ files: [String: String], with checker: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("take-part-forms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let forms = files.keys.filter { $0.contains("ISSUE_TEMPLATE") }.sorted().map { folder.appendingPathComponent($0).path }
        for (schema, paths) in [("vendor.github-issue-forms", forms),
                                ("vendor.github-workflows", [folder.appendingPathComponent(".github/workflows/take-part.yml").path])] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: checker)
            process.arguments = ["--builtin-schema", schema] + paths
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(schema): \(text)")
        }
    }
}
