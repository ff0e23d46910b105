/**
 * A stricter credential check for boardgame.io's `Server`.
 *
 * @module
 */

/** The metadata boardgame.io keeps for one seat (the part the check reads). */
interface SeatMetadata {
  readonly credentials?: string;
}

/**
 * Credentials check for boardgame.io's `Server({ authenticateCredentials })`: a move is accepted
 * only with the exact credentials the lobby gave the seat when it joined. boardgame.io's default
 * skips the check while no seat of a match has joined yet, so anyone could act in a fresh match;
 * with this function every move needs a joined seat's credentials. The comparison takes the same
 * time wherever the strings differ.
 *
 * @param credentials - what the client sent
 * @param seat - the seat's metadata on the server
 * @returns whether the credentials are that seat's
 * @example
 * ```ts
 * const server = Server({ games: [teqGame()], authenticateCredentials: strictCredentials });
 * ```
 */
export function strictCredentials(credentials: string | undefined, seat: SeatMetadata | undefined): boolean {
  const expected = seat?.credentials;
  if (typeof credentials !== "string" || typeof expected !== "string" || expected.length === 0) return false;
  if (credentials.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= credentials.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}
