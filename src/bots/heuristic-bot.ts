/**
 * Bots: functions from a state or a player view to one of its legal actions, for demos, tests and
 * as baselines for search. `randomBot` picks uniformly; `heuristicBot` plans one action ahead with a
 * heuristic evaluation and prices adventure-or-rest by Night playouts. Both are seeded and
 * deterministic, and neither peeks at the game's hidden information: the look-ahead runs on
 * determinizations of the acting player's view. Every bot is made the same way, `xBot(seed, options?)`.
 *
 * @module
 */
import type { Action } from "../engine/action";
import type { AnyEngineState } from "../engine/engine-types";
import type { Simulator } from "../engine/simulator";
import { IllegalActionError } from "../core/errors";
import type { GameState } from "../engine/state";
import type { PlayerView } from "../engine/player-view";
import type { RulesEnv } from "../rules/game-types";
import { botEngine, type BotEngine, type BotEngineOptions } from "./bot-env";
import { determinize } from "./determinize";
import { assertSeed, isView, playable } from "./playable";
import { nightPlayout, relativeValue, settledValue } from "./lookahead";
import { seededRandom } from "./seeded-random";

/**
 * A bot: picks one legal action for the pending decision (chance points included) of a full state
 * or of a player view (what an online client holds: the bot then plays on a determinization of it,
 * seeded from its own seed). It takes the states of the engine it plays through (its `engine`
 * option), modules of that engine's own included. A bot may also offer `policy`, its distribution
 * over the legal actions (see `mctsBot`).
 *
 * @example
 * ```ts
 * const bot: Bot = randomBot("seed");
 * state = reduce(state, bot(state));
 * const seat = state.decision?.player;
 * if (typeof seat === "number") bot(playerView(state, seat)); // a view is enough to choose
 * ```
 */
export type Bot = ((state: GameState | PlayerView | AnyEngineState) => Action) & {
  /** The bot's distribution over the legal actions, if it has one. */
  policy?: (state: GameState | PlayerView | AnyEngineState) => ActionProbability[];
};

/**
 * How every bot is made: `xBot(seed, options?)`, with the bot's own seed (its choices and its
 * determinizations all come from it) and options of its own.
 *
 * @example
 * ```ts
 * const factories: BotFactory[] = [randomBot, heuristicBot, mctsBot];
 * const bots = factories.map((make, seat) => make(`seat-${seat}`));
 * ```
 */
export type BotFactory<Options = never> = (seed: string | number, options?: Options) => Bot;

/**
 * Options of {@link randomBot}: the engine it plays through (every bot takes it).
 *
 * @example
 * ```ts
 * const bot = randomBot(1, { engine: createEngine() } satisfies RandomBotOptions);
 * ```
 */
export type RandomBotOptions = BotEngineOptions;

/**
 * Options of {@link heuristicBot}.
 *
 * @example
 * ```ts
 * const options: HeuristicBotOptions = { nightSamples: 16 };
 * const bot = heuristicBot("h", options);
 * ```
 */
export interface HeuristicBotOptions extends BotEngineOptions {
  /** Determinized Night playouts per choice when weighing adventure against rest (default 8). */
  readonly nightSamples?: number;
}

/**
 * One entry of a bot's policy: a legal action and the probability the bot gives it.
 *
 * @example
 * ```ts
 * const entries: ActionProbability[] = mctsBot(1, { iterations: 16 }).policy(state);
 * entries.reduce((sum, e) => sum + e.probability, 0); // 1 (up to rounding)
 * ```
 */
export interface ActionProbability {
  /** A legal action. */
  readonly action: Action;
  /** Its probability, in [0, 1]. */
  readonly probability: number;
}

function sampleChance(engine: BotEngine, state: GameState | PlayerView, random: () => number): Action | null {
  if (state.decision?.player !== "chance" || isView(state)) return null;
  const outcomes = engine.chanceOutcomes(state);
  if (outcomes.length === 0) return null;
  let r = random();
  for (const outcome of outcomes) {
    r -= outcome.probability;
    if (r <= 0) return outcome.action;
  }
  return (outcomes[outcomes.length - 1] as (typeof outcomes)[number]).action;
}

/**
 * A bot choosing uniformly among the legal actions (chance outcomes by their probability).
 *
 * @param seed - the bot's own seed
 * @param options - the engine it plays through (the reference engine by default)
 * @returns the bot; it accepts a full state or a player view
 * @example
 * ```ts
 * const bot = randomBot(1);
 * while (!isGameOver(state)) state = reduce(state, bot(state));
 * ```
 */
export function randomBot(seed: string | number, options?: RandomBotOptions): Bot {
  assertSeed(seed, "randomBot");
  const engine = botEngine(options?.engine, "randomBot");
  const random = seededRandom(seed);
  return (state: GameState | PlayerView): Action => {
    // A view at a chance point is determinized (the outcomes depend only on public information).
    const chance = sampleChance(
      engine,
      isView(state) && state.decision?.player === "chance" ? playable(state, random) : state,
      random,
    );
    if (chance !== null) return chance;
    const options = engine.legalActions(state);
    const pick = options[Math.floor(random() * options.length)];
    if (pick === undefined)
      throw new IllegalActionError("GAME_OVER", "The game is over: the bot has no action to choose.", undefined);
    return pick;
  };
}

/** Determinized playouts per action when the heuristic bot weighs adventure against rest. */
const NIGHT_SAMPLES = 8;

/**
 * A planning bot: it never sees the real future dice or deck order (all look-ahead runs on
 * determinized copies of its own player's view, seeded from the bot's generator). At each decision:
 *
 * - adventure or rest (push your luck): it plays the rest of the Night out from both choices on
 *   the same determinizations with a quick rule policy for every seat and compares the heuristic
 *   values at dawn; Forge Ahead and the Sword are used first when they pay one step ahead;
 * - picking a movement card: the value of the best move that card allows;
 * - everything else: one action ahead, each result valued once its own follow-up choices (gains,
 *   grottos, equipping) settle.
 *
 * Values are `evaluate`'s heuristic (score plus weighted progress in temples, on portals and at
 * obelisks, Health and Power) less half the best rival's. Ties are broken by the bot's seed.
 *
 * @param seed - the bot's own seed
 * @param options - the Night playouts' sample count and the engine it plays through
 * @returns the bot; it accepts a full state or a player view
 * @example
 * ```ts
 * const bots = [heuristicBot("a"), heuristicBot("b")];
 * while (!isGameOver(state)) {
 *   const seat = state.decision?.player;
 *   state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
 * }
 * ```
 */
export function heuristicBot(seed: string | number, options?: HeuristicBotOptions): Bot {
  assertSeed(seed, "heuristicBot");
  const engine = botEngine(options?.engine, "heuristicBot");
  const random = seededRandom(seed);
  const nightSamples = options?.nightSamples ?? NIGHT_SAMPLES;
  return (input: GameState | PlayerView): Action => {
    const state = input.decision?.player === "chance" ? playable(input, random) : input;
    const chance = sampleChance(engine, state, random);
    if (chance !== null) return chance;
    const options = engine.legalActions(state);
    if (options.length === 0)
      throw new IllegalActionError("GAME_OVER", "The game is over: the bot has no action to choose.", undefined);
    if (options.length === 1) return options[0] as Action;
    const decision = state.decision;
    const seat = typeof decision?.player === "number" ? decision.player : 0;
    const known = isView(state) ? state : engine.playerView(state, seat);
    const root = engine.simulator(determinize(known, Math.floor(random() * 2 ** 31)));
    const env = engine.env(root.state);
    if (decision?.kind === "adventure-or-rest")
      return pushYourLuck(root, options, seat, env, random, nightSamples, engine);
    const depth = decision?.kind === "choose-movement-card" ? 1 : 0;
    return bestByValue(root, options, seat, env, random, depth);
  };
}

/** The option whose settled one-step result is worth most (ties by the generator). */
export function bestByValue(
  root: Simulator,
  options: readonly Action[],
  seat: number,
  env: RulesEnv,
  random: () => number,
  depth: number,
): Action {
  let best = options[0] as Action;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of options) {
    const sim = root.clone();
    sim.apply(action);
    const value = settledValue(sim, seat, env, random, depth) + random() * 1e-6;
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}

/**
 * Adventure or rest: a Forge Ahead or Sword use that is worth it one step ahead first, else the
 * better of adventure and rest over Night playouts on shared determinizations.
 */
export function pushYourLuck(
  root: Simulator,
  options: readonly Action[],
  seat: number,
  env: RulesEnv,
  random: () => number,
  samples = NIGHT_SAMPLES,
  engine: BotEngine = botEngine(undefined, "bot"),
  value?: (state: GameState, seat: number, env: RulesEnv) => number,
): Action {
  const adventure = options.find((a) => a.type === "adventure");
  const rest = options.find((a) => a.type === "rest");
  const abilities = options.filter((a) => a.type !== "adventure" && a.type !== "rest");
  if (abilities.length > 0) {
    const now = relativeValue(root.state, seat, env);
    const pick = bestByValue(root, abilities, seat, env, random, 0);
    const sim = root.clone();
    sim.apply(pick);
    if (relativeValue(sim.state, seat, env) > now + 0.05) return pick;
  }
  if (adventure === undefined || rest === undefined) return (adventure ?? rest ?? options[0]) as Action;
  let sumAdventure = 0;
  let sumRest = 0;
  const view = engine.playerView(root.state, seat);
  for (let k = 0; k < samples; k++) {
    const start = engine.simulator(determinize(view, Math.floor(random() * 2 ** 31)));
    const stream = Math.floor(random() * 2 ** 31);
    sumAdventure += nightPlayout(start, adventure, seat, env, seededRandom(stream), value);
    sumRest += nightPlayout(start, rest, seat, env, seededRandom(stream), value);
  }
  return sumAdventure > sumRest ? adventure : rest;
}
