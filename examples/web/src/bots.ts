/**
 * Bot seats. A bot's choice depends only on the state, the game seed and the number of actions
 * played so far (a fresh library bot seeded `<seed>/bot/<n>`), so undo, load and replay give the
 * same bot moves again.
 */
import { heuristicBot, randomBot, type Action, type GameState } from "teq-engine";

/** Who plays a seat. */
export type SeatKind = "human" | "heuristic" | "random";

export const SEAT_KINDS: readonly { readonly kind: SeatKind; readonly label: string }[] = [
  { kind: "human", label: "Human" },
  { kind: "heuristic", label: "Bot (heuristic)" },
  { kind: "random", label: "Bot (random)" },
];

/** A request to the bots' worker: who plays, the seeds it derives from, and the state. */
export interface BotRequest {
  readonly id: number;
  readonly kind: Exclude<SeatKind, "human">;
  readonly seed: string | number;
  readonly n: number;
  readonly state: GameState;
}

/** The bot's action for the `n`-th action of the game. */
export function botAction(
  kind: Exclude<SeatKind, "human">,
  seed: string | number,
  n: number,
  state: GameState,
): Action {
  const bot = kind === "heuristic" ? heuristicBot(`${seed}/bot/${n}`) : randomBot(`${seed}/bot/${n}`);
  return bot(state);
}
