"""Shared by train_imitation.py and evaluate.py: the policy (a masked softmax over action ids,
linear in the observation) and the engine games played through `ml-step-many`."""

import numpy as np

from teq_engine._bridge import Engine, bytes_mask, floats


def logits(policy, obs):
    """The policy's scores of every action id for a batch of observations (rows)."""
    return obs @ policy["W"] + policy["b"]


def masked_softmax(z, mask):
    """Softmax over the legal ids only (masked-out ids get probability 0)."""
    z = np.where(mask > 0, z, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    p = np.exp(z)
    return p / p.sum(axis=1, keepdims=True)


def greedy(policy, obs, mask):
    """The legal id the policy scores highest."""
    z = logits(policy, obs[None, :])[0]
    return int(np.argmax(np.where(mask > 0, z, -np.inf)))


def save(path, policy, meta):
    np.savez_compressed(path, W=policy["W"], b=policy["b"], **{k: np.array(v) for k, v in meta.items()})


def load(path):
    data = np.load(path)
    return {"W": data["W"], "b": data["b"]}


def new_games(engine, seeds, bots_for):
    """Creates one 2-player base game per seed, `bots_for(i)` giving the server bots of game i."""
    frames = []
    for i, seed in enumerate(seeds):
        frames.append(engine.call("ml-new", options={"seed": int(seed), "players": 2}, bots=bots_for(i)))
    return frames


def decode(frame):
    """(seat to act, its observation, the mask) of a frame."""
    seat = frame["seat"]
    return seat, floats(frame["obs"][seat]), bytes_mask(frame["mask"])


__all__ = ["Engine", "decode", "greedy", "load", "logits", "masked_softmax", "new_games", "save"]
