#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the PostgreSQL store's tests and for trying it out.
#
#   scripts/postgres.sh start [DIR] [PORT]   initdb into DIR (default /tmp/quotepool-pg), start it on 127.0.0.1:PORT
#                                            (default 55432), create the roles quotepool_writer and quotepool_reader
#                                            and the database quotepool, and a password file DIR/pgpass (0600)
#   scripts/postgres.sh env [DIR] [PORT]     the exports the tests read: QUOTEPOOL_PG_URL, PGPASSFILE,
#                                            QUOTEPOOL_PG_READER_URL, QUOTEPOOL_PG_ADMIN (psql as the superuser)
#   scripts/postgres.sh url [DIR] [PORT]     the writer's URL
#   scripts/postgres.sh stop [DIR]           stop the cluster and remove DIR
#
# The server runs as an unprivileged user: the caller, or `postgres` when the caller is root (PostgreSQL refuses
# to run as root). Needs Debian's postgresql package (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin).
set -euo pipefail

action=${1:-}
dir=${2:-${QUOTEPOOL_PG_DIR:-/tmp/quotepool-pg}}
port=${3:-${QUOTEPOOL_PG_PORT:-55432}}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "postgres.sh: no PostgreSQL server found (install Debian's postgresql package)" >&2
    exit 69
fi

as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

writer_url() { echo "postgres://quotepool_writer@127.0.0.1:$port/quotepool?sslmode=disable"; }

case "$action" in
start)
    if [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
        echo "postgres.sh: already running in $dir on port $port" >&2
        exit 0
    fi
    rm -rf "$dir"
    mkdir -p "$dir/sock" "$dir/data"
    chmod 755 "$dir"
    chmod 700 "$dir/data"
    umask 077
    admin_pw=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
    writer_pw=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
    reader_pw=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
    printf '%s\n' "$admin_pw" >"$dir/admin.pw"
    if [ "$(id -u)" = 0 ]; then chown -R postgres: "$dir/sock" "$dir/data" "$dir/admin.pw"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U qp_admin --pwfile="$dir/admin.pw" -E UTF8 --no-locale \
        --auth-local=trust --auth-host=scram-sha-256 >"$dir/initdb.log"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/sock/server.log" -w \
        -o "-k $dir/sock -p $port -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null
    psql_admin=(psql -X -q -v ON_ERROR_STOP=1 -h "$dir/sock" -p "$port" -U qp_admin)
    "${psql_admin[@]}" -d postgres <<SQL
CREATE ROLE quotepool_writer LOGIN PASSWORD '$writer_pw';
CREATE ROLE quotepool_reader LOGIN PASSWORD '$reader_pw';
CREATE DATABASE quotepool OWNER quotepool_writer;
REVOKE ALL ON DATABASE quotepool FROM PUBLIC;
GRANT CONNECT ON DATABASE quotepool TO quotepool_reader;
SQL
    "${psql_admin[@]}" -d quotepool <<SQL
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO quotepool_reader;
SQL
    {
        echo "127.0.0.1:$port:*:quotepool_writer:$writer_pw"
        echo "127.0.0.1:$port:*:quotepool_reader:$reader_pw"
    } >"$dir/pgpass"
    chmod 600 "$dir/pgpass"
    echo "postgres.sh: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running in $dir on 127.0.0.1:$port" >&2
    ;;
env)
    echo "export QUOTEPOOL_PG_URL='$(writer_url)'"
    echo "export QUOTEPOOL_PG_READER_URL='postgres://quotepool_reader@127.0.0.1:$port/quotepool?sslmode=disable'"
    echo "export PGPASSFILE='$dir/pgpass'"
    echo "export QUOTEPOOL_PG_ADMIN='psql -X -q -h $dir/sock -p $port -U qp_admin -d quotepool'"
    ;;
url)
    writer_url
    ;;
stop)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
*)
    echo "usage: scripts/postgres.sh start|env|url|stop [DIR] [PORT]" >&2
    exit 64
    ;;
esac
