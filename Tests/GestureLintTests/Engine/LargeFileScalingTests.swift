import Foundation
import Testing
import GestureLintCore
import GestureLintRules

/// A generated file of many small gesture views, as a large real screen collection can be:
/// every rule must stay close to linear in it. (Before per-file indexes, 400 such views took
/// over half a minute in a debug build; now well under two seconds.)
@Suite struct LargeFileScalingTests {
    static func view(_ index: Int) -> String {
        """
        struct Row\(index): View {
            @State private var offset = CGSize.zero
            @State private var scale: CGFloat = 1
            var body: some View {
                HStack { Text("\(index)"); Spacer() }
                    .offset(offset)
                    .scaleEffect(scale)
                    .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
                    .gesture(MagnificationGesture().onChanged { value in scale = value })
                    .onTapGesture { scale = 1 }
            }
        }

        """
    }

    @Test func manyViewsInOneFileLintInLinearTime() {
        let source = "import SwiftUI\n" + (0..<400).map(Self.view).joined()
        let file = SourceFile(path: "Rows.swift", text: source)
        let start = Date()
        let diagnostics = Linter(rules: allRules).lint([file])
        let elapsed = Date().timeIntervalSince(start)
        #expect(diagnostics.count >= 400)
        #expect(elapsed < 20, "400 views took \(elapsed) s")
    }
}
