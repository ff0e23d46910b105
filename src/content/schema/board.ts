/**
 * The schemas of the content's board records: provenance, dice, the layout, map cards, temples,
 * spells, grotto effects, the magic track.
 *
 * @module
 */
import {
  array,
  boolean,
  int,
  literal,
  named,
  object,
  oneOf,
  record,
  tagged,
  text,
  tuple,
} from "../../core/schema/index";

/** Every die symbol. */
export const DIE_SYMBOLS = ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"] as const;
/** Every region kind. */
export const REGION_KINDS = ["castle", "obelisk", "temple", "grotto", "golden-grotto", "portal"] as const;
/** The two faces of a map card. */
export const FACES = ["bright", "gloom"] as const;

const reference = text({ pattern: "\\S", what: "a string that is not blank" });

/** Where each data field of a record comes from: confirmed (with a reference) or provisional (why). */
export const provenanceSchema = named(
  "Provenance",
  record(
    tagged(
      "status",
      [
        object({ status: literal("confirmed"), ref: reference }),
        object({ status: literal("provisional"), reason: reference }),
      ],
      "provenance status",
    ),
  ),
  "For each data field of the record (every field but id and provenance), where its value comes from.",
);

/** The dice. */
export const diceSchema = object({ count: int(0), faces: array(oneOf(DIE_SYMBOLS)), provenance: provenanceSchema });

const gridPos = named("GridPos", tuple([int(), int()]), "A grid position, [row, column].");

/** The layout of the Land Map. */
export const layoutSchema = object({
  cross: array(gridPos),
  castles: array(gridPos),
  coast: array(gridPos),
  coastRing: array(gridPos),
  provenance: provenanceSchema,
});

const region = named(
  "RegionDef",
  tagged(
    "kind",
    [
      object({ kind: literal("castle"), color: text() }),
      object({ kind: literal("obelisk"), spell: text() }),
      object({ kind: literal("temple"), temple: text() }),
      object({ kind: literal("grotto"), effect: text() }),
      object({ kind: literal("golden-grotto"), action: text() }),
      object({ kind: literal("portal") }),
    ],
    "region kind",
  ),
  "One region of a map card face, by kind, with what it refers to.",
);

const face = object({ left: region, right: region });

/** A map card, both faces. */
export const mapCardSchema = named(
  "MapCard",
  object({
    id: text(),
    name: text(),
    kind: oneOf(["castle", "regular"]),
    bright: face,
    gloom: face,
    provenance: provenanceSchema,
  }),
  "A map card with its two faces.",
);

const track = array(object({ symbol: oneOf(["torch", "scroll"]), count: oneOf([1, 2]) }), { min: 4, max: 4 });

/** A temple and its two tracks. */
export const templeSchema = object({
  id: text(),
  name: text(),
  tracks: object({ bright: track, gloom: track }),
  provenance: provenanceSchema,
});

/** A spell. */
export const spellSchema = object({ id: text(), name: text(), level: int(1), provenance: provenanceSchema });

/** A grotto effect. */
export const grottoEffectSchema = object({
  id: text(),
  name: text(),
  face: oneOf(FACES),
  description: text(),
  provenance: provenanceSchema,
});

const amounts = object({ sequence: array(int(0)), rest: int(0) });

/** One side of the magic card. */
export const magicTrackSchema = object({
  spaces: array(int(0)),
  levels: array(
    object({
      level: int(0),
      learnUpTo: int(0),
      takeDamage: amounts,
      gainPower: amounts,
      conjureMagic: object({ advances: boolean(), damage: amounts }),
    }),
  ),
  provenance: provenanceSchema,
});
