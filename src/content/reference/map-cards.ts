/**
 * The seventeen map cards of the reference pack: 4 castle cards and 13 regular cards.
 *
 * @module
 */

import { confirmed, provisional, sourced } from "../provenance";
import type { MapCardDef, MapCardFace, Provenance, RegionDef } from "../types";
import { REF, WHY } from "./sources";

type Side = "left" | "right";

/** A face with `main` on `side` and `other` on the opposite side. */
const face = (main: RegionDef, other: RegionDef, side: Side): MapCardFace =>
  side === "left" ? { left: main, right: other } : { left: other, right: main };

const KIND_SOURCE = confirmed(`${REF.landMap} (4 castle cards, 13 regular cards)`);

const NAME_SOURCE = provisional(WHY.unnamed);

const provenanceOf = (reason: string): Provenance => ({
  name: NAME_SOURCE,
  kind: KIND_SOURCE,
  ...sourced(["bright", "gloom"], provisional(reason)),
});

const castleCard = (color: string, spell: string, side: Side): MapCardDef => {
  const both = face({ kind: "castle", color }, { kind: "obelisk", spell }, side);
  return {
    id: `castle-${color}`,
    name: `${color.charAt(0).toUpperCase()}${color.slice(1)} Castle`,
    kind: "castle",
    bright: both,
    gloom: both,
    provenance: provenanceOf(`${WHY.composition}; ${WHY.colors}`),
  };
};

const templeCard = (temple: string, name: string, spell: string, side: Side): MapCardDef => {
  const both = face({ kind: "temple", temple }, { kind: "obelisk", spell }, side);
  return {
    id: `temple-${temple}`,
    name,
    kind: "regular",
    bright: both,
    gloom: both,
    provenance: provenanceOf(WHY.composition),
  };
};

const grottoCard = (n: number, bright: string, gloom: string, side: Side): MapCardDef => ({
  id: `grotto-${n}`,
  name: `Grotto ${n}`,
  kind: "regular",
  bright: face({ kind: "grotto", effect: bright }, { kind: "portal" }, side),
  gloom: face({ kind: "grotto", effect: gloom }, { kind: "portal" }, side),
  provenance: provenanceOf(`${WHY.composition}; which gloom effect backs which bright effect is unknown`),
});

/**
 * Castle cards (castle + obelisk), temple cards (temple + obelisk) and grotto cards (grotto +
 * portal); both faces hold the same regions, the grotto effects differ by face.
 */
export const referenceMapCards: readonly MapCardDef[] = [
  castleCard("red", "snake", "left"),
  castleCard("blue", "spider", "right"),
  castleCard("green", "owl", "left"),
  castleCard("yellow", "raven", "right"),
  templeCard("ice", "Ice Temple", "scorpion", "left"),
  templeCard("shadow", "Shadow Temple", "toad", "right"),
  templeCard("fire", "Fire Temple", "bat", "left"),
  templeCard("forest", "Forest Temple", "wolf", "right"),
  templeCard("sun", "Sun Temple", "bear", "right"),
  templeCard("storm", "Storm Temple", "dragon", "left"),
  grottoCard(1, "bright-health-per-hero-away", "gloom-foot-move-other-heroes", "left"),
  grottoCard(2, "bright-power-per-hero-away", "gloom-power-then-roll", "right"),
  grottoCard(3, "bright-magic-2", "gloom-move-to-treasure-temple", "left"),
  grottoCard(4, "bright-goblin-damage-1", "gloom-roll-for-magic", "right"),
  grottoCard(5, "bright-move-other-hero-orthogonal-3", "gloom-health-per-hero-inland", "right"),
  grottoCard(6, "bright-temple-advance-1", "gloom-roll-for-attack", "left"),
  grottoCard(7, "bright-roll-for-temples", "gloom-spend-power-temple-2", "left"),
];
