/**
 * The bots the tools (`simulate`, `tournament`, `serve`) can seat, by name, with per-bot settings:
 * a bot spec is a name and optional `key=value` settings joined by `:`, e.g. `mcts:iterations=400`
 * or `mcts:ms=100`. A new bot joins with one entry here; every tool, its `--help` and the serve
 * protocol's `describe` pick it up.
 *
 * @module
 */
import { heuristicBot, mctsBot, randomBot, type Bot, type Engine } from "../index";
import { ToolError } from "./errors";
import { MCTS_DEFAULT_ITERATIONS, MCTS_SOLO_ITERATIONS, type MctsOptions } from "../bots/mcts-options";
import { wallClockMs } from "./clock";

/** One seatable bot: its name, one line about it, its settings, and a factory taking its seed and settings. */
export interface BotEntry {
  readonly name: string;
  readonly description: string;
  /** The settings a spec may give it (`name:key=value`), each with one line about it. */
  readonly settings: Readonly<Record<string, string>>;
  readonly create: (seed: string, settings: Readonly<Record<string, number>>, engine?: Engine) => Bot;
}

/** The MCTS settings a spec may give, by key: the option each sets. */
const MCTS_KEYS: Readonly<Record<string, keyof MctsOptions>> = {
  iterations: "iterations",
  width: "width",
  exploration: "exploration",
  depth: "rolloutDepth",
  night: "nightSamples",
  rival: "rivalWeight",
  later: "laterMoves",
};

/** The MCTS bot of a spec's settings; `ms` is a wall-clock budget read with the tools' clock. */
function mctsOf(seed: string, settings: Readonly<Record<string, number>>, engine?: Engine): Bot {
  const options: { -readonly [K in keyof MctsOptions]: MctsOptions[K] } = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === "ms") Object.assign(options, { timeMs: value, clock: wallClockMs });
    else if (key === "reuse") options.reuse = value !== 0;
    else if (key === "learned") options.learnedValue = value !== 0;
    else if (key === "lnight") options.learnedNight = value !== 0;
    else if (key === "endgame") options.endgame = value !== 0;
    else Object.assign(options, { [MCTS_KEYS[key]!]: value });
  }
  return mctsBot(seed, { ...options, engine });
}

/** The registry, in the order `--help` lists it. */
export const BOTS: readonly BotEntry[] = [
  {
    name: "random",
    description: "uniform among the legal actions (chance by probability)",
    settings: {},
    create: (seed, _settings, engine) => randomBot(seed, { engine }),
  },
  {
    name: "heuristic",
    description: "determinized one-step look-ahead, Night playouts to decide adventure or rest",
    settings: {},
    create: (seed, _settings, engine) => heuristicBot(seed, { engine }),
  },
  {
    name: "mcts",
    description: `information-set MCTS: pruned UCT over the Day's moves, playouts to dawn (${MCTS_DEFAULT_ITERATIONS} iterations, ${MCTS_SOLO_ITERATIONS} solo)`,
    settings: {
      iterations: "playouts per searched decision (reproducible)",
      ms: "a wall-clock budget per searched decision instead (not reproducible)",
      width: "root actions kept",
      exploration: "UCT constant",
      depth: "most actions a playout plays",
      night: "Night playouts per adventure-or-rest choice",
      rival: "weight of the best rival's value",
      later: "moves sampled for the bot's later Day moves",
      reuse: "1 or 0: continue a card's search at the move after it",
      learned: "1 or 0: value playouts by the fitted dawn value",
      lnight: "1 or 0: value Night playouts by the fitted dawn value",
      endgame: "1 or 0: value playouts that end the game by who won",
    },
    create: mctsOf,
  },
];

/** The registered bot names. */
export function botNames(): string[] {
  return BOTS.map((b) => b.name);
}

/** A parsed bot spec: the registry entry and its settings. */
export interface BotSpec {
  readonly entry: BotEntry;
  readonly settings: Readonly<Record<string, number>>;
}

/**
 * Parses a bot spec, `name` or `name:key=value[:key=value...]`; throws `UNKNOWN_BOT` for a name
 * not in the registry and `BAD_BOTS` for a setting the bot does not take or a value that is not a
 * non-negative number (`ms` and `iterations` must be positive).
 */
export function parseBotSpec(spec: string): BotSpec {
  const [name = "", ...parts] = spec.trim().split(":");
  const entry = BOTS.find((b) => b.name === name);
  if (entry === undefined)
    throw new ToolError("UNKNOWN_BOT", `Unknown bot "${name}"; known bots: ${botNames().join(", ")}.`);
  const settings: Record<string, number> = {};
  for (const part of parts) {
    const m = /^([a-z]+)=(\d+(?:\.\d+)?)$/.exec(part);
    const keys = Object.keys(entry.settings);
    if (m === null || !Object.hasOwn(entry.settings, m[1]!))
      throw new ToolError(
        "BAD_BOTS",
        `Bot "${name}" takes ${keys.length === 0 ? "no settings" : `settings key=value with key one of ${keys.join(", ")}`}, not "${part}".`,
      );
    const number = Number(m[2]);
    if ((m[1] === "ms" || m[1] === "iterations") && number <= 0)
      throw new ToolError("BAD_BOTS", `Bot "${name}": ${m[1]} must be positive, not "${m[2]}".`);
    settings[m[1]!] = number;
  }
  return { entry, settings };
}

/** A bot by spec (a name with optional settings, see {@link parseBotSpec}), seeded, playing through `engine` (the reference engine by default). */
export function createBot(spec: string, seed: string, engine?: Engine): Bot {
  const { entry, settings } = parseBotSpec(spec);
  return entry.create(seed, settings, engine);
}
