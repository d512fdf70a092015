/// A file the build meant to keep from the last build, which the output no longer has.
struct KeptFileMissing: Error {}
