/**
 * Golden Mushrooms rulebook, Abandoning Mushrooms ("may be picked up and escorted by any Hero that
 * moves into that region") and Using Mushrooms ("When a Hero escorting a Mushroom moves onto a
 * Golden Grotto Map Card"): the pick-up part of a move, made where the hero arrives.
 *
 * Ruling (docs/rulings.md, "A mushroom picked up on a Golden Grotto card"): a hero that picks a
 * mushroom up on arriving was not escorting it while it moved, so, as for grottos passed through, it
 * cannot use that mushroom at the Golden Grotto it has just reached. On a Golden Grotto card the
 * pick-up therefore waits in the step `golden-mushrooms/pick-up`, queued just after the hero's
 * arrival; anywhere else it is made at once.
 *
 * @module
 */
import type { GameDraft, RuleContext, RuleStep } from "../../rules/game-types";
import type { GameState, RegionRef } from "../../rules/state";
import { goldenActionAt } from "./golden-grottos";
import type { GoldenMushroomsStep } from "./types";
import { abandonedIn, castleOwner, emitMushroomEvent, putMushroom } from "./state";

type PickUpStep = Extract<GoldenMushroomsStep, { kind: "golden-mushrooms/pick-up" }>;

/**
 * Takes a mushroom abandoned where the hero arrived; it joins the castle at once when that is the
 * hero's own (as an escorted one would).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param to - where the hero arrived
 */
export function pickUp(draft: GameDraft, ctx: RuleContext, seat: number, hero: number, to: RegionRef): void {
  const found = abandonedIn(draft, to)[0];
  if (found === undefined) return;
  putMushroom(draft, found, { where: "hero", seat, hero });
  emitMushroomEvent(ctx, {
    type: "golden-mushrooms/picked-up",
    mushroom: found,
    player: seat,
    hero,
    at: { cell: to.cell, side: to.side },
  });
  if (castleOwner(draft, ctx.env, to) === seat) {
    putMushroom(draft, found, { where: "castle", seat });
    emitMushroomEvent(ctx, { type: "golden-mushrooms/delivered", mushroom: found, player: seat, hero });
  }
}

/** The index of the queued arrival of a hero, or -1. */
function arrivalOf(state: GameState, seat: number, hero: number): number {
  return state.queue.findIndex((step) => {
    const arrive = step as { kind: string; player?: unknown; hero?: unknown };
    return arrive.kind === "arrive" && arrive.player === seat && arrive.hero === hero;
  });
}

/**
 * The pick-up of a move whose hero has just been placed at `to` (its arrival queued): at once, or,
 * on a Golden Grotto card, just after the hero's arrival, so that the Golden Grotto is not offered
 * for a mushroom the hero did not escort onto the card.
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param to - where the hero arrived
 */
export function pickUpOnArrival(draft: GameDraft, ctx: RuleContext, seat: number, hero: number, to: RegionRef): void {
  const arrival = goldenActionAt(draft, ctx.env, to) === null ? -1 : arrivalOf(draft, seat, hero);
  if (arrival < 0) {
    pickUp(draft, ctx, seat, hero, to);
    return;
  }
  const step = {
    kind: "golden-mushrooms/pick-up",
    player: seat,
    hero,
    at: { cell: to.cell, side: to.side },
  } as const satisfies PickUpStep;
  draft.queue.splice(arrival + 1, 0, step);
}

/**
 * The step `golden-mushrooms/pick-up`: the hero, still where it arrived, takes the mushroom
 * abandoned there (none left: nothing happens).
 */
export const pickUpStep: RuleStep<PickUpStep> = (draft, step, ctx) => {
  const at = draft.players[step.player]?.heroes[step.hero]?.at;
  if (at === undefined || at.cell !== step.at.cell || at.side !== step.at.side) return;
  pickUp(draft, ctx, step.player, step.hero, step.at);
};
