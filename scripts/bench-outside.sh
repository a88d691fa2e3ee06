#!/usr/bin/env bash
# The uncached figures of `npm run bench`, measured from outside it: the built site started by
# `npm start` itself (its heap limits, PUBLIC_CACHE=0, the demo content on a new data folder),
# loaded by autocannon's command line (20 connections, a browser's Accept-Encoding), the targets
# taken in turn within one run; resident memory read from /proc (VmRSS 2 s after ready, VmHWM at
# the end: the peak). Nothing of the bench's own code is used. Run `npm run build` first.
#   bash scripts/bench-outside.sh            # 10 s a target; OUTSIDE_SECONDS, OUTSIDE_PORT to change
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${OUTSIDE_SECONDS:-10}"
port="${OUTSIDE_PORT:-3660}"
data="$(mktemp -d)"
[ -f build/server/main.js ] || { echo "build/server/main.js is missing: run npm run build first" >&2; exit 1; }

origin="http://127.0.0.1:$port"
npm_pid=""
server_pid=""
# The node process under npm (npm → sh → node build/server/main.js).
find_server() {
  local queue=("$npm_pid") pid children
  while [ ${#queue[@]} -gt 0 ]; do
    pid="${queue[0]}"
    queue=("${queue[@]:1}")
    if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = node ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q "build/server/main.js"; then
      echo "$pid"
      return 0
    fi
    mapfile -t children < <(pgrep -P "$pid" || true)
    queue+=("${children[@]}")
  done
  return 1
}
# Stopping the server ends npm start with it.
stop() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null || true
  [ -n "$npm_pid" ] && wait "$npm_pid" 2>/dev/null || true
  npm_pid=""
  server_pid=""
}
trap 'stop; rm -rf "$data"' EXIT
start() {
  PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" SEED=demo PUBLIC_CACHE=0 LOG_LEVEL=warn \
    ADMIN_USERNAME=bench ADMIN_PASSWORD="Outside-bench-$RANDOM-Aa1!" npm start >"$data/start.log" 2>&1 &
  npm_pid=$!
  for _ in $(seq 1 600); do
    if curl -fs "$origin/readyz" >/dev/null 2>&1; then
      server_pid="$(find_server)" || { echo "no server process found under npm start" >&2; exit 1; }
      return 0
    fi
    sleep 0.5
  done
  echo "the site did not get ready on $origin:" >&2
  tail -n 20 "$data/start.log" >&2
  exit 1
}
# The first start creates the database and the demo images; the measured one opens them, as a
# site's every later start does.
start
stop
start
rss() { awk -v key="$1:" '$1 == key { print int($2 / 1024) }' "/proc/$server_pid/status"; }
sleep 2 # as the bench reads it: two seconds after ready
idle="$(rss VmRSS)"

fabric="$(curl -fs "$origin/api/fabrics?page_size=1" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).data[0].id))')"
targets=("/healthz" "/api/fabrics" "/fabrics" "/fabric/$fabric")
declare -A rps
for target in "${targets[@]}"; do
  # One warm-up second, then the measure.
  npx autocannon -c 20 -d 1 -H "accept-encoding: gzip, br" -H "cookie: seen=1; i18next=en" "$origin$target" >/dev/null 2>&1
  rps[$target]="$(npx autocannon -c 20 -d "$seconds" -j -H "accept-encoding: gzip, br" -H "cookie: seen=1; i18next=en" "$origin$target" 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{const r=JSON.parse(s);if(r.non2xx||r.errors)throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);console.log(r.requests.average)})')"
done

echo "npm start, PUBLIC_CACHE=0, demo content, autocannon -c 20 -d $seconds, Accept-Encoding: gzip, br"
printf '%-22s %10s %10s\n' target "req/s" "÷ /healthz"
for target in "${targets[@]}"; do
  printf '%-22s %10.0f %10.3f\n' "$target" "${rps[$target]}" "$(node -e "console.log(${rps[$target]} / ${rps[/healthz]})")"
done
echo "RSS idle (2 s after ready): ${idle} MB; peak over the run (VmHWM): $(rss VmHWM) MB"
