/**
 * The seat this tab plays online, kept in sessionStorage so a reload rejoins the match with the
 * same credentials. sessionStorage is per tab: two tabs of one browser can hold two seats.
 */

/** Everything needed to reconnect to a seat. */
export interface OnlineSeat {
  /** The game server (socket.io), e.g. http://127.0.0.1:8000. */
  readonly server: string;
  /** The lobby API, e.g. http://127.0.0.1:8001. */
  readonly api: string;
  readonly matchID: string;
  readonly playerID: string;
  readonly credentials: string;
  readonly name: string;
}

const KEY = "teq-online-seat";
const FIELDS = ["server", "api", "matchID", "playerID", "credentials", "name"] as const;

/** Remembers the seat for this tab. */
export function storeSeat(seat: OnlineSeat): void {
  sessionStorage.setItem(KEY, JSON.stringify(seat));
}

/** The seat this tab played before a reload, or null (nothing stored, or not a seat). */
export function storedSeat(): OnlineSeat | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Record<string, unknown> | null;
    if (value === null || typeof value !== "object") return null;
    return FIELDS.every((f) => typeof value[f] === "string") ? (value as unknown as OnlineSeat) : null;
  } catch {
    return null;
  }
}

/** Forgets the seat (the player left the match). */
export function forgetSeat(): void {
  sessionStorage.removeItem(KEY);
}
