"""Fits the MCTS bot's dawn value: per round (dawn of rounds 2..5), a ridge regression of a seat's
final score on its dawn features (bench/dawn-value-data.ts). Prints held-out R^2 and RMSE of the
fit and of the heuristic evaluation (score + expectation), and the weights as TypeScript.

    python3 bench/dawn_value_fit.py data.jsonl [more.jsonl ...]
"""
import json
import sys

import numpy as np

rows = [json.loads(line) for path in sys.argv[1:] for line in open(path)]
names = None
out = {}
for r in sorted({row["round"] for row in rows}):
    sel = [row for row in rows if row["round"] == r]
    x = np.array([row["x"] for row in sel], dtype=float)
    y = np.array([row["final"] for row in sel], dtype=float)
    g = np.array([row["game"] for row in sel])
    test = g % 5 == 0
    a = np.hstack([np.ones((len(x), 1)), x])
    lam = 1.0
    reg = lam * np.eye(a.shape[1])
    reg[0, 0] = 0
    w = np.linalg.solve(a[~test].T @ a[~test] + reg, a[~test].T @ y[~test])
    pred = a[test] @ w
    heur = x[test, 0] + x[test, 1]
    # the heuristic with its best affine rescaling (a fair comparison)
    hb = np.polyfit(x[~test, 0] + x[~test, 1], y[~test], 1)
    heur_fit = np.polyval(hb, heur)
    def r2(p):
        return 1 - np.mean((y[test] - p) ** 2) / np.var(y[test])
    print(f"round {r}: n={len(x)} fit R2={r2(pred):.3f} rmse={np.sqrt(np.mean((y[test]-pred)**2)):.2f}"
          f"  heuristic R2={r2(heur):.3f} affine={r2(heur_fit):.3f} ({hb[0]:.2f}x+{hb[1]:.1f})")
    wfull = np.linalg.solve(a.T @ a + reg, a.T @ y)
    out[r] = [round(float(v), 4) for v in wfull]
print(json.dumps(out))
