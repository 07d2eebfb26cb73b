/// The schema, as forward-only migrations; `PRAGMA user_version` is the number applied.
///
/// The `quotes` view is the stable read API for consumers (SPEC 5): its columns never change meaning.
public enum Schema {
    /// The identity stamped into `PRAGMA application_id` ("QPOL"), so a foreign SQLite file is recognised.
    public static let applicationID: Int32 = 0x5150_4F4C

    public static let migrations: [String] = [
        // 1: the initial schema.
        """
        CREATE TABLE runs (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            ended_at TEXT,
            status TEXT NOT NULL CHECK (status IN ('running', 'finished', 'crashed')),
            outcome TEXT,
            exit_code INTEGER,
            readiness TEXT,
            budget_s REAL NOT NULL,
            elapsed_s REAL,
            host TEXT NOT NULL,
            os TEXT NOT NULL,
            version TEXT NOT NULL,
            config_hash TEXT NOT NULL,
            backend TEXT NOT NULL,
            model TEXT NOT NULL,
            locales TEXT NOT NULL,
            seed INTEGER NOT NULL,
            dry_run INTEGER NOT NULL DEFAULT 0,
            drafted INTEGER NOT NULL DEFAULT 0,
            accepted INTEGER NOT NULL DEFAULT 0,
            counts_json TEXT NOT NULL DEFAULT '{}',
            latency_json TEXT NOT NULL DEFAULT '{}',
            error TEXT
        ) STRICT;

        CREATE TABLE lines (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            locale TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
            retired_at TEXT,
            retired_reason TEXT,
            source TEXT NOT NULL DEFAULT 'generated' CHECK (source = 'generated'),
            public_domain INTEGER NOT NULL DEFAULT 0 CHECK (public_domain = 0),
            text_hash TEXT NOT NULL UNIQUE,
            word_count INTEGER NOT NULL,
            char_count INTEGER NOT NULL,
            mood TEXT,
            theme TEXT,
            taste_score REAL,
            taste_status TEXT NOT NULL CHECK (taste_status IN ('scored', 'skipped')),
            novelty_status TEXT NOT NULL CHECK (novelty_status IN ('proven', 'unproven')),
            novelty_max_similarity REAL,
            novelty_nearest TEXT,
            judge_kind TEXT NOT NULL CHECK (judge_kind IN ('model', 'fallback')),
            judge_quality INTEGER NOT NULL,
            judge_originality INTEGER NOT NULL,
            judge_warmth INTEGER NOT NULL,
            judge_overall INTEGER NOT NULL,
            distinctiveness REAL NOT NULL,
            model TEXT NOT NULL,
            backend TEXT NOT NULL,
            prompt_version TEXT NOT NULL,
            translated_from TEXT,
            run_id INTEGER NOT NULL REFERENCES runs(id),
            embedder TEXT,
            embedding BLOB,
            created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX lines_locale_status ON lines(locale, status, id);
        CREATE INDEX lines_created ON lines(created_at);

        CREATE TABLE candidates (
            id INTEGER PRIMARY KEY,
            run_id INTEGER NOT NULL REFERENCES runs(id),
            text TEXT NOT NULL,
            locale TEXT NOT NULL,
            stage TEXT NOT NULL,
            reason TEXT,
            detail TEXT,
            accepted INTEGER NOT NULL,
            taste_score REAL,
            novelty_max_similarity REAL,
            judge_overall INTEGER,
            judge_kind TEXT,
            distinctiveness REAL,
            elapsed_ms REAL NOT NULL,
            model TEXT NOT NULL,
            backend TEXT NOT NULL,
            persistence TEXT NOT NULL CHECK (persistence IN ('committed', 'rolled_back', 'dry_run', 'not_stored')),
            line_id INTEGER REFERENCES lines(id),
            created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX candidates_run ON candidates(run_id);
        CREATE INDEX candidates_created ON candidates(created_at, accepted);

        CREATE TABLE catalog (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            locale TEXT NOT NULL,
            text_hash TEXT NOT NULL,
            source TEXT NOT NULL,
            embedder TEXT,
            embedding BLOB,
            created_at TEXT NOT NULL,
            UNIQUE (locale, text_hash)
        ) STRICT;

        CREATE VIEW quotes AS
            SELECT id, text, locale, mood, theme, word_count, created_at, model, run_id
            FROM lines WHERE status = 'active';
        """,
        // 2: what retention removed from the candidates log, by stage and reason, so the
        // `quotepool_candidates_total` counter (the live rows plus these) never goes down.
        """
        CREATE TABLE candidates_pruned (
            stage TEXT NOT NULL,
            reason TEXT NOT NULL,
            count INTEGER NOT NULL CHECK (count >= 0),
            PRIMARY KEY (stage, reason)
        ) STRICT;
        """,
        // 3: what `quotepool judge check` measured, per judge backend and model, so a fill with
        // `judge.require_auc` uses a model judge only once it has proved itself.
        """
        CREATE TABLE judge_checks (
            id INTEGER PRIMARY KEY,
            checked_at TEXT NOT NULL,
            backend TEXT NOT NULL,
            model TEXT NOT NULL,
            dataset TEXT NOT NULL,
            dataset_sha256 TEXT NOT NULL,
            lines INTEGER NOT NULL,
            auc REAL NOT NULL,
            accept_good REAL NOT NULL,
            accept_flat REAL NOT NULL,
            invalid_rate REAL NOT NULL,
            seconds_per_call REAL NOT NULL,
            min_overall INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX judge_checks_model ON judge_checks(backend, model, checked_at);
        """,
        // 4: what novelty compared with in each run: the embedder's id (after any fallback) and the cosine
        // threshold per locale, so figures from runs with different embedders are not read as one series.
        """
        ALTER TABLE runs ADD COLUMN embedder TEXT;
        ALTER TABLE runs ADD COLUMN novelty_thresholds TEXT;
        """,
    ]

    /// The schema version this binary writes.
    public static var currentVersion: Int { migrations.count }
}
