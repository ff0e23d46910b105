/**
 * Mushroom Grotto effects and the Golden Mushrooms expansion's components.
 *
 * @module
 */

import type { MapCardDef } from "./map";
import type { Provenance } from "./provenance";
import type { CardFace } from "./symbols";

/**
 * A grotto effect: a named id resolved by the rules' grotto handler table, with the face it is
 * printed on and a short description in this project's words.
 *
 * @example
 * ```ts
 * const e: GrottoEffectDef = { id: "bright-magic-2", name: "Magic Spores", face: "bright", description: "Advance the magic token 2 spaces.", provenance: {} };
 * ```
 */
export interface GrottoEffectDef {
  /** Unique id, the key of the rules' grotto handler. */
  readonly id: string;
  /** Display name, in English (a locale may translate it). */
  readonly name: string;
  /** The map card face the effect is printed on. */
  readonly face: CardFace;
  /** What the effect does, in this project's words. */
  readonly description: string;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * A Golden Grotto action (Golden Mushrooms): what a hero escorting a mushroom may do on arrival,
 * resolved by the module's handler table.
 *
 * @example
 * ```ts
 * const a: GoldenActionDef = { id: "golden-temple-2", name: "Temple Leap", description: "Advance a hero 2 spaces on its temple track.", provenance: {} };
 * ```
 */
export interface GoldenActionDef {
  /** Unique id, the key of the module's action handler. */
  readonly id: string;
  /** Display name, in English (a locale may translate it). */
  readonly name: string;
  /** What the action does, in this project's words. */
  readonly description: string;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}

/**
 * The Golden Mushrooms expansion's components: its 3 map cards, the grotto effects whose cards it
 * removes from the regular deck, its actions and its number of mushroom tokens.
 *
 * @example
 * ```ts
 * const removed = referencePack.goldenMushrooms.replacesGrottoEffects; // three bright effect ids
 * ```
 */
export interface GoldenMushroomsContent {
  /** The expansion's Golden Grotto map cards. */
  readonly mapCards: readonly MapCardDef[];
  /** Ids of the grotto effects whose map cards leave the regular deck. */
  readonly replacesGrottoEffects: readonly string[];
  /** The Golden Grotto actions. */
  readonly actions: readonly GoldenActionDef[];
  /** How many Golden Mushroom tokens the expansion has. */
  readonly mushroomCount: number;
  /** The source of each data field's value, keyed by field name. */
  readonly provenance: Provenance;
}
