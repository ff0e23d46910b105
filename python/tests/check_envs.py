"""The environments against the ecosystem's own checks, and bad input. Run by test/python/envs.test.ts
(or by hand: `python python/tests/check_envs.py`, with TEQ_ENGINE_CLI set or from a checkout)."""

import functools
import os
import sys
import time
import warnings
from pathlib import Path

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import teq_engine.gymnasium  # noqa: F401  (registers teq-engine/Solo-v0)
from teq_engine import EngineDied, EngineError, IllegalActionId
from teq_engine._bridge import Engine, bytes_mask, floats
from teq_engine.pettingzoo import env
from teq_engine.vector import GameBatch

HERE = Path(__file__).resolve().parent
warnings.simplefilter("ignore")
started = time.monotonic()


def passed(name):
    print(f"ok {time.monotonic() - started:6.1f}s {name}", flush=True)


def expect_raises(kind, fn, *needles):
    try:
        fn()
    except kind as error:
        for needle in needles:
            assert needle in str(error), f"{needle!r} not in {error}"
        return error
    raise AssertionError(f"{fn} did not raise {kind.__name__}")




# PettingZoo's API and seed tests, unchanged, on 2-player base and 4 players with both modules.
for kwargs in ({"players": 2}, {"players": 4, "modules": ["gloomfall", "golden-mushrooms"]}):
    e = env(seed=5, **kwargs)
    api_test(e, num_cycles=1000)
    e.close()
    seed_test(functools.partial(env, **kwargs), num_cycles=200)
    passed(f"pettingzoo api_test and seed_test {kwargs}")

# Gymnasium's env checker, unchanged, on the solo env.
solo = gymnasium.make("teq-engine/Solo-v0")
check_env(solo.unwrapped)
solo.close()
passed("gymnasium check_env teq-engine/Solo-v0")

# A whole game in words and numbers; rewards at the end are +1 for the winners, -1 for the others.
e = env(players=2, seed=11, render_mode="ansi")
e.reset()
text = e.render()
assert "Round 1" in text and "Now:" in text, text
final = {a: 0.0 for a in e.agents}
for agent in e.agent_iter():
    obs, reward, termination, truncation, info = e.last()
    final[agent] += reward
    action = None if termination or truncation else int(np.flatnonzero(obs["action_mask"])[0])
    e.step(action)
assert "winners" in info and sorted(final.values()) in ([-1.0, 1.0], [1.0, 1.0]), (final, info)
assert all(final[f"player_{w}"] == 1.0 for w in info["winners"]), (final, info)
assert "Game over" in e.render()
passed("a whole AEC game: rewards follow the winners, render tells it")

# Bad input: a masked-out id, an id out of range and a wrong agent raise, naming the id and the
# legal count; the env stays usable.
e = env(players=2, seed=3)
e.reset()
obs, *_ = e.last()
legal = int(obs["action_mask"].sum())
masked = int(np.flatnonzero(obs["action_mask"] == 0)[0])
expect_raises(IllegalActionId, lambda: e.step(masked), str(masked), f"{legal} ids are legal")
expect_raises(IllegalActionId, lambda: e.step(10**6), str(10**6), f"{legal} ids are legal")
expect_raises(IllegalActionId, lambda: e.step(-1), "-1")
other = [a for a in e.agents if a != e.agent_selection][0]
expect_raises(IllegalActionId, lambda: e.step(int(np.flatnonzero(obs["action_mask"])[0]), agent=other), other, f"{legal} ids legal")
before = e.agent_selection
e.step(int(np.flatnonzero(obs["action_mask"])[0]))
assert e.last()[0]["action_mask"].sum() > 0 and e.agent_selection in e.agents, before
e.close()
g = gymnasium.make("teq-engine/Solo-v0", illegal_action="raise").unwrapped
_, info = g.reset(seed=2)
expect_raises(IllegalActionId, lambda: g.step(int(np.flatnonzero(info["action_mask"] == 0)[0])), f"{info['legal']} ids are legal")
expect_raises(IllegalActionId, lambda: g.step(g.action_space.n), str(g.action_space.n))
g.step(int(np.flatnonzero(info["action_mask"])[0]))
g.close()
passed("bad ids and wrong agents raise naming the id and the legal count; the env goes on")

# The engine dying raises with its exit code and last stderr line; a silent engine times out.
error = expect_raises(EngineDied, lambda: env(players=2, cli=str(HERE / "crash.mjs")), "exit code 3", "fatal: the engine broke on purpose")
t = time.monotonic()
expect_raises(EngineDied, lambda: env(players=2, cli=str(HERE / "silent.mjs"), timeout=2), "did not answer within 2 s")
assert time.monotonic() - t < 10
e = env(players=2, seed=1)
e.reset()
e.unwrapped._engine._process.kill()
expect_raises(EngineDied, lambda: e.step(int(np.flatnonzero(e.last()[0]["action_mask"])[0])), "exit code -9")
passed("a dead engine raises with its exit code and stderr; a silent one times out")

# GameBatch over 2 engine processes, step for step against the same games played one by one with
# ml-step (dense frames): seats, observations, masks, rewards, dones and the auto-reset seeds agree.
n, seed = 5, 40
batch = GameBatch(n, players=2, seed=seed, processes=2)
mirror = Engine()
games = [mirror.call("ml-new", options={"players": 2, "seed": seed + i}) for i in range(n)]
episodes = [0] * n
rng = np.random.default_rng(3)
resets = 0
for step in range(400):
    for i, frame in enumerate(games):
        assert batch.seats[i] == frame["seat"], (step, i)
        assert np.array_equal(batch.masks[i], bytes_mask(frame["mask"])), (step, i)
        assert np.array_equal(batch.obs[i], floats(frame["obs"][frame["seat"]])), (step, i)
    actions = batch.random_actions(rng)
    assert all(batch.masks[i, a] == 1 for i, a in enumerate(actions))
    rewards, dones = batch.step(actions)
    for i in range(n):
        frame = mirror.call("ml-step", game=games[i]["game"], action=int(actions[i]))
        assert np.array_equal(rewards[i], frame["rewards"]) and dones[i] == frame["done"], (step, i)
        if frame["done"]:
            episodes[i] += 1
            resets += 1
            frame = mirror.call("ml-step", game=games[i]["game"], reset=seed + i + episodes[i] * n)
        games[i] = frame
assert resets > 0 and batch.finished == resets, (resets, batch.finished)
bad = batch.random_actions(rng)
bad[4] = int(np.flatnonzero(batch.masks[4] == 0)[0])
expect_raises(IllegalActionId, lambda: batch.step(bad), "Game 4 (", "masked out")
batch.close()
mirror.close()
passed(f"GameBatch (2 processes) matches ml-step game for game over 400 steps ({resets} resets)")

# A reset closes the old game and starts the new one in one round trip (Engine.new_game). Closing a
# game the engine does not know raises, and leaves no game behind: the engine answers on.
engine = Engine()
first = engine.new_game({"players": 2, "seed": 1})
expect_raises(EngineError, lambda: engine.new_game({"players": 2, "seed": 2}, replacing="no-such-game"), "UNKNOWN_GAME", "no-such-game")
second = engine.new_game({"players": 2, "seed": 1}, replacing=first["game"])
assert second["ids"] == first["ids"] and second["game"] != first["game"], (first["game"], second["game"])
expect_raises(EngineError, lambda: engine.call("ml-close", game=first["game"]), "UNKNOWN_GAME")
# The game started by the refused call (ids are m1, m2, ...: the one before the second) is closed.
orphan = f"m{int(second['game'][1:]) - 1}"
assert orphan not in (first["game"], second["game"]), orphan
expect_raises(EngineError, lambda: engine.call("ml-close", game=orphan), "UNKNOWN_GAME", orphan)
engine.call("ml-close", game=second["game"])
passed("a reset's close and new game share a round trip; a refused close leaves no game behind")

process = engine._process
engine.close()
assert process.poll() is not None, "close() stops the Node process"
passed("close() stops the engine process")
print("all python checks passed", flush=True)
sys.exit(0)
