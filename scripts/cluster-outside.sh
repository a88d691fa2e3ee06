#!/usr/bin/env bash
# The two-process checks run from outside: two processes of the built server started the way an
# operator starts them (`npm start`, configured only by the README's variables), at the same moment,
# on an empty database of the PostgreSQL server at TEST_DATABASE_URL and an empty bucket of the S3
# test server in a process of its own; then tests/cluster runs against their URLs (CLUSTER_URLS),
# reading their database, bucket and logs as an operator would. It kills A by its pid and starts A's
# successor itself, on A's port and folder with the same variables (CLUSTER_PIDS, CLUSTER_DATA_DIRS).
# Usage: npm run build && bash scripts/cluster-outside.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
PORT_A="${PORT_A:-3591}"
PORT_B="${PORT_B:-3592}"
SMTP_PORT="${SMTP_PORT:-3593}"
work="$(mktemp -d)"
database="outside_$(date +%s)_$$"
pids=()

finish() {
  # Each started in a process group of its own (setsid): npm and tsx leave their node child behind
  # when only they are stopped.
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  # npm exits at once; the server after its drain: wait until every process of the groups is gone.
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 150); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.2; done
  done
  wait 2>/dev/null || true
  psql "$SHARED" -qc "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap finish EXIT

psql "$SHARED" -qc "create database $database"
DATABASE_URL="${SHARED%/*}/$database"

setsid npx tsx tests/cluster/s3-server-cli.ts > "$work/s3.env" 2> "$work/s3.log" &
pids+=($!)
for _ in $(seq 1 100); do grep -q '^READY$' "$work/s3.env" && break; sleep 0.2; done
grep -q '^READY$' "$work/s3.env" || { echo "the S3 test server did not start:"; cat "$work/s3.log"; exit 1; }
set -a
# shellcheck disable=SC1091
source <(grep -v '^READY$' "$work/s3.env")
set +a

# The README's variables, the same for both processes; each has a data folder of its own.
export DATABASE_URL SEED=demo TRUST_PROXY=loopback \
  ADMIN_USERNAME=faults-admin ADMIN_PASSWORD="a long faults passphrase 7" \
  FORM_RATE_LIMIT=5 FORM_RATE_WINDOW_MS=600000 \
  SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" MAIL_TO=staff@example.test MAIL_POLL_MS=200
for which in a b; do
  port=$([ "$which" = a ] && echo "$PORT_A" || echo "$PORT_B")
  mkdir -p "$work/$which"
  PORT="$port" DATA_DIR="$work/$which" setsid npm start --silent > "$work/$which.log" 2>&1 &
  pids+=($!)
done
for port in "$PORT_A" "$PORT_B"; do
  ready=""
  for _ in $(seq 1 300); do
    if curl -sf "http://127.0.0.1:$port/readyz" >/dev/null; then ready=1; break; fi
    sleep 0.5
  done
  [ -n "$ready" ] || { echo "the process on $port did not become ready:"; tail -n 20 "$work"/*.log; exit 1; }
done
# The servers' own pids (npm start runs them as its children): from their first log line.
server_pid() { grep -o '"pid":[0-9]*' "$work/$1.log" | head -n 1 | cut -d: -f2; }
echo "both ready: http://127.0.0.1:$PORT_A (pid $(server_pid a)) and http://127.0.0.1:$PORT_B (pid $(server_pid b)) on $database, bucket $S3_BUCKET"

CLUSTER_URLS="http://127.0.0.1:$PORT_A,http://127.0.0.1:$PORT_B" \
  CLUSTER_LOGS="$work/a.log,$work/b.log" CLUSTER_SMTP_PORT="$SMTP_PORT" \
  CLUSTER_PIDS="$(server_pid a),$(server_pid b)" CLUSTER_DATA_DIRS="$work/a,$work/b" \
  npx vitest run --config vitest.cluster.config.ts
