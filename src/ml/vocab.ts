/**
 * The fixed vocabularies the ML encodings index into: content ids of the reference pack, decision
 * kinds, die faces. Their order is part of the encoding (a new entry is appended, and the
 * observation version goes up).
 *
 * @module
 */
import { referencePack, type Difficulty } from "teq-engine";

/** The map card ids, in the reference pack's order. */
export const MAP_CARDS: readonly string[] = referencePack.mapCards.map((c) => c.id);
/** The quest ids, in the reference pack's order. */
export const QUESTS: readonly string[] = referencePack.quests.map((q) => q.id);
/** The item ids, in the reference pack's order. */
export const ITEMS: readonly string[] = referencePack.items.map((i) => i.id);
/** The spell ids, in the reference pack's order. */
export const SPELLS: readonly string[] = referencePack.spells.map((s) => s.id);
/** The movement card ids (horse, raft, gryphon, ship, foot). */
export const MOVEMENT_CARDS: readonly string[] = referencePack.movementCards.map((c) => c.id);
/** The travel methods, as the movement cards name them. */
export const TRAVEL_METHODS: readonly string[] = referencePack.movementCards.map((c) => c.method);
/** The grotto effect ids, bright then gloom. */
export const GROTTO_EFFECTS: readonly string[] = referencePack.grottoEffects.map((g) => g.id);
/** The six die faces. */
export const DIE_FACES: readonly string[] = [...new Set(referencePack.dice.faces)];
/** The legendary item tracks of a player card. */
export const LEGENDARY: readonly string[] = ["sword", "shield", "staff"];
/** The phases, in game order. */
export const PHASES: readonly string[] = ["setup", "day", "night", "resolution", "ended"];
/** The solo difficulties, easiest first. */
export const DIFFICULTY_LIST: readonly Difficulty[] = ["peasant", "page", "squire", "knight", "hero-of-legend"];
/** The map faces. */
export const FACES: readonly string[] = ["bright", "gloom"];
/** Where a golden mushroom can be. */
export const MUSHROOM_PLACES: readonly string[] = ["portal", "castle", "hero", "region", "supply"];
/** Every decision kind of the base game and the built-in modules. */
export const DECISION_KINDS: readonly string[] = [
  "choose-movement-card",
  "move-or-idle",
  "choose-gain",
  "equip-item",
  "choose-quest",
  "use-grotto",
  "advance-temples",
  "adventure-or-rest",
  "defend",
  "night-spend",
  "use-staff",
  "chance",
  "draw-quest",
  "refill-portals",
  "roll-dice",
  "gloomfall/foot-move",
  "gloomfall/roll-for-attack",
  "gloomfall/roll-for-magic",
  "gloomfall/roll-gain-power",
  "golden-mushrooms/place-mushroom",
  "golden-mushrooms/place-mushrooms",
  "golden-mushrooms/setup",
  "golden-mushrooms/use-golden-grotto",
  "solo/choose-aggressive-goblins",
  "solo/deal-movement-card",
  "solo/setup",
];
/** The number of map cells (the 5 cross cards, 4 castles and 8 further coast cards). */
export const CELLS = MAP_CARDS.length;
/** The number of regions (a left and a right side per cell). */
export const REGIONS = CELLS * 2;
/** Heroes per player. */
export const HEROES = 3;
/** Goblin portals on the map. */
export const PORTALS = 7;
/** Golden mushrooms in the game. */
export const MUSHROOMS = 7;
/** The last round. */
export const ROUNDS = 5;

/** The index of `value` in `list`, or -1. */
export function indexIn(list: readonly string[], value: unknown): number {
  return typeof value === "string" ? list.indexOf(value) : -1;
}
