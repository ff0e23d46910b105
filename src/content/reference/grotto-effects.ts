/**
 * The fourteen Mushroom Grotto effects of the reference pack (7 bright, 7 gloom).
 *
 * @module
 */

import { confirmed, provisional } from "../provenance";
import type { CardFace, GrottoEffectDef } from "../types";
import { REF, WHY } from "./sources";

const FACE_SOURCE = provisional(
  "the side each effect is printed on comes from a translated player summary (docs/sources.md, Translated player summary)",
);

const NAME_SOURCE = provisional(WHY.unnamed);

const effect = (id: string, name: string, face: CardFace, description: string): GrottoEffectDef => ({
  id,
  name,
  face,
  description,
  provenance: { name: NAME_SOURCE, face: FACE_SOURCE, description: provisional(WHY.fanSummary) },
});

/** An effect the Golden Mushrooms rulebook names when it removes its card. */
const namedByGolden = (id: string, name: string, description: string): GrottoEffectDef => ({
  id,
  name,
  face: "bright",
  description,
  provenance: {
    name: NAME_SOURCE,
    face: FACE_SOURCE,
    description: confirmed(`${REF.goldenSetup} (identifies the card by this effect)`),
  },
});

/**
 * The grotto effects; descriptions are this project's summaries, not printed wording.
 */
export const referenceGrottoEffects: readonly GrottoEffectDef[] = [
  effect(
    "bright-health-per-hero-away",
    "Healing Spores",
    "bright",
    "Gain 2 Health per hero of yours that stands anywhere but your own castle.",
  ),
  effect(
    "bright-power-per-hero-away",
    "Power Spores",
    "bright",
    "Gain 2 Power per hero of yours that stands anywhere but your own castle.",
  ),
  namedByGolden("bright-magic-2", "Magic Spores", "Move the magic token forward 2 spaces on the magic track."),
  namedByGolden(
    "bright-goblin-damage-1",
    "Goblin Bane",
    "A goblin that one of your heroes is attacking takes 1 damage.",
  ),
  effect(
    "bright-move-other-hero-orthogonal-3",
    "Mushroom Path",
    "bright",
    "Move another of your heroes (not this one) up to 3 map cards away, orthogonally only.",
  ),
  namedByGolden(
    "bright-temple-advance-1",
    "Temple Guide",
    "Move one of your heroes 1 space forward on the temple track it is exploring.",
  ),
  effect(
    "bright-roll-for-temples",
    "Explorer's Dice",
    "bright",
    "Roll all 5 adventure dice; only the torch and scroll results count, to advance your heroes on temple tracks.",
  ),
  effect(
    "gloom-foot-move-other-heroes",
    "Forced March",
    "gloom",
    "Each of your two other heroes may make a Foot move.",
  ),
  effect(
    "gloom-power-then-roll",
    "Power Surge",
    "gloom",
    "Gain 1 Power, then roll all 5 adventure dice and gain 1 more Power per Gain Power result.",
  ),
  effect(
    "gloom-move-to-treasure-temple",
    "Treasure Call",
    "gloom",
    "Move another of your heroes to the temple named by a treasure quest in the quest row.",
  ),
  effect(
    "gloom-roll-for-magic",
    "Magic Dice",
    "gloom",
    "Roll all 5 adventure dice; the magic token moves forward 2 spaces per Conjure Magic result.",
  ),
  effect(
    "gloom-health-per-hero-inland",
    "Heartland Spores",
    "gloom",
    "Gain 2 Health per hero of yours that is on an inland (non-coast) map card.",
  ),
  effect(
    "gloom-roll-for-attack",
    "Battle Dice",
    "gloom",
    "Roll all 5 adventure dice; a goblin one of your heroes is attacking takes 1 damage per Attack Goblin result.",
  ),
  effect(
    "gloom-spend-power-temple-2",
    "Temple Rush",
    "gloom",
    "Pay 2 Power to move one of your heroes 2 spaces forward on its temple track.",
  ),
];
