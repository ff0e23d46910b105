/**
 * GloomFall's decisions and steps as schemas (parseState's shape checks, the JSON Schema files).
 *
 * @module
 */
import { literal, object } from "../../core/schema/index";
import { heroIndex, idOf, seat } from "../../rules/schema/common";

/** GloomFall's decisions. */
export const GLOOMFALL_DECISIONS = [object({ kind: literal("gloomfall/foot-move"), player: seat, hero: heroIndex, effect: idOf("grotto effect") })] as const;

/** GloomFall's steps. */
export const GLOOMFALL_STEPS = [
  object({ kind: literal("gloomfall/roll-gain-power"), player: seat }),
  object({ kind: literal("gloomfall/roll-for-magic"), player: seat }),
  object({ kind: literal("gloomfall/roll-for-attack"), player: seat, hero: heroIndex }),
] as const;
