"""Tiny Epic Quest environments for Gymnasium and PettingZoo, run by the teq-engine rules engine.

`teq_engine.pettingzoo.env(...)`: the AEC environment for 1 to 4 players. `import teq_engine.gymnasium`
registers `teq-engine/Solo-v0`. `teq_engine.vector.GameBatch`: many games stepped in one message.
The engine is a Node.js process (`teq-engine serve --stdio`): see python/README.md for how it is found.
"""

from ._bridge import EngineDied, EngineError, IllegalActionId
from ._locate import EngineNotFound, engine_command

__all__ = ["EngineDied", "EngineError", "EngineNotFound", "IllegalActionId", "engine_command"]
