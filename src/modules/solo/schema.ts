/**
 * The solo variant's payloads and state slice, declared once with the schema kit: the fields of its
 * decisions, steps, actions and events besides `kind`/`type` and `player`, and the shape of
 * `moduleState.solo` (parseState's shape checks, the JSON Schema files;
 * test/schema-types.test-d.ts holds them to the types in `types.ts`).
 *
 * @module
 */
import { array, int, object, text } from "../../core/schema/index";
import { GOBLIN_TOKENS, ROUNDS } from "../../rules/constants";
import { cellIndex, idOf, seat } from "../../rules/schema/common";

/** The fields of each payload the solo variant adds, by kind or type. */
export const SOLO_FIELDS = {
  decisions: { "solo/deal-movement-card": {}, "solo/choose-aggressive-goblins": { count: int(1, GOBLIN_TOKENS) } },
  steps: { "solo/setup": {}, "solo/deal-movement-card": {} },
  actions: {
    "solo/deal-movement-card": { card: idOf("movement card") },
    "solo/choose-aggressive-goblins": { cells: array(cellIndex) },
  },
  events: {
    "solo/drafting-began": { round: int(1, ROUNDS) },
    "solo/movement-card-dealt": { card: text(), offered: array(text()) },
    "solo/movement-card-played": { card: text() },
    "solo/aggressive-goblins-chosen": { player: seat, cells: array(cellIndex) },
  },
} as const;

/** The slice `moduleState.solo`: the movement cards dealt this Day, and the (at most 2) on offer. */
export const soloSliceSchema = object({
  dealt: array(idOf("movement card"), { unique: true }),
  offered: array(idOf("movement card"), { max: 2, unique: true }),
});
