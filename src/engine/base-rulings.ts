/**
 * The base game's own rulings (docs/rulings.md): rules the rulebooks allow two readings of that are
 * not a module's, declared as a module declares its own and allowed in every game.
 *
 * @module
 * @internal
 */
import type { RulingSpec } from "./module-specs";
import type { BaseRulings } from "../rules/state";

/**
 * The base game's rulings, by key.
 *
 * @internal
 */
export const BASE_RULINGS: { readonly [K in keyof BaseRulings]: RulingSpec<BaseRulings[K]> } = {
  orthogonalGrottoMove: {
    values: ["path", "line"],
    default: "path",
    doc: 'Whether the bright grotto moving another hero "up to 3 map cards, orthogonally" takes any orthogonal path of 1 to 3 steps or a straight line.',
  },
};
