import Foundation
import FoundationXML
import Testing
import GestureLintCore
@testable import GestureLintCLI

@Suite struct FormatTests {
    /// Two files: a warning with a fix and an error, plus a clean file.
    func sandbox() -> Sandbox {
        let box = Sandbox()
        box.write("Sources/App/View.swift", "let é = flagMe\nboom()\n")
        box.write("Sources/App/Clean.swift", "let a = 1\n")
        return box
    }

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func jsonMatchesTheContract() throws {
        let result = sandbox().run(["--format", "json"])
        let object = try #require(try json(result.stdout) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["files"] as? Int == 2)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        let first = diagnostics[0]
        #expect(first["path"] as? String == "Sources/App/View.swift")
        #expect(first["line"] as? Int == 1)
        #expect(first["column"] as? Int == 9)
        #expect(first["end_line"] as? Int == 1)
        #expect(first["end_column"] as? Int == 15)
        #expect(first["severity"] as? String == "warning")
        #expect(first["rule"] as? String == "flag_me")
        let fix = try #require(first["fix"] as? [String: Any])
        #expect(fix["safe"] as? Bool == true)
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect(edit["line"] as? Int == 1 && edit["column"] as? Int == 9 && edit["end_column"] as? Int == 15)
        #expect(edit["replacement"] as? String == "flagged")
        #expect(diagnostics[1]["fix"] == nil)
        #expect(diagnostics[1]["severity"] as? String == "error")
    }

    @Test func xcodeLines() {
        let result = sandbox().run([])
        #expect(result.stdout == """
            Sources/App/View.swift:1:9: warning: flagMe found; rename it to flagged [flag_me]
            Sources/App/View.swift:2:1: error: boom is an error [boom_call]

            """)
    }

    @Test func absolutePathsForXcode() {
        let box = sandbox()
        let result = box.run(["--absolute-paths", "Sources"])
        #expect(result.stdout.hasPrefix(box.root + "/Sources/App/View.swift:1:9: warning: "))
        // Outside the working folder paths are absolute anyway.
        box.write("Top.swift", "flagMe\n")
        #expect(box.run(["../../Top.swift"], in: "Sources/App").stdout == box.root + "/Top.swift:1:1: warning: flagMe found; rename it to flagged [flag_me]\n")
    }

    @Test func colourAndCaretOnlyWhenAsked() {
        let box = sandbox()
        let plain = box.run(["--color", "never"])
        #expect(!plain.stdout.contains("\u{1B}["))
        let coloured = box.run(["--color", "always"])
        #expect(coloured.stdout.contains("\u{1B}[1;33mwarning:"))
        #expect(coloured.stdout.contains("    let é = flagMe\n"))
        // The caret sits under column 9 and spans the 6 characters of the name.
        #expect(coloured.stdout.contains("    " + "\u{1B}[1;33m" + String(repeating: " ", count: 8) + "^~~~~~"))
    }

    @Test func githubCommandsEscapeAndPutErrorsFirst() {
        let box = Sandbox()
        box.write("dir,a:b/x%y.swift", "flagMe\nboom\n")
        let result = box.run(["--format", "github"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "::error file=dir%2Ca%3Ab/x%25y.swift,line=2,col=1,endLine=2,endColumn=5,title=boom_call::boom is an error",
            "::warning file=dir%2Ca%3Ab/x%25y.swift,line=1,col=1,endLine=1,endColumn=7,title=flag_me::flagMe found; rename it to flagged",
        ])
        #expect(GitHubReporter.escapeData("50%\r\nnext: a,b") == "50%25%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test func githubPathsAreRelativeToTheWorkspace() {
        let box = sandbox()
        let result = box.run(["--format", "github"], in: "Sources", environment: ["GITHUB_WORKSPACE": box.root])
        #expect(result.stdout.contains("file=Sources/App/View.swift,"))
        #expect(!result.stdout.contains("file=./"))
    }

    @Test func githubAppendsTheStepSummary() throws {
        let box = sandbox()
        box.write("summary.md", "earlier step\n")
        let result = box.run(["--format", "github"], environment: ["GITHUB_STEP_SUMMARY": box.path("summary.md")])
        #expect(result.status == 1)
        let summary = box.read("summary.md")
        #expect(summary.hasPrefix("earlier step\n### gesturelint"))
        #expect(summary.contains("| error | Sources/App/View.swift:2:1 | `boom_call` | boom is an error |"))
        #expect(summary.contains("| warning | Sources/App/View.swift:1:9 | `flag_me` |"))
    }

    @Test func sarifHasTheRequiredFields() throws {
        let result = sandbox().run(["--format", "sarif"])
        let object = try #require(try json(result.stdout) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        #expect((object["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "gesturelint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["boom_call", "flag_me"])
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["helpUri"] as? String)?.hasPrefix("https://") == true)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] is String)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["ruleId"] as? String == "flag_me")
        #expect(first["level"] as? String == "warning")
        #expect((first["message"] as? [String: Any])?["text"] as? String == "flagMe found; rename it to flagged")
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/App/View.swift")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 1 && region["startColumn"] as? Int == 9)
        #expect(region["endLine"] as? Int == 1 && region["endColumn"] as? Int == 15)
        // ruleIndex must point at the rule in tool.driver.rules.
        #expect(rules[first["ruleIndex"] as! Int]["id"] as? String == "flag_me")
    }

    @Test func checkstyleParsesAsXML() throws {
        let box = sandbox()
        box.write("Sources/App/Quote.swift", "flagMe // <\"&'>\n")
        let result = box.run(["--format", "checkstyle"])
        let document = try XMLDocument(xmlString: result.stdout)
        let errors = try document.nodes(forXPath: "/checkstyle/file/error").compactMap { $0 as? XMLElement }
        #expect(errors.count == 3)
        let files = try document.nodes(forXPath: "/checkstyle/file/@name").compactMap(\.stringValue)
        #expect(files == ["Sources/App/Quote.swift", "Sources/App/View.swift"])
        let boom = try #require(errors.first { $0.attribute(forName: "source")?.stringValue == "gesturelint.boom_call" })
        #expect(boom.attribute(forName: "severity")?.stringValue == "error")
        #expect(boom.attribute(forName: "line")?.stringValue == "2")
        #expect(boom.attribute(forName: "column")?.stringValue == "1")
    }

    @Test func junitHasOneTestcasePerFile() throws {
        let result = sandbox().run(["--format", "junit"])
        let document = try XMLDocument(xmlString: result.stdout)
        #expect(try document.nodes(forXPath: "/testsuites/testsuite").count == 1)
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == ["Sources/App/Clean.swift", "Sources/App/View.swift"])
        #expect(cases[0].elements(forName: "failure").isEmpty)
        #expect(cases[1].elements(forName: "failure").count == 2)
    }

    @Test func gitlabFingerprintsAreStableAndUnique() throws {
        let box = Sandbox()
        box.write("a.swift", "flagMe\nflagMe\nboom\n")
        let first = try #require(try json(box.run(["--format", "gitlab"]).stdout) as? [[String: Any]])
        #expect(first.count == 3)
        let issue = first[0]
        #expect(issue["check_name"] as? String == "flag_me")
        #expect(issue["description"] as? String == "flagMe found; rename it to flagged")
        #expect(issue["severity"] as? String == "minor")
        let location = try #require(issue["location"] as? [String: Any])
        #expect(location["path"] as? String == "a.swift")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 1)
        let fingerprints = first.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 3)
        // Inserting a line above moves the lines but keeps the fingerprints.
        box.write("a.swift", "// new\nflagMe\nflagMe\nboom\n")
        let second = try #require(try json(box.run(["--format", "gitlab"]).stdout) as? [[String: Any]])
        #expect(second.compactMap { $0["fingerprint"] as? String } == fingerprints)
    }

    @Test func summaryAndStatistics() {
        let box = Sandbox()
        box.write("a.swift", "flagMe\nflagMe\nboom\n")
        box.write("b.swift", "flagMe\n")
        let summary = box.run(["--format", "summary"]).stdout
        #expect(summary == """
            rule       severity   count   files
            boom_call  error          1       1
            flag_me    warning        3       2
            total                     4       2

            """)
        let statistics = box.run(["--statistics"]).stdout
        #expect(statistics.split(separator: "\n")[1].hasPrefix("flag_me "))
    }

    @Test func severalFormatsInOneRunAndOutput() throws {
        let box = sandbox()
        let result = box.run(["--format", "xcode", "--format", "sarif=lint.sarif", "--reporter", "json=out/../lint.json"])
        #expect(result.stdout.contains("View.swift:1:9: warning"))
        #expect(try json(box.read("lint.sarif")) is [String: Any])
        #expect(try json(box.read("lint.json")) is [String: Any])
        let redirected = box.run(["--format", "junit", "--output", "report.xml"])
        #expect(redirected.stdout == "")
        #expect(box.read("report.xml").contains("<testsuites"))
        let unwritable = box.run(["--format", "json=missing/folder/x.json"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write the report to missing/folder/x.json"))
    }
}
