/**
 * Rolling the adventure dice from the state's RNG.
 *
 * @module
 */
import type { DieSymbol } from "../../content/types";
import type { RuleContext } from "../game-types";

/**
 * Rolls the adventure dice (all alike, as the content pack defines them).
 *
 * @param ctx - the transition context
 * @returns one symbol per die
 */
export function rollDice(ctx: RuleContext): DieSymbol[] {
  const { count, faces } = ctx.env.content.dice;
  const out: DieSymbol[] = []; // packed (see core/packed.ts)
  for (let i = 0; i < count; i++) out.push(faces[ctx.randomInt(faces.length)] as DieSymbol);
  return out;
}

/**
 * How many of a symbol a roll shows.
 *
 * @param symbols - the roll
 * @param symbol - the symbol to count
 * @returns the count
 */
export function countSymbol(symbols: readonly DieSymbol[], symbol: DieSymbol): number {
  let count = 0;
  for (let i = 0; i < symbols.length; i++) if (symbols[i] === symbol) count++;
  return count;
}
