/**
 * Temples with their tracks, and the spells of the Spell Library.
 *
 * @module
 */

import type { Provenance } from "./provenance";
import type { CardFace } from "./symbols";

/**
 * One space of a temple track: the symbol it needs and how many at once (2 = a double space,
 * both symbols rolled together and given to the same hero).
 *
 * @example
 * ```ts
 * const double: TrackSpace = { symbol: "torch", count: 2 };
 * ```
 */
export interface TrackSpace {
  /** The die symbol the space needs. */
  readonly symbol: "torch" | "scroll";
  /** How many of that symbol are needed at once: 1, or 2 for a double space. */
  readonly count: 1 | 2;
}

/**
 * A temple, with its 4-space track on each map card face.
 *
 * @example
 * ```ts
 * const ice: TempleDef = {
 *   id: "ice",
 *   name: "Ice Temple",
 *   tracks: {
 *     bright: [{ symbol: "torch", count: 1 }, { symbol: "scroll", count: 1 }, { symbol: "torch", count: 1 }, { symbol: "scroll", count: 2 }],
 *     gloom: [{ symbol: "torch", count: 1 }, { symbol: "scroll", count: 2 }, { symbol: "torch", count: 1 }, { symbol: "scroll", count: 2 }],
 *   },
 *   provenance: {},
 * };
 * ```
 */
export interface TempleDef {
  /** Unique id of the temple. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** The temple's track on each map card face, first space first. */
  readonly tracks: Readonly<Record<CardFace, readonly TrackSpace[]>>;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A spell (a book of the Spell Library and its obelisk). Learning it sets the player's spell level
 * to `level`.
 *
 * @example
 * ```ts
 * const snake: SpellDef = { id: "snake", name: "Snake", level: 1, provenance: {} };
 * ```
 */
export interface SpellDef {
  /** Unique id of the spell. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** The spell level a player reaches by learning it. */
  readonly level: number;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}
