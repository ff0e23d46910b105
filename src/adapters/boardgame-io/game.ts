/**
 * The boardgame.io `Game` of Tiny Epic Quest.
 *
 * @module
 */
import type { Ctx, Game } from "boardgame.io";
import { createEngine, type Action, type Engine, type GameState, type PlayerView, type ScoreSheet } from "teq-engine";
import { baseState, remember } from "./base-state";
import { TEQ_PLUGIN } from "./plugin";
import { TEQ_EVENTS_PLUGIN } from "./step-events";
import { applyAction } from "./move";
import { matchOptions, setupProblem, type TeqGameOptions } from "./options";
import { secureSeed } from "./seed";
import { decidingPlayerID, seatOf } from "./seats";

/**
 * The `ctx.gameover` of a finished match: the winners' playerIDs and the engine's score sheet.
 *
 * @example
 * ```ts
 * const over = client.getState()?.ctx.gameover as TeqGameover | undefined;
 * over?.winners; // e.g. ["2"]
 * ```
 */
export interface TeqGameover {
  /** The winning seats as playerIDs (solo: the player when the goal is reached, else none). */
  readonly winners: readonly string[];
  /** The engine's final score sheet. */
  readonly scores: ScoreSheet;
}

/** The position in the play order of the seat whose decision is pending. */
function pendingPosition(G: unknown, ctx: Ctx, engine: Engine): number {
  const id = decidingPlayerID(baseState(G, engine));
  const at = id === null ? -1 : ctx.playOrder.indexOf(id);
  return at < 0 ? ctx.playOrderPos : at;
}

/**
 * A boardgame.io `Game` that plays Tiny Epic Quest with this engine. `G` is the engine's full
 * state, created on the server with a seed from a cryptographic source; each client receives only
 * `playerView` of it for its seat (spectators: `"spectator"`), without the seed, the RNG or the deck
 * order. The one move, `act(action)`, runs on the server only (`client: false`) and applies a
 * library `Action` for the sending seat after the engine checks it; a refused action is
 * boardgame.io's `INVALID_MOVE` (the state unchanged) and its engine code goes to `onRefusal`.
 * The current player is always the seat of the pending decision; the match ends when the engine's
 * game is over, with the winners and scores in `ctx.gameover`. Undo, redo and every client event
 * (endTurn, endPhase, ...) are disabled: only the engine moves the game on.
 *
 * A client checks an action before sending it with `validate(view, action)`, which gives the same
 * answer and code as the server.
 *
 * @param options - player counts, default modules, difficulty and rulings, hooks
 * @returns the game, for boardgame.io's `Server({ games: [...] })` and `Client({ game })`
 * @example
 * ```ts
 * import { Server } from "boardgame.io/server";
 * import { strictCredentials, teqGame } from "teq-engine/boardgame.io";
 *
 * const server = Server({ games: [teqGame({ players: [2, 4] })], authenticateCredentials: strictCredentials });
 * // client side: client.moves.act({ type: "choose-movement-card", player: 0, card: "horse" })
 * ```
 */
export function teqGame(options: TeqGameOptions = {}): Game<GameState> {
  const [minPlayers, maxPlayers] =
    typeof options.players === "number" ? [options.players, options.players] : (options.players ?? [1, 4]);
  const drawSeed = options.seed ?? secureSeed;
  const engine = options.engine ?? createEngine();
  return {
    name: options.name ?? "tiny-epic-quest",
    minPlayers,
    maxPlayers,
    disableUndo: true,
    plugins: [TEQ_PLUGIN, TEQ_EVENTS_PLUGIN],
    setup: ({ ctx }, setupData) =>
      remember(engine.createGame(matchOptions(options, setupData, ctx.numPlayers, drawSeed()))),
    validateSetupData: (setupData, numPlayers) => setupProblem(options, setupData, numPlayers),
    moves: {
      act: {
        move: (context, action: Action) => applyAction(context, action, options.onRefusal, engine),
        client: false,
        ignoreStaleStateID: false,
      },
    },
    turn: {
      order: {
        first: ({ G, ctx }) => pendingPosition(G, ctx, engine),
        next: ({ G, ctx }) => pendingPosition(G, ctx, engine),
      },
      endIf: ({ G, ctx }) => {
        const id = decidingPlayerID(baseState(G, engine));
        return id !== null && id !== ctx.currentPlayer;
      },
    },
    events: {
      endGame: false,
      endPhase: false,
      setPhase: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      endStage: false,
      setStage: false,
    },
    endIf: ({ G }) => {
      const state = baseState(G, engine);
      if (!engine.isGameOver(state)) return undefined;
      const sheet = engine.scores(state);
      const over: TeqGameover = { winners: sheet.winners.map(String), scores: sheet };
      return over;
    },
    playerView: ({ G, playerID }): PlayerView => {
      const state = baseState(G, engine);
      const seat = seatOf(playerID, state.config.players);
      return engine.playerView(state, seat ?? "spectator");
    },
  };
}
