/**
 * GloomFall's decisions, steps and actions as schemas (parseState's shape checks, the JSON Schema
 * files). GloomFall emits no event of its own.
 *
 * @module
 */
import { literal, object } from "../../core/schema/index";
import { heroIndex, idOf, regionRef, seat } from "../../rules/schema/common";

/** GloomFall's decisions. */
export const GLOOMFALL_DECISIONS = [object({ kind: literal("gloomfall/foot-move"), player: seat, hero: heroIndex, effect: idOf("grotto effect") })] as const;

/** GloomFall's steps. */
export const GLOOMFALL_STEPS = [
  object({ kind: literal("gloomfall/roll-gain-power"), player: seat }),
  object({ kind: literal("gloomfall/roll-for-magic"), player: seat }),
  object({ kind: literal("gloomfall/roll-for-attack"), player: seat, hero: heroIndex }),
] as const;

/** GloomFall's actions. */
export const GLOOMFALL_ACTIONS = [
  object({ type: literal("gloomfall/foot-move"), player: seat, hero: heroIndex, to: regionRef }),
  object({ type: literal("gloomfall/foot-stay"), player: seat }),
] as const;
