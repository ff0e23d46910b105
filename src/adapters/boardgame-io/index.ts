/**
 * `teq-engine/boardgame.io`: Tiny Epic Quest as a boardgame.io `Game`, for a multiplayer server
 * with lobby, credentials, storage and socket.io (boardgame.io 0.50, an optional peer dependency:
 * `import "teq-engine"` never loads it, and this entry loads nothing of it at run time either).
 * See docs/online.md.
 *
 * @example
 * ```ts
 * import { FlatFile, Server } from "boardgame.io/server";
 * import { redactInitialState, strictCredentials, teqGame } from "teq-engine/boardgame.io";
 *
 * const db = redactInitialState(new FlatFile({ dir: "matches" }));
 * Server({ games: [teqGame()], db, authenticateCredentials: strictCredentials }).run(8000);
 * ```
 *
 * @packageDocumentation
 */
export { teqGame } from "./game";
export type { TeqGameover } from "./game";
export { strictCredentials } from "./credentials";
export { INVALID_MOVE } from "./move";
export { secureSeed } from "./seed";
export { eventsForSeat } from "./step-events";
export type { TeqStepEvents } from "./step-events";
export { redactInitialState } from "./storage";
export type { TeqGameOptions, TeqSetupData, Refusal } from "./options";
