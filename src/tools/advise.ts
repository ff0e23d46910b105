/**
 * Advice for a seat (the serve protocol's `advise`): the move a bot would play now, with an estimate
 * of the seat's chance of winning (solo: of reaching the goal) after it, measured by playing the rest
 * of the game to the end on determinizations of the seat's view (the hidden quest order and dice
 * re-sampled), every seat played by the heuristic bot. The heuristic plays weaker than the MCTS bot,
 * so the estimate is a cautious one; more samples narrow it.
 *
 * @module
 */
import { isGameOver, playerView, reduce, returns, type Action, type GameState } from "../index";
import { determinize } from "../bots/determinize";
import { heuristicBot } from "../bots/heuristic-bot";
import { createBot } from "./bots";
import { ToolError } from "./errors";

/** The advice: the move, the estimated chance (0 to 1) and the playouts it rests on. */
export interface Advice {
  readonly action: Action;
  readonly chance: number;
  readonly samples: number;
}

/** The most playouts one `advise` may ask for. */
export const MAX_ADVICE_SAMPLES = 64;

/** What bot `spec` advises the seat to move in `state`, and its chance after that move over `samples` playouts. */
export function advise(state: GameState, spec: string, seed: string, samples = 8): Advice {
  if (isGameOver(state)) throw new ToolError("GAME_OVER", "The game is over: no move to advise.");
  const seat = state.decision?.player;
  if (typeof seat !== "number")
    throw new ToolError("NOT_A_CHOICE", "The pending decision is a chance point: no player to advise.");
  if (!Number.isInteger(samples) || samples < 1 || samples > MAX_ADVICE_SAMPLES)
    throw new ToolError("BAD_ARGUMENT", `"samples" must be a whole number from 1 to ${MAX_ADVICE_SAMPLES}.`);
  const view = playerView(state, seat);
  const action = createBot(spec, seed)(view);
  let total = 0;
  for (let k = 0; k < samples; k++) {
    let world = reduce(determinize(view, `${seed}/advice/${k}`), action);
    const bots = world.players.map((_, s) => heuristicBot(`${seed}/advice/${k}/${s}`));
    while (!isGameOver(world)) {
      const mover = world.decision?.player;
      world = reduce(world, bots[typeof mover === "number" ? mover : 0]!(world));
    }
    total += returns(world)[seat] ?? 0;
  }
  return { action, chance: total / samples, samples };
}
