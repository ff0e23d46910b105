/**
 * Golden Mushrooms rulebook, Setup: the 3 regular map cards whose grotto has one of the effects the
 * expansion names are removed and the 3 Golden Grotto cards shuffled in; after the normal setup, a
 * captured mushroom lies next to each goblin portal.
 *
 * The removed cards are found by their BRIGHT grotto effect whatever face is in play (with
 * GloomFall they are the same physical cards, showing their gloom side).
 *
 * @module
 */
import type { ContentPack, MapCardDef } from "../../content/types";
import type { BaseHooks, RuleStep } from "../../rules/game-types";
import { SIDES } from "../../rules/map/regions";
import type { Mushroom } from "./state";
import { emitMushroomEvent, GOLDEN_MUSHROOMS } from "./state";

/**
 * Whether the expansion removes a map card: its bright face has a grotto whose effect is listed in
 * `content.goldenMushrooms.replacesGrottoEffects`.
 *
 * @param content - the content pack
 * @param card - a map card
 * @returns true when the card is set aside
 */
export function isReplacedCard(content: ContentPack, card: MapCardDef): boolean {
  return SIDES.some((side) => {
    const region = card.bright[side];
    return region.kind === "grotto" && content.goldenMushrooms.replacesGrottoEffects.includes(region.effect);
  });
}

/**
 * Wraps the `regularMapCards` hook: removes the replaced cards and adds the Golden Grotto cards.
 *
 * @param previous - the hook to wrap
 * @returns the wrapped hook
 */
export const withGoldenGrottos =
  (previous: BaseHooks["regularMapCards"]): BaseHooks["regularMapCards"] =>
  (content) => [
    ...previous(content).filter((card) => !isReplacedCard(content, card)),
    ...content.goldenMushrooms.mapCards,
  ];

/**
 * Creates the module's state: one captured mushroom at each portal (in map order), any tokens left
 * over in the supply.
 */
export const setupMushrooms: RuleStep<{ kind: "golden-mushrooms/setup" }> = (draft, _step, ctx) => {
  const mushrooms: Mushroom[] = [];
  for (let i = 0; i < ctx.env.content.goldenMushrooms.mushroomCount; i++) {
    const portal = draft.goblins.portals[i];
    mushrooms.push(
      portal === undefined
        ? { place: { where: "supply" }, upright: false }
        : { place: { where: "portal", region: { cell: portal.at.cell, side: portal.at.side } }, upright: false },
    );
  }
  (draft.moduleState as Record<string, unknown>)[GOLDEN_MUSHROOMS] = { mushrooms };
  mushrooms.forEach((m, mushroom) => {
    if (m.place.where === "portal")
      emitMushroomEvent(ctx, { type: "golden-mushrooms/placed", mushroom, at: m.place.region, player: null });
  });
};
