/// A unified diff (`diff -u` / `git diff` style, 3 lines of context) between two texts.
public enum UnifiedDiff {
    public static func diff(old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Group changes into hunks separated by more than 2 * context unchanged lines.
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = firstChange
            var last = firstChange
            while end < script.count {
                if script[end].kind != .same { last = end; end += 1; continue }
                if end - last > 2 * context { break }
                end += 1
            }
            let start = max(index, firstChange - context)
            let stop = min(script.count, last + context + 1)
            let hunk = script[start..<stop]
            let oldStart = hunk.first!.oldLine
            let newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + step.text
                case .delete: output += "-" + step.text
                case .insert: output += "+" + step.text
                }
                if !step.text.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return output
    }

    static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// Lines with their terminators, so a changed line ending shows up as a change.
    static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return result
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// 1-based line numbers in the old and new text where this step sits.
        var oldLine: Int
        var newLine: Int
    }

    /// Myers' O((N+M)·D) shortest edit script; fixes change few lines, so D is small.
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        // Trim the common prefix and suffix first: they are most of a fixed file.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        let n = x.count, m = y.count, max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max {
            trace.append(v)
            var k = -d
            while k <= d {
                var px: Int
                if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) { px = v[k + 1 + max] } else { px = v[k - 1 + max] + 1 }
                var py = px - k
                while px < n, py < m, x[px] == y[py] { px += 1; py += 1 }
                v[k + max] = px
                if px >= n && py >= m { found = true; break }
                k += 2
            }
            if found { break }
        }
        // Walk the trace back to recover the path.
        var middle: [Step.Kind] = []
        var px = n, py = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let vd = trace[d]
            let k = px - py
            let previousK = (k == -d || (k != d && vd[k - 1 + max] < vd[k + 1 + max])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : vd[previousK + max]
            let previousY = previousX - previousK
            while px > previousX && py > previousY { middle.append(.same); px -= 1; py -= 1 }
            if d > 0 {
                middle.append(px == previousX ? .insert : .delete)
            }
            px = previousX; py = previousY
        }
        middle.reverse()
        var steps: [Step] = []
        var oldLine = 1, newLine = 1
        for i in 0..<prefix { steps.append(Step(kind: .same, text: a[i], oldLine: oldLine, newLine: newLine)); oldLine += 1; newLine += 1 }
        var xi = 0, yi = 0
        for kind in middle {
            switch kind {
            case .same: steps.append(Step(kind: .same, text: x[xi], oldLine: oldLine, newLine: newLine)); xi += 1; yi += 1; oldLine += 1; newLine += 1
            case .delete: steps.append(Step(kind: .delete, text: x[xi], oldLine: oldLine, newLine: newLine)); xi += 1; oldLine += 1
            case .insert: steps.append(Step(kind: .insert, text: y[yi], oldLine: oldLine, newLine: newLine)); yi += 1; newLine += 1
            }
        }
        for i in (a.count - suffix)..<a.count { steps.append(Step(kind: .same, text: a[i], oldLine: oldLine, newLine: newLine)); oldLine += 1; newLine += 1 }
        return steps
    }
}
