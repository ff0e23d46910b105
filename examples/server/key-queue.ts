/**
 * One write at a time per key (a match), in the order asked; a key is dropped from the map as soon
 * as its last task settles, so finished matches leave nothing behind (boardgame.io's FlatFile keeps a
 * promise per key for ever: about 4 MiB per 50 finished matches).
 */
export class KeyQueue {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `task` after every task queued before it on `key` has settled (fulfilled or not). */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have a task pending or running. */
  get size(): number {
    return this.tails.size;
  }

  /** Resolves once every task queued so far has settled. */
  async idle(): Promise<void> {
    await Promise.all([...this.tails.values()]);
  }
}
