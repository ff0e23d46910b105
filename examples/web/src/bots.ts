/**
 * Bot seats and hints. A bot's choice depends only on the state, the game seed and the number of
 * actions played so far (a fresh library bot seeded `<seed>/bot/<n>`), so undo, load and replay give
 * the same bot moves again. Every bot plays through the engine of the game's content pack.
 */
import {
  determinize,
  heuristicBot,
  mctsBot,
  randomBot,
  type Action,
  type Bot,
  type ContentPack,
  type Engine,
  type GameState,
} from "teq-engine";

/** Who plays a seat: a human, or a bot of a strength (easy, normal, strong) or the random bot. */
export type SeatKind = "human" | "heuristic" | "mcts" | "mcts-strong" | "random";

/** A bot seat's kind. */
export type BotKind = Exclude<SeatKind, "human">;

/** The seat kinds the new-game form offers, in its order (labels from ui-text.ts). */
export const SEAT_KINDS: readonly SeatKind[] = ["human", "heuristic", "mcts", "mcts-strong", "random"];

/** Playouts per searched decision of the strong bot with rivals: four times the MCTS bot's default (112), still reproducible. */
export const STRONG_ITERATIONS = 448;

/** Playouts per searched decision of the strong bot solo: four times the MCTS bot's solo default (900). */
export const STRONG_SOLO_ITERATIONS = 3600;

/** The strong bot's playouts per searched decision in a game of `players`. */
export function strongIterations(players: number): number {
  return players > 1 ? STRONG_ITERATIONS : STRONG_SOLO_ITERATIONS;
}

/** The playouts a hint's chance rests on (as the serve protocol's `advise` by default). */
export const HINT_SAMPLES = 8;

/** A message to the bots' worker: a content pack to build an engine of, a bot's move, or a hint. */
export type WorkerRequest =
  | { readonly type: "pack"; readonly content: ContentPack }
  | {
      readonly type: "move";
      readonly id: number;
      readonly kind: BotKind;
      readonly seed: string | number;
      readonly n: number;
      readonly state: GameState;
    }
  | {
      readonly type: "hint";
      readonly id: number;
      readonly seed: string | number;
      readonly n: number;
      readonly state: GameState;
    };

/** A hint: the move the normal bot would play, and the estimated chance (0 to 1) after it. */
export interface Advice {
  readonly action: Action;
  readonly chance: number;
  readonly samples: number;
}

/** The worker's answer to a request, by its id. */
export interface WorkerReply {
  readonly id: number;
  readonly action?: Action;
  readonly advice?: Advice;
  readonly error?: string;
}

/** A library bot of a seat kind, seeded, playing through `engine`. */
function botOf(engine: Engine, kind: BotKind, seed: string, players: number): Bot {
  switch (kind) {
    case "heuristic":
      return heuristicBot(seed, { engine });
    case "mcts":
      return mctsBot(seed, { engine });
    case "mcts-strong":
      return mctsBot(seed, { engine, iterations: strongIterations(players) });
    case "random":
      return randomBot(seed, { engine });
  }
}

/** The bot's action for the `n`-th action of the game. */
export function botAction(engine: Engine, kind: BotKind, seed: string | number, n: number, state: GameState): Action {
  return botOf(engine, kind, `${seed}/bot/${n}`, state.players.length)(state);
}

/**
 * A hint for the seat deciding in `state` (the serve protocol's `advise` on public APIs): the move
 * the normal (MCTS) bot plays from the seat's view, and the seat's chance of winning (solo: of
 * reaching the goal) after it, the share of {@link HINT_SAMPLES} playouts to the end on
 * determinizations of the view (hidden quest order and dice re-sampled), every seat played by the
 * heuristic bot.
 */
export function advice(engine: Engine, seed: string | number, n: number, state: GameState): Advice {
  const seat = state.decision?.player;
  if (typeof seat !== "number") throw new Error("No player decides now: nothing to advise.");
  const view = engine.playerView(state, seat);
  const base = `${seed}/hint/${n}`;
  const action = mctsBot(base, { engine })(view);
  let total = 0;
  for (let k = 0; k < HINT_SAMPLES; k++) {
    let world = engine.reduce(determinize(view, `${base}/${k}`), action);
    const bots = world.players.map((_, s) => heuristicBot(`${base}/${k}/${s}`, { engine }));
    while (!engine.isGameOver(world)) {
      const mover = world.decision?.player;
      world = engine.reduce(world, bots[typeof mover === "number" ? mover : 0]!(world));
    }
    const { winners } = engine.scores(world);
    if (winners.includes(seat)) total += 1 / winners.length;
  }
  return { action, chance: total / HINT_SAMPLES, samples: HINT_SAMPLES };
}
