"""The solo variant as a single-agent Gymnasium environment, registered as `teq-engine/Solo-v0`.

    import gymnasium, teq_engine.gymnasium
    env = gymnasium.make("teq-engine/Solo-v0", difficulty="page")
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(env.action_space.sample(mask=info["action_mask"]))

The action space is Discrete(N); the legal ids are `info["action_mask"]` (int8). The reward of a
step is the VP it gained (the change of the score total); at the end `info["goal_reached"]` says
whether the total reached the difficulty's goal (`info["goal"]`). Any id of the Discrete space is
accepted, as Gymnasium's contract says: a masked-out id changes nothing, gives reward 0 and sets
`info["illegal_action"]` (or raises `IllegalActionId` with `illegal_action="raise"`).
"""

import gymnasium
import numpy as np
from gymnasium import spaces

from ._bridge import Engine, IllegalActionId, floats, ids_mask, sparse_floats

OBS_BOUND = 8.0


class SoloEnv(gymnasium.Env):
    """Tiny Epic Quest solo. difficulty: peasant to hero-of-legend; modules: "gloomfall",
    "golden-mushrooms"; illegal_action: "ignore" (default) or "raise"; cli, timeout: as the AEC env."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, difficulty="peasant", modules=(), render_mode=None, illegal_action="ignore", cli=None, timeout=60.0):
        if render_mode not in (None, "ansi"):
            raise ValueError(f'render_mode must be None or "ansi", not {render_mode!r}')
        if illegal_action not in ("ignore", "raise"):
            raise ValueError('illegal_action must be "ignore" or "raise"')
        self.render_mode = render_mode
        self.illegal_action = illegal_action
        self._options = {"players": 1, "difficulty": difficulty, "modules": list(modules)}
        self._engine = Engine(cli=cli, timeout=timeout)
        spec = self._engine.call("ml-spec", options=self._options)
        self.observation_space = spaces.Box(-OBS_BOUND, OBS_BOUND, (spec["observationLength"],), np.float32)
        self.action_space = spaces.Discrete(spec["actionCount"])
        self._game = None
        self._frame = None

    def _info(self, frame, illegal=False):
        info = {"action_mask": self._mask.copy(), "legal": frame["legal"], "illegal_action": illegal}
        if "scores" in frame:
            info["score"] = frame["scores"][0]
        if "goal" in frame:
            info["goal"] = frame["goal"]
            info["goal_reached"] = bool(frame["goalReached"]) and bool(frame["done"])
        return info

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**31 - 1))
        replacing, self._game = self._game, None
        frame = self._engine.new_game(dict(self._options, seed=game_seed), replacing=replacing)
        self._game = frame["game"]
        self._frame = frame
        self._mask = ids_mask(frame["ids"], self.action_space.n)
        self._obs = sparse_floats(frame["obs"][0], self.observation_space.shape[0])
        return self._obs.copy(), self._info(frame)

    def step(self, action):
        if self._game is None:
            raise RuntimeError("reset() must be called before step()")
        try:
            action_id = int(action)
        except (TypeError, ValueError):
            action_id = None
        if action_id is None or action_id != action or not 0 <= action_id < self.action_space.n:
            raise IllegalActionId(
                "BAD_ACTION_ID", f"the action id {action!r} is not in 0..{self.action_space.n - 1}; {self._frame['legal']} ids are legal"
            )
        if self._frame["done"]:
            raise RuntimeError("the episode is over: call reset()")
        if self._mask[action_id] == 0 and self.illegal_action == "ignore":
            return self._obs.copy(), 0.0, False, False, self._info(self._frame, illegal=True)
        frame = self._engine.call("ml-step", game=self._game, action=action_id, encoding="sparse")
        self._frame = frame
        self._mask = ids_mask(frame["ids"], self.action_space.n)
        if frame["obs"][0] is not None:
            self._obs = sparse_floats(frame["obs"][0], self.observation_space.shape[0])
        else:
            self._obs = floats(self._engine.call("ml-observe", game=self._game, seat=0)["obs"])
        return self._obs.copy(), float(frame["rewards"][0]), bool(frame["done"]), False, self._info(frame)

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode; pass render_mode='ansi'")
            return None
        if self._game is None:
            return "No game: call reset()."
        d = self._engine.call("ml-describe", game=self._game)
        lines = [f"Round {d['round']}, {d['phase']}. Score: {d['scores'][0]}."] + [f"  {t}" for t in d["played"]]
        lines.append(f"Now: {d['decision']}" if d["decision"] else "Game over.")
        return "\n".join(lines)

    def close(self):
        if getattr(self, "_engine", None) is not None:
            self._engine.close()
            self._engine = None


if "teq-engine/Solo-v0" not in gymnasium.registry:
    gymnasium.register(id="teq-engine/Solo-v0", entry_point="teq_engine.gymnasium:SoloEnv", max_episode_steps=None)
