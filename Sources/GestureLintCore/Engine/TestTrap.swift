import Foundation

/// `GESTURELINT_TEST_TRAP=<file name>`: a real runtime trap (an array index out of range) in the
/// first rule that checks a file of that name, so tests can show that a crash loses no other
/// file's findings and no report; `analysis:<file name>` traps in the file's analysis instead
/// (tokenize, parse, declarations: before the project index exists). Unset, it costs one
/// comparison per file.
enum TestTrap {
    enum Stage { case analysis, rules }

    static let request: (stage: Stage, fileName: [UInt8])? = ProcessInfo.processInfo.environment["GESTURELINT_TEST_TRAP"].map {
        $0.hasPrefix("analysis:") ? (.analysis, Array($0.utf8.dropFirst(9))) : (.rules, Array($0.utf8))
    }

    static func trapIfRequested(path: String, in stage: Stage = .rules) {
        guard let request, request.stage == stage else { return }
        let fileName = request.fileName
        guard path.utf8.count >= fileName.count else { return }
        let tail = Array(path.utf8.suffix(fileName.count + 1))
        let matches = tail.count == fileName.count ? tail == fileName
            : tail.first == UInt8(ascii: "/") && Array(tail.dropFirst()) == fileName
        guard matches else { return }
        // Out of range by the length of the name: the optimizer cannot prove it and must check.
        let bytes = Array(path.utf8)
        if bytes[bytes.count + fileName.count] == 0 { print("unreachable") }
    }
}
