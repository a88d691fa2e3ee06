#!/bin/sh
# Restarts the site's processes one at a time behind the load balancer (docs/deploy.md, "Rolling
# restart"): SIGTERM (the process drains: /readyz 503, answers close their connections, the
# listener closes after SHUTDOWN_GRACE_MS, requests in flight finish), wait for the exit, start
# it again, wait for its /readyz 200, let the proxy see it back, then the next one.
#
#   scripts/rolling-restart.sh compose app1 app2     the services of compose.yaml
#   scripts/rolling-restart.sh processes RUN_DIR     plain processes, RUN_DIR holding per process:
#       NAME.start  a shell script that runs the server in the foreground (`exec node ...`)
#       NAME.url    the process's own address, e.g. http://127.0.0.1:3001 (for its /readyz)
#       NAME.pid    its process id (written by `start`), NAME.log its output (appended)
#   scripts/rolling-restart.sh start RUN_DIR NAME    starts one process of RUN_DIR in the background
#
# SETTLE_SECONDS (default 2): the pause after a process is ready, before the next one is stopped;
# with nginx's fail_timeout (deploy/nginx.conf, 5 s) it must leave the proxy time to try the
# restarted process again: SETTLE_SECONDS + SHUTDOWN_GRACE_MS >= fail_timeout.
# READY_SECONDS (default 120): how long a process may take to become ready; EXIT_SECONDS (default
# 30): how long it may take to exit after SIGTERM (the server itself gives up after 25 s).
set -eu

SETTLE_SECONDS=${SETTLE_SECONDS:-2}
READY_SECONDS=${READY_SECONDS:-120}
EXIT_SECONDS=${EXIT_SECONDS:-30}

say() { echo "rolling-restart: $*"; }
fail() {
  echo "rolling-restart: $*" >&2
  exit 1
}

# Exit status 0 when the URL answers 200 (node is there wherever the site runs).
ready_check='fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))'

# Polls a command every 0.2 s until it succeeds, for at most $1 seconds.
wait_until() {
  limit=$1
  shift
  tries=$((limit * 5))
  while ! "$@" >/dev/null 2>&1; do
    tries=$((tries - 1))
    [ "$tries" -gt 0 ] || return 1
    sleep 0.2
  done
}

# Gone: no such process, or a zombie nobody has reaped yet.
gone() {
  ! kill -0 "$1" 2>/dev/null && return 0
  state=$(sed 's/^.*) \(.\).*$/\1/' "/proc/$1/stat" 2>/dev/null || echo Z)
  [ "$state" = Z ]
}

start_process() {
  dir=$1
  name=$2
  [ -f "$dir/$name.start" ] || fail "$dir/$name.start is missing"
  nohup sh "$dir/$name.start" >>"$dir/$name.log" 2>&1 </dev/null &
  echo $! >"$dir/$name.pid"
}

restart_process() {
  dir=$1
  name=$2
  url=$(cat "$dir/$name.url")
  if [ -f "$dir/$name.pid" ]; then
    pid=$(cat "$dir/$name.pid")
    say "$name: SIGTERM to $pid, draining"
    kill -TERM "$pid" 2>/dev/null || true
    wait_until "$EXIT_SECONDS" gone "$pid" || fail "$name ($pid) did not exit within ${EXIT_SECONDS} s"
  fi
  say "$name: starting"
  start_process "$dir" "$name"
  wait_until "$READY_SECONDS" node -e "$ready_check" "$url/readyz" ||
    fail "$name did not become ready within ${READY_SECONDS} s (see $dir/$name.log)"
  say "$name: ready"
}

restart_service() {
  service=$1
  say "$service: stopping (SIGTERM, drain)"
  docker compose stop --timeout 30 "$service"
  say "$service: starting"
  docker compose up --detach --no-deps "$service"
  wait_until "$READY_SECONDS" docker compose exec -T "$service" node -e "$ready_check" http://127.0.0.1:3000/readyz ||
    fail "$service did not become ready within ${READY_SECONDS} s (docker compose logs $service)"
  say "$service: ready"
}

mode=${1:-}
case "$mode" in
start)
  [ $# -eq 3 ] || fail "usage: $0 start RUN_DIR NAME"
  start_process "$2" "$3"
  ;;
processes)
  [ $# -eq 2 ] || fail "usage: $0 processes RUN_DIR"
  found=0
  for file in "$2"/*.start; do
    [ -f "$file" ] || continue
    [ "$found" -eq 0 ] || sleep "$SETTLE_SECONDS"
    found=1
    restart_process "$2" "$(basename "$file" .start)"
  done
  [ "$found" -eq 1 ] || fail "no NAME.start in $2"
  ;;
compose)
  shift
  [ $# -gt 0 ] || fail "usage: $0 compose SERVICE..."
  first=1
  for service in "$@"; do
    [ "$first" -eq 1 ] || sleep "$SETTLE_SECONDS"
    first=0
    restart_service "$service"
  done
  ;;
*)
  fail "usage: $0 processes RUN_DIR | compose SERVICE... | start RUN_DIR NAME"
  ;;
esac
say "done"
