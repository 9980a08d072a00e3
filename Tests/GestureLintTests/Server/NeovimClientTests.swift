import Foundation
import Testing
@testable import GestureLintCLI

/// End to end with a real editor: Neovim's built-in LSP client, headless, opens a file, prints the
/// diagnostics it received, edits the buffer and prints them again. `.ci/run` installs Neovim when
/// it is missing; without it this test fails and says how to install it.
@Suite(.timeLimit(.minutes(2))) struct NeovimClientTests {
    /// Works with Neovim 0.7 (Debian 12) and later: `vim.lsp.start_client` and `buf_attach_client`.
    static let script = #"""
        local bin, file = os.getenv("GESTURELINT_BIN"), os.getenv("GESTURELINT_FILE")
        local received = 0
        vim.cmd("edit " .. vim.fn.fnameescape(file))
        local buf = vim.api.nvim_get_current_buf()
        local client = vim.lsp.start_client({
          name = "gesturelint", cmd = { bin, "server" }, root_dir = vim.fn.fnamemodify(file, ":h"),
          handlers = {
            ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
              vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
              received = received + 1
            end,
          },
        })
        vim.lsp.buf_attach_client(buf, client)
        local function report(label, count)
          if not vim.wait(20000, function() return received >= count end, 20) then
            io.stderr:write("no diagnostics from gesturelint server (" .. label .. ")\n")
            vim.cmd("cquit 1")
          end
          for _, d in ipairs(vim.diagnostic.get(buf)) do
            local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
            io.stdout:write(string.format("%s %d:%d %s %s %s\n", label, d.lnum + 1, d.col + 1, code, d.source or "?", d.message))
          end
        end
        report("open", 1)
        vim.api.nvim_buf_set_lines(buf, 0, 0, false, { "// a line typed above" })
        report("change", 2)
        vim.lsp.stop_client(client)
        vim.cmd("qall!")
        """#

    @Test func neovimShowsTheServersDiagnostics() throws {
        let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim", "/opt/homebrew/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let nvim else {
            Issue.record("Neovim is not installed: apt-get install -y neovim (or brew install neovim); .ci/run installs it")
            return
        }
        let box = Sandbox()
        let text = "import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        Text(\"😀 你好\").onTapGesture { greet() }\n    }\n}\n"
        let file = box.write("Greeting.swift", text)
        let script = box.write("check.lua", Self.script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nvim)
        process.arguments = ["--headless", "--clean", "-n", "-c", "luafile \(script)"]
        process.currentDirectoryURL = URL(fileURLWithPath: box.root)
        var environment = ProcessInfo.processInfo.environment
        environment["GESTURELINT_BIN"] = Executable.path
        environment["GESTURELINT_FILE"] = file
        environment["XDG_STATE_HOME"] = box.path("state")
        environment["XDG_DATA_HOME"] = box.path("data")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: data, as: UTF8.self)
        print("Neovim received:\n" + printed)
        #expect(process.terminationStatus == 0)
        // Neovim turns the server's UTF-16 column into a byte column: 8 spaces + `Text("😀 你好").` is 29 bytes.
        let prefix = "        Text(\"😀 你好\")."
        let column = prefix.utf8.count + 1
        #expect(printed.contains("open 5:\(column) tap_gesture_should_be_button gesturelint A single-tap action"))
        #expect(printed.contains("change 6:\(column) tap_gesture_should_be_button gesturelint A single-tap action"))
    }
}
