/**
 * The solo variant's decisions, steps, actions and events as schemas (parseState's shape checks,
 * the JSON Schema files).
 *
 * @module
 */
import { array, int, literal, object, text } from "../../core/schema/index";
import { GOBLIN_TOKENS, ROUNDS } from "../../rules/constants";
import { cellIndex, idOf, seat } from "../../rules/schema/common";

const chance = literal("chance");

/** The solo variant's decisions. */
export const SOLO_DECISIONS = [
  object({ kind: literal("solo/deal-movement-card"), player: chance }),
  object({ kind: literal("solo/choose-aggressive-goblins"), player: seat, count: int(1, GOBLIN_TOKENS) }),
] as const;

/** The solo variant's steps. */
export const SOLO_STEPS = [object({ kind: literal("solo/setup") }), object({ kind: literal("solo/deal-movement-card") })] as const;

/** The solo variant's actions. */
export const SOLO_ACTIONS = [
  object({ type: literal("solo/deal-movement-card"), player: chance, card: idOf("movement card") }),
  object({ type: literal("solo/choose-aggressive-goblins"), player: seat, cells: array(cellIndex) }),
] as const;

/** The solo variant's events. */
export const SOLO_EVENTS = [
  object({ type: literal("solo/drafting-began"), round: int(1, ROUNDS) }),
  object({ type: literal("solo/movement-card-dealt"), card: text(), offered: array(text()) }),
  object({ type: literal("solo/movement-card-played"), card: text() }),
  object({ type: literal("solo/aggressive-goblins-chosen"), player: seat, cells: array(cellIndex) }),
] as const;
