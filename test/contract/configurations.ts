/**
 * The game configurations every contract suite runs on (issue 5). Each later module configuration
 * is covered by adding ONE line here: GloomFall (`modules: ["gloomfall"]`), solo at each difficulty
 * (`players: 1, difficulty: "page"`, ...), Golden Mushrooms (`modules: ["golden-mushrooms"]`) and
 * their combinations (solo + GloomFall + Golden Mushrooms too), in both chance modes.
 */
import { createEngine, type Engine, type GameOptions } from "../../src/index";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";

/** One configuration: a readable name and the options of `createGame` without the seed. */
export interface Configuration {
  /** Shown in test names and failure messages. */
  readonly name: string;
  /** The options, except the seed (each suite supplies its seeds). */
  readonly options: Omit<GameOptions, "seed">;
  /** Random games to play in the random-simulation suite (default: TEQ_CONTRACT_GAMES or 30). */
  readonly games?: number;
  /** The engine that plays it (default: the top-level one). */
  readonly engine?: Engine;
}

/**
 * An engine with the Pilgrim's Tithe house rule (examples/pilgrim-tithe/), registered
 * with one call and no file under src/ edited to admit it.
 */
export const TITHE_ENGINE: Engine = createEngine({ modules: [pilgrimTithe] });

/**
 * The configurations played by an engine of their own (a module registered with `createEngine`):
 * the random-simulation suite runs them with the others.
 */
export const ENGINE_CONFIGURATIONS: readonly Configuration[] = [
  {
    name: "pilgrim-tithe 3p (own engine)",
    options: { players: 3, modules: ["pilgrim-tithe" as never] },
    games: 8,
    engine: TITHE_ENGINE,
  },
  {
    name: "solo + gloomfall + golden-mushrooms + pilgrim-tithe external chance (own engine)",
    options: {
      players: 1,
      difficulty: "knight",
      modules: ["gloomfall", "golden-mushrooms", "pilgrim-tithe" as never],
      chance: "external",
    },
    games: 6,
    engine: TITHE_ENGINE,
  },
  {
    name: "gloomfall + golden-mushrooms + pilgrim-tithe 4p, tithe of 2 Power (own engine)",
    options: {
      players: 4,
      modules: ["gloomfall", "golden-mushrooms", "pilgrim-tithe" as never],
      rulings: { pilgrimTitheCost: "two" } as never,
    },
    games: 6,
    engine: TITHE_ENGINE,
  },
];

export const CONFIGURATIONS: readonly Configuration[] = [
  { name: "base 2p", options: { players: 2 } },
  { name: "base 3p", options: { players: 3 } },
  { name: "base 4p", options: { players: 4 } },
  { name: "base 2p external chance", options: { players: 2, chance: "external" } },
  { name: "base 3p external chance", options: { players: 3, chance: "external" } },
  { name: "base 4p external chance", options: { players: 4, chance: "external" } },
  { name: "gloomfall 2p", options: { players: 2, modules: ["gloomfall"] }, games: 10 },
  { name: "gloomfall 3p", options: { players: 3, modules: ["gloomfall"] }, games: 10 },
  {
    name: "gloomfall 4p external chance",
    options: { players: 4, modules: ["gloomfall"], chance: "external" },
    games: 10,
  },
  { name: "solo peasant", options: { players: 1, difficulty: "peasant" }, games: 8 },
  { name: "solo page", options: { players: 1, difficulty: "page" }, games: 8 },
  { name: "solo squire external chance", options: { players: 1, difficulty: "squire", chance: "external" }, games: 8 },
  { name: "solo knight", options: { players: 1, difficulty: "knight" }, games: 8 },
  { name: "solo hero-of-legend", options: { players: 1, difficulty: "hero-of-legend" }, games: 8 },
  { name: "golden-mushrooms 2p", options: { players: 2, modules: ["golden-mushrooms"] }, games: 10 },
  {
    name: "golden-mushrooms 3p external chance",
    options: { players: 3, modules: ["golden-mushrooms"], chance: "external" },
    games: 10,
  },
  { name: "golden-mushrooms 4p", options: { players: 4, modules: ["golden-mushrooms"] }, games: 10 },
  {
    name: "gloomfall + golden-mushrooms 3p",
    options: { players: 3, modules: ["gloomfall", "golden-mushrooms"] },
    games: 10,
  },
  { name: "solo + gloomfall", options: { players: 1, difficulty: "squire", modules: ["gloomfall"] }, games: 8 },
  {
    name: "solo + golden-mushrooms",
    options: { players: 1, difficulty: "page", modules: ["golden-mushrooms"] },
    games: 8,
  },
  {
    name: "solo + gloomfall + golden-mushrooms external chance",
    options: { players: 1, difficulty: "knight", modules: ["gloomfall", "golden-mushrooms"], chance: "external" },
    games: 8,
  },
];

/** The options of one game of a configuration. */
export function optionsFor(config: Configuration, seed: string | number): GameOptions {
  return { ...config.options, seed };
}
