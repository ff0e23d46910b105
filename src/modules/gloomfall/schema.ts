/**
 * GloomFall's payloads, declared once with the schema kit: the fields of its decision, steps and
 * actions besides `kind`/`type` and `player` (parseState's shape checks, the JSON Schema files;
 * test/schema-types.test-d.ts holds them to the types in `types.ts`). It emits no event of its own
 * and keeps no state slice.
 *
 * @module
 */
import { heroIndex, idOf, regionRef, seat } from "../../rules/schema/common";

/** The fields of each payload GloomFall adds, by kind or type. */
export const GLOOMFALL_FIELDS = {
  decisions: { "gloomfall/foot-move": { hero: heroIndex, effect: idOf("grotto effect") } },
  steps: {
    "gloomfall/roll-gain-power": { player: seat },
    "gloomfall/roll-for-magic": { player: seat },
    "gloomfall/roll-for-attack": { player: seat, hero: heroIndex },
  },
  actions: { "gloomfall/foot-move": { hero: heroIndex, to: regionRef }, "gloomfall/foot-stay": {} },
} as const;
