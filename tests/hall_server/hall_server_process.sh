# Sourced by the hall's shell tests: starts `renju-arbiter hall-server` on the folder `events`
# with referees.json and chief.pw in the test's folder, on $port (any free port when unset),
# and sets server_pid and port once it listens. A loaded machine may take seconds to start it.
start_server() {
    "$binary" hall-server events --referees referees.json --chief-password-file chief.pw \
        --listen "127.0.0.1:${port:-0}" > server.log 2>&1 &
    server_pid=$!
    for _ in $(seq 150); do
        grep -q "at http://" server.log 2>/dev/null && break
        sleep 0.1
    done
    port=$(sed -n 's|.*at http://127.0.0.1:\([0-9]*\).*|\1|p' server.log)
    [[ -n $port ]] || { echo "the hall server did not start: $(cat server.log)"; exit 1; }
}
