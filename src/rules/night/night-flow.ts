/**
 * Rulebook, Night Phase and Night Phase — Adventuring Completion: the first player takes the dice;
 * the player holding them adventures (rolls) or rests, then passes them clockwise to the next
 * player still adventuring. When nobody adventures any more, the round is resolved (or, after round
 * 5, the game ends).
 *
 * @module
 */
import { ROUNDS } from "../constants";
import { peekNight } from "../state/peek-state";
import type { GameState } from "../state";
import type { RuleStep } from "../game-types";
import { packedFill } from "../../core/packed";

/**
 * The next adventuring seat clockwise, starting with `from` itself; null when nobody adventures.
 *
 * @param state - the state (at Night)
 * @param from - the seat to start looking at
 * @returns a seat or null
 */
export function nextAdventurer(state: GameState, from: number): number | null {
  const night = peekNight(state);
  if (night === null) return null;
  const n = state.config.players;
  for (let k = 0; k < n; k++) {
    const seat = (((from + k) % n) + n) % n;
    if (night.adventuring[seat] === true) return seat;
  }
  return null;
}

/**
 * Starts the Night: everyone adventures; the first player holds the dice.
 */
export const beginNight: RuleStep<{ kind: "begin-night" }> = (draft, _step, ctx) => {
  draft.phase = "night";
  draft.night = { holder: draft.firstPlayer, adventuring: packedFill(draft.players.length, true) };
  ctx.emit({ type: "night-began", round: draft.round });
  draft.queue.unshift({ kind: "night-turn" });
};

/**
 * Gives the holder of the dice the choice to adventure or rest.
 */
export const nightTurn: RuleStep<{ kind: "night-turn" }> = (draft, _step, ctx) => {
  const night = draft.night;
  if (night === null) return;
  const holder = nextAdventurer(draft, night.holder);
  if (holder === null) {
    draft.queue.unshift({ kind: "pass-dice", from: night.holder });
    return;
  }
  if (night.holder !== holder) ctx.emit({ type: "dice-passed", player: holder });
  night.holder = holder;
  draft.decision = { kind: "adventure-or-rest", player: holder };
};

/**
 * Passes the dice clockwise to the next adventuring player, or ends the Night when there is none.
 */
export const passDice: RuleStep<{ kind: "pass-dice"; from: number }> = (draft, step, ctx) => {
  const night = draft.night;
  if (night === null) return;
  const next = nextAdventurer(draft, step.from + 1);
  if (next !== null) {
    if (night.holder !== next) ctx.emit({ type: "dice-passed", player: next });
    night.holder = next;
    draft.queue.unshift({ kind: "night-turn" });
    return;
  }
  draft.night = null;
  ctx.emit({ type: "night-ended", round: draft.round });
  if (draft.round >= ROUNDS) {
    draft.phase = "ended";
    ctx.emit({ type: "game-ended" });
    return;
  }
  draft.phase = "resolution";
  draft.queue.unshift(...ctx.env.hooks.resolutionSteps);
};
