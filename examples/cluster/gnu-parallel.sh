#!/usr/bin/env bash
# Plays a seed range as SHARDS shards with GNU parallel, on this machine or on several
# (--sshlogin), then merges the shards into one report that is byte-for-byte the report of a
# single run. Each shard is one `teq-engine simulate --shard i/n` process; GNU parallel hands the
# shard numbers 1..SHARDS out to job slots as they free up.
#
#   examples/cluster/gnu-parallel.sh                  # 4 shards of 10,000 games here, -j = cores
#   SSHLOGIN="4/alice@host1,4/bob@host2,:" examples/cluster/gnu-parallel.sh
#
# Environment (all optional):
#   SHARDS    number of shards (default 4)
#   ARGS      what every shard plays (default "--games 10000 --players 4 --bots heuristic"); the seed range must be
#             the same for every shard
#   OUT       output directory (default teq-shards); with SSHLOGIN it must be a path every host
#             sees (a shared file system), or add --return/--transferfile to bring files back
#   SSHLOGIN  GNU parallel's --sshlogin list; ":" is this machine
#   WORKERS   processes playing games inside each shard (default 1: GNU parallel runs one shard per job slot)
#   TEQ_ENGINE the command that runs teq-engine (default "npx --no-install teq-engine")
set -euo pipefail
SHARDS="${SHARDS:-4}"
ARGS="${ARGS:---games 10000 --players 4 --bots heuristic}"
OUT="${OUT:-teq-shards}"
WORKERS="${WORKERS:-1}"
TEQ_ENGINE="${TEQ_ENGINE:-npx --no-install teq-engine}"
remote=()
if [ -n "${SSHLOGIN:-}" ]; then remote=(--sshlogin "$SSHLOGIN" --workdir . ); fi
mkdir -p "$OUT/shards"
# --halt now,fail=1: one failed shard stops the run (its exit code is parallel's).
parallel --will-cite --halt now,fail=1 "${remote[@]}" \
  "$TEQ_ENGINE simulate $ARGS --shard {}/$SHARDS --workers $WORKERS --quiet --no-html --out $OUT/shards" \
  ::: $(seq 1 "$SHARDS")
$TEQ_ENGINE report "$OUT"/shards/shard-*-of-"$SHARDS".jsonl --out "$OUT" --name report
