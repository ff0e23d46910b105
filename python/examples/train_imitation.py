"""Trains a policy by imitating the engine's heuristic bot, with numpy only, and saves it.

    python python/examples/train_imitation.py [--games 40] [--out policy.npz]

The policy is a masked softmax over the action ids, linear in the observation (docs/ml.md). Data:
2-player base games against the random bot; at each of the learner's decisions the heuristic bot
is asked for its choice (`ml-advice`), recorded with the observation and the mask, and played.
Training: cross-entropy of the masked softmax against the heuristic's ids, full-batch Adam.
"""

import argparse
import time

import numpy as np
from common import Engine, decode, masked_softmax, new_games, save

parser = argparse.ArgumentParser()
parser.add_argument("--games", type=int, default=40, help="games of heuristic play to imitate")
parser.add_argument("--epochs", type=int, default=80)
parser.add_argument("--out", default="policy.npz")
parser.add_argument("--seed", type=int, default=1)
args = parser.parse_args()
start = time.monotonic()

# 1. Data: the heuristic's choices in games against random bots (the learner's seat alternates).
engine = Engine(timeout=300)
seeds = [100_000 + args.seed * 1000 + i for i in range(args.games)]
frames = new_games(engine, seeds, lambda i: [None, "random"] if i % 2 == 0 else ["random", None])
X, M, Y = [], [], []
live = [f for f in frames if not f["done"]]
while live:
    steps = []
    for f in live:
        seat, obs, mask = decode(f)
        advice = engine.call("ml-advice", game=f["game"], bot="heuristic", seed=len(Y))["action"]
        X.append(obs)
        M.append(mask)
        Y.append(advice)
        steps.append({"game": f["game"], "action": advice})
    answer = engine.call("ml-step-many", steps=steps)
    live = [f for f in answer["frames"] if not f["done"]]
engine.close()
X, M, Y = np.array(X, np.float32), np.array(M, np.int8), np.array(Y)
print(f"{len(Y)} decisions from {args.games} games in {time.monotonic() - start:.0f} s", flush=True)

# 2. Training: full-batch Adam on the masked cross-entropy, with a little L2.
rng = np.random.default_rng(args.seed)
n_obs, n_act = X.shape[1], M.shape[1]
policy = {"W": rng.normal(0, 0.01, (n_obs, n_act)).astype(np.float32), "b": np.zeros(n_act, np.float32)}
moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in policy.items()}
onehot = np.zeros_like(M, dtype=np.float32)
onehot[np.arange(len(Y)), Y] = 1
for epoch in range(1, args.epochs + 1):
    p = masked_softmax(X @ policy["W"] + policy["b"], M)
    loss = -np.mean(np.log(p[np.arange(len(Y)), Y] + 1e-9))
    g = (p - onehot) / len(Y)
    grads = {"W": X.T @ g + 1e-4 * policy["W"], "b": g.sum(axis=0)}
    for k in policy:
        m, v = moments[k]
        m[:] = 0.9 * m + 0.1 * grads[k]
        v[:] = 0.999 * v + 0.001 * grads[k] ** 2
        policy[k] -= 0.01 * (m / (1 - 0.9**epoch)) / (np.sqrt(v / (1 - 0.999**epoch)) + 1e-8)
    if epoch % 20 == 0 or epoch == 1:
        accuracy = np.mean(np.argmax(np.where(M > 0, X @ policy["W"] + policy["b"], -np.inf), axis=1) == Y)
        print(f"epoch {epoch}: loss {loss:.3f}, agreement with the heuristic {accuracy:.1%}", flush=True)

save(args.out, policy, {"observation_length": n_obs, "action_count": n_act})
print(f"saved {args.out} after {time.monotonic() - start:.0f} s")
