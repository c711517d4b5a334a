#!/usr/bin/env bash
# The event server of a hall, in DIR, with Debian's postgresql:
#
# event-server.sh DIR [--port N] [--hall-port N] [--local]
#   creates (or restarts) a PostgreSQL cluster listening on the LAN (SCRAM passwords only, the
#   Renju Arbiter schema, scripts/event-server.sql, in the database `renju`, the chief arbiter's
#   role `chief` with a generated password in DIR/pgpass: PGPASSFILE=DIR/pgpass), and the hall
#   server (`renju-arbiter hall-server`) on it, kept running by scripts/hall-supervisor.sh: it is
#   started again when it dies. The hall's chief arbiter is `chief` with the same password.
#   Prints the PostgreSQL URI (also in DIR/postgres-uri) and, as its last line, the chief
#   arbiter's hall address http://chief@HOST:PORT (also in DIR/hall-uri). Running it again on a
#   running DIR starts what is not running and prints the same.
# event-server.sh DIR --standby PRIMARY [--port N] [--hall-port N] [--local]
#   on a second machine: a synchronous standby of PRIMARY (HOST[:PORT], or the URI the primary
#   printed), copied with pg_basebackup and kept by streaming replication; the primary's keeper
#   then acknowledges a commit only once the standby has it. First copy the primary's DIR/pgpass
#   to DIR/pgpass here (it holds the replication password).
# event-server.sh DIR --promote
#   when the primary machine is lost: makes the standby in DIR the primary and starts the hall
#   server on it, with the primary's referees; prints the hall address as its last line.
# event-server.sh DIR --drop-standby
#   on the primary, when the standby machine is lost: commits stop waiting for it.
# event-server.sh DIR --stop
#   stops the hall server, its keeper and the cluster in DIR.
#
#   --port N       PostgreSQL's TCP port (default 5433, beside Debian's own cluster on 5432)
#   --hall-port N  the hall server's TCP port (default 8470)
#   --local        PostgreSQL on a Unix socket in DIR only and the hall server on 127.0.0.1
#                  (tests); the PostgreSQL URI names the socket
# The hall server is `renju-arbiter` from RENJU_ARBITER (remembered in DIR), the PATH or this
# checkout's build.
# Run as root, the servers run as the `postgres` system user and DIR becomes its own.
set -euo pipefail

usage() {
    echo "usage: event-server.sh DIR [--port N] [--hall-port N] [--local]" \
         "[--standby PRIMARY | --promote | --drop-standby | --stop]" >&2
    exit 2
}
[[ $# -ge 1 ]] || usage
dir=$1
shift
port=""
hall_port=""
local_only=0
action=start
primary=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --port) [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage; port=$2; shift 2 ;;
        --hall-port) [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage; hall_port=$2; shift 2 ;;
        --local) local_only=1; shift ;;
        --standby) [[ $# -ge 2 ]] || usage; action=standby; primary=$2; shift 2 ;;
        --promote) action=promote; shift ;;
        --drop-standby) action=drop-standby; shift ;;
        --stop) action=stop; shift ;;
        *) usage ;;
    esac
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
schema=$here/event-server.sql
say() { echo "event-server: $*"; }
# fail MESSAGE... [STATUS]: says why on stderr and exits with STATUS (1 unless told).
fail() {
    local status=1
    if [[ $# -gt 1 && ${!#} =~ ^[0-9]+$ ]]; then
        status=${!#}
        set -- "${@:1:$#-1}"
    fi
    echo "event-server: $*" >&2
    exit "$status"
}

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
    fail "PostgreSQL's server programs are not installed (Debian package postgresql;" \
         "scripts/install-deps.sh installs it)" 3
}
bindir=$(find_bindir)

# The servers never run as root: as root they run as the `postgres` system user.
if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || fail "no postgres system user" 3
    server_user=postgres
    as_server_command=(runuser -u postgres --)
else
    server_user=$(id -un)
    as_server_command=()
fi
# From / : the server's user may not enter the folder the script was started in.
as_server() { (cd / && "${as_server_command[@]}" "$@"); }

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
data=$dir/data
[[ ${#dir} -le 90 ]] ||
    fail "$dir is too long a path for the server's socket (90 characters at most)" 2

# Returns the pid in FILE when that process is alive and its command line holds WORD.
live_pid() {
    local pid
    pid=$(cat "$1" 2>/dev/null) || return 1
    [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null &&
        tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$2" && echo "$pid"
}

stop_hall() {
    local pid
    if pid=$(live_pid "$dir/hall-supervisor.pid" hall-supervisor); then
        kill -TERM "$pid"
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        say "stopped the hall server in $dir"
    fi
    # A hall server whose keeper was killed outright.
    if pid=$(live_pid "$dir/hall-server.pid" hall-server); then kill -TERM "$pid"; fi
    rm -f "$dir/hall-supervisor.pid" "$dir/hall-server.pid"
}

is_running() {
    [[ -f $data/postmaster.pid ]] && as_server "$bindir/pg_ctl" -D "$data" status >/dev/null
}

if [[ $action == stop ]]; then
    stop_hall
    if is_running; then
        as_server "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null
        say "stopped the cluster in $dir"
    else
        say "no cluster is running in $dir"
    fi
    exit 0
fi

[[ -n $port ]] || port=$(cat "$dir/port" 2>/dev/null || echo 5433)
[[ -n $hall_port ]] || hall_port=$(cat "$dir/hall-port" 2>/dev/null || echo 8470)
[[ $local_only -eq 1 ]] || local_only=$(cat "$dir/local" 2>/dev/null || echo 0)
chown "$server_user" "$dir"
chmod 700 "$dir"
echo "$port" >"$dir/port"
echo "$hall_port" >"$dir/hall-port"
echo "$local_only" >"$dir/local"

admin() {
    as_server "$bindir/psql" -X -q -h "$dir" -p "$port" -U "$server_user" -v ON_ERROR_STOP=1 "$@"
}
is_standby() { [[ -f $data/standby.signal ]]; }
start_cluster() {
    local listen="'*'"
    [[ $local_only -eq 1 ]] && listen="''"
    is_running && return
    as_server "$bindir/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 60 \
        -o "-p $port -c listen_addresses=$listen -c unix_socket_directories='$dir'" \
        -o "-c password_encryption=scram-sha-256 -c max_connections=200" start >/dev/null
}
# Writes a new random password (24 letters and digits) to stdout.
new_password() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 24; }

# ROLE's password, generated once and kept in DIR/pgpass (libpq's password file) for DATABASE.
# The server reads it from a file only it can read: it is never on a command line or in a log.
set_password() {
    local role=$1 database=$2 password secret=$dir/.new-password
    grep -q "^\*:\*:$database:$role:" "$dir/pgpass" 2>/dev/null && return
    password=$(new_password)
    (umask 077 && printf '%s' "$password" >"$secret")
    chown "$server_user" "$secret"
    admin -d renju -c "DO \$\$ BEGIN EXECUTE format('ALTER ROLE $role PASSWORD %L', pg_read_file('$secret')); END \$\$" >/dev/null
    rm -f "$secret"
    (umask 077 && printf '*:*:%s:%s:%s\n' "$database" "$role" "$password" >>"$dir/pgpass")
    chown "$server_user" "$dir/pgpass"
}

new_cluster() {
    as_server "$bindir/initdb" -D "$data" -U "$server_user" -E UTF8 --locale=C.UTF-8 \
        --auth-local=peer --auth-host=scram-sha-256 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
    }
    # SCRAM only: peer for the cluster's own superuser on its socket, passwords for everyone,
    # and the standby's replication account (`replica`).
    as_server tee "$data/pg_hba.conf" >/dev/null <<EOF
local   all          $server_user                 peer
local   all          all                          scram-sha-256
host    all          all          0.0.0.0/0       scram-sha-256
host    all          all          ::/0            scram-sha-256
EOF
}

# Lets the standby's account replicate (also on clusters made before the standby existed).
allow_replication() {
    grep -q '^local *replication' "$data/pg_hba.conf" && return
    as_server tee -a "$data/pg_hba.conf" >/dev/null <<EOF
local   replication  replica                      scram-sha-256
host    replication  replica      0.0.0.0/0       scram-sha-256
host    replication  replica      ::/0            scram-sha-256
EOF
    is_running && admin -d postgres -c "SELECT pg_reload_conf()" >/dev/null
    return 0
}

# The database, its roles and the schema, on a primary.
set_up_database() {
    if ! admin -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'renju'" | grep -q 1; then
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
    admin -d postgres -tAc "SELECT 1 FROM pg_roles WHERE rolname = 'replica'" | grep -q 1 ||
        admin -d postgres -c "CREATE ROLE replica LOGIN REPLICATION" >/dev/null
    # The schema is applied at every start (it only adds what is missing and replaces the
    # functions), so a restarted server has this program's rights checks.
    admin -d renju -f "$schema" >/dev/null
    # No station holds the hall up: a session left idle inside a transaction (a laptop's lid
    # closed while it held an event's lock, which an honest station keeps for milliseconds) is
    # ended by the server after 5 s, which releases the lock; a station waits at most 10 s for a
    # lock and then says so, rather than hanging without a word; no statement runs past 60 s
    # (the longest, a pushed event's journal, takes seconds), so a query stuck in the server
    # does not hold a hall server's thread for good.
    admin -d renju -c "ALTER DATABASE renju SET idle_in_transaction_session_timeout = '5s'" >/dev/null
    admin -d renju -c "ALTER DATABASE renju SET lock_timeout = '10s'" >/dev/null
    admin -d renju -c "ALTER DATABASE renju SET statement_timeout = '60s'" >/dev/null
    admin -d renju -c "INSERT INTO renju.referees (role, rights, added_by) VALUES ('chief', 'chief', 'chief') ON CONFLICT DO NOTHING" >/dev/null
    set_password chief renju
    set_password replica replication
}

# The hall server's program: RENJU_ARBITER, the one this DIR ran last, the PATH's, this checkout's.
find_binary() {
    local candidate
    for candidate in "${RENJU_ARBITER:-}" "$(cat "$dir/hall-program" 2>/dev/null || true)" \
        "$(command -v renju-arbiter || true)" "$here/../build/release/arbiter/renju-arbiter" \
        "$here/../build/dev/arbiter/renju-arbiter"; do
        if [[ -n $candidate && -x $candidate ]]; then
            realpath "$candidate" | tee "$dir/hall-program"
            return
        fi
    done
    fail "renju-arbiter is not installed (set RENJU_ARBITER to the program, or build it)" 3
}

host_name() {
    if [[ $local_only -eq 1 ]]; then
        echo 127.0.0.1
    else
        local host
        host=$(hostname -I 2>/dev/null | awk '{print $1}')
        echo "${host:-$(hostname)}"
    fi
}

# DIR as a URI's host: the cluster's socket folder.
socket_host() { printf '%s' "$dir" | sed 's|%|%25|g; s|/|%2F|g; s| |%20|g'; }

postgres_uri() {
    local host
    if [[ $local_only -eq 1 ]]; then
        host=$(socket_host)
    else
        host=$(host_name)
    fi
    echo "postgresql://chief@$host:$port/renju"
}

# Starts the hall server's keeper unless it runs, and waits until the server answers.
start_hall() {
    local binary listen=0.0.0.0 store
    binary=$(find_binary)
    [[ $local_only -eq 1 ]] && listen=127.0.0.1
    store="postgresql://chief@$(socket_host):$port/renju"
    if ! live_pid "$dir/hall-supervisor.pid" hall-supervisor >/dev/null; then
        # Its own session: closing the terminal that started it does not stop it.
        # Nothing of this script's output stays open in it (a caller reads that to its end).
        (cd / && exec setsid "${as_server_command[@]}" bash "$here/hall-supervisor.sh" "$dir" \
            "$binary" "$store" "$listen:$hall_port" "$bindir/psql" "$port") \
            </dev/null >>"$dir/hall-supervisor.log" 2>&1 &
    fi
    for _ in $(seq 100); do
        (echo >"/dev/tcp/127.0.0.1/$hall_port") 2>/dev/null && return
        sleep 0.1
    done
    tail -n 5 "$dir/hall-server.log" >&2 2>/dev/null
    fail "the hall server does not answer on port $hall_port (logs in $dir/hall-server.log)"
}

# Prints where everything is; the chief arbiter's hall address is the last line.
report() {
    local uri hall
    uri=$(postgres_uri)
    hall="http://chief@$(host_name):$hall_port"
    echo "$uri" >"$dir/postgres-uri"
    echo "$hall" >"$dir/hall-uri"
    say "PostgreSQL $("$bindir/postgres" -V | awk '{print $3}') in $dir on port $port;" \
        "use PGPASSFILE=$dir/pgpass"
    echo "$uri"
    say "the hall server on port $hall_port (started again if it dies; logs in $dir)"
    echo "$hall"
}

# PRIMARY as "HOST PORT": HOST[:PORT] or a postgresql:// URI (a socket folder as %2F...).
primary_address() {
    local text=$1 host primary_port=5433
    text=${text#postgresql://}
    text=${text#postgres://}
    text=${text#*@}
    text=${text%%/renju*}
    text=${text%%\?*}
    host=${text%:*}
    [[ $text == *:* ]] && primary_port=${text##*:}
    host=$(printf '%b' "${host//%/\\x}")
    [[ -n $host && $primary_port =~ ^[0-9]+$ ]] || fail "--standby $1: expected HOST[:PORT]" 2
    echo "$host $primary_port"
}

make_standby() {
    local address primary_host primary_port
    address=$(primary_address "$primary")
    read -r primary_host primary_port <<<"$address"
    if [[ -f $data/PG_VERSION ]]; then
        is_standby || fail "$dir already holds a cluster that is no standby"
    else
        grep -q '^\*:\*:replication:replica:' "$dir/pgpass" 2>/dev/null ||
            fail "copy the primary's DIR/pgpass to $dir/pgpass first (the replication password)" 2
        chmod 600 "$dir/pgpass"
        chown "$server_user" "$dir/pgpass"
        say "copying the primary's cluster from $primary_host:$primary_port"
        as_server env PGPASSFILE="$dir/pgpass" "$bindir/pg_basebackup" -h "$primary_host" \
            -p "$primary_port" -U replica -w -D "$data" -X stream -c fast -R \
            >"$dir/basebackup.log" 2>&1 || {
            cat "$dir/basebackup.log" >&2
            rm -rf "$data"
            exit 1
        }
        # Streams as renju_standby (the name the primary waits for); a promoted standby waits
        # for nobody until a standby of its own streams.
        as_server tee -a "$data/postgresql.auto.conf" >/dev/null <<EOF
primary_conninfo = 'host=''$primary_host'' port=$primary_port user=replica passfile=''$dir/pgpass'' application_name=renju_standby'
synchronous_standby_names = ''
EOF
        echo "$primary_host:$primary_port" >"$dir/standby-of"
    fi
    start_cluster
    # Waits until the primary acknowledges commits only once this standby has them.
    local names=""
    for _ in $(seq 60); do
        names=$(PGPASSFILE=$dir/pgpass "$bindir/psql" -X -w -tA -h "$primary_host" \
            -p "$primary_port" -U chief -d renju -c "SHOW synchronous_standby_names" \
            2>/dev/null || true)
        [[ $names == renju_standby ]] && break
        sleep 0.5
    done
    [[ $names == renju_standby ]] ||
        fail "the primary does not wait for this standby yet: is its hall server's keeper" \
             "running (event-server.sh DIR there)?"
    say "a synchronous standby of $primary_host:$primary_port in $dir on port $port:" \
        "every acknowledged command is here too; if the primary is lost, run" \
        "event-server.sh $dir --promote"
    echo "standby of $primary_host:$primary_port"
}

promote() {
    is_standby || fail "$dir holds no standby"
    start_cluster
    as_server "$bindir/pg_ctl" -D "$data" -w -t 60 promote >/dev/null
    admin -d postgres -c "ALTER SYSTEM RESET synchronous_standby_names" >/dev/null
    admin -d postgres -c "SELECT pg_reload_conf()" >/dev/null
    # The referees the primary's hall server had (its keeper kept them in the database).
    (umask 077 && admin -d renju -tAc \
        "SELECT content FROM renju.hall_files WHERE name = 'referees.json'" >"$dir/referees.json")
    if [[ -s $dir/referees.json ]]; then
        chown "$server_user" "$dir/referees.json"
    else
        rm -f "$dir/referees.json"
    fi
    rm -f "$dir/standby-of"
    say "the standby in $dir is the primary now"
}

case $action in
    standby)
        make_standby
        exit 0
        ;;
    promote)
        promote
        ;;
    drop-standby)
        admin -d postgres -c "ALTER SYSTEM RESET synchronous_standby_names" >/dev/null
        admin -d postgres -c "SELECT pg_reload_conf()" >/dev/null
        say "commits no longer wait for a standby (one that streams again is waited for again)"
        exit 0
        ;;
    start)
        if is_standby; then
            start_cluster
            say "$dir holds a standby (event-server.sh $dir --promote makes it the primary)"
            echo "standby of $(cat "$dir/standby-of" 2>/dev/null)"
            exit 0
        fi
        [[ -f $data/PG_VERSION ]] || new_cluster
        allow_replication
        start_cluster
        ;;
esac
set_up_database
start_hall
report
