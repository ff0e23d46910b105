"""Tiny Epic Quest as a PettingZoo AEC environment, in the style of PettingZoo's classic games.

    from teq_engine.pettingzoo import env
    e = env(players=2, seed=7)
    e.reset()
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)
    e.close()

Observations are dicts: `observation` (float32, the layout of docs/ml.md, from that agent's seat
only) and `action_mask` (int8, 1 for each legal action id). Rewards: 0 until the game ends; then
+1 for each winner (after the rulebook's tie-breaks) and -1 for every other player.
"""

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ._bridge import Engine, IllegalActionId, floats, ids_mask, sparse_floats

OBS_BOUND = 8.0


def env(**kwargs):
    """The environment, with PettingZoo's order checks (`reset` before `step`, and so on)."""
    return OrderEnforcing(raw_env(**kwargs))


class OrderEnforcing(wrappers.OrderEnforcingWrapper):
    """PettingZoo's order enforcement, passing `step`'s optional `agent` check through."""

    def step(self, action, agent=None):
        if agent is None:
            super().step(action)
        elif not self._has_reset:
            super().step(action)
        else:
            self._has_updated = True
            self.env.step(action, agent=agent)


class raw_env(AECEnv):
    """Tiny Epic Quest for 2 to 4 players (or 1: the solo variant as a one-agent AEC game).

    players: 1 to 4; modules: a list of "gloomfall" and "golden-mushrooms"; difficulty: the solo
    difficulty; seed: the seed of the first `reset()` without one; render_mode: None or "ansi";
    cli: the engine's CLI file (default: TEQ_ENGINE_CLI, else found as teq_engine._locate says);
    timeout: seconds the engine may take to answer.
    """

    metadata = {"render_modes": ["ansi"], "name": "teq_engine_v0", "is_parallelizable": False, "render_fps": 1}

    def __init__(self, players=2, modules=(), difficulty=None, seed=None, render_mode=None, cli=None, timeout=60.0):
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f'render_mode must be None or "ansi", not {render_mode!r}')
        self.render_mode = render_mode
        self._options = {"players": int(players), "modules": list(modules)}
        if difficulty is not None:
            self._options["difficulty"] = difficulty
        self._engine = Engine(cli=cli, timeout=timeout)
        spec = self._engine.call("ml-spec", options=self._options)
        self.observation_length = spec["observationLength"]
        self.action_count = spec["actionCount"]
        self.possible_agents = [f"player_{i}" for i in range(int(players))]
        self.agents = []
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(-OBS_BOUND, OBS_BOUND, (self.observation_length,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.action_count,), np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.action_count) for a in self.possible_agents}
        self._seed_rng = np.random.default_rng(seed)
        self._first_seed = seed
        self._game = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seed_rng = np.random.default_rng(seed)
        game_seed = int(seed) if seed is not None else (int(self._first_seed) if self._first_seed is not None and self._game is None else int(self._seed_rng.integers(2**31 - 1)))
        replacing, self._game = self._game, None
        frame = self._engine.new_game(dict(self._options, seed=game_seed), replacing=replacing)
        self._game = frame["game"]
        self.game_seed = game_seed
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._take(frame)

    def _take(self, frame):
        """Records a frame: the agent to act, its mask and observation; rewards and the end."""
        self._frame = frame
        self._mask = ids_mask(frame["ids"], self.action_count)
        self._obs = {}
        for seat, entry in enumerate(frame["obs"]):
            if entry is not None:
                self._obs[seat] = sparse_floats(entry, self.observation_length)
        if frame["seat"] is not None:
            self.agent_selection = self.possible_agents[frame["seat"]]
        for seat, reward in enumerate(frame["rewards"]):
            agent = self.possible_agents[seat]
            if agent in self.rewards:
                self.rewards[agent] = float(reward)
        if frame["done"]:
            for agent in self.agents:
                self.terminations[agent] = True
                self.infos[agent] = {"scores": list(frame.get("scores") or []), "winners": list(frame.get("winners") or [])}

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        obs = self._obs.get(seat)
        if obs is None:
            obs = floats(self._engine.call("ml-observe", game=self._game, seat=seat)["obs"])
            self._obs[seat] = obs
        acting = self._frame["seat"] == seat
        mask = self._mask if acting else np.zeros(self.action_count, np.int8)
        return {"observation": obs.copy(), "action_mask": mask.copy()}

    def step(self, action, agent=None):
        if agent is not None and agent != self.agent_selection:
            raise IllegalActionId(
                "NOT_YOUR_TURN",
                f"{agent} may not act: {self.agent_selection} is to act (action {action!r}, {int(self._mask.sum())} ids legal)",
            )
        if self.terminations.get(self.agent_selection) or self.truncations.get(self.agent_selection):
            self._was_dead_step(action)
            return
        current = self.agent_selection
        try:
            action_id = int(action)
        except (TypeError, ValueError):
            raise IllegalActionId(
                "BAD_ACTION_ID", f"the action {action!r} is not an integer id; {int(self._mask.sum())} ids are legal"
            ) from None
        if action_id != action:
            raise IllegalActionId("BAD_ACTION_ID", f"the action {action!r} is not an integer id; {int(self._mask.sum())} ids are legal")
        frame = self._engine.call(
            "ml-step", game=self._game, action=action_id, seat=self.possible_agents.index(current), encoding="sparse"
        )
        self._cumulative_rewards[current] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self._take(frame)
        self._accumulate_rewards()

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode; pass render_mode='ansi'")
            return None
        if self._game is None:
            return "No game: call reset()."
        d = self._engine.call("ml-describe", game=self._game)
        lines = [f"Round {d['round']}, {d['phase']}. Scores: {', '.join(f'player_{i} {s}' for i, s in enumerate(d['scores']))}."]
        lines += [f"  {text}" for text in d["played"]]
        if d["winners"] is not None:
            lines.append("Game over; " + ("winners: " + ", ".join(f"player_{w}" for w in d["winners"]) if d["winners"] else "no winner") + ".")
        elif d["decision"]:
            lines.append(f"Now: {d['decision']}")
        return "\n".join(lines)

    def close(self):
        if getattr(self, "_engine", None) is not None:
            self._engine.close()
            self._engine = None
