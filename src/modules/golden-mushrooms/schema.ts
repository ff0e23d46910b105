/**
 * Golden Mushrooms' payloads and state slice, declared once with the schema kit: the fields of its
 * decisions, steps, actions and events besides `kind`/`type` and `player`, the field it adds to a
 * base `move`, and the shape of `moduleState["golden-mushrooms"]` (parseState's shape checks, the
 * JSON Schema files; test/schema-types.test-d.ts holds them to the declared types).
 *
 * @module
 */
import {
  array,
  boolean,
  int,
  literal,
  named,
  nullable,
  object,
  oneOf,
  optional,
  tagged,
  text,
} from "../../core/schema/index";
import { cellIndex, heroIndex, idOf, regionRef, seat } from "../../rules/schema/common";

const mushroom = int(0);
const moved = { mushroom, player: seat, hero: heroIndex };

/** The fields of each payload Golden Mushrooms adds, by kind or type. */
export const GOLDEN_MUSHROOMS_FIELDS = {
  decisions: {
    "golden-mushrooms/use-golden-grotto": { hero: heroIndex, action: idOf("golden-action") },
    "golden-mushrooms/place-mushroom": {},
  },
  steps: {
    "golden-mushrooms/setup": {},
    "golden-mushrooms/place-mushrooms": {},
    "golden-mushrooms/pick-up": { player: seat, hero: heroIndex, at: regionRef },
  },
  actions: {
    "golden-mushrooms/use-golden-grotto": { target: optional(heroIndex) },
    "golden-mushrooms/skip-golden-grotto": {},
    "golden-mushrooms/place-mushroom": { cell: cellIndex },
  },
  /** The field an action that moves a hero gains (`move`, a grotto's move, a Foot move): what the hero does with a mushroom. */
  mushroom: { mushroom: optional(oneOf(["carry", "steal", "abandon", "pick-up"])) },
  events: {
    "golden-mushrooms/placed": { mushroom, at: regionRef, player: nullable(seat) },
    "golden-mushrooms/rescued": { mushroom, player: seat, from: regionRef },
    "golden-mushrooms/carried": moved,
    "golden-mushrooms/stolen": { ...moved, from: seat },
    "golden-mushrooms/picked-up": { ...moved, at: regionRef },
    "golden-mushrooms/escorted": { ...moved, to: regionRef },
    "golden-mushrooms/delivered": moved,
    "golden-mushrooms/abandoned": { ...moved, at: regionRef, castle: nullable(seat), cause: text() },
    "golden-mushrooms/golden-grotto-used": { ...moved, action: text(), target: nullable(heroIndex) },
    "golden-mushrooms/golden-grotto-skipped": { player: seat, hero: heroIndex, action: text() },
    "golden-mushrooms/scored": { player: seat, mushrooms: int(0), points: int(0) },
  },
} as const;

/** Where a mushroom is. */
const place = named(
  "MushroomPlace",
  tagged(
    "where",
    [
      object({ where: literal("portal"), region: regionRef }),
      object({ where: literal("castle"), seat }),
      object({ where: literal("hero"), seat, hero: heroIndex }),
      object({ where: literal("region"), region: regionRef }),
      object({ where: literal("supply") }),
    ],
    "mushroom place",
  ),
  "Where a golden mushroom is: captured at a portal, rescued in a castle, escorted by a hero, abandoned in a region, or in the supply.",
);

/** A mushroom token: where it is, and whether it is upright. */
export const mushroomSchema = object({ place, upright: boolean() });

/** The slice `moduleState["golden-mushrooms"]`: where each mushroom is, and whether it is upright. */
export const mushroomsSliceSchema = object({ mushrooms: array(mushroomSchema, { max: 99 }) });
