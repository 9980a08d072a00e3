import SwiftUI

struct PlanPicker: View {
    let plans: [String]
    @State private var chosen: String?

    var body: some View {
        VStack {
            ForEach(plans, id: \.self) { plan in
                planRow(plan)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { chosen = plan }
            }
        }
    }

    private func planRow(_ plan: String) -> some View {
        HStack {
            Text(plan)
            Spacer()
        }
        .contentShape(Rectangle())
    }
}
