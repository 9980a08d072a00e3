import SwiftUI

/// ...but a toolbar button in another file also moves it: it is real view state.
extension ShelfView {
    @ToolbarContentBuilder
    var toolbarContent: some ToolbarContent {
        ToolbarItem {
            Button("Peek") { slide = 60 }
        }
    }
}
