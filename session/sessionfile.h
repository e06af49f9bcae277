// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Session files (.inflight): one SQLite database per session, read and written through Qt SQL.
//
// Saving never touches the file on disk until the new session is complete: it is written to a
// temporary file beside it (one transaction, prepared statements), made durable, and renamed over
// the old one. A crash or a kill at any moment leaves either the old file or the new one.
// Opening never writes: the file is opened read-only, checked (the SQLite header, the
// application id, `PRAGMA integrity_check`, the format version, every row), and an older format
// is migrated on a private copy.

#include "session.h"

#include <QString>

#include <optional>

namespace inflight {

/// The session format this build writes, and the newest it reads.
constexpr int sessionFormatVersion = 4;
/// PRAGMA application_id of a session file: "IFLT".
constexpr int sessionApplicationId = 0x49464C54;

struct SessionSaveOptions {
    /// Testing only: caps the database at this many pages, so that a save meets SQLITE_FULL as
    /// it would on a full disk.
    int maxPageCount = 0;
};

/// Writes `session` to `path`, replacing the file there only once the new one is complete.
/// Returns an empty string on success, else a sentence naming the path and what went wrong (a
/// read-only file, a folder that does not exist or cannot be written, a full disk); the file on
/// disk is then unchanged.
QString saveSession(const Session &session, const QString &path,
                    const SessionSaveOptions &options = {});

struct SessionLoad {
    std::optional<Session> session;
    /// Why the file cannot be opened ("path: ..."); empty on success.
    QString error;
    /// The format version found in the file (0 when unknown).
    int formatVersion = 0;
    /// The file was saved in an older format and was migrated in memory; saving writes the new
    /// format.
    bool migrated = false;
    /// The file cannot be written (saving needs Save As).
    bool readOnly = false;
    bool ok() const { return session.has_value(); }
};

/// Reads a session file without ever writing to it.
SessionLoad loadSession(const QString &path);

/// The SQL that creates format `version` from nothing (1) or migrates version-1 to it (2, ...).
/// Exposed for the migration tests, which build a file of each earlier format.
QString sessionSchemaStep(int version);

} // namespace inflight
