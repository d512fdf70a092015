/// A place in the staging area for a second tree of the same site (the preview of
/// `publish serve`), which builds of `output/` leave alone.
extension StagingArea {
    /// The path of folder `name` inside the staging area beside `output` (an absolute path).
    /// The staging area is laid out first, so a later build of `output/` takes it as its own
    /// and keeps the folder. Nothing in `output/` is touched.
    public static func privateFolder(_ name: String, beside output: String) throws -> String {
        try StagingArea(output: output).area + "/" + name
    }
}
