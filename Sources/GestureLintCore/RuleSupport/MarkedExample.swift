/// A documentation example with `↓` markers where diagnostics are expected to start.
public struct MarkedExample: Sendable {
    /// The code with the markers removed.
    public let code: String
    /// Where each marker stood in `code` (1-based line and scalar column).
    public let markers: [SourceLocation]

    public static let marker: Unicode.Scalar = "↓"

    public init(_ marked: String) {
        var code = String.UnicodeScalarView()
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        var previousWasCR = false
        for scalar in marked.unicodeScalars {
            if scalar == MarkedExample.marker {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            code.append(scalar)
            if scalar == "\n" {
                if !previousWasCR { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = scalar == "\r"
        }
        self.code = String(code)
        self.markers = markers
    }
}
