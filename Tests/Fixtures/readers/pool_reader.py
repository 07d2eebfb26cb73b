#!/usr/bin/env python3
"""A read-only consumer of a quotepool database that checks every snapshot it reads (standard library only).

    python3 pool_reader.py --db PATH --batch-size N [--pause SECONDS]

Opens `file:PATH?mode=ro` and loops until its stdin closes. Each iteration is one read transaction
(BEGIN; several SELECTs on one snapshot; COMMIT) that checks:

- every run's lines match its `committed` candidates rows one for one (a line and its candidates row are
  written in the same transaction), and no line lacks its candidates row;
- a run whose status is `running` holds whole batches (a multiple of --batch-size lines). A run seen with a
  partial batch is kept as a suspect: it is fine only if the run later finishes with exactly that many
  lines (the final batch of a run may be partial and is committed just before the run row is closed), or if
  the run had at least 1024 rejected drafts (the fill also commits when 1024 rejections are pending);
- the `quotes` view is exactly the active lines (same ids, texts and locales) with the documented columns;
- the pool never shrinks and line ids never go back between reads.

SQLITE_BUSY (any extended code) rolls the transaction back and retries it; it is counted, not a failure.
Any other error is a failure. The connection has no busy timeout, so busy answers are seen and counted.

When stdin closes, it makes one last read to settle the suspects, prints one JSON object on stdout and exits
0 (1 if there were failures):
{"reads": N, "busy": B, "failures": [...], "final_partials": F, "explained_partials": E, "max_lines": L}
"""

import argparse
import json
import sqlite3
import sys
import threading
import time

QUOTES_COLUMNS = ["id", "text", "locale", "mood", "theme", "word_count", "created_at", "model", "run_id"]
REJECTION_FLUSH = 1024


class Busy(Exception):
    pass


def is_busy(error):
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF == 5  # SQLITE_BUSY and its extended codes
    return "locked" in str(error) or "busy" in str(error)


class Reader:
    def __init__(self, path, batch_size):
        self.conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0, isolation_level=None)
        self.batch = batch_size
        self.reads = 0
        self.busy = 0
        self.failures = []
        self.suspects = {}  # run id -> line count seen while running with a partial batch
        self.final_partials = 0
        self.explained = 0
        self.max_lines = 0
        self.max_id = 0

    def fail(self, message):
        if len(self.failures) < 20:
            self.failures.append(f"read {self.reads}: {message}")

    def snapshot(self):
        """One read transaction; returns what was read, or raises Busy."""
        c = self.conn
        try:
            c.execute("BEGIN")
            try:
                runs = c.execute(
                    """
                    SELECT r.id, r.status,
                        (SELECT count(*) FROM lines l WHERE l.run_id = r.id),
                        (SELECT count(*) FROM candidates c WHERE c.run_id = r.id AND c.persistence = 'committed'),
                        (SELECT count(*) FROM candidates c WHERE c.run_id = r.id AND c.persistence = 'not_stored')
                    FROM runs r ORDER BY r.id
                    """
                ).fetchall()
                orphans = c.execute(
                    """
                    SELECT
                        (SELECT count(*) FROM candidates c WHERE c.persistence = 'committed' AND NOT EXISTS
                            (SELECT 1 FROM lines l WHERE l.id = c.line_id AND l.run_id = c.run_id)),
                        (SELECT count(*) FROM lines WHERE id NOT IN
                            (SELECT line_id FROM candidates WHERE line_id IS NOT NULL))
                    """
                ).fetchone()
                cursor = c.execute(
                    """
                    SELECT (SELECT count(*) FROM quotes), (SELECT count(*) FROM lines WHERE status = 'active'),
                        (SELECT count(*) FROM (SELECT id, text, locale FROM quotes
                            EXCEPT SELECT id, text, locale FROM lines WHERE status = 'active')),
                        (SELECT count(*) FROM (SELECT id, text, locale FROM lines WHERE status = 'active'
                            EXCEPT SELECT id, text, locale FROM quotes)),
                        (SELECT count(*) FROM lines), (SELECT coalesce(max(id), 0) FROM lines)
                    """
                )
                quotes = cursor.fetchone()
                columns = [d[0] for d in c.execute("SELECT * FROM quotes LIMIT 0").description]
            finally:
                c.execute("COMMIT")
        except sqlite3.OperationalError as error:
            if c.in_transaction:
                try:
                    c.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            if is_busy(error):
                raise Busy() from error
            raise
        return runs, orphans, quotes, columns

    def read_once(self):
        while True:
            try:
                runs, orphans, quotes, columns = self.snapshot()
                break
            except Busy:
                self.busy += 1
                time.sleep(0.001)
        self.reads += 1
        self.check(runs, orphans, quotes, columns)

    def check(self, runs, orphans, quotes, columns):
        for run_id, status, lines, committed, rejected in runs:
            if lines != committed:
                self.fail(f"run {run_id} ({status}): {lines} lines but {committed} committed candidates rows")
            suspect = self.suspects.get(run_id)
            if status == "running":
                if suspect is not None and lines != suspect:
                    # The run went on after a partial batch was visible.
                    del self.suspects[run_id]
                    if rejected >= REJECTION_FLUSH:
                        self.explained += 1
                    else:
                        self.fail(f"run {run_id} showed {suspect} lines (not whole batches of {self.batch}) "
                                  f"and then grew to {lines} while still running")
                if lines % self.batch != 0 and run_id not in self.suspects:
                    self.suspects[run_id] = lines
            elif suspect is not None:
                del self.suspects[run_id]
                if lines == suspect:
                    self.final_partials += 1
                elif rejected >= REJECTION_FLUSH:
                    self.explained += 1
                else:
                    self.fail(f"run {run_id} showed {suspect} lines while running (not whole batches of "
                              f"{self.batch}) and finished ({status}) with {lines}")
        if orphans != (0, 0):
            self.fail(f"{orphans[0]} committed candidates without their line, {orphans[1]} lines without a candidate")
        served, active, extra, missing, total, max_id = quotes
        if served != active or extra or missing:
            self.fail(f"quotes serves {served} rows, {active} lines are active; {extra} extra, {missing} missing")
        if columns != QUOTES_COLUMNS:
            self.fail(f"quotes has columns {columns}")
        if total < self.max_lines or max_id < self.max_id:
            self.fail(f"the pool went back: {self.max_lines} -> {total} lines, max id {self.max_id} -> {max_id}")
        self.max_lines = max(self.max_lines, total)
        self.max_id = max(self.max_id, max_id)

    def settle(self):
        """After the last read: a suspect whose run is still running was never explained."""
        for run_id, count in self.suspects.items():
            self.fail(f"run {run_id} showed {count} lines (not whole batches) and never finished")


def main():
    parser = argparse.ArgumentParser(description="A checking read-only consumer of a quotepool database.")
    parser.add_argument("--db", required=True)
    parser.add_argument("--batch-size", type=int, required=True)
    parser.add_argument("--pause", type=float, default=0.0, help="seconds to sleep between reads")
    args = parser.parse_args()

    stop = threading.Event()

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except Exception:
            pass
        stop.set()

    threading.Thread(target=watch_stdin, daemon=True).start()
    reader = None
    try:
        reader = Reader(args.db, args.batch_size)
        while not stop.is_set():
            reader.read_once()
            if args.pause > 0:
                time.sleep(args.pause)
        reader.read_once()
        reader.settle()
    except Exception as error:  # any error but busy is a failure, reported rather than raised
        if reader is None:
            print(json.dumps({"reads": 0, "busy": 0, "failures": [f"cannot open: {error!r}"]}))
            return 1
        reader.fail(f"error: {error!r}")
    report = {
        "reads": reader.reads,
        "busy": reader.busy,
        "failures": reader.failures,
        "final_partials": reader.final_partials,
        "explained_partials": reader.explained,
        "max_lines": reader.max_lines,
    }
    print(json.dumps(report), flush=True)
    return 1 if reader.failures else 0


if __name__ == "__main__":
    sys.exit(main())
