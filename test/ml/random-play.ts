/** Seeded random play over a configuration's games, for the ML encoding suites (no tests here). */
import { createGame, isGameOver, legalActions, reduce, type GameState } from "../../src/index";
import { optionsFor, type Configuration } from "../contract/configurations";

/** A small seeded generator (xorshift32): the same seed walks the same games. */
export function seeded(seed: number): (n: number) => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** Every `every`-th state of one random game of `config` (the last state included). */
export function sampledStates(config: Configuration, seed: number, every: number): GameState[] {
  const pick = seeded(seed + 1);
  let state = createGame(optionsFor(config, seed));
  const out: GameState[] = [];
  for (let i = 0; !isGameOver(state); i++) {
    if (i % every === 0) out.push(state);
    const options = legalActions(state);
    state = reduce(state, options[pick(options.length)]!);
  }
  out.push(state);
  return out;
}
