#!/usr/bin/env bash
# The end-to-end tests on a busy machine: tests/e2e runs as CI runs it (pytest-xdist workers,
# the README's options) while two CPU-bound processes spin beside it, like the other jobs of a
# shared 2-core runner. It passes only if every wait in tests/e2e waits for its event with a
# limit that holds under that load. Extra arguments go to pytest (e.g. -n 2, or one file).
#
#   tools/busy_e2e.sh                # tests/e2e, 3 workers, 2 spinners
#   BUSY_SPINNERS=4 tools/busy_e2e.sh tests/e2e/test_robots.py
set -euo pipefail
cd "$(dirname "$0")/.."

python=.venv/bin/python
[[ -x $python ]] || python=python3
spinners=${BUSY_SPINNERS:-2}

pids=()
stop_spinners() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
}
trap stop_spinners EXIT

for _ in $(seq "$spinners"); do
    "$python" -c 'while True: pass' &
    pids+=("$!")
done
echo "busy_e2e: ${#pids[@]} CPU-bound processes beside the tests (pids ${pids[*]})"

args=("$@")
if [[ ${#args[@]} -eq 0 ]]; then
    args=(-n 3 --dist loadfile tests/e2e)
elif [[ ! " ${args[*]} " =~ " -n " ]]; then
    args=(-n 3 --dist loadfile "${args[@]}")
fi
start=$(date +%s)
status=0
"$python" -m pytest -p no:cacheprovider "${args[@]}" || status=$?
echo "busy_e2e: pytest exited $status after $(( $(date +%s) - start )) s;" \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
