import Foundation
import GestureLintCore

/// Finds and loads the configuration: `--config FILE`, else the nearest `.gesturelint.yml`
/// walking up from the working folder, else the defaults.
struct ConfigurationLocator {
    static let fileName = ".gesturelint.yml"

    var io: IO
    var rules: [RuleDescription]

    func load(explicit: String?) throws(UsageError) -> Configuration {
        let path: String
        if let explicit {
            path = io.absolute(explicit)
        } else if let found = nearest() {
            path = found
        } else {
            var defaults = Configuration()
            defaults.directory = PathText.normalize(io.currentDirectory)
            return defaults
        }
        let bytes: [UInt8]
        do {
            bytes = try io.readFile(path)
        } catch {
            throw UsageError("cannot read the configuration \(io.display(path)): \(error); check the --config path")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UsageError("\(io.display(path)):1: error: the configuration is not valid UTF-8; save it as UTF-8", located: true)
        }
        do {
            var configuration = try ConfigurationLoader.load(text: text, path: io.display(path), rules: rules)
            configuration.directory = PathText.directory(of: path)
            return configuration
        } catch {
            throw UsageError(error.description, located: true)
        }
    }

    func nearest() -> String? {
        var folder = PathText.normalize(io.currentDirectory)
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + Self.fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if folder == "/" || folder.isEmpty { return nil }
            folder = PathText.directory(of: folder)
        }
    }
}
