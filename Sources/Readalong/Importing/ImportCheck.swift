/// The content check of an import's files, run before anything is written.
public enum ImportCheck {
    /// Checks the whole site as it will be once `files` are added, and keeps the
    /// diagnostics about those files (problems elsewhere in the site are not the import's).
    ///
    /// The result's `site` is always `nil` and its `fileCount` is the number of files.
    public static func run(_ files: [ImportedFile], on fileSystem: FileSystem, options: BuildOptions) throws -> CheckResult {
        let overlay = OverlayFileSystem(base: fileSystem, adding: files)
        let result = try ContentPipeline.check(fileSystem: overlay, options: options)
        let paths = Set(files.map(\.path))
        return CheckResult(site: nil, diagnostics: result.diagnostics.filter { paths.contains($0.location.path) },
                           sources: result.sources.filter { paths.contains($0.key) }, fileCount: files.count)
            .speaking(result.language)
    }
}
