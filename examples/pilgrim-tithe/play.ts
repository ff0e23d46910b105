/**
 * Plays the Pilgrim's Tithe to the end with every bot of the package, one per seat, each playing
 * through the engine that knows the module (the bots' `engine` option), and prints the score sheet.
 * `node play.js [seed]` once compiled (scripts/smoke-module.mjs does so against the installed
 * package); docs/writing-a-module.md quotes it.
 */
import { createEngine, heuristicBot, mctsBot, randomBot, type ScoreSheet } from "teq-engine";
import { pilgrimTithe } from "./index.js";

// #region engine
/** The engine with the Pilgrim's Tithe registered: its games may name the module. */
export const engine = createEngine({ modules: [pilgrimTithe] });
// #endregion engine

// #region play
/** One complete 3-player game with the tithe: seat 0 plays at random, seat 1 by heuristic, seat 2 by MCTS. */
export function playWithEveryBot(seed: string): ScoreSheet {
  const bots = [
    randomBot(`${seed}/random`, { engine }),
    heuristicBot(`${seed}/heuristic`, { engine }),
    mctsBot(`${seed}/mcts`, { engine, iterations: 40 }),
  ];
  let state = engine.createGame({ seed, players: 3, modules: ["pilgrim-tithe"] });
  while (state.decision !== null) {
    const seat = state.decision.player === "chance" ? 0 : state.decision.player;
    const bot = bots[seat];
    if (bot === undefined) throw new RangeError(`No bot sits at seat ${seat}.`);
    state = engine.reduce(state, bot(state));
  }
  return engine.scores(state);
}
// #endregion play
