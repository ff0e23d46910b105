/**
 * The seeded random number generator. Its whole state is four plain numbers kept in the game
 * state, so a saved game resumes the exact same sequence of dice and shuffles on any machine.
 *
 * @module
 */
import { aleaNext, aleaSeed, type AleaState } from "./alea";
import { ShapeAnchor } from "./shape-anchor";

/**
 * The state of the Alea generator, as plain JSON numbers. The generator is the library's own
 * (`core/alea.ts`), bit-identical to seedrandom's `alea`: a state saved by either resumes the same
 * sequence in the other.
 *
 * @example
 * ```ts
 * import { createGame, type RngState } from "teq-engine";
 * const rng: RngState = createGame({ seed: "my-seed", players: 2 }).rng;
 * Object.keys(rng); // ["c", "s0", "s1", "s2"]
 * ```
 */
export interface RngState {
  /** The generator's carry value. */
  readonly c: number;
  /** The first of the generator's three state values. */
  readonly s0: number;
  /** The second of the generator's three state values. */
  readonly s1: number;
  /** The third of the generator's three state values. */
  readonly s2: number;
}

/**
 * The initial generator state for a seed. Numbers and strings are both accepted; the number `7`
 * and the string `"7"` give the same sequence.
 *
 * @param seed - any string or finite number
 * @returns the generator state to store in a new game
 */
export function seedRng(seed: string | number): RngState {
  return copyState(aleaSeed(String(seed)));
}

/** Keeps a resumed generator's hidden class alive between games (see core/shape-anchor). */
const rngAnchor = new ShapeAnchor<Rng>();

/**
 * A generator resumed from a stored state, for the duration of one transition. Restoring costs a
 * little, so the kernel restores it at most once per transition, on the first draw.
 */
export class Rng {
  readonly #state: AleaState;

  /** @param state - the stored state to resume from */
  constructor(state: RngState) {
    this.#state = copyState(state);
    rngAnchor.latest = this;
  }

  /**
   * A uniform float in [0, 1).
   * @returns the next float of the sequence
   */
  next(): number {
    return aleaNext(this.#state);
  }

  /**
   * A uniform integer in [0, n).
   * @param n - the number of outcomes (a positive integer)
   * @returns an integer from 0 to n - 1
   */
  int(n: number): number {
    return Math.floor(aleaNext(this.#state) * n);
  }

  /**
   * The current generator state, to store back into the game state.
   * @returns a fresh plain-number copy
   */
  state(): RngState {
    return copyState(this.#state);
  }
}

function copyState(s: RngState): AleaState {
  return { c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 };
}

/**
 * Shuffles an array in place with the Fisher-Yates algorithm, drawing from `draw(n)` (a uniform
 * integer in [0, n)).
 *
 * @param items - the array to shuffle (mutated)
 * @param draw - the integer source, usually `ctx.randomInt`
 */
export function shuffleInPlace<T>(items: T[], draw: (n: number) => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
}
