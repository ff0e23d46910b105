/**
 * What a simulation plays: the game setups (players, modules, difficulty, a bot per seat) and the
 * seed range. A game is identified by its setup and its seed alone, so any split of the seed range
 * (shards, workers, machines) plays exactly the same games.
 *
 * @module
 */
import { DIFFICULTIES, OPTIONAL_MODULE_IDS, type Difficulty, type ModuleId } from "../../index";
import { parseBotSpec } from "../bots";
import { ToolError } from "../errors";
import type { EngineSource } from "../engine-source";

/** One game configuration with its seating. */
export interface GameSetup {
  readonly players: number;
  /** Optional modules, in canonical order. */
  readonly modules: readonly ModuleId[];
  /** Solo only; null for 2-4 players. */
  readonly difficulty: Difficulty | null;
  /** The bot name of each seat, seat 0 first. */
  readonly bots: readonly string[];
  /** The engine of `--content` / `--module` (its module then joins every game); the reference engine when absent. */
  readonly source?: EngineSource | null;
}

/** An inclusive range of integer seeds. */
export interface SeedRange {
  readonly from: number;
  readonly to: number;
}

/** The modules as one CSV-safe field: ids joined by `+`, `""` for the base game. */
export function modulesField(modules: readonly string[]): string {
  return modules.join("+");
}

/** The seating as one CSV-safe field: bot names joined by `/`, seat 0 first. */
export function lineupField(bots: readonly string[]): string {
  return bots.join("/");
}

/** A readable, stable label of a setup, e.g. `4 players, base game, random/random/random/random`. */
export function setupLabel(setup: {
  players: number;
  modules: string;
  difficulty: string | null;
  lineup: string;
}): string {
  const who = setup.players === 1 ? `solo (${setup.difficulty ?? "peasant"})` : `${setup.players} players`;
  return `${who}, ${setup.modules === "" ? "base game" : setup.modules}, ${setup.lineup}`;
}

/** Parses `a..b` (inclusive) or a single seed. */
export function parseSeedRange(text: string): SeedRange {
  const m = /^(\d+)(?:\.\.(\d+))?$/.exec(text.trim());
  if (m === null)
    throw new ToolError("BAD_SEEDS", `--seeds must look like 0..9999 (inclusive) or a single seed, not "${text}".`);
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to < from)
    throw new ToolError("BAD_SEEDS", `--seeds range "${text}" is empty or too large.`);
  return { from, to };
}

/**
 * The part `i` of `n` (1-based) of a seed range: contiguous, in order, sizes differing by at most
 * one, and together exactly the range.
 */
export function shardOf(range: SeedRange, shard: string): SeedRange {
  const m = /^(\d+)\/(\d+)$/.exec(shard.trim());
  const i = m === null ? NaN : Number(m[1]);
  const n = m === null ? NaN : Number(m[2]);
  if (!(n >= 1 && i >= 1 && i <= n))
    throw new ToolError("BAD_SHARD", `--shard must be i/n with 1 <= i <= n, not "${shard}".`);
  const size = range.to - range.from + 1;
  const start = range.from + Math.floor(((i - 1) * size) / n);
  const end = range.from + Math.floor((i * size) / n) - 1;
  return { from: start, to: end };
}

function list(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * The setups asked for: one per player count; each seat gets the bot of its position in `bots`
 * (one name seats it everywhere). A solo difficulty changes only the victory point goal (not the
 * rules, not the bots' play), so solo games are played once per seed whatever `difficulty` lists
 * (`all`, or several): they are set up with the first difficulty listed (peasant by default and for
 * `all`), and every row is checked against every difficulty's goal (`reached_<difficulty>`).
 */
export function parseSetups(players: string, modules: string, difficulty: string, bots: string): GameSetup[] {
  const counts = list(players).map((p) => {
    if (!/^[1-4]$/.test(p))
      throw new ToolError("BAD_PLAYERS", `--players takes numbers from 1 to 4 (comma-separated), not "${p}".`);
    return Number(p);
  });
  if (counts.length === 0) throw new ToolError("BAD_PLAYERS", "--players needs at least one player count.");
  const mods = list(modules).filter((m) => m !== "none" && m !== "base");
  for (const m of mods) {
    if (!(OPTIONAL_MODULE_IDS as readonly string[]).includes(m))
      throw new ToolError("BAD_MODULES", `Unknown module "${m}"; known modules: ${OPTIONAL_MODULE_IDS.join(", ")}.`);
  }
  const ordered = OPTIONAL_MODULE_IDS.filter((m) => mods.includes(m));
  const levels = difficulty === "all" ? [...DIFFICULTIES] : list(difficulty);
  for (const d of levels) {
    if (!(DIFFICULTIES as readonly string[]).includes(d))
      throw new ToolError("BAD_DIFFICULTY", `Unknown difficulty "${d}"; known: ${DIFFICULTIES.join(", ")} or all.`);
  }
  const names = list(bots);
  if (names.length === 0) throw new ToolError("BAD_BOTS", "--bots needs at least one bot name.");
  for (const b of names) parseBotSpec(b);
  const setups: GameSetup[] = [];
  for (const n of counts) {
    if (names.length !== 1 && names.length < n)
      throw new ToolError(
        "BAD_BOTS",
        `--bots lists ${names.length} bots for ${n} seats: give one name, or one per seat.`,
      );
    const seating = Array.from({ length: n }, (_, seat) => (names.length === 1 ? names[0]! : names[seat]!));
    const scoredAt: Difficulty | null = n === 1 ? ((levels[0] as Difficulty | undefined) ?? "peasant") : null;
    setups.push({ players: n, modules: ordered, difficulty: scoredAt, bots: seating });
  }
  return setups;
}
