"""Bridge throughput for docs/ml.md: random masked play through the PettingZoo AEC env in one Python
process, and through GameBatch (64 games stepped per message, over 1 then 2 engine processes). Run from the checkout:
`python bench/ml_throughput.py [seconds]` with the python/ package installed (TEQ_ENGINE_CLI may
name dist/cli/teq-engine.js: a built CLI starts faster than the sources through tsx)."""

import sys
import time

import numpy as np

from teq_engine.pettingzoo import env
from teq_engine.vector import GameBatch

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
rng = np.random.default_rng(0)

e = env(players=2, seed=1)
e.reset()
steps = 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        if termination or truncation:
            action = None
        else:
            legal = np.flatnonzero(obs["action_mask"])
            action = int(legal[rng.integers(len(legal))])
            steps += 1
        e.step(action)
        if time.perf_counter() - start >= seconds:
            break
    else:
        e.reset()
elapsed = time.perf_counter() - start
e.close()
print(f"AEC env, random masked play, 2 players: {steps / elapsed:.0f} agent steps/s ({steps} steps in {elapsed:.1f} s)")

for processes in (1, 2):
    batch = GameBatch(64, players=2, seed=1000, processes=processes)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        batch.step(batch.random_actions(rng))
        steps += batch.n
    elapsed = time.perf_counter() - start
    batch.close()
    print(
        f"GameBatch, 64 games, {processes} engine process{'es' if processes > 1 else ''}, 2 players: "
        f"{steps / elapsed:.0f} agent steps/s ({batch.finished} games finished)"
    )
