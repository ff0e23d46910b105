"""Many games in one engine process, stepped together in one message per step (`ml-step-many`).

    from teq_engine.vector import GameBatch
    batch = GameBatch(64, players=2, seed=0)
    seats, obs, masks = batch.seats, batch.obs, batch.masks     # arrays over the 64 games
    actions = [np.flatnonzero(m)[0] for m in masks]
    rewards, dones = batch.step(actions)                          # finished games restart (new seeds)

Every game's acting seat is the agent; `obs[i]` is game i's acting seat's observation. A finished
game is reset at once (auto-reset, as Gymnasium's vector envs do); `rewards[i]` then holds the last
rewards of the finished game (per seat) and `dones[i]` is True.
"""

import numpy as np

from ._bridge import Engine, IllegalActionId, bytes_mask, floats


class GameBatch:
    """`n` games of one configuration (players, modules, difficulty; `bots`: server bots per seat)."""

    def __init__(self, n, players=2, modules=(), difficulty=None, seed=0, bots=None, cli=None, timeout=120.0):
        self._engine = Engine(cli=cli, timeout=timeout)
        self._options = {"players": players, "modules": list(modules)}
        if difficulty is not None:
            self._options["difficulty"] = difficulty
        spec = self._engine.call("ml-spec", options=self._options)
        self.observation_length = spec["observationLength"]
        self.action_count = spec["actionCount"]
        self.players = players
        self._next_seed = int(seed)
        self._games = []
        self.seats = np.zeros(n, np.int64)
        self.obs = np.zeros((n, self.observation_length), np.float32)
        self.masks = np.zeros((n, self.action_count), np.int8)
        self.finished = 0
        for i in range(n):
            frame = self._engine.call("ml-new", options=dict(self._options, seed=self._seed()), bots=bots)
            self._games.append(frame["game"])
            self._take(i, frame)

    def _seed(self):
        self._next_seed += 1
        return self._next_seed - 1

    def _take(self, i, frame):
        self.seats[i] = -1 if frame["seat"] is None else frame["seat"]
        obs = frame["obs"][frame["seat"]] if frame["seat"] is not None else None
        if obs is not None:
            self.obs[i] = floats(obs)
        self.masks[i] = bytes_mask(frame["mask"])

    def step(self, actions):
        """Plays `actions[i]` in game i (all at once); returns (rewards per game and seat, dones)."""
        actions = [int(a) for a in actions]
        if len(actions) != len(self._games):
            raise ValueError(f"{len(actions)} actions for {len(self._games)} games")
        answer = self._engine.call("ml-step-many", steps=[{"game": g, "action": a} for g, a in zip(self._games, actions)])
        rewards = np.zeros((len(self._games), self.players), np.float32)
        dones = np.zeros(len(self._games), bool)
        resets = []
        for i, frame in enumerate(answer["frames"]):
            if "error" in frame:
                error = frame["error"]
                raise IllegalActionId(error["code"], f"game {i}: {error['message']}")
            rewards[i] = frame["rewards"]
            dones[i] = frame["done"]
            if frame["done"]:
                resets.append(i)
            else:
                self._take(i, frame)
        if resets:
            self.finished += len(resets)
            again = self._engine.call("ml-step-many", steps=[{"game": self._games[i], "reset": self._seed()} for i in resets])
            for i, frame in zip(resets, again["frames"]):
                self._take(i, frame)
        return rewards, dones

    def close(self):
        self._engine.close()
