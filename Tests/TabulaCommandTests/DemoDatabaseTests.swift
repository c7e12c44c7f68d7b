import Foundation
import Testing
@testable import TabulaCommand

@Suite("tabula demo: a database file that cannot be opened says why")
struct DemoDatabaseTests {
    /// The reason `DemoDatabase(path:)` gives for `path`; `nil` when it opened.
    func reason(_ path: String) -> String? {
        do {
            _ = try DemoDatabase(path: path)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func eachUnopenableFileSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(reason(folder.path) == "is a folder, not a database file")
        let missing = folder.appendingPathComponent("missing").appendingPathComponent("demo.sqlite").path
        #expect(reason(missing) == "its folder \(folder.appendingPathComponent("missing").path) does not exist")
        let text = folder.appendingPathComponent("notes.txt")
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: text)
        #expect(reason(text.path) == "cannot be opened (SQLite: file is not a database)")
        #expect(reason(folder.appendingPathComponent("new.sqlite").path) == nil)
    }
}
