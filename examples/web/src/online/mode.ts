/**
 * The page's online mode: the match this tab plays (if any), started from the online form or
 * resumed after a reload from the seat kept in sessionStorage, and left for good on request.
 */
import type { OnlinePage } from "./page";
import { renderOnline } from "./page";
import { OnlineGame } from "./online-game";
import { forgetSeat, storeSeat, storedSeat, type OnlineSeat } from "./stored-seat";

export class OnlineMode {
  /** The match being played, or null when the page plays locally. */
  game: OnlineGame | null = null;
  private selectedHero: number | null = null;

  /** @param render - re-renders the page (called on every change of the match) */
  constructor(private readonly render: () => void) {}

  /** Whether the page is playing online. */
  get active(): boolean {
    return this.game !== null;
  }

  /** Plays a seat just joined: remembered for a reload, then connected. */
  play(seat: OnlineSeat): void {
    this.stop();
    storeSeat(seat);
    this.game = new OnlineGame(seat, this.render);
  }

  /** After a reload: rejoins the seat this tab held, with its credentials. False when it held none. */
  resume(): boolean {
    const seat = storedSeat();
    if (seat === null) return false;
    this.game = new OnlineGame(seat, this.render);
    return true;
  }

  /** Leaves the match: disconnects and forgets the seat. */
  leave(): void {
    forgetSeat();
    this.game?.steps.forget();
    this.stop();
  }

  /** The page of the match being played (only while `active`). */
  page(): OnlinePage | null {
    if (this.game === null) return null;
    const onHero = (hero: number): void => {
      this.selectedHero = hero;
      this.render();
    };
    return renderOnline(this.game, this.selectedHero, onHero, () => {
      this.leave();
      this.render();
    });
  }

  private stop(): void {
    this.game?.close();
    this.game = null;
    this.selectedHero = null;
  }
}
