/// The GitHub Actions workflow that applies an issue opened from a take-part form: it runs
/// `publish take-part` on the body, then opens a pull request with the change and
/// links it in a comment, or comments why it was refused.
///
/// What the author wrote reaches the scripts only through environment variables and
/// a file, never spliced into a `run:` script, so no text in an issue can run as a command.
enum TakePartWorkflow {
    static func text(texts: TakePartFormTexts, version: String) -> String {
        """
        \(ScaffoldWords(language: ToolLanguage(tag: texts.language) ?? .english).comment(ToolText("forms.workflow.comment")))
        name: take-part

        on:
          issues:
            types: [opened]

        permissions:
          contents: write
          issues: write
          pull-requests: write

        jobs:
          apply:
            if: contains(github.event.issue.labels.*.name, '\(TakePartForms.label)')
            runs-on: ubuntu-24.04
            steps:
              \(StarterWorkflow.installSteps(version: version, history: false))
              - name: Save the issue
                env:
                  BODY: ${{ github.event.issue.body }}
                run: printf '%s\\n' "$BODY" > "$RUNNER_TEMP/submission.md"
              - name: Apply it
                id: apply
                env:
                  AUTHOR: ${{ github.event.issue.user.login }}
                run: |
                  set +e
                  publish take-part "$RUNNER_TEMP/submission.md" --from "$AUTHOR" --format json > "$RUNNER_TEMP/result.json"
                  status=$?
                  echo "status=$status" >> "$GITHUB_OUTPUT"
                  if [ "$status" -gt 1 ]; then exit "$status"; fi
              - name: Open a pull request
                if: steps.apply.outputs.status == '0'
                env:
                  GH_TOKEN: ${{ github.token }}
                  ISSUE: ${{ github.event.issue.number }}
                  READY: \(YAMLQuoted.string(texts.readyForReview))
                  NOTHING: \(YAMLQuoted.string(texts.nothingToChange))
                run: |
                  if [ "$(jq -r .changed "$RUNNER_TEMP/result.json")" != "true" ]; then
                    gh issue comment "$ISSUE" --body "$NOTHING"
                    gh issue close "$ISSUE"
                    exit 0
                  fi
                  branch="take-part/issue-$ISSUE"
                  summary="$(jq -r .summary "$RUNNER_TEMP/result.json")"
                  { echo "$summary"; echo; jq -r '.reason // empty' "$RUNNER_TEMP/result.json"; echo; echo "Closes #$ISSUE"; } > "$RUNNER_TEMP/pull-request.md"
                  git config user.name "github-actions[bot]"
                  git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
                  git switch -c "$branch"
                  git add content
                  git commit -m "$summary (#$ISSUE)"
                  git push origin "$branch"
                  url="$(gh pr create --head "$branch" --title "$summary" --body-file "$RUNNER_TEMP/pull-request.md")"
                  gh issue comment "$ISSUE" --body "$READY $url"
              - name: Say why not
                if: steps.apply.outputs.status == '1'
                env:
                  GH_TOKEN: ${{ github.token }}
                  ISSUE: ${{ github.event.issue.number }}
                  REFUSED: \(YAMLQuoted.string(texts.refused))
                run: |
                  { echo "$REFUSED"; echo; jq -r '"> " + .error, "", (.hint // empty)' "$RUNNER_TEMP/result.json"; } > "$RUNNER_TEMP/comment.md"
                  gh issue comment "$ISSUE" --body-file "$RUNNER_TEMP/comment.md"

        """
    }
}
