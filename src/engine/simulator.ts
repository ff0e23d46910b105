/**
 * The fast path for bots and search: the same rule recipes as `reduce`, run in place on a private
 * mutable copy of the state. One check per `apply`; `applyIndex` applies a listed action with no
 * check at all; `clone`, `hash` and `actionKey` for tree search; chance helpers for chance nodes.
 *
 * @module
 */
import { cloneStateDeep } from "../rules/state/state-shape";
import { copySubtree } from "../rules/state/subtree-copies";
import { IllegalActionError, InvalidOptionsError } from "../core/errors";
import { applyChecked, checkAction, listActions } from "../core/runner";
import type { Action } from "./action";
import { asPublicEvents, type GameEvent } from "./event";
import type { BaseGame, GameRuleset } from "../rules/game-types";
import type { GameState } from "./state";
import { chanceOutcomesIn, type ChanceOutcome } from "./chance";
import { contextOf, referenceContext, type EngineContext } from "./engine-context";
import { asLibraryError, guarded } from "./guarded";
import { positionHash, actionKey } from "./position-hash";
import { plainAction } from "./plain-action";
import { isSharedData } from "../core/shared-data";
import { assertGameState } from "./state-guard";
import { setUpGame } from "./create-game";
import type { GameOptions } from "./options";
import { deepFreeze } from "../core/clone";
import { ownOption } from "../core/plain-data";
import { ShapeAnchor } from "../core/shape-anchor";
import type { Engine } from "./engine";

/**
 * A deep, unfrozen copy of a state. The Land Map is shared, not copied: no rule changes it after
 * setup.
 *
 * @param state - any game state
 * @returns a private mutable copy
 * @example
 * ```ts
 * const copy = cloneState(state);
 * ```
 */
export function cloneState(state: GameState): GameState {
  return cloneStateDeep(state, state.phase !== "setup", null);
}

/**
 * A simulator's private copy of a state, by its ruleset's copier: as `cloneState`, sharing the
 * decision and the queued steps (which the rules never change in place) when nobody else can change
 * them either: the source is another simulator's state, or they are frozen (as in every state
 * `createGame`, `reduce` and `parseState` return).
 */
function privateCopy(state: GameState, ruleset: GameRuleset, fromSimulator: boolean): GameState {
  const shared = fromSimulator || replacedNodesFrozen(state);
  return cloneStateDeep(state, state.phase !== "setup", shared ? (ruleset.copySubtree ?? copySubtree) : null);
}

/** Whether a state's decision and queued steps are frozen. */
function replacedNodesFrozen(state: GameState): boolean {
  if (state.decision !== null && !Object.isFrozen(state.decision)) return false;
  for (let i = 0; i < state.queue.length; i++) if (!Object.isFrozen(state.queue[i])) return false;
  return true;
}

/** The engine context of a simulator's options (the reference engine's by default). */
function engineContext(options: SimulatorOptions): EngineContext {
  const engine = ownOption(options, "engine");
  const ctx = engine === undefined ? referenceContext() : contextOf(engine);
  if (ctx === undefined)
    throw new InvalidOptionsError("ENGINE", "options.engine must be an engine made by createEngine.");
  return ctx;
}

/**
 * Options of a {@link Simulator}.
 *
 * @example
 * ```ts
 * const options: SimulatorOptions = { engine: createEngine({ content: referencePack }) };
 * ```
 */
export interface SimulatorOptions {
  /** The engine whose content pack the state belongs to (the reference engine by default). */
  readonly engine?: Engine;
}

/** Keeps a Simulator's hidden class alive between games (see core/shape-anchor). */
const simulatorAnchor = new ShapeAnchor<Simulator>();

/**
 * A game advanced in place. `apply` checks the action once, then runs the same recipes `reduce`
 * runs, without immer and without freezing (a test proves both paths give identical states).
 *
 * @example
 * ```ts
 * const sim = new Simulator(createGame({ seed: 1, players: 4 }));
 * while (!sim.isGameOver()) {
 *   const options = sim.legalActions();
 *   sim.applyIndex(options.length - 1); // no second check: the list is the engine's own
 * }
 * const copy = sim.clone(); // an independent simulator for look-ahead
 * sim.hash() === copy.hash(); // true: the same position
 * ```
 */
export class Simulator {
  private current: GameState;
  private readonly ctx: EngineContext;
  private readonly ruleset: GameRuleset;
  /** The list `legalActions` last returned, and the state it was listed for. */
  private listed: readonly Action[] | null = null;

  /**
   * @param state - the state to start from (copied; the original is never touched)
   * @param options - the engine the state belongs to, if not the reference engine
   */
  constructor(state: GameState, options: SimulatorOptions = {}) {
    const ctx = engineContext(options);
    assertGameState(ctx, state);
    this.ctx = ctx;
    this.ruleset = ctx.rules(state.config.modules);
    this.current = privateCopy(state, this.ruleset, false);
    simulatorAnchor.latest = this;
  }

  /**
   * A new game set up straight into a simulator: the same game as
   * `new Simulator(createGame(options))`, without freezing the new state and copying it again.
   *
   * @param options - the options of `createGame`
   * @param simulatorOptions - the engine whose content pack to play, if not the reference engine
   * @returns a simulator at the game's first decision
   * @throws {@link InvalidOptionsError} for bad options, as `createGame`
   * @example
   * ```ts
   * const sim = Simulator.create({ seed: 7, players: 4 });
   * sim.state.decision?.kind; // "choose-movement-card"
   * ```
   */
  static create(options: GameOptions, simulatorOptions: SimulatorOptions = {}): Simulator {
    const ctx = engineContext(simulatorOptions);
    const state = setUpGame(ctx, options);
    // As in a state from createGame: the Land Map is frozen and shared by every copy.
    deepFreeze(state.map);
    return Simulator.of(ctx, ctx.rules(state.config.modules), state, null);
  }

  /** A simulator over a state it owns already (no check, no copy). */
  private static of(
    ctx: EngineContext,
    ruleset: GameRuleset,
    current: GameState,
    listed: readonly Action[] | null,
  ): Simulator {
    const sim = Object.create(Simulator.prototype) as Simulator;
    Object.assign(sim, { ctx, ruleset, current, listed });
    simulatorAnchor.latest = sim;
    return sim;
  }

  /**
   * The live internal state. Do not mutate it; it changes on the next `apply`.
   * @returns the current state
   */
  get state(): GameState {
    return this.current;
  }

  /**
   * A deep copy of the current state, safe to keep.
   * @returns a copy
   */
  snapshot(): GameState {
    return cloneState(this.current);
  }

  /**
   * An independent simulator at the same position (the state is copied, the ruleset shared).
   * @returns the copy
   */
  clone(): Simulator {
    return Simulator.of(this.ctx, this.ruleset, privateCopy(this.current, this.ruleset, true), this.listed);
  }

  /**
   * Every legal action now. The list is the simulator's own until the next `apply`: do not change it.
   * @returns the legal actions
   */
  legalActions(): readonly Action[] {
    this.listed = listActions(this.ruleset, this.current);
    return this.listed;
  }

  /**
   * Checks and applies an action in place (one check). An action taken from the list
   * `legalActions()` last returned for this position is applied without a second check when it is
   * one of the library's frozen, shared actions (most listed actions are), as `applyIndex` would.
   * @param action - the action
   * @returns the events of the transition
   * @throws {@link IllegalActionError} when the action is illegal (the state is unchanged)
   */
  apply(action: Action): readonly GameEvent[] {
    // A shared action of the list made for this very position is legal as it stands: it is the
    // library's own and frozen, so it cannot have changed since (as `applyIndex` trusts that list).
    if (this.listed !== null && isSharedData(action) && this.listed.includes(action)) return this.run(action);
    const plain = plainAction(action) as Action;
    const rejection = guarded(() => checkAction(this.ruleset, this.current, plain));
    if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action);
    return this.run(plain);
  }

  /**
   * Applies the `index`-th action of the list `legalActions` last returned for this position,
   * without checking it again.
   * @param index - a position in that list
   * @returns the events of the transition
   * @throws {@link IllegalActionError} (`STALE_LIST`) when no list was made for this position, or the index is out of range
   */
  applyIndex(index: number): readonly GameEvent[] {
    const action = this.listed?.[index];
    if (action === undefined) {
      throw new IllegalActionError(
        "STALE_LIST",
        "applyIndex needs an index into the list legalActions() returned for this very position.",
        index,
      );
    }
    return this.run(action);
  }

  /**
   * The outcomes of the pending chance point with their probabilities (external chance mode),
   * or an empty list when the next decision is a player's.
   * @returns the outcomes; apply one with `apply(outcome.action)`
   */
  chanceOutcomes(): ChanceOutcome[] {
    return chanceOutcomesIn(this.ctx, this.current);
  }

  /**
   * Whether the pending decision is a chance point (external chance mode).
   * @returns true at a chance point
   */
  isChanceNode(): boolean {
    return this.current.decision?.player === "chance";
  }

  /**
   * The seat whose decision is pending, `"chance"` at a chance point, or null once the game is over.
   * @returns the actor to move
   */
  toMove(): number | "chance" | null {
    return this.current.decision?.player ?? null;
  }

  /**
   * A stable hash of the position (everything in the state but the RNG state), for transposition
   * tables: equal positions give equal hashes in any process, whatever the order keys were written.
   * @returns 16 hex digits
   */
  hash(): string {
    return positionHash(this.current);
  }

  /**
   * A canonical string for an action (keys sorted), equal for equal actions.
   * @param action - an action
   * @returns its key
   */
  actionKey(action: Action): string {
    return actionKey(action);
  }

  /**
   * Whether the game has ended.
   * @returns true after the last round
   */
  isGameOver(): boolean {
    return this.current.phase === "ended";
  }

  private run(action: Action): readonly GameEvent[] {
    this.listed = null;
    // No closure for `guarded` here: this runs for every step of a search.
    try {
      // In place: the rules change `current` through their own view of it (see `asPublicState`).
      return asPublicEvents(
        applyChecked(this.ruleset, this.current, action as Parameters<typeof applyChecked<BaseGame>>[2], "in-place")
          .events,
      );
    } catch (error) {
      throw asLibraryError(error);
    }
  }
}
