/**
 * The small vocabularies the content tables share: die symbols, region sides, player colours, card
 * faces and travel methods.
 *
 * @module
 */

/**
 * The six symbols of an adventure die.
 *
 * @example
 * ```ts
 * const symbol: DieSymbol = "attack-goblin";
 * ```
 */
export type DieSymbol = "take-damage" | "gain-power" | "conjure-magic" | "torch" | "scroll" | "attack-goblin";

/** The two regions of a map card, as seen from the table. @example `const side: RegionSide = "left";` */
export type RegionSide = "left" | "right";

/** A player colour; each player card, castle and hero set has one. @example `const c: PlayerColor = "red";` */
export type PlayerColor = string;

/** Which printed face of a map card is in play: bright (base game) or gloom (GloomFall). @example `const f: CardFace = "gloom";` */
export type CardFace = "bright" | "gloom";

/** The five travel methods, one per movement card. @example `const m: TravelMethod = "gryphon";` */
export type TravelMethod = "horse" | "raft" | "gryphon" | "ship" | "foot";
