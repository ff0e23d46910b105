/**
 * The schemas of the content's card records: movement cards, quests, items, player cards, the
 * scoring table, Golden Mushrooms.
 *
 * @module
 */
import {
  array,
  int,
  literal,
  number,
  object,
  oneOf,
  optional,
  record,
  tagged,
  text,
  tuple,
} from "../../core/schema/index";
import { mapCardSchema, provenanceSchema, REGION_KINDS } from "./board";

/** Every travel method. */
export const TRAVEL_METHODS = ["horse", "raft", "gryphon", "ship", "foot"] as const;

/** A movement card. */
export const movementCardSchema = object({
  id: text(),
  name: text(),
  method: oneOf(TRAVEL_METHODS),
  provenance: provenanceSchema,
});

const count = int(1);
const condition = tagged(
  "type",
  [
    object({ type: literal("heroes-in-line"), line: oneOf(["row", "column", "diagonal", "any"]) }),
    object({ type: literal("hero-in-opponent-castle") }),
    object({ type: literal("heroes-on-region-kinds"), kinds: array(oneOf(REGION_KINDS), { min: 1 }) }),
    object({ type: literal("heroes-on-coast"), count }),
    object({ type: literal("heroes-inland"), count }),
    object({ type: literal("travel-through"), count }),
    object({ type: literal("travel-by"), method: oneOf(TRAVEL_METHODS), endKind: oneOf(REGION_KINDS) }),
    object({ type: literal("heroes-apart") }),
    object({ type: literal("heroes-together"), count }),
  ],
  "movement condition",
);

/** A quest: a movement quest (a condition, a reward) or a treasure quest (a temple, an item). */
export const questSchema = tagged(
  "kind",
  [
    object({
      id: text(),
      name: text(),
      kind: literal("movement"),
      condition,
      reward: object({ health: optional(int(0)), power: optional(int(0)), magic: optional(int(0)) }),
      provenance: provenanceSchema,
    }),
    object({
      id: text(),
      name: text(),
      kind: literal("treasure"),
      temple: text(),
      item: text(),
      provenance: provenanceSchema,
    }),
  ],
  "quest kind",
);

const stat = oneOf(["health", "power"]);
const ability = tagged(
  "type",
  [
    object({ type: literal("sword") }),
    object({ type: literal("shield") }),
    object({ type: literal("staff") }),
    object({ type: literal("bow") }),
    object({ type: literal("extra-symbol"), symbol: oneOf(["torch", "scroll", "attack-goblin"]) }),
    object({ type: literal("forge-discount"), cost: int(0) }),
    object({ type: literal("free-passage") }),
    object({ type: literal("max-bonus"), stat, amount: count }),
    object({ type: literal("rest-bonus"), stat, amount: count }),
  ],
  "item ability",
);

/** An item. */
export const itemSchema = object({
  id: text(),
  name: text(),
  kind: oneOf(["treasure", "legendary"]),
  ability,
  provenance: provenanceSchema,
});

/** A player card: its colour, and the two temples of each legendary item. */
export const playerCardSchema = object({
  color: text(),
  legendary: record(tuple([text(), text()])),
  provenance: provenanceSchema,
});

const scoreRow = array(number(), { min: 11, max: 11 });

/** The scoring table: points by total (0 to 10) of spells, quests and goblins. */
export const scoringSchema = object({
  spells: scoreRow,
  quests: scoreRow,
  goblins: scoreRow,
  legendaryItem: number(),
  provenance: provenanceSchema,
});

/** A Golden Grotto action. */
export const goldenActionSchema = object({
  id: text(),
  name: text(),
  description: text(),
  provenance: provenanceSchema,
});

/** The Golden Mushrooms content. */
export const goldenMushroomsSchema = object({
  mapCards: array(mapCardSchema),
  replacesGrottoEffects: array(text()),
  actions: array(goldenActionSchema),
  mushroomCount: int(0),
  provenance: provenanceSchema,
});
