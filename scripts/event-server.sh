#!/usr/bin/env bash
# Creates (or restarts) the PostgreSQL event server of a hall in DIR with Debian's postgresql:
# a cluster (initdb) listening on the LAN, SCRAM passwords only, the Renju Arbiter schema
# (scripts/event-server.sql) in the database `renju`, and the chief arbiter's role `chief` with a
# generated password written to DIR/pgpass (use it with PGPASSFILE=DIR/pgpass). Prints the chief
# arbiter's connection URI (no password) as its last line; an event is that URI with
# ?event=NAME.
#
# Usage: event-server.sh DIR [--port N] [--local] [--stop]
#   --port N   the TCP port (default 5433, beside Debian's own cluster on 5432)
#   --local    listen on a Unix socket in DIR only (tests); the URI names the socket
#   --stop     stop the cluster in DIR
# Run as root, the server runs as the `postgres` system user and DIR becomes its own.
set -euo pipefail

usage() { echo "usage: event-server.sh DIR [--port N] [--local] [--stop]" >&2; exit 2; }
[[ $# -ge 1 ]] || usage
dir=$1
shift
port=""
local_only=0
stop=0
while [[ $# -gt 0 ]]; do
    case $1 in
        --port) [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage; port=$2; shift 2 ;;
        --local) local_only=1; shift ;;
        --stop) stop=1; shift ;;
        *) usage ;;
    esac
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
schema=$here/event-server.sql

find_bindir() {
    local candidate
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
        [[ -x $candidate/initdb ]] && { echo "$candidate"; return; }
    done
    if command -v pg_config >/dev/null && [[ -x $(pg_config --bindir)/initdb ]]; then
        pg_config --bindir
        return
    fi
    command -v initdb >/dev/null && { dirname "$(command -v initdb)"; return; }
    echo "event-server: PostgreSQL's server programs are not installed (Debian package" \
         "postgresql; scripts/install-deps.sh installs it)" >&2
    exit 3
}
bindir=$(find_bindir)

# The server never runs as root: as root it runs as the `postgres` system user.
if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || { echo "event-server: no postgres system user" >&2; exit 3; }
    server_user=postgres
    as_server() { runuser -u postgres -- "$@"; }
else
    server_user=$(id -un)
    as_server() { "$@"; }
fi

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
data=$dir/data
if [[ ${#dir} -gt 90 ]]; then
    echo "event-server: $dir is too long a path for the server's socket (90 characters at most)" >&2
    exit 2
fi

if [[ $stop -eq 1 ]]; then
    if [[ -f $data/postmaster.pid ]]; then
        as_server "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null
        echo "event-server: stopped the cluster in $dir"
    else
        echo "event-server: no cluster is running in $dir"
    fi
    exit 0
fi

[[ -n $port ]] || port=$(cat "$dir/port" 2>/dev/null || echo 5433)
chown "$server_user" "$dir"
chmod 700 "$dir"
is_new=0
if [[ ! -f $data/PG_VERSION ]]; then
    is_new=1
    as_server "$bindir/initdb" -D "$data" -U "$server_user" -E UTF8 --locale=C.UTF-8 \
        --auth-local=peer --auth-host=scram-sha-256 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
    }
    # SCRAM only: peer for the cluster's own superuser on its socket, passwords for everyone.
    as_server tee "$data/pg_hba.conf" >/dev/null <<EOF
local   all   $server_user                 peer
local   all   all                          scram-sha-256
host    all   all          0.0.0.0/0       scram-sha-256
host    all   all          ::/0            scram-sha-256
EOF
fi
listen="'*'"
[[ $local_only -eq 1 ]] && listen="''"
echo "$port" >"$dir/port"
if [[ ! -f $data/postmaster.pid ]] || ! as_server "$bindir/pg_ctl" -D "$data" status >/dev/null; then
    as_server "$bindir/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 60 \
        -o "-p $port -c listen_addresses=$listen -c unix_socket_directories='$dir'" \
        -o "-c password_encryption=scram-sha-256 -c max_connections=200" start >/dev/null
fi

admin() { as_server "$bindir/psql" -X -q -h "$dir" -p "$port" -U "$server_user" -v ON_ERROR_STOP=1 "$@"; }

if [[ $is_new -eq 1 ]] || ! admin -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'renju'" | grep -q 1; then
    admin -d postgres <<'EOF'
CREATE ROLE renju_owner NOLOGIN CREATEROLE;
CREATE ROLE renju_viewer NOLOGIN;
CREATE ROLE renju_referee NOLOGIN IN ROLE renju_viewer;
CREATE ROLE renju_chief NOLOGIN IN ROLE renju_referee;
CREATE ROLE chief LOGIN IN ROLE renju_chief;
CREATE DATABASE renju OWNER renju_owner ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE renju FROM PUBLIC;
GRANT CONNECT ON DATABASE renju TO renju_viewer;
EOF
fi
# The schema is applied at every start (it only adds what is missing and replaces the
# functions), so a restarted server has this program's rights checks.
admin -d renju -f "$schema" >/dev/null
# No station holds the hall up: a session left idle inside a transaction (a laptop's lid closed
# while it held an event's lock, which an honest station keeps for milliseconds) is ended by
# the server after 5 s, which releases the lock; a station waits at most 10 s for a lock and
# then says so, rather than hanging without a word.
admin -d renju -c "ALTER DATABASE renju SET idle_in_transaction_session_timeout = '5s'" >/dev/null
admin -d renju -c "ALTER DATABASE renju SET lock_timeout = '10s'" >/dev/null
admin -d renju -c "INSERT INTO renju.referees (role, rights, added_by) VALUES ('chief', 'chief', 'chief') ON CONFLICT DO NOTHING" >/dev/null

# The chief arbiter's password: generated once, kept in DIR/pgpass (libpq's password file). The
# server reads it from a file only it can read, so it is never on a command line or in a log.
if [[ ! -f $dir/pgpass ]]; then
    password=$(head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 24)
    secret=$dir/.chief-password
    trap 'rm -f "$secret"' EXIT
    (umask 077 && printf '%s' "$password" >"$secret")
    chown "$server_user" "$secret"
    admin -d renju -c "DO \$\$ BEGIN EXECUTE format('ALTER ROLE chief PASSWORD %L', pg_read_file('$secret')); END \$\$" >/dev/null
    rm -f "$secret"
    (umask 077 && printf '*:*:renju:chief:%s\n' "$password" >"$dir/pgpass")
    unset password
fi

if [[ $local_only -eq 1 ]]; then
    host=$(printf '%s' "$dir" | sed 's|%|%25|g; s|/|%2F|g; s| |%20|g')
else
    host=$(hostname -I 2>/dev/null | awk '{print $1}')
    [[ -n $host ]] || host=$(hostname)
fi
echo "event-server: PostgreSQL $("$bindir/postgres" -V | awk '{print $3}') in $dir on port $port;" \
     "use PGPASSFILE=$dir/pgpass"
echo "postgresql://chief@$host:$port/renju"
