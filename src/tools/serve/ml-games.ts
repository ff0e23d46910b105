/**
 * The `ml-*` commands of `teq-engine serve --stdio`: games stepped by action id, each answer one
 * frame (the next observation, the legal mask, the rewards and whether the game ended) with the
 * numbers as base64 of their little-endian bytes (Float32Array, Uint8Array), and a batched step
 * over many games in one message. docs/ml.md specifies them.
 *
 * @module
 */
import {
  createGame,
  isGameOver,
  reduce,
  scores,
  type Action,
  type Bot,
  type GameOptions,
  type GameState,
} from "../../index";
import { actionSpace, legalActionIds, observationSpec, observe } from "../../ml/index";
import { isObject } from "../../core/schema/index";
import { createBot } from "../bots";
import { ToolError } from "../errors";
import { actionText, decisionText, textOptions } from "./describe";

/** The ML commands, for `hello` and the docs. */
export const ML_COMMANDS = [
  "ml-spec",
  "ml-new",
  "ml-step",
  "ml-step-many",
  "ml-observe",
  "ml-advice",
  "ml-describe",
  "ml-close",
] as const;

/** Bot moves one step may run at most (a safety net). */
const MAX_BOT_ACTIONS = 20_000;
/** Games one session may hold at once. */
const MAX_GAMES = 10_000;

interface MlGame {
  readonly options: GameOptions;
  readonly botNames: readonly (string | null)[];
  readonly botSeed: string;
  bots: readonly (Bot | null)[];
  state: GameState;
  /** Each seat's score total at the last frame (solo rewards are its differences). */
  totals: number[];
  /** The actions played since the last frame and the states they were played in, for `ml-describe` (words made only when asked). */
  played: { readonly state: GameState; readonly action: Action }[];
}

type Request = Readonly<Record<string, unknown>>;

/** What a frame carries of the observations: the acting seat's, every seat's, or none. */
type ObserveMode = "actor" | "all" | "none";

/** Base64 of a typed array's bytes (little-endian on every platform Node runs on). */
export function base64Of(a: Float32Array | Uint8Array): string {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
}

function bad(message: string): ToolError {
  return new ToolError("BAD_REQUEST", message);
}

/** A seat's score totals now. */
function totalsOf(state: GameState): number[] {
  return scores(state).players.map((p) => p.total);
}

/** The ML games of one serve session and the handling of their commands. */
export class MlGames {
  readonly #games = new Map<string, MlGame>();
  #next = 1;

  /** Handles one `ml-*` command; throws a coded `ToolError` (or an engine error) for bad input. */
  handle(cmd: string, request: Request): unknown {
    switch (cmd) {
      case "ml-spec": {
        const options = this.#options(request);
        const config = createGame({ ...options, seed: 0 }).config;
        const obs = observationSpec(config);
        const space = actionSpace(config);
        return {
          players: config.players,
          observationVersion: obs.version,
          observationLength: obs.length,
          slices: obs.slices,
          actionVersion: space.version,
          actionCount: space.size,
          types: space.types,
        };
      }
      case "ml-new": {
        const options = this.#options(request);
        const id = `m${this.#next++}`;
        const game = this.#create(options, request["bots"], request["botSeed"]);
        if (this.#games.size >= MAX_GAMES)
          throw bad(`A session holds at most ${MAX_GAMES} ML games; close some (ml-close).`);
        this.#games.set(id, game);
        return this.#frame(id, game, this.#mode(request), null);
      }
      case "ml-step":
        return this.#step(request, this.#mode(request));
      case "ml-step-many": {
        const steps = request["steps"];
        if (!Array.isArray(steps) || steps.length > MAX_GAMES)
          throw bad(`"steps" must be a list of at most ${MAX_GAMES} step requests.`);
        const mode = this.#mode(request);
        return {
          frames: steps.map((s: unknown) => {
            try {
              if (!isObject(s)) throw bad("Each step must be an object.");
              return this.#step(s, mode);
            } catch (error) {
              const e = error as { code?: unknown; message?: unknown };
              return {
                game: isObject(s) ? (s["game"] ?? null) : null,
                error: {
                  code: typeof e.code === "string" ? e.code : "INTERNAL_ERROR",
                  message: String(e.message ?? error),
                },
              };
            }
          }),
        };
      }
      case "ml-observe": {
        const [, game] = this.#game(request);
        const seat = request["seat"];
        if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= game.state.config.players)
          throw bad(`"seat" must be a seat from 0 to ${game.state.config.players - 1}.`);
        return { obs: base64Of(observe(game.state, seat)) };
      }
      case "ml-advice": {
        const [, game] = this.#game(request);
        if (isGameOver(game.state)) throw new ToolError("GAME_OVER", "The game is over: no action to advise.");
        const name = typeof request["bot"] === "string" ? request["bot"] : "heuristic";
        const seed =
          typeof request["seed"] === "string" || typeof request["seed"] === "number"
            ? String(request["seed"])
            : "advice";
        const action = createBot(name, seed)(game.state);
        const { ids, actions } = legalActionIds(game.state);
        const key = JSON.stringify(action);
        const k = actions.findIndex((a) => JSON.stringify(a) === key);
        return { action: k < 0 ? null : ids[k] };
      }
      case "ml-describe": {
        const [, game] = this.#game(request);
        const options = textOptions(request["locale"]);
        const sheet = scores(game.state);
        return {
          played: game.played.map((p) => actionText(p.state, p.action, options)),
          decision: decisionText(game.state, options),
          scores: sheet.players.map((p) => p.total),
          round: game.state.round,
          phase: game.state.phase,
          winners: sheet.final ? sheet.winners : null,
        };
      }
      case "ml-close": {
        const id = request["game"];
        if (typeof id !== "string" || !this.#games.delete(id))
          throw new ToolError("UNKNOWN_GAME", `No ML game "${String(id)}".`);
        return { closed: id };
      }
      default:
        throw new ToolError("UNKNOWN_COMMAND", `Unknown command "${cmd}".`);
    }
  }

  #options(request: Request): GameOptions {
    const options = request["options"];
    if (!isObject(options)) throw bad('"options" must be an object of createGame options.');
    if (options["chance"] !== undefined && options["chance"] !== "seeded")
      throw bad("ML games use seeded chance: the environment never stops at a chance point.");
    // Cast: untrusted JSON; createGame checks every option and throws a coded error.
    return { ...(options as unknown as GameOptions), seed: (options["seed"] as GameOptions["seed"]) ?? 0 };
  }

  #mode(request: Request): ObserveMode {
    const mode = request["observe"] ?? "actor";
    if (mode !== "actor" && mode !== "all" && mode !== "none") throw bad('"observe" must be "actor", "all" or "none".');
    return mode;
  }

  #create(options: GameOptions, botsField: unknown, botSeedField: unknown): MlGame {
    const state = createGame(options);
    const seats = botsField ?? [];
    if (
      !Array.isArray(seats) ||
      seats.length > state.config.players ||
      !seats.every((b) => b === null || typeof b === "string")
    )
      throw bad(`"bots" must be a list of at most ${state.config.players} bot names or nulls, one per seat.`);
    const botNames = Array.from(
      { length: state.config.players },
      (_, i) => (seats[i] as string | null | undefined) ?? null,
    );
    const botSeed =
      typeof botSeedField === "string" || typeof botSeedField === "number"
        ? String(botSeedField)
        : String(state.config.seed);
    const game: MlGame = { options, botNames, botSeed, bots: [], state, totals: totalsOf(state), played: [] };
    this.#seatBots(game);
    this.#runBots(game);
    return game;
  }

  #seatBots(game: MlGame): void {
    game.bots = game.botNames.map((name, seat) =>
      name === null ? null : createBot(name, `${game.botSeed}/${seat}/${name}`),
    );
  }

  #game(request: Request): [string, MlGame] {
    const id = request["game"];
    if (typeof id !== "string") throw bad('"game" must be a game id from ml-new.');
    const game = this.#games.get(id);
    if (game === undefined) throw new ToolError("UNKNOWN_GAME", `No ML game "${id}" (closed, or never created).`);
    return [id, game];
  }

  /** One step: `reset` (a seed) restarts the game with its options, else `action` (an id) is played. */
  #step(request: Request, mode: ObserveMode): unknown {
    const [id, game] = this.#game(request);
    const reset = request["reset"];
    if (reset !== undefined) {
      if (typeof reset !== "string" && !(typeof reset === "number" && Number.isFinite(reset)))
        throw bad('"reset" must be a seed.');
      const fresh = this.#create({ ...game.options, seed: reset }, game.botNames, `${game.botSeed}/${String(reset)}`);
      this.#games.set(id, fresh);
      return this.#frame(id, fresh, mode, null);
    }
    const actionId = request["action"];
    if (isGameOver(game.state))
      throw new ToolError("GAME_OVER", 'The game is over: reset it (ml-step with "reset") or close it.');
    const actor = game.state.decision?.player;
    const { ids, actions } = legalActionIds(game.state);
    const n = actionSpace(game.state.config).size;
    if (typeof actionId !== "number" || !Number.isInteger(actionId) || actionId < 0 || actionId >= n)
      throw new ToolError(
        "BAD_ACTION_ID",
        `The action id ${JSON.stringify(actionId)} is not an integer from 0 to ${n - 1}; ${ids.length} ids are legal.`,
      );
    const seat = request["seat"];
    if (seat !== undefined && seat !== actor)
      throw new ToolError(
        "NOT_YOUR_TURN",
        `Seat ${JSON.stringify(seat)} may not act: seat ${String(actor)} is to act (action id ${actionId}, ${ids.length} ids legal).`,
      );
    const k = ids.indexOf(actionId);
    if (k < 0)
      throw new ToolError(
        "ILLEGAL_ACTION_ID",
        `The action id ${actionId} is masked out: ${ids.length} ids are legal here.`,
      );
    game.played = [{ state: game.state, action: actions[k]! }];
    game.state = reduce(game.state, actions[k]!);
    this.#runBots(game);
    return this.#frame(id, game, mode, actor);
  }

  #runBots(game: MlGame): void {
    for (let n = 0; ; n++) {
      const actor = game.state.decision?.player;
      const bot = typeof actor === "number" ? game.bots[actor] : null;
      if (bot === null || bot === undefined || isGameOver(game.state)) return;
      if (n >= MAX_BOT_ACTIONS) throw new ToolError("BOT_LOOP", "The bots played too many actions in one step.");
      const action = bot(game.state);
      game.played.push({ state: game.state, action });
      game.state = reduce(game.state, action);
    }
  }

  /** The answer to a step: who acts next, the observations asked for, the mask, rewards, done. */
  #frame(id: string, game: MlGame, mode: ObserveMode, _actor: unknown): unknown {
    const state = game.state;
    const players = state.config.players;
    const done = isGameOver(state);
    const actor = state.decision?.player;
    const seat = !done && typeof actor === "number" ? actor : null;
    const { ids } = done ? { ids: [] as number[] } : legalActionIds(state);
    const mask = new Uint8Array(actionSpace(state.config).size);
    for (const i of ids) mask[i] = 1;
    const rewards = new Array<number>(players).fill(0);
    let extra: Record<string, unknown> = {};
    if (players === 1 || done) {
      const sheet = scores(state);
      const totals = sheet.players.map((p) => p.total);
      if (players === 1) rewards[0] = totals[0]! - game.totals[0]!;
      else for (let s = 0; s < players; s++) rewards[s] = sheet.winners.includes(s) ? 1 : -1;
      game.totals = totals;
      extra = { scores: totals };
      if (done) extra = { ...extra, winners: sheet.winners };
      const solo = (sheet as { solo?: { goal: number; reached: boolean } }).solo;
      if (solo !== undefined) extra = { ...extra, goal: solo.goal, goalReached: solo.reached };
    }
    const obs = Array.from({ length: players }, (_, s) =>
      mode === "all" || (mode === "actor" && s === seat) ? base64Of(observe(state, s)) : null,
    );
    return { game: id, seat, done, legal: ids.length, mask: base64Of(mask), obs, rewards, ...extra };
  }
}
