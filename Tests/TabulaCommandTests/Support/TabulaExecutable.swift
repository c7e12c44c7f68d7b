import Foundation

/// The built `tabula` executable, next to the test bundle; `nil` when the
/// tests run without it.
let tabulaExecutable: URL? = {
    guard let directory = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let executable = directory.appendingPathComponent("tabula")
    return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
}()
