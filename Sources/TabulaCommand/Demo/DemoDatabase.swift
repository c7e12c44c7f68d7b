import Foundation
import GRDB

/// The demo's SQLite database: a temporary file removed when the demo ends,
/// or the file the user named, kept.
final class DemoDatabase: Sendable {
    /// Why the database could not be opened or seeded, naming its path.
    struct OpenError: Error, CustomStringConvertible {
        /// The path as the user gave it.
        var path: String
        /// What went wrong.
        var reason: String

        /// `path: reason`.
        var description: String { "\(path): \(reason)" }
    }

    /// The pool both connections come from: the live query reads from it,
    /// the edit stream writes through it.
    let pool: DatabasePool
    /// Where the file is.
    let path: String
    /// The directory to remove at the end, for a temporary database.
    private let temporaryDirectory: URL?

    /// Opens (creating it when missing) the database at `path`, or a fresh
    /// temporary one when `path` is `nil`.
    init(path: String?) throws(OpenError) {
        if let path {
            try Self.checkOpenable(path)
            temporaryDirectory = nil
            self.path = path
        } else {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("tabula-demo-\(UUID().uuidString)")
            // Registered first: a signal that comes as soon as the directory
            // exists must find it registered.
            TemporaryFiles.register(directory)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                TemporaryFiles.remove(directory)
                throw OpenError(path: directory.path, reason: "cannot create a temporary directory (\(error.localizedDescription))")
            }
            temporaryDirectory = directory
            self.path = directory.appendingPathComponent("demo.sqlite").path
        }
        do {
            pool = try DatabasePool(path: self.path)
        } catch {
            if let temporaryDirectory { TemporaryFiles.remove(temporaryDirectory) }
            throw OpenError(path: self.path, reason: "cannot be opened (SQLite: \(Self.describe(error)))")
        }
    }

    /// Says why the file the user named cannot be opened, where the file
    /// system can tell: a folder, a missing folder, a file that cannot be
    /// read or written. What only SQLite can tell ("file is not a
    /// database") it says when it opens the file.
    private static func checkOpenable(_ path: String) throws(OpenError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw OpenError(path: path, reason: "is a folder, not a database file") }
            if !files.isReadableFile(atPath: path) || !files.isWritableFile(atPath: path) {
                throw OpenError(path: path, reason: "cannot be read and written (check its permissions)")
            }
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard files.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OpenError(path: path, reason: "its folder \(folder) does not exist")
        }
        if !files.isWritableFile(atPath: folder) {
            throw OpenError(path: path, reason: "cannot be created: its folder \(folder) is not writable")
        }
    }

    /// Replaces the demo's table with `rows`, in one transaction, off the
    /// main actor (GRDB runs the closure on its writer queue).
    func seed(_ rows: [DemoContact]) async throws(OpenError) {
        do {
            try await pool.write { db in
                try DemoContact.createTable(db)
                let statement = try db.makeStatement(
                    sql: "INSERT INTO \(DemoContact.databaseTableName) (id, name, phone, favorite) VALUES (?, ?, ?, ?)"
                )
                for row in rows {
                    try statement.execute(arguments: [row.id, row.name, row.phone, row.favorite])
                }
            }
        } catch {
            throw OpenError(path: path, reason: "cannot be written (\(Self.describe(error)))")
        }
    }

    /// Every contact, as a fresh read on a new transaction sees them.
    func fetchAll() async throws -> [DemoContact] {
        try await pool.read { db in try DemoContact.fetchAll(db) }
    }

    /// SQLite's own words for a failure ("file is not a database"), without
    /// GRDB's repetition of the statement.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    deinit {
        try? pool.close()
        if let temporaryDirectory { TemporaryFiles.remove(temporaryDirectory) }
    }
}
