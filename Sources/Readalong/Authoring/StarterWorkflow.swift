/// The GitHub Actions workflow of a content-only club repository: Readalong's action installs
/// a released `publish` (no Swift needed), which checks the content on every push and pull
/// request and publishes `main` to GitHub Pages.
enum StarterWorkflow {
    /// The workflow, its opening comment in `language`.
    static func text(version: String, language: ToolLanguage) -> String {
        """
        \(ToolText("starter.workflow", ["version": version]).rendered(in: language))
        name: publish

        on:
          push:
            branches: [main]
          pull_request:
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        jobs:
          build:
            runs-on: ubuntu-24.04
            steps:
              \(installSteps(version: version, history: true))
              - name: Check the content
                run: publish check --format github
              - name: Build the site
                run: SOURCE_DATE_EPOCH=$(git log -1 --format=%ct) publish build
              - name: Upload the site
                if: github.ref == 'refs/heads/main'
                uses: actions/upload-pages-artifact@v3
                with:
                  path: output

          deploy:
            if: github.ref == 'refs/heads/main'
            needs: build
            runs-on: ubuntu-24.04
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
    }

    /// The first steps of every job of a club's workflows: a checkout, then Readalong's
    /// action installing `publish` at `version`. With `history` the checkout fetches every
    /// commit (`fetch-depth: 0`), as `publish check` needs to judge a translation stale by
    /// its original's last commit (W025); without, only the last one. The first line goes
    /// where a step starts in a job's `steps:`; the others carry that indentation themselves.
    static func installSteps(version: String, history: Bool) -> String {
        """
        - uses: actions/checkout@v4
                with:
                  fetch-depth: \(history ? 0 : 1)
              - name: Install publish
                uses: \(ReadalongRelease.repository)@v\(version)
        """
    }
}
