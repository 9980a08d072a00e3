/// A stable, readable text rendering of a file's gesture model, for `gesturelint dump-model`
/// and golden tests. Positions are `line:column` of the start of each range.
public enum ModelDump {
    public static func render(_ model: GestureModel) -> String {
        var out = Renderer(model: model)
        out.render()
        return out.lines.joined(separator: "\n") + "\n"
    }

    /// Convenience: analyse `files` as one project and dump the model of each, in path order.
    public static func render(files: [SourceFile]) -> String {
        let analyses = files.map(FileAnalysis.init(file:))
        let project = ProjectIndex(analyses: analyses)
        return analyses.sorted { $0.file.path < $1.file.path }
            .map { render(GestureModel(analysis: $0, project: project)) }.joined(separator: "\n")
    }
}

private struct Renderer {
    let model: GestureModel
    var lines: [String] = []

    init(model: GestureModel) { self.model = model }

    func at(_ range: Range<Int>?) -> String {
        guard let range else { return "?" }
        return model.file.location(of: range.lowerBound).description
    }

    func snippet(_ node: NodeID?, limit: Int = 60) -> String {
        guard let node else { return "-" }
        var text = model.text(node).split(whereSeparator: \.isNewline)
            .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
        if text.count > limit { text = String(text.prefix(limit - 1)) + "…" }
        return text
    }

    func arguments(_ arguments: [CallArgument]) -> String {
        arguments.map { argument in
            let value = argument.closure != nil ? "{closure}" : snippet(argument.value, limit: 40)
            return (argument.label.map { $0 + ": " } ?? "") + value + (argument.isTrailingClosure ? " (trailing)" : "")
        }.joined(separator: ", ")
    }

    mutating func render() {
        lines.append("file \(model.file.path)")
        for error in model.tree.errors {
            lines.append("parse_error \(at(error.range)) \(error.message)")
        }
        lines.append("chains:")
        for chain in model.chains where isInteresting(chain) {
            var header = "  C\(chain.id) \(at(chain.range)) \(chain.base.kind.rawValue) \(chain.base.name ?? "-")"
            if let container = chain.container { header += " in C\(container.chain)" }
            if let type = chain.enclosingType { header += " type \(type)" }
            lines.append(header)
            if !chain.base.arguments.isEmpty { lines.append("    args(\(arguments(chain.base.arguments)))") }
            for modifier in chain.modifiers {
                var line = "    \(modifier.hasLeadingDot ? "." : "")\(modifier.name) \(at(modifier.nameRange))"
                if !modifier.arguments.isEmpty { line += " (\(arguments(modifier.arguments)))" }
                if modifier.isConditionallyCompiled { line += " #if" }
                lines.append(line)
            }
            let children = model.children(of: chain.id)
            if !children.isEmpty { lines.append("    children " + children.map { "C\($0)" }.joined(separator: " ")) }
        }
        lines.append("attachments:")
        for attachment in model.attachments {
            var line = "  \(attachment.kind.rawValue) \(at(attachment.nameRange)) on C\(attachment.chain)"
            line += " gesture " + (attachment.gesture.map { "G\($0)" } ?? "unresolved")
            if attachment.hasExplicitMask { line += " including" }
            if attachment.isOptional { line += " optional" }
            if attachment.isConditionallyCompiled { line += " #if" }
            lines.append(line)
        }
        lines.append("gestures:")
        for gesture in model.gestures {
            var line = "  G\(gesture.id) "
            switch gesture.kind {
            case .base(let type): line += "\(type)"
            case .composition(let composition): line += "\(composition.rawValue)(" + gesture.components.map { "G\($0)" }.joined(separator: ", ") + ")"
            case .unresolved: line += "unresolved"
            }
            line += " \(gesture.origin.rawValue) \(at(gesture.nameRange))"
            if !gesture.arguments.isEmpty, gesture.origin == .expression { line += " args(\(arguments(gesture.arguments)))" }
            if let parent = gesture.parent { line += " in G\(parent)" }
            let availabilityNode = gesture.node ?? model.attachments.first { $0.gesture == gesture.id }.map { model.chains[$0.chain].node }
            if let node = availabilityNode {
                let platforms = model.availability(at: node).platforms
                if !platforms.isEmpty { line += " available(" + platforms.map(\.description).joined(separator: ", ") + ")" }
            }
            if !gesture.resolvedThrough.isEmpty { line += " via " + gesture.resolvedThrough.map { model.text($0) }.joined(separator: " > ") }
            let others = gesture.modifiers.filter { ["onChanged", "updating", "onEnded"].contains($0.name) == false }
            if !others.isEmpty { line += " modifiers " + others.map(\.name).joined(separator: ",") }
            lines.append(line)
        }
        lines.append("callbacks:")
        for callback in model.callbacks {
            var line = "  K\(callback.id) \(callback.kind.rawValue) of G\(callback.gesture) \(at(callback.nameRange))"
            switch callback.body {
            case .closure: line += " closure"
            case .function(let name, let declaration): line += " function \(name)" + (declaration == nil ? " (unresolved)" : "")
            case .unknown: line += " unknown"
            }
            if !callback.parameterNames.isEmpty { line += " params(" + callback.parameterNames.joined(separator: ", ") + ")" }
            if callback.isPerFrame { line += " per-frame" }
            line += " statements \(callback.statements.count)"
            lines.append(line)
            for write in callback.writes {
                var text = "    write \(write.target.path) \(write.assignmentOperator) \(snippet(write.value, limit: 40)) \(at(write.target.range))"
                text += " " + declarationText(write.target)
                if write.inWithAnimation { text += " withAnimation(\(snippet(write.animation, limit: 30)))" }
                if write.isConditional { text += " conditional" }
                lines.append(text)
            }
            let reads = callback.reads.map { "\($0.path) \(declarationText($0))" }
            var seen: Set<String> = []
            for read in reads where seen.insert(read).inserted { lines.append("    read \(read)") }
        }
    }

    func declarationText(_ access: PropertyAccess) -> String {
        guard let declaration = access.declaration else { return "[unresolved]" }
        let wrapper = declaration.wrapper.map { "\($0) " } ?? ""
        let owner = declaration.ownerType.map { $0 + "." } ?? ""
        let initial = declaration.initialValue.map { " = \($0)" } ?? ""
        let member = access.memberDeclaration.map { " member \($0.ownerType ?? "").\($0.name)" } ?? ""
        return "[\(wrapper)\(owner)\(declaration.name)\(initial)\(member)]"
    }

    /// Plain calls and references that are not views or gestures only clutter the dump.
    func isInteresting(_ chain: ModifierChain) -> Bool {
        if !chain.modifiers.isEmpty || !chain.base.contentClosures.isEmpty || chain.container != nil { return true }
        if model.attachments.contains(where: { $0.chain == chain.id }) { return true }
        if let name = chain.base.name, name.first?.isUppercase == true { return true }
        return false
    }
}
