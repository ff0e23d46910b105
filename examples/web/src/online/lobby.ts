/**
 * boardgame.io's lobby REST API, as the web client (and the tests) call it: create a match, join a
 * seat (the server answers the seat's credentials), read who sits where.
 */
import type { TeqSetupData } from "teq-engine/boardgame.io";

/** The game's name on the server (teqGame's default). */
export const GAME_NAME = "tiny-epic-quest";

/** A joined seat: what a client needs to connect and act. */
export interface Seat {
  readonly matchID: string;
  readonly playerID: string;
  readonly credentials: string;
}

/** A match's seats as the lobby lists them (names of joined players; never credentials). */
export interface MatchInfo {
  readonly matchID: string;
  readonly players: ReadonlyArray<{ readonly id: number; readonly name?: string; readonly isConnected?: boolean }>;
  readonly setupData?: TeqSetupData;
  readonly gameover?: unknown;
}

/** The lobby answered with an HTTP error (`status`), or could not be reached (`status` 0). */
export class LobbyError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(status === 0 ? detail : `${status} ${detail}`);
    this.name = "LobbyError";
  }
}

async function call<T>(url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? {}
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    );
  } catch (error) {
    throw new LobbyError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new LobbyError(response.status, (await response.text()).slice(0, 200));
  return (await response.json()) as T;
}

/** Creates a match for `numPlayers` (1 to 4) with the creator's module choices; returns its id. */
export async function createMatch(
  api: string,
  numPlayers: number,
  setupData: TeqSetupData = {},
  game = GAME_NAME,
): Promise<string> {
  const { matchID } = await call<{ matchID: string }>(`${api}/games/${game}/create`, {
    numPlayers,
    setupData,
    unlisted: true,
  });
  return matchID;
}

/** Joins a seat (the first free one when `playerID` is omitted). */
export async function joinMatch(
  api: string,
  matchID: string,
  playerName: string,
  playerID?: string,
  game = GAME_NAME,
): Promise<Seat> {
  const joined = await call<{ playerID: string; playerCredentials: string }>(`${api}/games/${game}/${matchID}/join`, {
    playerName,
    ...(playerID === undefined ? {} : { playerID }),
  });
  return { matchID, playerID: joined.playerID, credentials: joined.playerCredentials };
}

/** The match's seats and setup. */
export async function getMatch(api: string, matchID: string, game = GAME_NAME): Promise<MatchInfo> {
  return call<MatchInfo>(`${api}/games/${game}/${matchID}`);
}
