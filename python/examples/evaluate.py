"""Evaluates a saved policy against the random bot in 2-player base games and prints the win rate
with its 95% Wilson interval.

    python python/examples/evaluate.py [--policy policy.npz] [--games 200]

The policy plays greedily (its highest-scoring legal id), seat 0 in even games and seat 1 in odd
ones; the seeds are fixed (`--seed`), so a run is reproducible. A win: the policy's seat is among
the winners after the rulebook's tie-breaks.
"""

import argparse
import math
import time

from common import Engine, decode, greedy, load, new_games

parser = argparse.ArgumentParser()
parser.add_argument("--policy", default="policy.npz")
parser.add_argument("--games", type=int, default=200)
parser.add_argument("--seed", type=int, default=7)
args = parser.parse_args()
start = time.monotonic()
policy = load(args.policy)

engine = Engine(timeout=300)
seeds = [args.seed * 1000 + i for i in range(args.games)]
learner = [i % 2 for i in range(args.games)]
frames = new_games(engine, seeds, lambda i: [None, "random"] if learner[i] == 0 else ["random", None])
index = {f["game"]: i for i, f in enumerate(frames)}
wins = 0
live = []
for f in frames:
    if f["done"]:
        wins += learner[index[f["game"]]] in f["winners"]
    else:
        live.append(f)
while live:
    steps = []
    for f in live:
        seat, obs, mask = decode(f)
        steps.append({"game": f["game"], "action": greedy(policy, obs, mask)})
    answer = engine.call("ml-step-many", steps=steps)
    live = []
    for f in answer["frames"]:
        if f["done"]:
            wins += learner[index[f["game"]]] in f["winners"]
        else:
            live.append(f)
engine.close()

n, z = args.games, 1.96
rate = wins / n
centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
print(f"win rate against the random bot: {wins}/{n} = {rate:.1%}, 95% Wilson interval [{centre - half:.1%}, {centre + half:.1%}] ({time.monotonic() - start:.0f} s)")
