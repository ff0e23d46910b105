/**
 * The movement cards of the reference pack.
 *
 * @module
 */

import { confirmed } from "../provenance";
import type { MovementCardDef, TravelMethod } from "../types";
import { REF } from "./sources";

const card = (method: TravelMethod): MovementCardDef => ({
  id: method,
  name: `${method.charAt(0).toUpperCase()}${method.slice(1)}`,
  method,
  provenance: { name: confirmed(REF.heroMovement), method: confirmed(REF.heroMovement) },
});

/**
 * The five movement cards, one per travel method.
 */
export const referenceMovementCards: readonly MovementCardDef[] = [
  card("horse"),
  card("raft"),
  card("gryphon"),
  card("ship"),
  card("foot"),
];
