/**
 * The options of `createGame`, and their validation into the configuration recorded in the state.
 *
 * @module
 */
import { clonePlain } from "../core/clone";
import { describeValue } from "../core/describe-value";
import type { ContentPack } from "../content/types";
import { InvalidOptionsError } from "../core/errors";
import { DEFAULT_COLORS } from "../rules/constants";
import type { ChanceMode, Difficulty, GameConfig, RulingValues } from "../rules/state";
import type { GameModule, ModuleTypesOf } from "./game-module";
import type { Intersection, ModuleId, Rulings } from "./module-registry";
import type { ModuleSet } from "./module-set";
import { packedMap } from "../core/packed";

/**
 * The options of a new game.
 *
 * @example
 * ```ts
 * const options: GameOptions = { seed: "friday-night", players: 3, modules: [], firstPlayer: 0 };
 * ```
 */
export interface GameOptions<M extends GameModule = never> {
  /** Required: the same seed and the same actions give the same game. */
  readonly seed: string | number;
  /** 2 to 4 players; 1 is the solo variant. */
  readonly players: number;
  /** Rules modules to compose: any of {@link OPTIONAL_MODULE_IDS}; `"solo"` only with `players: 1` (implied by it). */
  readonly modules?: readonly (ModuleId | M["id"])[];
  /** Solo only (a module with difficulty levels): the difficulty, `"peasant"` by default. */
  readonly difficulty?: Difficulty;
  /**
   * The content pack, if given: it must be the engine's own pack (a different pack gets its own
   * engine: `createEngine({ content })`). Validated.
   */
  readonly content?: ContentPack;
  /** The colour of each seat (seat 0 first); defaults to red, blue, green, yellow. */
  readonly colors?: readonly string[];
  /** The seat holding the first player token; drawn from the seed when omitted. */
  readonly firstPlayer?: number;
  /** `"seeded"` (default) or `"external"` chance. */
  readonly chance?: ChanceMode;
  /**
   * The reading to play where the rulebooks allow two (docs/rulings.md); each omitted key takes its
   * default (`DEFAULT_RULINGS`). A key of a module the game does not compose is refused.
   */
  readonly rulings?: Partial<Rulings & ModuleRulingsOf<M>>;
}

/**
 * The rulings of an engine's own modules (those given to `createEngine({ modules })`), joined:
 * what their games may choose in `rulings` besides the built-in ones.
 *
 * @example
 * ```ts
 * import type { GameModule, ModuleRulingsOf } from "teq-engine";
 * type None = ModuleRulingsOf<never>; // {}
 * ```
 */
export type ModuleRulingsOf<M> = [M] extends [never] ? Record<never, never> : Intersection<ModuleTypesOf<M>["rulings"]>;

const KNOWN_KEYS = [
  "seed",
  "players",
  "modules",
  "difficulty",
  "content",
  "colors",
  "firstPlayer",
  "chance",
  "rulings",
];

function fail(code: string, message: string): never {
  throw new InvalidOptionsError(code, message);
}

/**
 * Checks a game's seed and returns it as the configuration records it.
 *
 * @param seed - the untrusted `seed` option
 * @returns the seed (-0 as 0)
 * @throws {@link InvalidOptionsError} `OPTION_SEED` unless a non-empty string or a finite number
 */
export function normalizeSeed(seed: unknown): string | number {
  if (!((typeof seed === "string" && seed.length > 0) || (typeof seed === "number" && Number.isFinite(seed)))) {
    fail("OPTION_SEED", "`seed` is required: a non-empty string or a finite number.");
  }
  // -0 is a number JSON cannot keep; it seeds the same generator as 0 (String(-0) === "0").
  return Object.is(seed, -0) ? 0 : seed;
}

/**
 * Checks game options and returns the configuration to record in the state. The content pack is
 * checked separately (by `createGame`).
 *
 * @param options - untrusted options
 * @param playerColors - the colours the content pack's player cards offer
 * @param set - the modules of the engine
 * @returns the normalized configuration
 * @throws {@link InvalidOptionsError} with a code naming the option (`OPTION_SEED`, `OPTION_PLAYERS`, ...)
 */
export function normalizeOptions(options: unknown, playerColors: readonly string[], set: ModuleSet): GameConfig {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    fail("OPTIONS_NOT_OBJECT", "createGame needs an options object such as { seed: 1, players: 2 }.");
  }
  const o = options as Record<string, unknown>;
  const unknownKeys = Object.keys(o).filter((k) => !KNOWN_KEYS.includes(k));
  if (unknownKeys.length > 0) {
    fail(
      "OPTION_UNKNOWN",
      `Unknown option(s) ${unknownKeys.slice(0, 5).map(describeValue).join(", ")}; known: ${KNOWN_KEYS.join(", ")}.`,
    );
  }
  const seed = normalizeSeed(o["seed"]);
  const players = o["players"];
  if (typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4) {
    fail(
      "OPTION_PLAYERS",
      `\`players\` must be an integer from 1 to 4 (1 = the 1-player variant); got ${describeValue(players)}.`,
    );
  }
  const chosen = normalizeModules(o["modules"], set);
  for (const id of chosen) {
    const seats = set.get(id)?.players;
    if (seats !== undefined && !seats.includes(players)) {
      fail(
        "OPTION_MODULES",
        `"${id}" plays with players: ${seats.join(" or ")} only (got players: ${players}); leave it out of \`modules\`.`,
      );
    }
  }
  // A module selected by the player count (the 1-player variant) is composed whenever it fits;
  // the others when chosen. Recorded in canonical order.
  const modules = packedMap(
    set.modules.filter((m) => (m.implied === true ? m.players?.includes(players) === true : chosen.includes(m.id))),
    (m) => m.id,
  );
  const difficulty = normalizeDifficulty(o["difficulty"], modules, set);
  const colors = normalizeColors(o["colors"], players, playerColors);
  const firstPlayer = o["firstPlayer"];
  if (
    firstPlayer !== undefined &&
    (typeof firstPlayer !== "number" || !Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players)
  ) {
    fail("OPTION_FIRST_PLAYER", `\`firstPlayer\` must be a seat from 0 to ${players - 1}.`);
  }
  const chance = o["chance"] ?? "seeded";
  if (chance !== "seeded" && chance !== "external") {
    fail("OPTION_CHANCE", '`chance` must be "seeded" or "external".');
  }
  const rulings = normalizeRulings(o["rulings"], modules, set);
  return {
    seed,
    players,
    modules,
    difficulty,
    chance,
    colors,
    firstPlayer: firstPlayer ?? null,
    rulings,
  };
}

function normalizeRulings(value: unknown, modules: readonly string[], set: ModuleSet): RulingValues {
  // Copied key by key (`clonePlain`), as `parseState` rebuilds stored rulings: one hidden class for
  // every game's rulings (a spread of the frozen defaults gets another).
  if (value === undefined) return clonePlain(set.defaultRulings);
  const keys = Object.keys(set.rulings);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(
      "OPTION_RULINGS",
      `\`rulings\` must be an object such as { ${keys[0] ?? "someRuling"}: "${set.rulings[keys[0] ?? ""]?.values[1] ?? "value"}" }.`,
    );
  }
  const given = value as Record<string, unknown>;
  const out = clonePlain(set.defaultRulings) as Record<string, string>;
  for (const key of Object.keys(given)) {
    const choice = Object.hasOwn(set.rulings, key) ? set.rulings[key] : undefined;
    if (choice === undefined) {
      fail("OPTION_RULINGS", `Unknown ruling "${key.slice(0, 40)}"; known: ${keys.join(", ")}.`);
    }
    const v = given[key];
    if (v === undefined) continue;
    if (!(choice.values as readonly unknown[]).includes(v)) {
      fail("OPTION_RULINGS", `\`rulings.${key}\` must be ${choice.values.map((x) => `"${x}"`).join(" or ")}.`);
    }
    if (choice.module !== null && !modules.includes(choice.module))
      fail("OPTION_RULINGS", `\`rulings.${key}\` applies to the ${choice.module} module only.`);
    out[key] = v as string;
  }
  return out;
}

/** The difficulty of a game that composes a module with difficulty levels (its default when omitted), else null. */
function normalizeDifficulty(value: unknown, modules: readonly string[], set: ModuleSet): Difficulty | null {
  const levelled = modules.map((id) => set.get(id)).find((m) => m?.difficulties !== undefined);
  const levels = levelled?.difficulties;
  if (levels === undefined) {
    const which = set.modules.find((m) => m.difficulties !== undefined);
    const hint =
      which === undefined
        ? ""
        : ` (the ${which.id} module has them${which.players === undefined ? "" : `: players: ${which.players.join(" or ")}`})`;
    if (value !== undefined)
      fail("OPTION_DIFFICULTY", `\`difficulty\` applies only to a game with difficulty levels${hint}.`);
    return null;
  }
  if (value === undefined) return levels.default as Difficulty;
  if (typeof value !== "string" || !levels.levels.includes(value)) {
    fail(
      "OPTION_DIFFICULTY",
      `Unknown difficulty ${describeValue(value)}; the ${levelled?.id} difficulties are ${levels.levels.join(", ")}.`,
    );
  }
  return value as Difficulty;
}

function normalizeModules(value: unknown, set: ModuleSet): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail("OPTION_MODULES", "`modules` must be an array of module ids.");
  for (const id of value) {
    if (typeof id !== "string" || set.get(id) === undefined) {
      fail("OPTION_MODULES", `Unknown module ${describeValue(id)}; known modules: ${set.ids.join(", ")}.`);
    }
    if (!set.ids.includes(id)) fail("MODULE_UNAVAILABLE", `Module "${id}" is not available yet in this version.`);
  }
  if (new Set(value).size !== value.length) fail("OPTION_MODULES", "`modules` lists a module twice.");
  return set.ids.filter((id) => value.includes(id));
}

function normalizeColors(value: unknown, players: number, playerColors: readonly string[]): string[] {
  const colors = value ?? DEFAULT_COLORS.filter((c) => playerColors.includes(c)).slice(0, players);
  if (!Array.isArray(colors) || colors.length !== players || colors.some((c) => typeof c !== "string")) {
    fail("OPTION_COLORS", `\`colors\` must list exactly ${players} colour names.`);
  }
  if (new Set(colors).size !== colors.length) fail("OPTION_COLORS", "`colors` lists a colour twice.");
  const missing = colors.filter((c: string) => !playerColors.includes(c));
  if (missing.length > 0) {
    fail(
      "OPTION_COLORS",
      `No player card of colour ${missing.map((c: string) => `"${c}"`).join(", ")}; available: ${playerColors.join(", ")}.`,
    );
  }
  return colors as string[];
}
