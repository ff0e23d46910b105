/**
 * The fast path for bots and analysis: the same rule recipes as `reduce`, run in place on a private
 * mutable copy of the state, checking each action before applying it.
 *
 * @module
 */
import { clonePlain } from "../core/clone";
import { IllegalActionError } from "../core/errors";
import { applyAction, checkAction, listActions } from "../core/runner";
import type { Action } from "./action";
import { asPublicEvents, type GameEvent } from "./event";
import type { GameRuleset } from "../rules/game-types";
import type { GameState } from "./state";
import { rulesetFor } from "./modules";
import { assertStateShape } from "./state-guard";

/**
 * A deep, unfrozen copy of a state. The content pack is shared, not copied: no rule ever changes it.
 *
 * @param state - any game state
 * @returns a private mutable copy
 * @example
 * ```ts
 * const copy = cloneState(state);
 * ```
 */
export function cloneState(state: GameState): GameState {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(state) as (keyof GameState)[]) {
    out[key] = key === "content" ? state.content : clonePlain(state[key]);
  }
  return out as unknown as GameState;
}

/**
 * A game advanced in place. Each `apply` checks the action first (an illegal action throws and
 * changes nothing), then runs the same recipes `reduce` runs, without immer and without freezing.
 * A test proves both paths give identical states.
 *
 * @example
 * ```ts
 * const sim = new Simulator(createGame({ seed: 1, players: 4 }));
 * while (!sim.isGameOver()) sim.apply(sim.legalActions()[0]!);
 * const final = sim.snapshot();
 * ```
 */
export class Simulator {
  #state: GameState;
  readonly #ruleset: GameRuleset;

  /** @param state - the state to start from (copied; the original is never touched) */
  constructor(state: GameState) {
    assertStateShape(state);
    this.#state = cloneState(state);
    this.#ruleset = rulesetFor(state.config.modules);
  }

  /**
   * The live internal state. Do not mutate it; it changes on the next `apply`.
   * @returns the current state
   */
  get state(): GameState {
    return this.#state;
  }

  /**
   * A deep copy of the current state, safe to keep.
   * @returns a copy
   */
  snapshot(): GameState {
    return cloneState(this.#state);
  }

  /**
   * Every legal action now.
   * @returns the legal actions
   */
  legalActions(): Action[] {
    return listActions(this.#ruleset, this.#state);
  }

  /**
   * Checks and applies an action in place.
   * @param action - the action
   * @returns the events of the transition
   * @throws IllegalActionError when the action is illegal (the state is unchanged)
   */
  apply(action: Action): readonly GameEvent[] {
    const rejection = checkAction(this.#ruleset, this.#state, action);
    if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action);
    return asPublicEvents(applyAction(this.#ruleset, this.#state, action, "in-place").events);
  }

  /**
   * Whether the game has ended.
   * @returns true after the last round
   */
  isGameOver(): boolean {
    return this.#state.phase === "ended";
  }
}
