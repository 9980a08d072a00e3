import Foundation
import Testing
import GestureLintCore

@Suite struct TreeTmpTests {
    @Test func dump() {
        let code = """
        let a = DragGesture().onChanged { value in
            for x in xs { }
            try? JSONEncoder().encode(x).write(to: url)
            items = items.sorted { $0 < $1 }
            UserDefaults.standard.set(1, forKey: "k")
            DispatchQueue.main.sync { }
            Task { await f() }
            let d = Data(contentsOf: url)
            withAnimation(.easeOut(duration: 1)) { }
            repeat { } while a
        }
        """
        let file = SourceFile(path: "t.swift", text: code)
        let analysis = FileAnalysis(file: file)
        print(SyntaxDump.render(analysis.tree, file: file))
    }
}
