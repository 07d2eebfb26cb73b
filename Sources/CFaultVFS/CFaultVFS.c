#include "CFaultVFS.h"

#include <pthread.h>
#include <sqlite3.h>
#include <string.h>

// One open file: our header, then the wrapped VFS's own file object (szOsFile bytes).
typedef struct FaultFile {
    sqlite3_file base;
    sqlite3_file *real;
} FaultFile;

static struct {
    pthread_mutex_t mutex;
    int armed;
    int kind;
    int n;
    int code;
    int persistent;
    int counts[CFAULTVFS_KINDS];
    int fired;
} state = {PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0, 0, {0}, 0};

static sqlite3_vfs faultVFS;
static char faultName[64];
static int registered = 0;

// Counts one call of `kind`; returns the code to fail it with, or SQLITE_OK to let it through.
static int faultHit(int kind) {
    int rc = SQLITE_OK;
    pthread_mutex_lock(&state.mutex);
    if (state.armed) {
        int count = ++state.counts[kind];
        if (kind == state.kind && state.n > 0 && (count == state.n || (state.persistent && count > state.n))) {
            state.fired++;
            rc = state.code;
        }
    }
    pthread_mutex_unlock(&state.mutex);
    return rc;
}

static sqlite3_vfs *root(void) { return (sqlite3_vfs *)faultVFS.pAppData; }

#define REAL(f) (((FaultFile *)(f))->real)

static int faultClose(sqlite3_file *f) {
    int rc = REAL(f)->pMethods->xClose(REAL(f));
    f->pMethods = 0;
    return rc;
}

static int faultRead(sqlite3_file *f, void *buf, int amount, sqlite3_int64 offset) {
    return REAL(f)->pMethods->xRead(REAL(f), buf, amount, offset);
}

static int faultWrite(sqlite3_file *f, const void *buf, int amount, sqlite3_int64 offset) {
    int rc = faultHit(CFAULTVFS_WRITE);
    if (rc != SQLITE_OK) return rc;
    return REAL(f)->pMethods->xWrite(REAL(f), buf, amount, offset);
}

static int faultTruncate(sqlite3_file *f, sqlite3_int64 size) {
    int rc = faultHit(CFAULTVFS_TRUNCATE);
    if (rc != SQLITE_OK) return rc;
    return REAL(f)->pMethods->xTruncate(REAL(f), size);
}

static int faultSync(sqlite3_file *f, int flags) {
    int rc = faultHit(CFAULTVFS_SYNC);
    if (rc != SQLITE_OK) return rc;
    return REAL(f)->pMethods->xSync(REAL(f), flags);
}

static int faultFileSize(sqlite3_file *f, sqlite3_int64 *size) {
    return REAL(f)->pMethods->xFileSize(REAL(f), size);
}

static int faultLock(sqlite3_file *f, int level) { return REAL(f)->pMethods->xLock(REAL(f), level); }

static int faultUnlock(sqlite3_file *f, int level) { return REAL(f)->pMethods->xUnlock(REAL(f), level); }

static int faultCheckReservedLock(sqlite3_file *f, int *out) {
    return REAL(f)->pMethods->xCheckReservedLock(REAL(f), out);
}

static int faultFileControl(sqlite3_file *f, int op, void *arg) {
    return REAL(f)->pMethods->xFileControl(REAL(f), op, arg);
}

static int faultSectorSize(sqlite3_file *f) { return REAL(f)->pMethods->xSectorSize(REAL(f)); }

static int faultDeviceCharacteristics(sqlite3_file *f) {
    return REAL(f)->pMethods->xDeviceCharacteristics(REAL(f));
}

// The shared-memory and mmap methods exist only from iVersion 2 and 3 of the wrapped methods.
static int faultShmMap(sqlite3_file *f, int page, int size, int extend, void volatile **out) {
    if (REAL(f)->pMethods->iVersion < 2) return SQLITE_IOERR_SHMMAP;
    return REAL(f)->pMethods->xShmMap(REAL(f), page, size, extend, out);
}

static int faultShmLock(sqlite3_file *f, int offset, int n, int flags) {
    if (REAL(f)->pMethods->iVersion < 2) return SQLITE_IOERR_SHMLOCK;
    return REAL(f)->pMethods->xShmLock(REAL(f), offset, n, flags);
}

static void faultShmBarrier(sqlite3_file *f) {
    if (REAL(f)->pMethods->iVersion >= 2) REAL(f)->pMethods->xShmBarrier(REAL(f));
}

static int faultShmUnmap(sqlite3_file *f, int deleteFlag) {
    if (REAL(f)->pMethods->iVersion < 2) return SQLITE_OK;
    return REAL(f)->pMethods->xShmUnmap(REAL(f), deleteFlag);
}

static int faultFetch(sqlite3_file *f, sqlite3_int64 offset, int amount, void **out) {
    if (REAL(f)->pMethods->iVersion < 3) {
        *out = 0;
        return SQLITE_OK;
    }
    return REAL(f)->pMethods->xFetch(REAL(f), offset, amount, out);
}

static int faultUnfetch(sqlite3_file *f, sqlite3_int64 offset, void *p) {
    if (REAL(f)->pMethods->iVersion < 3) return SQLITE_OK;
    return REAL(f)->pMethods->xUnfetch(REAL(f), offset, p);
}

static const sqlite3_io_methods faultMethods = {
    3,
    faultClose,
    faultRead,
    faultWrite,
    faultTruncate,
    faultSync,
    faultFileSize,
    faultLock,
    faultUnlock,
    faultCheckReservedLock,
    faultFileControl,
    faultSectorSize,
    faultDeviceCharacteristics,
    faultShmMap,
    faultShmLock,
    faultShmBarrier,
    faultShmUnmap,
    faultFetch,
    faultUnfetch,
};

static int faultOpen(sqlite3_vfs *vfs, const char *name, sqlite3_file *f, int flags, int *outFlags) {
    (void)vfs;
    FaultFile *p = (FaultFile *)f;
    p->base.pMethods = 0;
    p->real = (sqlite3_file *)&p[1];
    int rc = faultHit(CFAULTVFS_OPEN);
    if (rc != SQLITE_OK) return rc;
    rc = root()->xOpen(root(), name, p->real, flags, outFlags);
    // SQLite calls xClose whenever pMethods is set, even after a failed open: mirror the real file.
    if (p->real->pMethods) p->base.pMethods = &faultMethods;
    return rc;
}

static int faultDelete(sqlite3_vfs *vfs, const char *name, int syncDir) {
    (void)vfs;
    return root()->xDelete(root(), name, syncDir);
}

static int faultAccess(sqlite3_vfs *vfs, const char *name, int flags, int *out) {
    (void)vfs;
    return root()->xAccess(root(), name, flags, out);
}

static int faultFullPathname(sqlite3_vfs *vfs, const char *name, int size, char *out) {
    (void)vfs;
    return root()->xFullPathname(root(), name, size, out);
}

static void *faultDlOpen(sqlite3_vfs *vfs, const char *name) {
    (void)vfs;
    return root()->xDlOpen(root(), name);
}

static void faultDlError(sqlite3_vfs *vfs, int size, char *out) {
    (void)vfs;
    root()->xDlError(root(), size, out);
}

static void (*faultDlSym(sqlite3_vfs *vfs, void *handle, const char *symbol))(void) {
    (void)vfs;
    return root()->xDlSym(root(), handle, symbol);
}

static void faultDlClose(sqlite3_vfs *vfs, void *handle) {
    (void)vfs;
    root()->xDlClose(root(), handle);
}

static int faultRandomness(sqlite3_vfs *vfs, int size, char *out) {
    (void)vfs;
    return root()->xRandomness(root(), size, out);
}

static int faultSleep(sqlite3_vfs *vfs, int microseconds) {
    (void)vfs;
    return root()->xSleep(root(), microseconds);
}

static int faultCurrentTime(sqlite3_vfs *vfs, double *out) {
    (void)vfs;
    return root()->xCurrentTime(root(), out);
}

static int faultGetLastError(sqlite3_vfs *vfs, int size, char *out) {
    (void)vfs;
    return root()->xGetLastError ? root()->xGetLastError(root(), size, out) : 0;
}

static int faultCurrentTimeInt64(sqlite3_vfs *vfs, sqlite3_int64 *out) {
    (void)vfs;
    if (root()->iVersion >= 2 && root()->xCurrentTimeInt64) return root()->xCurrentTimeInt64(root(), out);
    double now = 0;
    int rc = root()->xCurrentTime(root(), &now);
    *out = (sqlite3_int64)(now * 86400000.0);
    return rc;
}

int cfaultvfs_register(const char *name) {
    pthread_mutex_lock(&state.mutex);
    if (registered) {
        int same = strcmp(name, faultName) == 0;
        pthread_mutex_unlock(&state.mutex);
        return same ? SQLITE_OK : SQLITE_MISUSE;
    }
    int rc = sqlite3_initialize();
    sqlite3_vfs *base = rc == SQLITE_OK ? sqlite3_vfs_find(0) : 0;
    if (base == 0 || strlen(name) >= sizeof(faultName)) {
        pthread_mutex_unlock(&state.mutex);
        return rc != SQLITE_OK ? rc : SQLITE_ERROR;
    }
    strcpy(faultName, name);
    memset(&faultVFS, 0, sizeof faultVFS);
    // Version 2 at most: the system-call overrides of version 3 are not forwarded.
    faultVFS.iVersion = 2;
    faultVFS.szOsFile = (int)sizeof(FaultFile) + base->szOsFile;
    faultVFS.mxPathname = base->mxPathname;
    faultVFS.zName = faultName;
    faultVFS.pAppData = base;
    faultVFS.xOpen = faultOpen;
    faultVFS.xDelete = faultDelete;
    faultVFS.xAccess = faultAccess;
    faultVFS.xFullPathname = faultFullPathname;
    faultVFS.xDlOpen = faultDlOpen;
    faultVFS.xDlError = faultDlError;
    faultVFS.xDlSym = faultDlSym;
    faultVFS.xDlClose = faultDlClose;
    faultVFS.xRandomness = faultRandomness;
    faultVFS.xSleep = faultSleep;
    faultVFS.xCurrentTime = faultCurrentTime;
    faultVFS.xGetLastError = faultGetLastError;
    faultVFS.xCurrentTimeInt64 = faultCurrentTimeInt64;
    rc = sqlite3_vfs_register(&faultVFS, 0);
    if (rc == SQLITE_OK) registered = 1;
    pthread_mutex_unlock(&state.mutex);
    return rc;
}

void cfaultvfs_arm(int kind, int n, int code, int persistent) {
    pthread_mutex_lock(&state.mutex);
    memset(state.counts, 0, sizeof state.counts);
    state.fired = 0;
    state.kind = kind;
    state.n = n;
    state.code = code;
    state.persistent = persistent;
    state.armed = 1;
    pthread_mutex_unlock(&state.mutex);
}

void cfaultvfs_disarm(void) {
    pthread_mutex_lock(&state.mutex);
    state.armed = 0;
    pthread_mutex_unlock(&state.mutex);
}

int cfaultvfs_count(int kind) {
    if (kind < 0 || kind >= CFAULTVFS_KINDS) return 0;
    pthread_mutex_lock(&state.mutex);
    int count = state.counts[kind];
    pthread_mutex_unlock(&state.mutex);
    return count;
}

int cfaultvfs_fired(void) {
    pthread_mutex_lock(&state.mutex);
    int fired = state.fired;
    pthread_mutex_unlock(&state.mutex);
    return fired;
}
