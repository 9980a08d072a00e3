import GestureLintCore

extension TokenOutline {
    /// The `#if` that opens the directive group of a directive, and the group's `#endif`.
    func directiveGroup(of directive: Int) -> (open: Int, close: Int)? {
        // Walk back to the group's `#if`.
        var depth = 0
        var position = directive
        var open = -1
        while position >= 0 {
            if kind(position) == .poundKeyword, directiveLineEnd[position] != nil {
                let word = text(position)
                if word == "#endif" && position != directive { depth += 1 }
                if word == "#if" {
                    if depth == 0 { open = position; break }
                    depth -= 1
                }
            }
            position -= 1
        }
        guard open >= 0 else { return nil }
        depth = 0
        position = open + 1
        while position < count {
            if kind(position) == .poundKeyword, directiveLineEnd[position] != nil {
                let word = text(position)
                if word == "#if" { depth += 1 }
                if word == "#endif" {
                    if depth == 0 { return (open, position) }
                    depth -= 1
                }
            }
            position += 1
        }
        return nil
    }
}
