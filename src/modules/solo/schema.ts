/**
 * The solo variant's decisions and steps as schemas (parseState's shape checks, the JSON Schema files).
 *
 * @module
 */
import { int, literal, object } from "../../core/schema/index";
import { GOBLIN_TOKENS } from "../../rules/constants";
import { seat } from "../../rules/schema/common";

/** The solo variant's decisions. */
export const SOLO_DECISIONS = [
  object({ kind: literal("solo/deal-movement-card"), player: literal("chance") }),
  object({ kind: literal("solo/choose-aggressive-goblins"), player: seat, count: int(1, GOBLIN_TOKENS) }),
] as const;

/** The solo variant's steps. */
export const SOLO_STEPS = [object({ kind: literal("solo/setup") }), object({ kind: literal("solo/deal-movement-card") })] as const;
