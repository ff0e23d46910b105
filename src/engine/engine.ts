/**
 * `createEngine`: the whole API bound to one content pack, as its own instance (the way Immer
 * offers `new Immer()`). The top-level functions are the reference pack's engine.
 *
 * @module
 */
import { freeze } from "immer";
import { contentFingerprint } from "../content/fingerprint";
import type { ContentPack } from "../content/types";
import { validateContent } from "../content/validate-content";
import { clonePlain } from "../core/clone";
import { ownOption } from "../core/plain-data";
import { InvalidContentError, InvalidOptionsError } from "../core/errors";
import type { ActionOf, EngineState, EngineView, GameEventOf, ScoreSheetOf } from "./engine-types";
import { isGameOverIn, legalActionsIn, reduceWithEventsIn, validateIn, type ValidationResult } from "./api";
import { chanceOutcomesIn, type ChanceOutcome } from "./chance";
import { createGameIn } from "./create-game";
import { editStateIn, type StateRecipe } from "./edit-state";
import { engineContext, referenceContext, registerEngine, type EngineContext } from "./engine-context";
import { BASE_ERROR_CODES, type ErrorCodeInfo } from "./error-codes";
import { moduleSet, referenceModuleSet } from "./module-set";
import type { GameModule } from "./game-module";
import type { GameOptions } from "./options";
import { parseStateIn } from "./parse-state";
import { viewOf } from "./player-view";
import { replayIn } from "./replay";
import { jsonSchemaDocuments } from "./json-schemas";
import type { JsonSchema } from "../core/schema/index";
import { scoresIn } from "./scores";
import { Simulator } from "./simulator";

/**
 * The library's API bound to one content pack. Every state it creates names that pack by id and
 * fingerprint; every function refuses a state of another pack (`STATE_CONTENT_MISMATCH`).
 *
 * @example
 * ```ts
 * const teq: Engine = createEngine({ content: referencePack });
 * let state = teq.createGame({ seed: 1, players: 2 });
 * state = teq.reduce(state, teq.legalActions(state)[0]!);
 * ```
 */
export interface Engine<M extends GameModule = never> {
  /** The engine's content pack (frozen). */
  readonly content: ContentPack;
  /** The pack's fingerprint, as states of this engine record it. */
  readonly fingerprint: string;
  /** The ids of the modules this engine knows, in composition order (the built-in ones, then those given to `createEngine`). */
  readonly modules: readonly string[];
  /** Every error code of this engine (`ERROR_CODES` and its own modules' codes), with its class and meaning. */
  readonly errorCodes: Readonly<Record<string, ErrorCodeInfo>>;
  /** See the top-level `createGame`; the engine's own modules may be listed too. */
  createGame(this: void, options: GameOptions<M>): EngineState<M>;
  /** See the top-level `reduce`. */
  reduce(this: void, state: EngineState<M>, action: ActionOf<M>): EngineState<M>;
  /** See the top-level `reduceWithEvents`; the events include the engine's own modules' events. */
  reduceWithEvents(
    this: void,
    state: EngineState<M>,
    action: ActionOf<M>,
  ): {
    /** The next state. */
    readonly state: EngineState<M>;
    /** What happened, in order. */
    readonly events: readonly GameEventOf<M>[];
  };
  /** See the top-level `validate`. */
  validate(this: void, state: EngineState<M> | EngineView<M>, action: unknown): ValidationResult;
  /** See the top-level `legalActions`. */
  legalActions(this: void, state: EngineState<M> | EngineView<M>): ActionOf<M>[];
  /** See the top-level `isGameOver`. */
  isGameOver(this: void, state: EngineState<M> | EngineView<M>): boolean;
  /** See the top-level `scores`; the sheet includes the fields the engine's own modules add. */
  scores(this: void, state: EngineState<M> | EngineView<M>): ScoreSheetOf<M>;
  /** See the top-level `playerView`. */
  playerView(this: void, state: EngineState<M>, viewer: number | "spectator"): EngineView<M>;
  /** See the top-level `replay`. */
  replay(this: void, options: GameOptions<M>, actions: readonly ActionOf<M>[]): EngineState<M>;
  /** See the top-level `chanceOutcomes`. */
  chanceOutcomes(this: void, state: EngineState<M>): ChanceOutcome[];
  /** See the top-level `parseState`. */
  parseState(this: void, input: unknown): EngineState<M>;
  /** See the top-level `editState`. */
  editState(this: void, state: EngineState<M>, recipe: StateRecipe): EngineState<M>;
  /** A {@link Simulator} for a state of this engine. */
  simulator(this: void, state: EngineState<M>): Simulator;
  /**
   * The JSON Schemas (draft 2020-12) of this engine's state, view, action, decision, event and
   * content pack, by file name (`action.json`, ...), its own modules' slices, actions, decisions
   * and events included.
   */
  jsonSchemas(this: void): Record<string, JsonSchema>;
}

/**
 * Options of {@link createEngine}.
 *
 * @example
 * ```ts
 * const options: EngineOptions = { content: { ...referencePack, id: "my-printed-cards" } };
 * ```
 */
export interface EngineOptions<M extends GameModule = never> {
  /** The content pack (validated; the reference pack when omitted). */
  readonly content?: ContentPack;
  /**
   * Rules modules of your own (see docs/writing-a-module.md), known to this engine
   * only: composed after the built-in ones, in the order given, whenever a game lists them.
   */
  readonly modules?: readonly M[];
}

function bind(ctx: EngineContext): Engine {
  const engine: Engine = {
    content: ctx.content,
    fingerprint: ctx.pack.fingerprint,
    modules: Object.freeze([...ctx.modules.ids]),
    errorCodes: Object.freeze({ ...BASE_ERROR_CODES, ...ctx.modules.errorCodes }),
    createGame: (options) => createGameIn(ctx, options),
    reduce: (state, action) => reduceWithEventsIn(ctx, state, action).state,
    reduceWithEvents: (state, action) => reduceWithEventsIn(ctx, state, action),
    validate: (state, action) => validateIn(ctx, state, action),
    legalActions: (state) => legalActionsIn(ctx, state),
    isGameOver: (state) => isGameOverIn(ctx, state),
    scores: (state) => scoresIn(ctx, state),
    playerView: (state, viewer) => viewOf(ctx, state, viewer),
    replay: (options, actions) => replayIn(ctx, options, actions),
    chanceOutcomes: (state) => chanceOutcomesIn(ctx, state),
    parseState: (input) => parseStateIn(ctx, input),
    editState: (state, recipe) => editStateIn(ctx, state, recipe),
    simulator: (state) => new Simulator(state, { engine }),
    jsonSchemas: () => jsonSchemaDocuments(ctx.modules),
  };
  registerEngine(engine, ctx);
  return Object.freeze(engine);
}

let referenceEngine: Engine | null = null;

/**
 * Creates an engine bound to a content pack and, optionally, to rules modules of your own: the same
 * API as the top-level functions, whose states name this pack. The pack is validated and copied
 * (later changes to it have no effect). Engines for packs with equal data (the same fingerprint)
 * play each other's states. A module given here is registered with this engine alone: another
 * engine (the top-level functions included) never sees it.
 *
 * @param options - the content pack (the reference pack when omitted) and the engine's own modules
 * @returns the engine
 * @throws {@link InvalidContentError} for an invalid pack; {@link InvalidOptionsError} for bad options
 * @example
 * ```ts
 * import { createEngine, referencePack } from "teq-engine";
 * const teq = createEngine({ content: { ...referencePack, id: "house-rules" } });
 * const state = teq.createGame({ seed: "abc", players: 3 });
 * teq.legalActions(state).length > 0; // true
 * state.pack.id; // "house-rules"
 * ```
 */
export function createEngine<const M extends GameModule = never>(options: EngineOptions<M> = {}): Engine<M> {
  if (typeof options !== "object" || options === null)
    throw new InvalidOptionsError("ENGINE_OPTIONS", "createEngine takes an options object: { content, modules }.");
  const own = ownOption(options, "modules") ?? [];
  // Checked as unknown: narrowing a readonly array with Array.isArray would make it any[].
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  if (!Array.isArray(own as unknown))
    throw new InvalidOptionsError("ENGINE_MODULES", "`modules` must be an array of module objects.");
  const given = referenceModuleSet();
  const modules = own.length === 0 ? given : moduleSet([...given.modules, ...own]);
  const content = ownOption(options, "content");
  let frozen = referenceContext().content;
  if (content !== undefined) {
    const problems = validateContent(content);
    if (problems.length > 0) throw new InvalidContentError(problems);
    frozen = freeze(clonePlain(content), true);
  }
  const reference = content === undefined || contentFingerprint(frozen) === referenceContext().pack.fingerprint;
  if (reference && own.length === 0) {
    referenceEngine ??= bind(referenceContext());
    return referenceEngine;
  }
  return bind(engineContext(reference ? referenceContext().content : frozen, modules));
}
