@testable import Readalong

/// The fast YAML reader against Yams on the same bytes: whatever `SimpleYAML` accepts must
/// give Yams's very tree (values, kinds and positions). Declining is always allowed; Yams
/// then reads the text in the build. A disagreement stops the run, and libFuzzer keeps the
/// input.
@_cdecl("LLVMFuzzerTestOneInput")
public func compareReaders(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    // Files are read into text the same way, bad UTF-8 becoming U+FFFD.
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    // A front matter starts on line 2 of its file; both readers must place nodes there.
    guard let fast = SimpleYAML.parse(text, firstLine: 2) else { return 0 }
    // Yams itself, not the loader's depth guard before it: the guard counts brackets inside
    // values too, and a text the fast reader accepts nests no deeper than it allows.
    switch YAMLLoader.composeWithYams(text, firstLine: 2) {
    case .success(let node?) where node == fast:
        return 0
    case .success(let node):
        fatalError("SimpleYAML and Yams read \(text.debugDescription) differently:\n  SimpleYAML: \(fast)\n  Yams: \(String(describing: node))")
    case .failure(let error):
        fatalError("SimpleYAML accepts \(text.debugDescription), which Yams refuses at \(error.line):\(error.column): \(error.message)")
    }
}
