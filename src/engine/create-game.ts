/**
 * `createGame`: checks the options and the content pack, then runs the setup steps of the
 * composed ruleset up to the first decision.
 *
 * @module
 */
import { contentFingerprint } from "../content/fingerprint";
import type { ContentPack } from "../content/types";
import { validateContent } from "../content/validate-content";
import { InvalidContentError, InvalidOptionsError } from "../core/errors";
import { seedRng } from "../core/rng";
import { deepFreeze } from "../core/clone";
import { runSteps } from "../core/runner";
import { SCHEMA_VERSION } from "../rules/state";
import { copyStateTop } from "../rules/state/state-shape";
import { indexContent } from "../rules/content-index";
import { asPublicState, type GameState } from "./state";
import { referenceContext, type EngineContext } from "./engine-context";
import { markVerified } from "./state-guard";
import type { GameOptions } from "./options";
import { configOf } from "./config-memo";
import { NotPlainData, plainData } from "../core/plain-data";

/** A `content` option must be valid and the engine's own pack. */
function checkContentOption(ctx: EngineContext, options: unknown): void {
  const given = (options as { content?: unknown }).content;
  if (given === undefined || given === ctx.content) return;
  const problems = validateContent(given);
  if (problems.length > 0) throw new InvalidContentError(problems);
  if (contentFingerprint(given as ContentPack) !== ctx.pack.fingerprint) {
    throw new InvalidOptionsError(
      "CONTENT_NOT_ENGINE_PACK",
      `The content option is not this engine's pack "${ctx.pack.id}": create an engine for it with createEngine({ content }) and call its createGame.`,
    );
  }
}

/**
 * Reads the options once into plain data (the `content` pack is kept by reference and validated
 * on its own); getters, Proxies that throw, BigInt, cycles and the like are `OPTIONS_NOT_OBJECT`.
 */
function readOptions(options: unknown): unknown {
  if (typeof options !== "object" || options === null) return options;
  try {
    if (Array.isArray(options)) return options;
    // No prototype: an option left out reads as absent, even if other code polluted Object.prototype.
    // (`{}` then `setPrototypeOf` keeps V8's fast properties, where `Object.create(null)` makes a
    // dictionary: the options are read several times per game.)
    const out: Record<string, unknown> = {};
    Object.setPrototypeOf(out, null);
    for (const key of Reflect.ownKeys(options)) {
      if (typeof key === "symbol") throw new NotPlainData("it has a symbol key");
      const d = Reflect.getOwnPropertyDescriptor(options, key);
      if (d === undefined || !("value" in d)) throw new NotPlainData("it has a getter or setter");
      if (d.enumerable !== true) continue;
      const raw: unknown = d.value;
      // Primitives are judged by normalizeOptions (a NaN seed is OPTION_SEED); objects are copied.
      const value =
        key === "content" || typeof raw !== "object" || raw === null
          ? raw === 0
            ? 0
            : raw
          : plainData(raw, { depth: 8, nodes: 256 });
      // `__proto__` stays an own key rather than setting the copy's prototype.
      if (key === "__proto__")
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      else out[key] = value;
    }
    return out;
  } catch (error) {
    const reason = error instanceof NotPlainData ? error.message : "reading it threw";
    throw new InvalidOptionsError(
      "OPTIONS_NOT_OBJECT",
      `createGame needs plain options data such as { seed: 1, players: 2 }; ${reason}.`,
    );
  }
}

/** `createGame` against one engine context. */
export function createGameIn(ctx: EngineContext, given: GameOptions): GameState {
  // The set-up state is this call's own: freeze it whole.
  const state = deepFreeze(setUpGame(ctx, given));
  markVerified(ctx, state);
  return state;
}

/** A new game's state after setup, unfrozen and owned by the caller (`createGame` freezes it; `Simulator.create` plays it). */
export function setUpGame(ctx: EngineContext, given: GameOptions): GameState {
  const options = readOptions(given) as GameOptions;
  const probe = typeof options === "object" && options !== null ? options : {};
  checkContentOption(ctx, probe);
  const content = ctx.content;
  const config = configOf(ctx, options);
  const ruleset = ctx.rules(config.modules);
  const skeleton: GameState = {
    schemaVersion: SCHEMA_VERSION,
    config,
    pack: ctx.pack,
    rng: seedRng(config.seed),
    decision: null,
    queue: [...ruleset.hooks.setupSteps],
    phase: "setup",
    round: 1,
    map: { face: ruleset.hooks.mapFace, cells: [] },
    players: [],
    firstPlayer: 0,
    firstPlayerToken: "quest",
    magicSpace: 0,
    goblins: { portals: [], supply: 0 },
    quests: { deck: [], row: [], discard: [] },
    itemRack: [...indexContent(content).treasureIds], // packed (a frozen array's `slice` is holey: core/packed.ts)
    movementCards: [],
    day: null,
    night: null,
    lastRoll: null,
    moduleState: {},
  };
  // The skeleton is this call's own: set it up in place.
  return asPublicState(copyStateTop(runSteps(ruleset, skeleton, "in-place").state));
}

/**
 * Creates a new game, set up and waiting on its first decision (the first player's movement card).
 *
 * @param options - seed, players and optional modules, colours, first player, chance mode
 * @returns the frozen initial state
 * @throws {@link InvalidOptionsError} for bad options; {@link InvalidContentError} for an invalid content pack
 * @example
 * ```ts
 * import { createGame, legalActions } from "teq-engine";
 * const state = createGame({ seed: "abc", players: 2 });
 * legalActions(state); // the movement cards the first player may pick
 * ```
 */
export function createGame(options: GameOptions): GameState {
  return createGameIn(referenceContext(), options);
}
