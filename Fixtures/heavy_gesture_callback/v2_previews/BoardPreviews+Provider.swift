import SwiftUI

extension BoardPreviews: PreviewProvider {}
