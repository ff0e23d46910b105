/**
 * How a simulation's games are handed to its workers: chunks of consecutive seeds of one setup,
 * large while much is left and smaller toward the end (guided self-scheduling), so the workers
 * finish within a game or two of each other whatever the games cost.
 *
 * @module
 */
import type { GameSetup, SeedRange } from "./setup";

/** Consecutive seeds of one setup, the unit of work of a worker; `id` orders chunks as setup then seed. */
export interface Chunk {
  readonly id: number;
  readonly setup: GameSetup;
  readonly from: number;
  readonly to: number;
}

/**
 * Cuts the games of `setups` x `range` into chunks, in setup then seed order, on demand: each chunk
 * takes a `1 / (4 * workers)` share of the games left, between 1 and `maxSize` seeds.
 */
export class ChunkDealer {
  private setup = 0;
  private seed: number;
  private left: number;
  private nextId = 0;

  constructor(
    private readonly setups: readonly GameSetup[],
    private readonly range: SeedRange,
    private readonly workers: number,
    private readonly maxSize: number,
  ) {
    this.seed = range.from;
    this.left = setups.length * Math.max(0, range.to - range.from + 1);
  }

  /** The next chunk, or undefined when every game has been handed out. */
  next(): Chunk | undefined {
    const setup = this.setups[this.setup];
    if (setup === undefined || this.left <= 0) return undefined;
    const share = Math.ceil(this.left / (4 * Math.max(1, this.workers)));
    const size = Math.max(1, Math.min(this.maxSize, share));
    const to = Math.min(this.range.to, this.seed + size - 1);
    const chunk: Chunk = { id: this.nextId++, setup, from: this.seed, to };
    this.left -= to - this.seed + 1;
    if (to === this.range.to) {
      this.setup++;
      this.seed = this.range.from;
    } else this.seed = to + 1;
    return chunk;
  }
}
