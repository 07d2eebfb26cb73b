/// The `--help` texts, one per command; `HelpTextTests` compares them against saved copies.
enum HelpText {
    /// The head of `quotepool --help`, above the command list (``CommandRegistry/mainHelp``).
    static let mainHead = """
        quotepool — keeps a pool of short, original generated lines filled.

        USAGE: quotepool <command> [options]

        COMMANDS:
        """

    /// The foot of `quotepool --help`, below the command list.
    static let mainFoot = """
        Run 'quotepool <command> --help' for a command's options.
        Exit codes follow sysexits: 0 ok, 64 usage, 65 bad input file, 66 no database, 69 backend unavailable,
        70 internal error, 73 database cannot be opened for writing, 74 I/O error, 75 try again later,
        78 bad config, 130/143 interrupted.
        """

    static let fill = """
        USAGE: quotepool fill [options]

        Drafts candidates, runs each through readiness, gate, spelling, form, taste, novelty, judge and
        distinctiveness, and commits the survivors in batches. Stops at the pool target, at
        --max-accepted, or before the budget runs out (it exits within the budget plus one second).

        OPTIONS:
          --budget <time>       Time budget: 90, 90s, 2m, 1m30s, or background (120s), foreground (45s),
                                brief (20s). Default: $QUOTEPOOL_BUDGET, else config `budget`, else 120s.
          --locale <list>       Locales to fill, comma-separated (default: config `locales`).
          --seed <n>            Seed for the builtin composer (default: a fresh seed, stored in the run row).
          --max-accepted <n>    Accept at most n lines in this run, all locales together.
          --config <file>       Config file (default: $QUOTEPOOL_CONFIG, ./quotepool.json5,
                                /etc/quotepool/quotepool.json5).
          --db <file|url>       Database: an SQLite file, or postgres://user@host:port/dbname?sslmode=…
                                for a pool several hosts fill at once (password from PGPASSFILE,
                                ~/.pgpass, PGPASSWORD or config `password_file`, never the URL).
                                Default: $QUOTEPOOL_DB, config `database`, $STATE_DIRECTORY/quotepool.sqlite,
                                ./quotepool.sqlite.
          --host-id <name>      Name recorded as this run's host (default: the machine's host name).
          --dry-run             Run every stage but commit nothing.
          --json                Print one summary object on stdout (also on failure).
          --log-format <fmt>    logfmt or json (default: config `log_format`, $QUOTEPOOL_LOG_FORMAT).
          --log-level <level>   error, warn, info (a line per run and per batch) or debug (also a line per
                                draft). Default: config `log_level`, else info.
          --metrics-file <path> Write Prometheus textfile metrics there, atomically (default: config
                                `metrics_file`).
          -h, --help            Show this help.
        """

    static let query = """
        USAGE: quotepool query [options]

        Reads active lines from the pool. Opens the database read-only and never generates.

        OPTIONS:
          --locale <code>       Only this locale.
          --mood <name>         Only this mood (case-insensitive).
          --theme <name>        Only this theme (case-insensitive).
          --text <words>        Only lines containing this text (case-insensitive).
          --since <time>        Only lines created at or after this UTC time (2026-11-01 or 2026-11-01T08:00:00Z).
          --random              Random order instead of newest first.
          --today               The line of the day: one per locale, fixed for the whole UTC day; other
                                filters then only say whether that line is shown.
          --limit <n>           At most n lines (default 20, at most 500).
          --format <fmt>        table, json or ndjson (default table).
          --config <file>       Config file (for the database path).
          --db <file|url>       Database to read (an SQLite file or a postgres:// URL).
          -h, --help            Show this help.
        """

    static let report = """
        USAGE: quotepool report [options]

        Reports the last runs and what became of their drafts: each run's outcome, readiness, backend,
        model, drafts and acceptances; the acceptance funnel per stage; rejections by reason and by
        locale; candidate latency (p50, p95, max); active lines per locale and lines created per day
        over the last 30 days. Opens the database read-only and never generates.

        OPTIONS:
          --runs <n>            Report the last n runs (default 20, at most 10000).
          --json                Print one JSON object: runs, funnel, rejections, latency_ms, pool_size,
                                pool_growth.
          --html <file>         Also write a self-contained HTML page with charts (no scripts, nothing
                                loaded from elsewhere).
          --config <file>       Config file (for the database path).
          --db <file|url>       Database to read (an SQLite file or a postgres:// URL).
          -h, --help            Show this help.
        """

    static let eval = """
        USAGE: quotepool eval --dataset <file.jsonl> [options]
               quotepool eval --novelty-set <dir>[,<dir>...] [--split even|odd|all] [--calibrate] [options]

        Runs labeled lines through the same stage chain as fill and reports accuracy.
        Each line: {"text": "...", "locale": "en", "expect": "accept"|"reject", "reason": "<code>"}.

        OPTIONS:
          --dataset <file>      The labeled JSONL file (required unless --novelty-set).
          --through <stage>     gate, form (gate, spelling, form), novelty (gate, spelling,
                                form, taste, novelty) or all (default all).
          --catalog <file>      Novelty catalog: one line per row, or JSONL with text and locale.
                                Without it the catalog is empty; lines never count as catalog
                                for one another.
          --config <file>       Config file (thresholds, blocklist).
          --novelty-set <dir>   Paraphrase set (JSONL of group, locale, anchor, variant, kind): per locale,
                                ROC AUC, edits and paraphrases caught and fresh lines flagged by novelty.
                                Several directories, comma-separated, count as one set. With
                                novelty.threshold "auto", each pool of a directory (its rows' pool,
                                else all of them) is one catalog of its anchors, judged by the
                                embedder's fitted near-duplicate decision.
          --split <groups>      Groups counted with --novelty-set: even, odd or all (default: even,
                                and all with --calibrate).
          --calibrate           With --novelty-set: print the thresholds the calibration rule picks.
          --json                Print one JSON object (with --novelty-set, an array, one per locale);
                                a ratio with nothing to divide by is null.
          -h, --help            Show this help.
        """

    static let importLines = """
        USAGE: quotepool import --locale <code> [--create] <file>

        Adds reference lines (one per line, or JSONL with "text") to the novelty catalog, so generated
        lines do not echo them. They are never served. JSONL rows with another "locale" are skipped and
        counted.

        OPTIONS:
          --locale <code>       Locale of the lines (required); a region such as pt-BR goes to the pool of
                                its language (pt).
          --create              Create the database if it does not exist (without it, a missing database
                                is an error, so a mistyped --db creates nothing).
          --config <file>       Config file.
          --db <file|url>       Database (an SQLite file or a postgres:// URL).
          -h, --help            Show this help.
        """

    static let retire = """
        USAGE: quotepool retire --reason <text> <id>...

        Takes lines out of service: they leave the quotes view at once and stay in the novelty catalog.
        Prints the ids it retired and those retired before. An id that names no line retires nothing:
        it is named and the command exits 65.

        OPTIONS:
          --reason <text>       Why (required; stored with the line).
          --config <file>       Config file.
          --db <file|url>       Database (an SQLite file or a postgres:// URL).
          -h, --help            Show this help.
        """

    static let bench = """
        USAGE: quotepool bench [--json] [--seed <n>] [--quick]

        Times each stage and the whole builtin chain on synthetic data generated from the seed, in a
        temporary directory: gate, builtin embedding, distinctiveness and the fallback judge per line; the
        spelling check per line (every word looked up in Hunspell's en_US and en_GB, with and without
        cached answers) and the time the served locales' dictionaries take to load, when Hunspell and
        the dictionaries are installed (scripts/install-dictionaries.sh); the novelty scan against 1,000,
        10,000 and 100,000 vectors of 384 dimensions (full and half precision, with top-1 agreement and
        the share of this machine's memory bandwidth); the lexical guard's search against 10,000 and
        100,000 lines; the chain per candidate (spelling included) with a 10,000-line catalog, over every
        candidate and over those that passed novelty and ran every stage; a 32-line commit; opening a
        10,000-line pool and loading its catalog; `query --random` and `fill` start-up as new processes;
        the minilm, e5 and use embedders when their files are installed ($QUOTEPOOL_MINILM_DIR,
        $QUOTEPOOL_E5_DIR and $QUOTEPOOL_USE_DIR, else the default places): loading, lines in batches of
        64 and one line alone.
        Reports median and 95th percentile.
        Build with `swift build -c release` first: debug figures say so and are not representative.

        OPTIONS:
          --json                One JSON object on stdout.
          --seed <n>            Seed for the synthetic data (default 1).
          --quick               Fewer repetitions and smaller catalogs (a smoke test, not a measurement).
          --make-pool <file>    Only write a new pool of synthetic lines (with --lines <n>, default 10000),
                                for measuring a fill against a large catalog (scripts/bench.sh).
          -h, --help            Show this help.
        """

    static let config = """
        USAGE: quotepool config <check|show|init> [options]

          check                 Validate the config (and its drop-ins); exit 78 with the key path on error.
          show                  Print the effective config as JSON (file, drop-ins and environment merged).
          init [<file>]         Write a commented starter file (default ./quotepool.json5; never overwrites).

        OPTIONS:
          --config <file>       Config file to check or show.
          -h, --help            Show this help.
        """

    static let taste = """
        USAGE: quotepool taste train --dataset <file.jsonl> [--dataset <file.jsonl>...] --out <file> [options]
               quotepool taste train --from-db <db> [--min-age <duration>] --out <file> [options]

        Fits the taste filter: logistic regression over hashed word and character n-grams and counted
        features of specificity (concrete nouns, action verbs, numbers, names, sensory words against
        abstract words, idioms, formulas and dangling endings), calibrated per locale, with a threshold
        per locale. Calibration and thresholds are fitted on scores of styles the weights did not see.
        Lines are JSONL in the eval format ("expect": "accept" is to taste) or labeled ("label":
        "good"|"flat", with an optional "style").

        --from-db learns from your verdicts: lines retired with a reason are not to taste, lines kept
        active for at least --min-age are, merged with the lines the shipped model was trained on. The
        report then shows, style by style, how a model trained without each shipped style scores it,
        for the shipped set alone and with your verdicts, so a model taught to accept flat lines shows.
        Point `taste.model` in the config at the file to use it instead of the shipped model.

        OPTIONS:
          --dataset <file>      Labeled JSONL file (repeatable).
          --from-db <db>        Learn from the pool's retired and kept lines plus the shipped set.
          --min-age <duration>  How long a line must have stayed active to count as kept (default 14d;
                                w, d, h, m, s as in 1w2d or 36h; a bare number is seconds).
          --out <file>          Where to write the model (JSON).
          --held-out-styles     Also report, style by style, a model trained without that style
                                (always on with --from-db).
          --seed <n>            Seed for the folds and the training order (default 1).
          --json                Print the figures as one JSON object.
          -h, --help            Show this help.
        """

    static let judge = """
        USAGE: quotepool judge check --dataset <file.jsonl> [options]

        Runs the configured judge (judge.backend: a backend's model, or fallback) on lines labeled
        "good" or "flat" ({"text", "locale", "label"} per line) and prints its ROC AUC, the shares of good
        and flat lines it accepts at judge.min_overall, its invalid answers and the time per call. The
        result is stored in the pool with the judge's model: with judge.require_auc set, a fill uses a
        model judge only once its newest check reached that AUC, and the fallback judge until then.

        OPTIONS:
          --dataset <file>      Labeled lines (repeatable), e.g. Tests/Fixtures/judge/en.jsonl.
          --config <file>       Config file.
          --db <file|url>       Database the result is stored in (an existing pool; never created).
          --no-store            Print the figures only.
          --json                One JSON object on stdout.
          -h, --help            Show this help.
        """

    static let doctor = """
        USAGE: quotepool doctor [options]

        Checks what a fill needs, without drafting: the config, the database (directory, permissions,
        schema, quick_check, free disk), the fill lock, and the readiness of every configured backend
        (ready, unreachable, model_loading, model_missing, locale_unsupported, unauthorized,
        misconfigured), and the embedder novelty would use with its thresholds (embedder auto: the best
        installed, use, else e5, else builtin). Exits with the code a fill would exit with now; a running
        fill is reported, not a failure.

        OPTIONS:
          --config <file>       Config file.
          --db <file|url>       Database (an SQLite file or a postgres:// URL).
          --json                Print the checks as one JSON object.
          -h, --help            Show this help.
        """

    static let db = """
        USAGE: quotepool db backup <file> [options]
               quotepool db check [options]
               quotepool db copy <from> <to> [options]

          backup <file>         Write a consistent copy (VACUUM INTO) while fills may run, flush it to
                                disk, mode 0640. Never overwrites an existing file. SQLite only (back up
                                a PostgreSQL pool with pg_dump, or copy it into an SQLite file).
          check                 Full integrity and foreign-key check, read-only; exit 73 when damaged.
          copy <from> <to>      Copy a pool between stores (an SQLite file or a postgres:// URL each):
                                runs, lines with their vectors, reference lines, judge checks, ids kept,
                                in batches; a copy that stopped resumes. Verified by row counts and a
                                digest of the served lines and vectors (exit 65 when <to> held other
                                rows). Stop fills on both first; the candidates log is not copied.

        OPTIONS:
          --config <file>       Config file (for the database path).
          --db <file|url>       Database (an SQLite file or a postgres:// URL).
          -h, --help            Show this help.
        """
}
