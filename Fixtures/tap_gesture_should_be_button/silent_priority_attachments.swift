import SwiftUI

struct StoryCard: View {
    let story: Story
    @State private var isPressed = false
    @Binding var openStory: Story?

    var body: some View {
        NavigationLink(value: story) {
            StoryPreview(story: story)
        }
        .simultaneousGesture(TapGesture().onEnded { isPressed = true })

        StoryPreview(story: story)
            .highPriorityGesture(
                TapGesture()
                    .onEnded { openStory = story }
            )
            .accessibilityAddTraits(.isButton)
    }
}
