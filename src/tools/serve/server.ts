/**
 * The engine behind a JSON-lines protocol (`teq-engine serve --stdio`), so a bot in any language
 * can play: one request object per line in, one response object per line out. Requests name a
 * command (`cmd`) and carry an `id` echoed in the response; every failure is a response with a
 * stable error `code`, never a crash. The protocol is specified in docs/tools.md.
 *
 * @module
 */
import {
  createEngine,
  DIFFICULTIES,
  OPTIONAL_MODULE_IDS,
  TeqError,
  type Action,
  type Engine,
  type GameEvent,
  type GameOptions,
  type GameState,
} from "../../index";
import { advise } from "../advise";
import { BOTS, createBot } from "../bots";
import { isObject } from "../../core/schema/index";
import type { Bot } from "../../index";
import { actionText, decisionText, eventText, LOCALE_NAMES, textOptions } from "./describe";
import { ML_COMMANDS, MlGames } from "./ml-games";

/** The protocol's version; it grows only by adding commands and fields. */
export const PROTOCOL_VERSION = 1;

/** The longest request line accepted, in characters. */
export const MAX_REQUEST_CHARS = 1_000_000;

/** Bot moves run by one request at most (a safety net; a whole game takes a few hundred). */
const MAX_BOT_ACTIONS = 20_000;

class ProtocolError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Game {
  state: GameState;
  readonly bots: readonly (Bot | null)[];
  readonly botNames: readonly (string | null)[];
}

type Request = Readonly<Record<string, unknown>>;

/** One response, as sent (before JSON encoding). */
export type Response =
  | { readonly id: unknown; readonly ok: true; readonly result: unknown }
  | { readonly id: unknown; readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

function field<T>(request: Request, name: string, check: (v: unknown) => v is T, what: string): T {
  const value = request[name];
  if (!check(value)) throw new ProtocolError("BAD_REQUEST", `"${name}" must be ${what}.`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === "string";

/** An optional seed field: a string or a finite number, else `fallback`; anything else is a bad request. */
function seedField(request: Request, name: string, fallback: string): string {
  const value = request[name];
  if (value === undefined) return fallback;
  if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return String(value);
  throw new ProtocolError("BAD_REQUEST", `"${name}" must be a string or a finite number.`);
}

/** The commands, for `hello` and the docs. */
export const SERVE_COMMANDS = [
  "hello",
  "new-game",
  "state",
  "view",
  "legal-actions",
  "apply",
  "chance-outcomes",
  "scores",
  "describe",
  "bot-action",
  "advise",
  "close-game",
  "quit",
  ...ML_COMMANDS,
] as const;

/** A protocol session: its games, and the handling of one request line at a time. */
export class ServeSession {
  readonly #games = new Map<string, Game>();
  readonly #engine: Engine;
  readonly #ownModules: readonly string[];
  /** The games stepped by action id (the `ml-*` commands: docs/ml.md). */
  readonly #ml = new MlGames();
  #nextGame = 1;
  /** Set by `quit`: the transport should stop reading. */
  closed = false;

  /**
   * @param engine - the engine the session plays through (`serve --content/--module`; the reference engine by default)
   */
  constructor(engine: Engine = createEngine()) {
    this.#engine = engine;
    const builtIn = createEngine().modules;
    this.#ownModules = engine.modules.filter((id) => !builtIn.includes(id));
  }

  /** Handles one request line and returns the response line (JSON, no newline). */
  handleLine(line: string): string {
    return JSON.stringify(this.handle(line));
  }

  /** Handles one request line and returns the response object. */
  handle(line: string): Response {
    let id: unknown = null;
    try {
      if (line.length > MAX_REQUEST_CHARS)
        throw new ProtocolError(
          "REQUEST_TOO_LARGE",
          `A request line may hold at most ${MAX_REQUEST_CHARS} characters.`,
        );
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new ProtocolError("BAD_JSON", "The line is not valid JSON.");
      }
      if (!isObject(parsed)) throw new ProtocolError("BAD_REQUEST", "A request must be a JSON object.");
      id = parsed["id"] ?? null;
      const cmd = parsed["cmd"];
      if (typeof cmd !== "string") throw new ProtocolError("BAD_REQUEST", 'A request needs a "cmd" string.');
      return { id, ok: true, result: this.#dispatch(cmd, parsed) };
    } catch (error) {
      if (error instanceof ProtocolError || error instanceof TeqError)
        return { id, ok: false, error: { code: error.code, message: error.message } };
      return {
        id,
        ok: false,
        error: { code: "INTERNAL_ERROR", message: error instanceof Error ? error.message : String(error) },
      };
    }
  }

  #game(request: Request): Game {
    const id = field(request, "game", isString, "a game id from new-game");
    const game = this.#games.get(id);
    if (game === undefined) throw new ProtocolError("UNKNOWN_GAME", `No game "${id}" (closed, or never created).`);
    return game;
  }

  #status(game: Game): { decision: GameState["decision"]; over: boolean } {
    return { decision: game.state.decision, over: this.#engine.isGameOver(game.state) };
  }

  /** Lets the server's bots play while the pending decision is one of their seats'. */
  #runBots(game: Game): { action: Action; events: readonly GameEvent[] }[] {
    const played: { action: Action; events: readonly GameEvent[] }[] = [];
    for (;;) {
      const actor = game.state.decision?.player;
      const bot = typeof actor === "number" ? game.bots[actor] : null;
      if (bot === null || bot === undefined || this.#engine.isGameOver(game.state)) return played;
      if (played.length >= MAX_BOT_ACTIONS)
        throw new ProtocolError("BOT_LOOP", "The bots played too many actions in one request.");
      const action = bot(game.state);
      const step = this.#engine.reduceWithEvents(game.state, action);
      game.state = step.state;
      played.push({ action, events: step.events });
    }
  }

  #dispatch(cmd: string, request: Request): unknown {
    switch (cmd) {
      case "hello":
        return {
          protocol: PROTOCOL_VERSION,
          commands: SERVE_COMMANDS,
          bots: BOTS.map((b) => ({ name: b.name, description: b.description })),
          modules: [...OPTIONAL_MODULE_IDS, ...this.#ownModules],
          difficulties: DIFFICULTIES,
          locales: LOCALE_NAMES,
        };
      case "new-game": {
        // Untrusted JSON: createGame reads its options once and throws a coded error for bad ones.
        const options: unknown = field(request, "options", isObject, "an object of createGame options");
        const seats = request["bots"] ?? [];
        if (!Array.isArray(seats) || !seats.every((b) => b === null || typeof b === "string"))
          throw new ProtocolError("BAD_REQUEST", '"bots" must be a list of bot names or nulls, one per seat.');
        const state = this.#engine.createGame(options as GameOptions);
        if (seats.length > state.config.players)
          throw new ProtocolError(
            "BAD_REQUEST",
            `"bots" lists ${seats.length} seats; the game has ${state.config.players}.`,
          );
        const botSeed = seedField(request, "botSeed", String(state.config.seed));
        const names = Array.from(
          { length: state.config.players },
          (_, seat) => (seats[seat] as string | null | undefined) ?? null,
        );
        const bots = names.map((name, seat) =>
          name === null ? null : createBot(name, `${botSeed}/${seat}/${name}`, this.#engine),
        );
        const id = `g${this.#nextGame++}`;
        const game: Game = { state, bots, botNames: names };
        this.#games.set(id, game);
        const botActions = this.#runBots(game);
        return {
          game: id,
          players: state.config.players,
          colors: state.config.colors,
          bots: names,
          botActions,
          ...this.#status(game),
        };
      }
      case "state":
        return this.#game(request).state;
      case "view": {
        const game = this.#game(request);
        const seat = request["seat"] ?? "spectator";
        if (seat !== "spectator" && typeof seat !== "number")
          throw new ProtocolError("BAD_REQUEST", '"seat" must be a seat number or "spectator".');
        return this.#engine.playerView(game.state, seat);
      }
      case "legal-actions": {
        const game = this.#game(request);
        return {
          ...this.#status(game),
          actions: this.#engine.isGameOver(game.state) ? [] : this.#engine.legalActions(game.state),
        };
      }
      case "apply": {
        const game = this.#game(request);
        if (!("action" in request)) throw new ProtocolError("BAD_REQUEST", 'apply needs an "action".');
        const step = this.#engine.reduceWithEvents(game.state, request["action"] as Action);
        game.state = step.state;
        const botActions = this.#runBots(game);
        return { events: step.events, botActions, ...this.#status(game) };
      }
      case "chance-outcomes":
        return { outcomes: this.#engine.chanceOutcomes(this.#game(request).state) };
      case "scores":
        return this.#engine.scores(this.#game(request).state);
      case "describe": {
        const game = this.#game(request);
        const options = { ...textOptions(request["locale"]), engine: this.#engine };
        // Untrusted JSON objects: the formatters check an action or an event and throw a coded error for a bad one.
        const action: unknown = request["action"];
        const event: unknown = request["event"];
        if (isObject(action)) return { text: actionText(game.state, request["action"] as Action, options) };
        if (isObject(event)) return { text: eventText(game.state, request["event"] as GameEvent, options) };
        if (action !== undefined || event !== undefined)
          throw new ProtocolError("BAD_REQUEST", '"action" and "event" must be objects.');
        return { text: decisionText(game.state, options) };
      }
      case "bot-action": {
        const game = this.#game(request);
        const name = field(request, "bot", isString, "a bot name");
        if (this.#engine.isGameOver(game.state))
          throw new ProtocolError("GAME_OVER", "The game is over: no action to choose.");
        const seed = seedField(request, "seed", `${String(game.state.config.seed)}/advice`);
        return { action: createBot(name, seed, this.#engine)(game.state) };
      }
      case "advise": {
        const game = this.#game(request);
        const samples = request["samples"] ?? 8;
        if (typeof samples !== "number") throw new ProtocolError("BAD_REQUEST", '"samples" must be a number.');
        const seed = seedField(request, "seed", `${String(game.state.config.seed)}/advice`);
        return advise(game.state, typeof request["bot"] === "string" ? request["bot"] : "mcts", seed, samples);
      }
      case "close-game": {
        const game = field(request, "game", isString, "a game id");
        if (!this.#games.delete(game)) throw new ProtocolError("UNKNOWN_GAME", `No game "${game}".`);
        return { closed: game };
      }
      case "quit":
        this.closed = true;
        return { bye: true };
      default:
        if ((ML_COMMANDS as readonly string[]).includes(cmd)) return this.#ml.handle(cmd, request);
        throw new ProtocolError("UNKNOWN_COMMAND", `Unknown command "${cmd}"; commands: ${SERVE_COMMANDS.join(", ")}.`);
    }
  }
}
