/**
 * The bots the tools (`simulate`, `serve`) can seat, by name. A new bot joins with one entry here;
 * every tool, its `--help` and the serve protocol's `describe` pick it up.
 *
 * @module
 */
import { heuristicBot, mctsBot, randomBot, type Bot } from "../index";
import { ToolError } from "./errors";
import { MCTS_DEFAULT_ITERATIONS } from "../bots/mcts-options";

/** One seatable bot: its name, one line about it, and a factory taking the bot's own seed. */
export interface BotEntry {
  readonly name: string;
  readonly description: string;
  readonly create: (seed: string) => Bot;
}

/** The registry, in the order `--help` lists it. */
export const BOTS: readonly BotEntry[] = [
  {
    name: "random",
    description: "uniform among the legal actions (chance by probability)",
    create: (seed) => randomBot(seed),
  },
  {
    name: "heuristic",
    description: "determinized one-step look-ahead, Night playouts to decide adventure or rest",
    create: (seed) => heuristicBot(seed),
  },
  {
    name: "mcts",
    description: `information-set MCTS: pruned UCT over the Day's moves, playouts to dawn (${MCTS_DEFAULT_ITERATIONS} iterations)`,
    create: (seed) => mctsBot(seed),
  },
];

/** The registered bot names. */
export function botNames(): string[] {
  return BOTS.map((b) => b.name);
}

/** A bot by name, seeded; throws `UNKNOWN_BOT` for a name not in the registry. */
export function createBot(name: string, seed: string): Bot {
  const entry = BOTS.find((b) => b.name === name);
  if (entry === undefined)
    throw new ToolError("UNKNOWN_BOT", `Unknown bot "${name}"; known bots: ${botNames().join(", ")}.`);
  return entry.create(seed);
}
