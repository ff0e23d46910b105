/**
 * Base states for the bad-input suites: the first state of each decision kind (per chance mode)
 * reached in one seeded random game of every configuration.
 */
import { createGame, isGameOver, reduce, type GameState } from "../../src/index";
import { CONFIGURATIONS, optionsFor } from "./configurations";
import { prng, randomAction } from "./support";

/** One state per `chance mode / decision kind` seen, in the order first reached. */
export function decisionBases(): GameState[] {
  const seen = new Map<string, GameState>();
  CONFIGURATIONS.forEach((config, i) => {
    const rand = prng(1000 + i);
    let state = createGame(optionsFor(config, `bad-input-${i}`));
    for (;;) {
      const kind = `${config.options.chance ?? "seeded"}/${state.decision?.kind ?? "ended"}`;
      if (!seen.has(kind)) seen.set(kind, state);
      if (isGameOver(state)) break;
      state = reduce(state, randomAction(state, rand));
    }
  });
  return [...seen.values()];
}
