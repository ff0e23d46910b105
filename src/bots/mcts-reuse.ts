/**
 * Tree reuse between the MCTS bot's decisions: a movement card is searched together with the moves
 * it allows, so when the bot's own move follows its own card, the move's search starts from what
 * the card's search learned about those moves (their visits, values, determinizations and Day memos).
 *
 * @module
 */
import type { Action } from "../engine/action";
import type { PlayerView } from "../engine/player-view";
import { actionKey, positionHash } from "../engine/position-hash";
import { playerView } from "../engine/player-view";
import type { Simulator } from "../engine/simulator";
import type { GameState } from "../engine/state";
import { determinize } from "./determinize";
import type { DayMemo } from "./mcts-playout";

/** A determinization the search plays its playouts on, and the seed of its playouts' stream. */
export interface World {
  readonly sim: Simulator;
  readonly stream: number;
}

/** What one arm of a finished search learned. */
export interface ArmStats {
  readonly visits: number;
  readonly total: number;
  readonly memo: DayMemo;
}

/** What the next search inherits when the view it is given is `expect`. */
export interface Carry {
  /** The key of the view the next decision must have (see {@link viewKey}). */
  readonly expect: string;
  /** The action the finished search chose (the card), replayed on its worlds. */
  readonly played: Action;
  /** The finished search's worlds, before `played`. */
  readonly worlds: readonly World[];
  /** The statistics of the chosen card's arms, by the action key of the move that follows it. */
  readonly arms: ReadonlyMap<string, ArmStats>;
}

/** A key of everything a viewer sees (the deck as a multiset): equal views give equal keys. */
export function viewKey(view: PlayerView): string {
  return positionHash(determinize(view, 0));
}

/**
 * The carry of a finished movement-card search: the chosen card's arms (card-and-move lines) by
 * move, and the view the bot's own move decision will have after the card, or null when the card
 * does not lead to the same seat's move.
 */
export function carryOf(
  worlds: readonly World[],
  seat: number,
  card: Action,
  arms: readonly { readonly line: readonly Action[]; visits: number; total: number; memo: DayMemo }[],
  view: (state: GameState, seat: number) => PlayerView = playerView,
): Carry | null {
  const first = worlds[0];
  if (first === undefined) return null;
  const next = first.sim.clone();
  next.apply(card);
  const decision = next.state.decision;
  if (decision?.kind !== "move-or-idle" || decision.player !== seat) return null;
  const cardKey = actionKey(card);
  const stats = new Map<string, ArmStats>();
  for (const arm of arms) {
    if (arm.line.length !== 2 || actionKey(arm.line[0]!) !== cardKey) continue;
    stats.set(actionKey(arm.line[1]!), { visits: arm.visits, total: arm.total, memo: arm.memo });
  }
  if (stats.size === 0) return null;
  return { expect: viewKey(view(next.state, seat)), played: card, worlds, arms: stats };
}
