/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), who may share a region (Rulebook, Regions on
 * the Map Cards, and the publisher's temple clarification): a temple holds at most 2 heroes, of 2
 * different players; an obelisk or a grotto (a Golden Grotto too) at most one hero of each player;
 * a goblin portal one hero; a castle any number. The same rule the moves obey
 * (`rules/map/occupancy.ts`, `entryRejection`), applied to every hero against those before it.
 * Runs only on a map that passed `checkMap`.
 *
 * @module
 * @internal
 */
import { entryRejection } from "../../rules/map/occupancy";
import { regionAt } from "../../rules/map/regions";
import type { CheckContext } from "./context";
import { at, type Problems } from "./problems";

/**
 * Checks that no region holds more heroes than the occupancy rules allow.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkOccupancy(p: Problems, { state, env }: CheckContext): void {
  // Occupants by region (cell * 2 + side), as [seat, hero] pairs, in seat order.
  const occupants = new Map<number, [number, number][]>();
  for (let seat = 0; seat < state.players.length; seat++) {
    const heroes = state.players[seat]!.heroes;
    for (let h = 0; h < heroes.length; h++) {
      const where = heroes[h]!.at;
      const key = where.cell * 2 + (where.side === "left" ? 0 : 1);
      let here = occupants.get(key);
      if (here === undefined) occupants.set(key, (here = []));
      const kind = regionAt(state.map.cells, where, env).kind;
      const rejection = kind === "castle" ? null : entryRejection(kind, here, seat);
      if (rejection !== null)
        p.add(
          at(at(at(at("players", seat), "heroes"), h), "at"),
          `${rejection.message} (${rejection.code}: the region already holds ${here.length} hero${here.length === 1 ? "" : "es"})`,
        );
      here.push([seat, h]);
    }
  }
}
