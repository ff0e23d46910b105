/**
 * Golden Mushrooms rulebook, Placing New Mushrooms on the Land Map: when new goblins appear and the
 * supply holds mushrooms, the player with the fewest defeated goblins (ties: lowest spell level,
 * then fewest completed quests) places them, captured, on portals without a mushroom.
 *
 * Rulings (docs/rulings.md, "Golden Mushrooms"): "when new goblins appear" is the resolution's
 * refill, and only when it placed at least one goblin; a tie left after the rulebook's two
 * tie-breaks goes to the earliest seat clockwise from the first player; every supply mushroom is
 * placed, one decision per mushroom, and the last ones are placed without asking when the free
 * portals leave no choice.
 *
 * @module
 */
import type { RuleDecision, RuleStep } from "../../rules/game-types";
import type { GameState, RegionRef } from "../../rules/state";
import type { PlaceMushroomAction, PlaceMushroomDecision } from "./actions";
import { abandonedIn, capturedAt, emitMushroomEvent, inSupply, putMushroom } from "./state";

/**
 * The seat that places new mushrooms: fewest defeated goblins, then lowest spell level, then fewest
 * completed quests, then the earliest seat clockwise from the first player.
 *
 * @param state - the state
 * @returns the seat
 */
export function mushroomPlacer(state: GameState): number {
  const n = state.players.length;
  const key = (seat: number): number[] => {
    const p = state.players[seat];
    return [
      p?.goblinsDefeated ?? 0,
      p?.spellLevel ?? 0,
      p?.completedQuests.length ?? 0,
      (seat - state.firstPlayer + n) % n,
    ];
  };
  let best = 0;
  for (let seat = 1; seat < n; seat++) {
    const a = key(seat);
    const b = key(best);
    const i = a.findIndex((v, k) => v !== b[k]);
    if (i >= 0 && (a[i] as number) < (b[i] as number)) best = seat;
  }
  return best;
}

/**
 * The portals without a mushroom, in map order: no mushroom captured there and none abandoned in the
 * portal's region (docs/rulings.md, "New mushrooms"); under the `newMushroomPortal: "no-captured"`
 * ruling, an abandoned one does not count.
 *
 * @param state - the state
 * @returns their regions
 */
export function freePortals(state: GameState): RegionRef[] {
  const anyMushroom = state.config.rulings.newMushroomPortal === "no-mushroom";
  return state.goblins.portals
    .filter((p) => capturedAt(state, p.at) < 0 && !(anyMushroom && abandonedIn(state, p.at).length > 0))
    .map((p) => p.at);
}

/**
 * Wraps the `refill-portals` resolution step: when it placed at least one new goblin and the supply
 * holds mushrooms, queues their placement right after it.
 *
 * @param base - the refill step to wrap
 * @returns the wrapped step
 */
export function refillWithMushrooms(base: RuleStep<{ kind: "refill-portals" }>): RuleStep<{ kind: "refill-portals" }> {
  return (draft, step, ctx) => {
    const goblins = (): number => draft.goblins.portals.filter((p) => p.goblin !== null).length;
    const before = goblins();
    base(draft, step, ctx);
    if (goblins() > before && inSupply(draft).length > 0)
      draft.queue.unshift({ kind: "golden-mushrooms/place-mushrooms" });
  };
}

/**
 * Places the supply's mushrooms: asks the placer for each one while there is a choice, and places
 * the rest on the free portals when there is none.
 */
export const placeMushrooms: RuleStep<{ kind: "golden-mushrooms/place-mushrooms" }> = (draft, _step, ctx) => {
  const supply = inSupply(draft);
  if (supply.length === 0) return;
  const free = freePortals(draft);
  if (free.length > supply.length) {
    const decision: PlaceMushroomDecision = { kind: "golden-mushrooms/place-mushroom", player: mushroomPlacer(draft) };
    draft.decision = decision;
    return;
  }
  supply.forEach((index, i) => {
    const at = free[i];
    if (at === undefined) return;
    putMushroom(draft, index, { where: "portal", region: { cell: at.cell, side: at.side } });
    emitMushroomEvent(ctx, {
      type: "golden-mushrooms/placed",
      mushroom: index,
      at: { cell: at.cell, side: at.side },
      player: null,
    });
  });
};

/**
 * The handler of placing one mushroom on a portal of the placer's choice.
 */
export const placeMushroom: RuleDecision<PlaceMushroomDecision, PlaceMushroomAction> = {
  actionKeys: { "golden-mushrooms/place-mushroom": ["cell"] },
  candidates: (state, decision) =>
    freePortals(state).map((at) => ({
      type: "golden-mushrooms/place-mushroom",
      player: decision.player,
      cell: at.cell,
    })),
  check: (state, _decision, action) => {
    // Unchecked input: only its type and keys are checked before.
    const { cell }: Partial<PlaceMushroomAction> = action;
    if (typeof cell !== "number" || !Number.isInteger(cell))
      return { code: "MALFORMED_ACTION", message: "place-mushroom needs `cell`, the map cell of a portal." };
    const portal = state.goblins.portals.find((p) => p.at.cell === cell);
    if (portal === undefined) return { code: "NOT_A_PORTAL", message: `Map cell ${cell} has no goblin portal.` };
    if (!freePortals(state).some((at) => at.cell === portal.at.cell && at.side === portal.at.side)) {
      return {
        code: "PORTAL_HAS_MUSHROOM",
        message: "That portal already has a mushroom (captured there, or abandoned in its region).",
      };
    }
    return null;
  },
  apply: (draft, decision, action, ctx) => {
    const cell = action.cell;
    const portal = draft.goblins.portals.find((p) => p.at.cell === cell);
    const index = inSupply(draft)[0];
    if (portal === undefined || index === undefined) return;
    const at = { cell: portal.at.cell, side: portal.at.side };
    putMushroom(draft, index, { where: "portal", region: at });
    emitMushroomEvent(ctx, { type: "golden-mushrooms/placed", mushroom: index, at, player: decision.player });
    draft.queue.unshift({ kind: "golden-mushrooms/place-mushrooms" });
  },
};
