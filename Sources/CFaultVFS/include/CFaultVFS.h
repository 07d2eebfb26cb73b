#ifndef CFAULTVFS_H
#define CFAULTVFS_H

/// A fault-injecting SQLite VFS for tests, in the spirit of SQLite's own ioerr tests.
///
/// It wraps the default VFS under a new name. While armed it counts the calls of each kind
/// (xWrite, xSync, xOpen, xTruncate) and fails the Nth call of the armed kind with a chosen
/// result code, and in persistent mode every later call of that kind too. Disarmed, it only
/// forwards. The state is global and guarded by a mutex: one test at a time may arm it.

/// The operations that are counted and can be made to fail.
#define CFAULTVFS_WRITE 0
#define CFAULTVFS_SYNC 1
#define CFAULTVFS_OPEN 2
#define CFAULTVFS_TRUNCATE 3
#define CFAULTVFS_KINDS 4

/// Registers the VFS as `name` (not as the default), wrapping the current default VFS.
/// Returns SQLITE_OK; calling it again with the same name does nothing. Only one name is
/// supported per process: another name gives SQLITE_MISUSE.
int cfaultvfs_register(const char *name);

/// Resets the counters and arms a fault: the `n`th call (1-based) of `kind` after this returns
/// `code` (for example SQLITE_IOERR_WRITE, SQLITE_IOERR_FSYNC, SQLITE_FULL, SQLITE_CANTOPEN)
/// without reaching the disk, and when `persistent` is non-zero every later call of `kind` too.
/// `n` = 0 counts without failing anything.
void cfaultvfs_arm(int kind, int n, int code, int persistent);

/// Stops failing and counting; the counters keep their values until the next arm.
void cfaultvfs_disarm(void);

/// Calls of `kind` since the last arm (including the failed ones).
int cfaultvfs_count(int kind);

/// How many calls were failed since the last arm.
int cfaultvfs_fired(void);

#endif
