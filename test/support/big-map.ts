/**
 * Maps with cells at and beyond BIT_CELLS (31), which no content pack can make (its layout has
 * 17 cards, `content/validate/check-layout.ts`): built by hand from a game, for the paths the
 * move and Night views keep for such cells.
 */
import { envFor } from "../../src/bots/bot-env";
import { regionAt } from "../../src/rules/map/regions";
import type { S } from "./scenario";

/** A goblin token as set-up leaves it: passive and undamaged. */
type Goblin = S["goblins"]["portals"][number]["goblin"];
const passiveGoblin = (): Goblin => ({ stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] });

/**
 * Appends `extra` map cards on new grid rows below the map (rows 6 and up, 12 cards a row), each of
 * their portals holding what `goblin` gives (a passive goblin, as set-up would leave it, by default).
 * The map gets a new cells array and map object: the engine's per-map tables are keyed by them.
 *
 * @param s - the state to extend (changed in place)
 * @param extra - how many cards to append
 * @param goblin - the token of each new portal, asked once per portal in cell order, or null
 */
export function extendMap(s: S, extra: number, goblin: () => Goblin = passiveGoblin): void {
  const cards = ["grotto-1", "temple-ice", "grotto-2", "temple-sun", "grotto-4", "temple-storm"];
  const start = s.map.cells.length;
  const added = Array.from({ length: extra }, (_, k) => ({
    cardId: cards[k % cards.length]!,
    row: 6 + Math.floor(k / 12),
    col: k % 12,
    coastIndex: null,
  }));
  s.map = { ...s.map, cells: [...s.map.cells, ...added] };
  const env = envFor(s);
  for (let cell = start; cell < start + extra; cell++) {
    for (const side of ["left", "right"] as const) {
      if (regionAt(s.map.cells, { cell, side }, env).kind === "portal") {
        s.goblins.portals.push({ at: { cell, side }, goblin: goblin() });
      }
    }
  }
}
