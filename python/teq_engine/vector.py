"""Many games stepped together, one `ml-step-batch` message per step and engine process.

    from teq_engine.vector import GameBatch
    batch = GameBatch(64, players=2, seed=0, processes=2)
    seats, obs, masks = batch.seats, batch.obs, batch.masks     # arrays over the 64 games
    actions = batch.random_actions(np.random.default_rng(0))    # or your policy's masked choice
    rewards, dones = batch.step(actions)                          # finished games restart (new seeds)

Every game's acting seat is the agent; `obs[i]` is game i's acting seat's observation. A finished
game is reset at once (auto-reset, as Gymnasium's vector envs do); `rewards[i]` then holds the last
rewards of the finished game (per seat), `dones[i]` is True and `obs[i]`, `masks[i]` are the new
game's. Game i's first game has seed `seed + i`, its k-th reset seed `seed + i + k * n`, whatever
the number of processes. `processes` splits the games over that many engine processes (Node.js),
stepped side by side: on a machine with a core to spare for each, a step takes about the time of
the largest share.
"""

import base64
import re

import numpy as np

from ._bridge import EngineError, Engine


class GameBatch:
    """`n` games of one configuration (players, modules, difficulty; `bots`: server bots per seat)."""

    def __init__(self, n, players=2, modules=(), difficulty=None, seed=0, bots=None, cli=None, timeout=120.0, processes=1):
        n = int(n)
        if n < 1:
            raise ValueError("a batch holds at least one game")
        processes = max(1, min(int(processes), n))
        self._options = {"players": players, "modules": list(modules)}
        if difficulty is not None:
            self._options["difficulty"] = difficulty
        self._engines = []
        try:
            for _ in range(processes):
                self._engines.append(Engine(cli=cli, timeout=timeout))
            spec = self._engines[0].call("ml-spec", options=self._options)
            self.observation_length = spec["observationLength"]
            self.action_count = spec["actionCount"]
            self.players = spec["players"]
            self.n = n
            self.seats = np.zeros(n, np.int64)
            self.obs = np.zeros((n, self.observation_length), np.float32)
            self.masks = np.zeros((n, self.action_count), np.int8)
            self.legal_counts = np.zeros(n, np.int64)
            self.finished = 0
            self._seed = int(seed)
            self._next_seeds = self._seed + n + np.arange(n, dtype=np.int64)
            bounds = np.linspace(0, n, processes + 1).astype(int)
            self._shards = []
            for engine, lo, hi in zip(self._engines, bounds[:-1], bounds[1:]):
                games = []
                for i in range(lo, hi):
                    options = dict(self._options, seed=self._seed + i)
                    games.append(engine.call("ml-new", options=options, bots=bots, observe="none")["game"])
                self._shards.append({"engine": engine, "lo": int(lo), "hi": int(hi), "games": games, "ids": None})
            self._exchange(None)
        except BaseException:
            self.close()
            raise

    def step(self, actions):
        """Plays `actions[i]` in game i (all at once); returns (rewards per game and seat, dones).

        Every id is checked before any is played: a bad one raises `IllegalActionId` naming its
        game, and no game of that engine process moves.
        """
        actions = np.asarray(actions)
        if actions.shape != (self.n,):
            raise ValueError(f"{actions.shape[0] if actions.ndim else 1} actions for {self.n} games")
        rewards, dones = self._exchange(actions)
        self.finished += int(dones.sum())
        self._next_seeds[dones] += self.n
        return rewards, dones

    def random_actions(self, rng):
        """A uniformly random legal id for every game (vectorized), from a numpy Generator."""
        ids = np.concatenate([shard["ids"] for shard in self._shards])
        counts = self.legal_counts
        starts = np.cumsum(counts) - counts
        picks = (rng.random(self.n) * counts).astype(np.int64)
        return ids[np.minimum(starts + picks, len(ids) - 1)].astype(np.int64)

    def _exchange(self, actions):
        """Sends every shard its request, then reads and decodes the answers into the arrays."""
        for shard in self._shards:
            lo, hi = shard["lo"], shard["hi"]
            params = {"games": shard["games"]}
            if actions is not None:
                params["actions"] = [int(a) for a in actions[lo:hi]]
                params["resetSeeds"] = self._next_seeds[lo:hi].tolist()
            shard["engine"].send("ml-step-batch", **params)
        rewards = np.zeros((self.n, self.players), np.float32)
        dones = np.zeros(self.n, bool)
        failure = None
        for shard in self._shards:
            try:
                answer = shard["engine"].receive()
            except EngineError as error:
                # The engine counts the games of its own share: name the game by its batch index.
                message = re.sub(r"^Game (\d+)", lambda m: f"Game {shard['lo'] + int(m.group(1))}", error.message)
                failure = failure or type(error)(error.code, message)
                continue
            self._decode(shard, answer["data"], rewards, dones)
        if failure is not None:
            raise failure
        return rewards, dones

    def _decode(self, shard, data, rewards, dones):
        """Unpacks one shard's answer (the layout of docs/ml.md, "Batched play") into the arrays."""
        lo, hi = shard["lo"], shard["hi"]
        n, p = hi - lo, self.players
        buf = base64.b64decode(data)
        head = np.frombuffer(buf, "<i4", 3 * n)
        legal, nonzero = head[n : 2 * n], head[2 * n :]
        at = 12 * n
        rewards[lo:hi] = np.frombuffer(buf, "<f4", n * p, at).reshape(n, p)
        at += 4 * n * p
        v = int(nonzero.sum())
        values = np.frombuffer(buf, "<f4", v, at)
        index = np.frombuffer(buf, "<u2", v, at + 4 * v)
        at += 6 * v
        s = int(legal.sum())
        ids = np.frombuffer(buf, "<u2", s, at)
        dones[lo:hi] = np.frombuffer(buf, np.uint8, n, at + 2 * s) != 0
        rows = np.arange(n)
        self.seats[lo:hi] = head[:n]
        obs = self.obs[lo:hi]
        obs.fill(0)
        obs[np.repeat(rows, nonzero), index] = values
        masks = self.masks[lo:hi]
        masks.fill(0)
        masks[np.repeat(rows, legal), ids] = 1
        self.legal_counts[lo:hi] = legal
        shard["ids"] = ids

    def close(self):
        for engine in self._engines:
            engine.close()
        self._engines = []
