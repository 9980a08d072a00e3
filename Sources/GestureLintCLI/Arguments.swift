import Foundation
import GestureLintCore

/// A problem with the command line or the run's inputs: printed as `gesturelint: error: ...`,
/// exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    /// Already in `file:line: error: ...` form (configuration errors), so editors can jump to it.
    var located = false
    init(_ description: String, located: Bool = false) {
        self.description = description
        self.located = located
    }

    var printed: String { located ? description : "gesturelint: error: \(description)" }
}

/// One option a command accepts.
struct OptionSpec {
    var name: String
    var aliases: [String] = []
    var takesValue: Bool
    var repeatable = false
    /// For the "needs a value" message: what the value looks like.
    var valueHint = ""
}

/// The options and positional arguments of one command line, checked against the command's
/// option list. Accepts `--name value`, `--name=value`, and `--` before paths that start with `-`.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var byName: [String: OptionSpec] = [:]
        for option in options {
            byName[option.name] = option
            for alias in option.aliases { byName[alias] = option }
        }
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                if argument == "-" && !onlyPositionals {
                    throw UsageError("'-' is not a path; use --stdin to read standard input")
                }
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            guard name.hasPrefix("--"), let spec = byName[String(name.dropFirst(2))] else {
                let bare = name.drop(while: { $0 == "-" })
                let candidates = byName.keys.map { "--" + $0 }
                let hint = NearestMatch.hint(for: "--" + bare, among: candidates)
                throw UsageError("unknown option '\(name)' for '\(command)'\(hint) (see 'gesturelint help \(command)')")
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '--\(spec.name)' needs a value\(spec.valueHint.isEmpty ? "" : ": \(spec.valueHint)")")
                }
                if value.isEmpty {
                    throw UsageError("option '--\(spec.name)' needs a non-empty value\(spec.valueHint.isEmpty ? "" : ": \(spec.valueHint)")")
                }
                if !spec.repeatable, result.values[spec.name] != nil {
                    throw UsageError("option '--\(spec.name)' is given more than once; give it once")
                }
                result.values[spec.name, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError("option '--\(spec.name)' takes no value") }
                result.flags.insert(spec.name)
            }
        }
        return result
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The comma-separated items of a repeatable option (`--only a,b --only c`).
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
    }

    func integer(_ name: String, minimum: Int) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), number >= minimum else {
            throw UsageError("option '--\(name)' needs a whole number of at least \(minimum), not '\(text)'")
        }
        return number
    }
}
