/**
 * What an online seat learnt about each move, by the stateID the move was made at: the round it was
 * made in (from the view before it) and its events (from the state after it, as the server filtered
 * them for this seat). Kept in sessionStorage per match and seat, so that a reload keeps the log's
 * round tags and event lines: the server sends a (re)connecting seat the last move's events only.
 */
import type { GameEvent } from "teq-engine";

/** One move's entry. */
export interface StepInfo {
  readonly round?: number;
  readonly events?: readonly GameEvent[];
}

export class StepCache {
  private readonly key: string;
  private readonly steps: Record<number, StepInfo>;

  constructor(matchID: string, playerID: string) {
    this.key = `teq-online-log:${matchID}:${playerID}`;
    this.steps = StepCache.read(this.key);
  }

  private static read(key: string): Record<number, StepInfo> {
    try {
      const value = JSON.parse(sessionStorage.getItem(key) ?? "{}") as unknown;
      return typeof value === "object" && value !== null ? (value as Record<number, StepInfo>) : {};
    } catch {
      return {};
    }
  }

  /** The move made at `stateID`, as far as known. */
  get(stateID: number): StepInfo | undefined {
    return this.steps[stateID];
  }

  /** Records that the state `stateID` (the one the next move is made at) is in `round`. */
  note(stateID: number, round: number): void {
    if (this.steps[stateID]?.round !== undefined) return;
    this.steps[stateID] = { ...this.steps[stateID], round };
    this.save();
  }

  /** Records the events of the move made at `stateID`. */
  events(stateID: number, events: readonly GameEvent[]): void {
    if (this.steps[stateID]?.events !== undefined) return;
    this.steps[stateID] = { ...this.steps[stateID], events };
    this.save();
  }

  /** Forgets the match (the seat left it). */
  forget(): void {
    sessionStorage.removeItem(this.key);
  }

  private save(): void {
    try {
      sessionStorage.setItem(this.key, JSON.stringify(this.steps));
    } catch {
      // Storage full or refused: the log keeps what it holds until the page is left.
    }
  }
}
