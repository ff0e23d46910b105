/**
 * The engine a bot plays through: its legal actions, chance outcomes, views, simulators and rules
 * environment (content, index, hooks), all bound to one engine (the reference engine by default),
 * so a bot plays a custom module or content pack given as its `engine` option.
 *
 * @module
 */
import { InvalidOptionsError } from "../core/errors";
import type { Action } from "../engine/action";
import { legalActionsIn } from "../engine/api";
import { chanceOutcomesIn, type ChanceOutcome } from "../engine/chance";
import type { Engine } from "../engine/engine";
import { contextOf, referenceContext, type EngineContext } from "../engine/engine-context";
import { viewOf, type PlayerView } from "../engine/player-view";
import { Simulator } from "../engine/simulator";
import type { GameState } from "../engine/state";
import type { RulesEnv } from "../rules/game-types";
import { scoresIn, type ScoreSheet } from "../engine/scores";

/** What a bot calls, bound to one engine (internal to the bots). */
export interface BotEngine {
  legalActions(this: void, state: GameState | PlayerView): Action[];
  chanceOutcomes(this: void, state: GameState): ChanceOutcome[];
  playerView(this: void, state: GameState, viewer: number): PlayerView;
  scores(this: void, state: GameState | PlayerView): ScoreSheet;
  simulator(this: void, state: GameState): Simulator;
  /** The rules environment of the state's module list, bound to the engine's pack. */
  env(this: void, state: GameState): RulesEnv;
}

/**
 * The option every bot factory shares: the engine it plays through.
 *
 * @example
 * ```ts
 * const engine = createEngine({ content: { ...referencePack, id: "house" } });
 * const options: BotEngineOptions = { engine };
 * const bot = heuristicBot(1, options);
 * ```
 */
export interface BotEngineOptions {
  /**
   * The engine made by `createEngine` whose states the bot is given (the reference engine by
   * default): a custom content pack or custom modules are played through it.
   */
  readonly engine?: Engine | undefined;
}

let reference: BotEngine | null = null;

/** The bot engine of an `engine` option (a clear error for anything `createEngine` did not make). */
export function botEngine(engine: Engine | undefined, bot: string): BotEngine {
  if (engine === undefined) {
    reference ??= bind(referenceContext(), undefined);
    return reference;
  }
  const ctx = typeof engine === "object" && engine !== null ? contextOf(engine) : undefined;
  if (ctx === undefined)
    throw new InvalidOptionsError("ENGINE", `${bot}: options.engine must be an engine made by createEngine.`);
  return bind(ctx, engine);
}

/** The bot engine over one engine context. */
function bind(ctx: EngineContext, engine: Engine | undefined): BotEngine {
  const simulatorOptions = engine === undefined ? {} : { engine };
  return {
    legalActions: (state) => legalActionsIn(ctx, state),
    chanceOutcomes: (state) => chanceOutcomesIn(ctx, state),
    playerView: (state, viewer) => viewOf(ctx, state, viewer),
    scores: (state) => scoresIn(ctx, state),
    simulator: (state) => new Simulator(state, simulatorOptions),
    env: (state) => {
      const ruleset = ctx.rules(state.config.modules);
      return ruleset.env(state, ruleset);
    },
  };
}

/** The rules environment of a state of the reference engine. */
export function envFor(state: GameState): RulesEnv {
  return botEngine(undefined, "bot").env(state);
}
