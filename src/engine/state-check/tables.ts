/**
 * Lookup tables the consistency checks read, built once per rules environment (an engine's pack and
 * composed ruleset) instead of once per checked state.
 *
 * @module
 * @internal
 */
import type { GridPos } from "../../content/types";
import type { RulesEnv } from "../../rules/game-types";

/**
 * The tables of one rules environment.
 *
 * @internal
 */
export interface CheckTables {
  /** The layout's positions in setup order (cross, castles, coast). */
  readonly positions: readonly GridPos[];
  /** Each position's place on the coast ring, or null. */
  readonly coastIndex: readonly (number | null)[];
  /** Whether each position is a castle position. */
  readonly castleSlot: readonly boolean[];
  /** The regular map cards the ruleset deals. */
  readonly regular: ReadonlySet<string>;
  /** The castle map cards. */
  readonly castles: ReadonlySet<string>;
  /** The quest ids, in content order. */
  readonly quests: readonly string[];
  /** The quest ids' positions in `quests`. */
  readonly questIndex: ReadonlyMap<string, number>;
  /** The treasure item ids, in content order. */
  readonly treasures: readonly string[];
  /** The treasure item ids' positions in `treasures`. */
  readonly treasureIndex: ReadonlyMap<string, number>;
  /** The legendary item ids. */
  readonly legendary: ReadonlySet<string>;
  /** The movement card ids, in content order. */
  readonly movementCards: readonly string[];
  /** The movement card ids' positions in `movementCards`. */
  readonly movementIndex: ReadonlyMap<string, number>;
  /** The number of spaces of the magic track in use. */
  readonly magicSpaces: number;
}

const cache = new WeakMap<RulesEnv, CheckTables>();

const indexOf = (ids: readonly string[]): ReadonlyMap<string, number> => new Map(ids.map((id, i) => [id, i]));

/**
 * The tables of a rules environment (built on first use).
 *
 * @param env - the rules environment
 * @returns its tables
 * @internal
 */
export function tablesOf(env: RulesEnv): CheckTables {
  let tables = cache.get(env);
  if (tables !== undefined) return tables;
  const { content, hooks } = env;
  const { layout } = content;
  const positions = [...layout.cross, ...layout.castles, ...layout.coast];
  const quests = content.quests.map((q) => q.id);
  const treasures = content.items.filter((item) => item.kind === "treasure").map((item) => item.id);
  const movementCards = content.movementCards.map((card) => card.id);
  tables = {
    positions,
    coastIndex: positions.map(([row, col]) => {
      const ring = layout.coastRing.findIndex(([r, c]) => r === row && c === col);
      return ring < 0 ? null : ring;
    }),
    castleSlot: positions.map((_, i) => i >= layout.cross.length && i < layout.cross.length + layout.castles.length),
    regular: new Set(hooks.regularMapCards(content).map((card) => card.id)),
    castles: new Set(content.mapCards.filter((card) => card.kind === "castle").map((card) => card.id)),
    quests,
    questIndex: indexOf(quests),
    treasures,
    treasureIndex: indexOf(treasures),
    legendary: new Set(content.items.filter((item) => item.kind === "legendary").map((item) => item.id)),
    movementCards,
    movementIndex: indexOf(movementCards),
    magicSpaces: hooks.magicTrack(content).spaces.length,
  };
  cache.set(env, tables);
  return tables;
}
