#!/usr/bin/env bash
# A Slurm array job: task i of n plays shard i/n of the seed range. Submit it, then merge:
#
#   sbatch --array=1-16 examples/cluster/slurm-array.sh
#   npx teq-engine report teq-shards/shards/shard-*-of-16.jsonl --out teq-shards --name report
#
# The array's indexes must run 1..n (Slurm sets SLURM_ARRAY_TASK_ID to this task's index and
# SLURM_ARRAY_TASK_MAX to the highest). The merged report is byte-for-byte that of one run.
#SBATCH --job-name=teq-simulate
#SBATCH --cpus-per-task=2
#SBATCH --time=01:00:00
#SBATCH --output=teq-shards/logs/%A_%a.log
set -euo pipefail
: "${SLURM_ARRAY_TASK_ID:?run this as an array job: sbatch --array=1-N}"
SHARDS="${SLURM_ARRAY_TASK_MAX:?}"
ARGS="${ARGS:---games 100000 --players 4 --bots heuristic}"
OUT="${OUT:-teq-shards}"
TEQ_ENGINE="${TEQ_ENGINE:-npx --no-install teq-engine}"
mkdir -p "$OUT/shards" "$OUT/logs"
# --workers: the cores Slurm gave this task (processes playing games inside the shard).
$TEQ_ENGINE simulate $ARGS --shard "$SLURM_ARRAY_TASK_ID/$SHARDS" \
  --workers "${SLURM_CPUS_PER_TASK:-1}" --quiet --no-html --out "$OUT/shards"
