/**
 * The options of `createGame`, and their validation into the configuration recorded in the state.
 *
 * @module
 */
import { describeValue } from "../core/describe-value";
import type { ContentPack } from "../content/types";
import { InvalidOptionsError } from "../core/errors";
import { DEFAULT_COLORS } from "../rules/constants";
import type { ChanceMode, Difficulty, GameConfig, Rulings } from "../rules/state";
import { MODULE_ORDER } from "../modules/registry";
import { isModuleAvailable, MODULE_IDS, type ModuleId } from "./modules";

/** The id of the module that a 1-player game composes. */
const SOLO = "solo";

/**
 * The options of a new game.
 *
 * @example
 * ```ts
 * const options: GameOptions = { seed: "friday-night", players: 3, modules: [], firstPlayer: 0 };
 * ```
 */
export interface GameOptions {
  /** Required: the same seed and the same actions give the same game. */
  readonly seed: string | number;
  /** 2 to 4 players; 1 is the solo variant. */
  readonly players: number;
  /** Rules modules to compose: any of {@link OPTIONAL_MODULE_IDS}; `"solo"` only with `players: 1` (implied by it). */
  readonly modules?: readonly ModuleId[];
  /** Solo only: the difficulty, `"peasant"` by default. */
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
  readonly rulings?: Partial<Rulings>;
}

/**
 * The default rulings (the engine's reading of each either-way rule; docs/rulings.md), and the
 * module each one belongs to.
 *
 * @example
 * ```ts
 * createGame({ seed: 1, players: 2, modules: ["gloomfall"], rulings: { gloomfallSetupGoblins: "passive" } });
 * DEFAULT_RULINGS.restingMushroom; // "follows"
 * ```
 */
export const DEFAULT_RULINGS: Rulings = {
  gloomfallSetupGoblins: "aggressive",
  goldenGrottoArrival: "card",
  restingMushroom: "follows",
  orthogonalGrottoMove: "path",
  grottoMoveMushroom: "choices",
  mushroomLeftInCastle: "abandoned",
  newMushroomPortal: "no-mushroom",
};

/** The values each ruling accepts and the module it needs (null: the base game's, always allowed). */
export const RULING_CHOICES: { readonly [K in keyof Rulings]: { readonly values: readonly Rulings[K][]; readonly module: string | null } } = {
  gloomfallSetupGoblins: { values: ["aggressive", "passive"], module: "gloomfall" },
  goldenGrottoArrival: { values: ["card", "region"], module: "golden-mushrooms" },
  restingMushroom: { values: ["follows", "abandoned"], module: "golden-mushrooms" },
  orthogonalGrottoMove: { values: ["path", "line"], module: null },
  grottoMoveMushroom: { values: ["choices", "none"], module: "golden-mushrooms" },
  mushroomLeftInCastle: { values: ["abandoned", "joins"], module: "golden-mushrooms" },
  newMushroomPortal: { values: ["no-mushroom", "no-captured"], module: "golden-mushrooms" },
};

/**
 * The solo difficulties in order, easiest first.
 *
 * @example
 * ```ts
 * DIFFICULTIES[0]; // "peasant"
 * ```
 */
export const DIFFICULTIES: readonly Difficulty[] = ["peasant", "page", "squire", "knight", "hero-of-legend"];

const KNOWN_KEYS = ["seed", "players", "modules", "difficulty", "content", "colors", "firstPlayer", "chance", "rulings"];

function fail(code: string, message: string): never {
  throw new InvalidOptionsError(code, message);
}

/**
 * Checks game options and returns the configuration to record in the state. The content pack is
 * checked separately (by `createGame`).
 *
 * @param options - untrusted options
 * @param playerColors - the colours the content pack's player cards offer
 * @returns the normalized configuration
 * @throws InvalidOptionsError with a code naming the option (`OPTION_SEED`, `OPTION_PLAYERS`, ...)
 */
export function normalizeOptions(options: unknown, playerColors: readonly string[]): GameConfig {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    fail("OPTIONS_NOT_OBJECT", "createGame needs an options object such as { seed: 1, players: 2 }.");
  }
  const o = options as Record<string, unknown>;
  const unknownKeys = Object.keys(o).filter((k) => !KNOWN_KEYS.includes(k));
  if (unknownKeys.length > 0) {
    fail("OPTION_UNKNOWN", `Unknown option(s) ${unknownKeys.slice(0, 5).map(describeValue).join(", ")}; known: ${KNOWN_KEYS.join(", ")}.`);
  }
  const seed = o["seed"];
  if (!((typeof seed === "string" && seed.length > 0) || (typeof seed === "number" && Number.isFinite(seed)))) {
    fail("OPTION_SEED", "`seed` is required: a non-empty string or a finite number.");
  }
  const players = o["players"];
  if (typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4) {
    fail("OPTION_PLAYERS", `\`players\` must be an integer from 1 to 4 (1 = solo); got ${describeValue(players)}.`);
  }
  const chosen = normalizeModules(o["modules"]);
  if (chosen.includes(SOLO) && players !== 1) {
    fail("OPTION_MODULES", `"solo" is the 1-player variant: it goes with players: 1 (got players: ${players}); leave it out of \`modules\`.`);
  }
  // The solo variant is a module selected by the player count, recorded in canonical order.
  const modules = MODULE_ORDER.filter((id) => (id === SOLO ? players === 1 : chosen.includes(id)));
  const difficulty = normalizeDifficulty(o["difficulty"], players);
  const colors = normalizeColors(o["colors"], players, playerColors);
  const firstPlayer = o["firstPlayer"];
  if (firstPlayer !== undefined && (typeof firstPlayer !== "number" || !Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players)) {
    fail("OPTION_FIRST_PLAYER", `\`firstPlayer\` must be a seat from 0 to ${players - 1}.`);
  }
  const chance = o["chance"] ?? "seeded";
  if (chance !== "seeded" && chance !== "external") {
    fail("OPTION_CHANCE", '`chance` must be "seeded" or "external".');
  }
  const rulings = normalizeRulings(o["rulings"], modules);
  return {
    // -0 is a number JSON cannot keep; it seeds the same generator as 0 (String(-0) === "0").
    seed: Object.is(seed, -0) ? 0 : (seed as string | number),
    players,
    modules,
    difficulty,
    chance,
    colors,
    firstPlayer: (firstPlayer as number | undefined) ?? null,
    rulings,
  };
}

function normalizeRulings(value: unknown, modules: readonly string[]): Rulings {
  if (value === undefined) return { ...DEFAULT_RULINGS };
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail("OPTION_RULINGS", "`rulings` must be an object such as { gloomfallSetupGoblins: \"passive\" }.");
  }
  const given = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_RULINGS };
  for (const key of Object.keys(given)) {
    const choice = Object.hasOwn(RULING_CHOICES, key) ? RULING_CHOICES[key as keyof Rulings] : undefined;
    if (choice === undefined) {
      fail("OPTION_RULINGS", `Unknown ruling "${key.slice(0, 40)}"; known: ${Object.keys(RULING_CHOICES).join(", ")}.`);
    }
    const v = given[key];
    if (v === undefined) continue;
    if (!(choice.values as readonly unknown[]).includes(v)) {
      fail("OPTION_RULINGS", `\`rulings.${key}\` must be ${choice.values.map((x) => `"${x}"`).join(" or ")}.`);
    }
    if (choice.module !== null && !modules.includes(choice.module)) fail("OPTION_RULINGS", `\`rulings.${key}\` applies to the ${choice.module} module only.`);
    out[key] = v;
  }
  return out as unknown as Rulings;
}

function normalizeDifficulty(value: unknown, players: number): Difficulty | null {
  if (players !== 1) {
    if (value !== undefined) fail("OPTION_DIFFICULTY", "`difficulty` applies to the solo variant only (players: 1).");
    return null;
  }
  if (value === undefined) return "peasant";
  if (typeof value !== "string" || !(DIFFICULTIES as readonly string[]).includes(value)) {
    fail("OPTION_DIFFICULTY", `Unknown difficulty ${describeValue(value)}; the solo difficulties are ${DIFFICULTIES.join(", ")}.`);
  }
  return value as Difficulty;
}

function normalizeModules(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail("OPTION_MODULES", "`modules` must be an array of module ids.");
  for (const id of value) {
    if (typeof id !== "string" || !(MODULE_IDS as readonly string[]).includes(id)) {
      fail("OPTION_MODULES", `Unknown module ${describeValue(id)}; known modules: ${MODULE_IDS.join(", ")}.`);
    }
    if (!isModuleAvailable(id)) fail("MODULE_UNAVAILABLE", `Module "${id}" is not available yet in this version.`);
  }
  if (new Set(value).size !== value.length) fail("OPTION_MODULES", "`modules` lists a module twice.");
  return MODULE_IDS.filter((id) => value.includes(id));
}

function normalizeColors(value: unknown, players: number, playerColors: readonly string[]): string[] {
  const colors = value ?? DEFAULT_COLORS.filter((c) => playerColors.includes(c)).slice(0, players);
  if (!Array.isArray(colors) || colors.length !== players || colors.some((c) => typeof c !== "string")) {
    fail("OPTION_COLORS", `\`colors\` must list exactly ${players} colour names.`);
  }
  if (new Set(colors).size !== colors.length) fail("OPTION_COLORS", "`colors` lists a colour twice.");
  const missing = colors.filter((c: string) => !playerColors.includes(c));
  if (missing.length > 0) {
    fail("OPTION_COLORS", `No player card of colour ${missing.map((c: string) => `"${c}"`).join(", ")}; available: ${playerColors.join(", ")}.`);
  }
  return colors as string[];
}
