/**
 * The outcomes of a roll of identical dice as multisets of faces, with their probabilities (the
 * multinomial distribution). The order of the dice never matters to the rules, so a roll of 5 dice
 * with 6 faces has 252 outcomes rather than 7,776.
 *
 * @module
 */
import type { DieSymbol } from "../../content/types";

/**
 * One outcome of a roll: the symbols (in canonical face order) and their probability.
 */
export interface RollOutcome {
  /** The symbols rolled, sorted in the order of the die's faces. */
  readonly symbols: readonly DieSymbol[];
  /** The probability of this multiset. */
  readonly probability: number;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

const cache = new Map<string, readonly RollOutcome[]>();

/**
 * Every outcome of rolling `dice` identical dice with the given faces (a face listed twice is twice
 * as likely), each with its probability; the probabilities sum to 1.
 *
 * @param faces - the faces of one die
 * @param dice - how many dice
 * @returns the outcomes, in a stable order
 */
export function rollOutcomes(faces: readonly DieSymbol[], dice: number): readonly RollOutcome[] {
  const key = `${faces.join(",")}/${dice}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const distinct = faces.filter((face, i) => faces.indexOf(face) === i);
  const weight = distinct.map((face) => faces.filter((f) => f === face).length / faces.length);
  const out: RollOutcome[] = [];
  const counts = new Array<number>(distinct.length).fill(0);
  const visit = (i: number, left: number): void => {
    if (i === distinct.length - 1) {
      counts[i] = left;
      let p = factorial(dice);
      const symbols: DieSymbol[] = [];
      counts.forEach((c, j) => {
        p *= (weight[j] as number) ** c / factorial(c);
        for (let k = 0; k < c; k++) symbols.push(distinct[j] as DieSymbol);
      });
      if (p > 0) out.push({ symbols, probability: p });
      return;
    }
    for (let c = left; c >= 0; c--) {
      counts[i] = c;
      visit(i + 1, left - c);
    }
  };
  if (distinct.length > 0) visit(0, dice);
  cache.set(key, out);
  return out;
}
