/**
 * The `ml-*` commands of `teq-engine serve --stdio`: games stepped by action id, each answer one
 * frame (the next observation, the legal mask, the rewards and whether the game ended) with the
 * numbers as base64 of their little-endian bytes (Float32Array, Uint8Array), and a batched step
 * over many games in one message. docs/ml.md specifies them.
 *
 * @module
 */
import { createGame, InvalidOptionsError, scores, Simulator, type GameOptions } from "../../index";
import { actionSpace, observationSpec, observe } from "../../ml/index";
import { isObject } from "../../core/schema/index";
import { createBot } from "../bots";
import { ToolError } from "../errors";
import { textOptions } from "./describe";
import { MlGame } from "./ml-game";
import { base64Of, frameOf, packFrames, type FrameForm, type PackedFrame } from "./ml-frames";

/** The ML commands, for `hello` and the docs. */
export const ML_COMMANDS = [
  "ml-spec",
  "ml-new",
  "ml-step",
  "ml-step-many",
  "ml-step-batch",
  "ml-observe",
  "ml-advice",
  "ml-describe",
  "ml-close",
] as const;

/** Games one session may hold at once. */
const MAX_GAMES = 10_000;

type Request = Readonly<Record<string, unknown>>;

function bad(message: string): ToolError {
  return new ToolError("BAD_REQUEST", message);
}

/** Whether a value is a seed: a string or a finite number. */
function isSeed(value: unknown): value is string | number {
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
}

/** The ML games of one serve session and the handling of their commands. */
export class MlGames {
  readonly #games = new Map<string, MlGame>();
  #next = 1;

  /** Handles one `ml-*` command; throws a coded `ToolError` (or an engine error) for bad input. */
  handle(cmd: string, request: Request): unknown {
    switch (cmd) {
      case "ml-spec": {
        const config = createGame({ ...this.#options(request), seed: 0 }).config;
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
        return frameOf(id, game, this.#mode(request));
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
      case "ml-step-batch":
        return this.#stepBatch(request);
      case "ml-observe": {
        const [, game] = this.#game(request["game"]);
        const seat = request["seat"];
        if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= game.state.config.players)
          throw bad(`"seat" must be a seat from 0 to ${game.state.config.players - 1}.`);
        return { obs: base64Of(observe(game.state, seat)) };
      }
      case "ml-advice": {
        const [, game] = this.#game(request["game"]);
        if (game.done) throw new ToolError("GAME_OVER", "The game is over: no action to advise.");
        const name = typeof request["bot"] === "string" ? request["bot"] : "heuristic";
        const seed = isSeed(request["seed"]) ? String(request["seed"]) : "advice";
        return { action: game.idOf(createBot(name, seed)(game.state)) };
      }
      case "ml-describe": {
        const [, game] = this.#game(request["game"]);
        const { played, decision } = game.describe(textOptions(request["locale"]));
        const sheet = scores(game.state);
        return {
          played,
          decision,
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
    // Untrusted JSON: the engine checks every other option and throws a coded error.
    const players = options["players"];
    if (typeof players !== "number")
      throw new InvalidOptionsError(
        "OPTION_PLAYERS",
        `\`players\` must be an integer from 1 to 4 (1 = the 1-player variant); got ${JSON.stringify(players) ?? "nothing"}.`,
      );
    const seed = options["seed"] ?? 0;
    if (!isSeed(seed))
      throw new InvalidOptionsError("OPTION_SEED", "`seed` is required: a non-empty string or a finite number.");
    return { ...options, seed, players };
  }

  #mode(request: Request): FrameForm {
    const mode = request["observe"] ?? "actor";
    if (mode !== "actor" && mode !== "all" && mode !== "none") throw bad('"observe" must be "actor", "all" or "none".');
    const encoding = request["encoding"] ?? "dense";
    if (encoding !== "dense" && encoding !== "sparse") throw bad('"encoding" must be "dense" or "sparse".');
    return { mode, encoding };
  }

  #create(options: GameOptions, botsField: unknown, botSeedField: unknown): MlGame {
    const sim = Simulator.create(options);
    const players = sim.state.config.players;
    const seats = botsField ?? [];
    if (!Array.isArray(seats) || seats.length > players || !seats.every((b) => b === null || typeof b === "string"))
      throw bad(`"bots" must be a list of at most ${players} bot names or nulls, one per seat.`);
    const botNames = Array.from({ length: players }, (_, i): string | null => {
      const name: unknown = seats[i];
      return typeof name === "string" ? name : null;
    });
    const botSeed = isSeed(botSeedField) ? String(botSeedField) : String(sim.state.config.seed);
    return new MlGame(options, botNames, botSeed, sim);
  }

  #game(id: unknown): [string, MlGame] {
    if (typeof id !== "string") throw bad('"game" must be a game id from ml-new.');
    const game = this.#games.get(id);
    if (game === undefined) throw new ToolError("UNKNOWN_GAME", `No ML game "${id}" (closed, or never created).`);
    return [id, game];
  }

  /** A game restarted with its options and a new seed (its bots reseeded from it). */
  #reset(id: string, game: MlGame, seed: string | number): MlGame {
    const fresh = new MlGame({ ...game.options, seed }, game.botNames, `${game.botSeed}/${String(seed)}`);
    this.#games.set(id, fresh);
    return fresh;
  }

  /** One step: `reset` (a seed) restarts the game with its options, else `action` (an id) is played. */
  #step(request: Request, mode: FrameForm): unknown {
    const [id, game] = this.#game(request["game"]);
    const reset = request["reset"];
    if (reset !== undefined) {
      if (!isSeed(reset)) throw bad('"reset" must be a seed.');
      return frameOf(id, this.#reset(id, game, reset), mode);
    }
    game.play(game.check(request["action"], request["seat"]));
    return frameOf(id, game, mode);
  }

  /**
   * `ml-step-batch`: plays `actions[i]` in `games[i]` (every id checked before any is played), resets
   * a finished game with `resetSeeds[i]` when given, and answers with one packed blob (ml-batch.ts).
   * Without `actions` it packs the games as they stand.
   */
  #stepBatch(request: Request): unknown {
    const ids = request["games"];
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_GAMES)
      throw bad(`"games" must be a list of 1 to ${MAX_GAMES} game ids.`);
    const games = ids.map((id) => this.#game(id));
    if (new Set(ids).size !== ids.length) throw bad('"games" names a game twice.');
    const players = games[0]![1].state.config.players;
    const length = observationSpec(games[0]![1].state.config).length;
    if (games.some(([, g]) => g.state.config.players !== players || observationSpec(g.state.config).length !== length))
      throw bad('The games of "games" must share one configuration (players and modules).');
    const actions = request["actions"];
    const seeds = request["resetSeeds"];
    if (actions === undefined || actions === null)
      return this.#packed(
        games.map(([, game]) => ({ game, rewards: [], done: false })),
        players,
        0,
      );
    if (!Array.isArray(actions) || actions.length !== games.length)
      throw bad(`"actions" must be a list of ${games.length} action ids, one per game.`);
    if (seeds !== undefined && !(Array.isArray(seeds) && seeds.length === games.length && seeds.every(isSeed)))
      throw bad(`"resetSeeds" must be a list of ${games.length} seeds, one per game.`);
    const picks = games.map(([id, game], i) => {
      try {
        return game.check(actions[i], undefined);
      } catch (error) {
        if (error instanceof ToolError) throw new ToolError(error.code, `Game ${i} (${id}): ${error.message}`);
        throw error;
      }
    });
    let resets = 0;
    const frames = games.map(([id, game], i): PackedFrame => {
      game.play(picks[i]!);
      const { rewards } = game.settle();
      const seed: unknown = seeds === undefined ? undefined : seeds[i];
      if (!game.done || !isSeed(seed)) return { game, rewards, done: game.done };
      resets++;
      return { game: this.#reset(id, game, seed), rewards, done: true };
    });
    return this.#packed(frames, players, resets);
  }

  #packed(frames: readonly PackedFrame[], players: number, resets: number): unknown {
    return { n: frames.length, players, resets, data: packFrames(frames, players) };
  }
}
