/// Turns the text of `.gesturelint.yml` into a `Configuration`, rejecting anything it does not
/// understand with the file, line and key: a typo must not silently turn a rule back on.
public struct ConfigurationLoader {
    public static let topLevelKeys = [
        "deployment_target", "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules",
        "severity", "rules", "strict", "baseline", "check_previews",
    ]

    let path: String
    let rules: [String: RuleDescription]

    /// `rules`: every known rule (the registry and the engine's own ids).
    public static func load(text: String, path: String, rules: [RuleDescription]) throws(ConfigurationError) -> Configuration {
        let loader = ConfigurationLoader(path: path, rules: Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }))
        let root: YAMLNode
        do {
            root = try YAMLParser.parse(text)
        } catch {
            throw ConfigurationError(path: path, line: error.line, key: nil, message: error.message)
        }
        var configuration = Configuration()
        configuration.path = path
        configuration.directory = Self.directory(of: path)
        let entries: [YAMLEntry]
        switch root.value {
        case .null: return configuration
        case .map(let items): entries = items
        default:
            throw ConfigurationError(path: path, line: root.line, key: nil,
                                     message: "expected a map of settings at the top level, found \(root.kindName)")
        }
        for entry in entries {
            try loader.apply(entry, to: &configuration)
        }
        return configuration
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    func fail(_ node: YAMLNode, _ key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.line, key: key, message: message)
    }

    func apply(_ entry: YAMLEntry, to configuration: inout Configuration) throws(ConfigurationError) {
        let key = entry.key
        let value = entry.value
        switch key {
        case "deployment_target":
            for item in try map(value, key) {
                guard DeploymentPlatform.names.contains(item.key) else {
                    throw ConfigurationError(path: path, line: item.line, key: "deployment_target.\(item.key)",
                                             message: "unknown platform" + NearestMatch.hint(for: item.key, among: DeploymentPlatform.names)
                                                + " (known: \(DeploymentPlatform.names.joined(separator: ", ")))")
                }
                let text = try scalar(item.value, "deployment_target.\(item.key)")
                guard let version = OSVersion(text) else {
                    throw fail(item.value, "deployment_target.\(item.key)", "expected a version such as \"16.0\", found '\(text)'")
                }
                configuration.deploymentTargets[item.key] = version
            }
        case "included": configuration.included = try strings(value, key)
        case "excluded": configuration.excluded = try strings(value, key)
        case "disabled_rules": configuration.disabledRules = try ruleIDs(value, key)
        case "opt_in_rules": configuration.optInRules = try ruleIDs(value, key)
        case "only_rules": configuration.onlyRules = try ruleIDs(value, key)
        case "severity":
            for item in try map(value, key) {
                try checkRule(item.key, line: item.line, key: "severity.\(item.key)")
                let text = try scalar(item.value, "severity.\(item.key)")
                guard let severity = Severity(rawValue: text) else {
                    throw fail(item.value, "severity.\(item.key)", "expected error, warning or note, found '\(text)'"
                               + NearestMatch.hint(for: text, among: Severity.allCases.map(\.rawValue)))
                }
                configuration.severities[item.key] = severity
            }
        case "rules":
            for item in try map(value, key) {
                try checkRule(item.key, line: item.line, key: "rules.\(item.key)")
                configuration.ruleOptions[item.key] = try options(item, rule: rules[item.key]!)
            }
        case "strict": configuration.strict = try bool(value, key)
        case "baseline": configuration.baseline = try scalar(value, key)
        case "check_previews": configuration.checkPreviews = try bool(value, key)
        default:
            throw ConfigurationError(path: path, line: entry.line, key: key,
                                     message: "unknown key" + NearestMatch.hint(for: key, among: Self.topLevelKeys)
                                        + " (known keys: \(Self.topLevelKeys.joined(separator: ", ")))")
        }
    }

    func options(_ entry: YAMLEntry, rule: RuleDescription) throws(ConfigurationError) -> RuleOptions {
        var values: [String: RuleOptions.Value] = [:]
        let names = rule.options.map(\.name)
        for item in try map(entry.value, "rules.\(entry.key)") {
            let key = "rules.\(entry.key).\(item.key)"
            guard let option = rule.options.first(where: { $0.name == item.key }) else {
                let known = names.isEmpty ? "the rule has no options" : "options: \(names.joined(separator: ", "))"
                throw ConfigurationError(path: path, line: item.line, key: key,
                                         message: "unknown option" + NearestMatch.hint(for: item.key, among: names) + " (\(known))")
            }
            switch option.kind {
            case .number:
                let text = try scalar(item.value, key)
                if case .scalar(_, quoted: true) = item.value.value, Double(text) != nil {
                    throw fail(item.value, key, "expected a number, found the quoted string \"\(text)\"; remove the quotes")
                }
                guard let number = Double(text), number.isFinite else {
                    throw fail(item.value, key, "expected a number, found \(item.value.kindName)")
                }
                values[item.key] = .number(number)
            case .stringList: values[item.key] = .strings(try strings(item.value, key))
            case .bool: values[item.key] = .bool(try bool(item.value, key))
            }
        }
        return RuleOptions(values)
    }

    func checkRule(_ id: String, line: Int, key: String) throws(ConfigurationError) {
        guard rules[id] == nil else { return }
        throw ConfigurationError(path: path, line: line, key: key,
                                 message: "unknown rule id '\(id)'" + NearestMatch.hint(for: id, among: rules.keys)
                                    + " (`gesturelint rules` lists them)")
    }

    func map(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [YAMLEntry] {
        switch node.value {
        case .map(let entries): return entries
        case .null: return []
        default: throw fail(node, key, "expected a map (indented 'name: value' lines), found \(node.kindName)")
        }
    }

    func scalar(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node.value else {
            throw fail(node, key, "expected a single value, found \(node.kindName)")
        }
        return text
    }

    func bool(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> Bool {
        if case .scalar(let text, quoted: false) = node.value {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        throw fail(node, key, "expected true or false, found \(node.kindName)")
    }

    func strings(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [String] {
        switch node.value {
        case .null: return []
        case .list(let items):
            var result: [String] = []
            for item in items {
                guard case .scalar(let text, _) = item.value else {
                    throw fail(item, key, "expected a list of strings, found \(item.kindName) in it")
                }
                result.append(text)
            }
            return result
        default:
            throw fail(node, key, "expected a list such as [a, b], found \(node.kindName)")
        }
    }

    func ruleIDs(_ node: YAMLNode, _ key: String) throws(ConfigurationError) -> [String] {
        let ids = try strings(node, key)
        let lines: [Int]
        if case .list(let items) = node.value { lines = items.map(\.line) } else { lines = ids.map { _ in node.line } }
        for (id, line) in zip(ids, lines) where rules[id] == nil {
            throw ConfigurationError(path: path, line: line, key: key,
                                     message: "unknown rule id '\(id)'" + NearestMatch.hint(for: id, among: rules.keys)
                                        + " (`gesturelint rules` lists them)")
        }
        return ids
    }
}
