/** The online match's moves, newest first, in the same words as the local log. */
import type { PlayerView } from "teq-engine";
import { h } from "../dom";
import { describeAction } from "../labels";
import type { LoggedMove } from "./connection";
import { asShown } from "./view-state";
import { ui } from "../ui-text";

const SHOWN = 150;

/**
 * Renders the moves (the latest `SHOWN`). Each is worded from the view it was made from when this
 * client saw that view, else from the current one (the board and the names do not change); the
 * round is shown when known.
 */
export function renderOnlineLog(
  moves: readonly LoggedMove[],
  viewsBefore: ReadonlyMap<number, PlayerView>,
  current: PlayerView,
): HTMLElement {
  const start = Math.max(0, moves.length - SHOWN);
  const latest = moves
    .slice(start)
    .map((move, i) => ({ move, index: start + i }))
    .reverse();
  return h(
    "ol",
    { class: "log", reversed: true, "data-testid": "online-log" },
    ...latest.map(({ move, index }) => {
      const before = viewsBefore.get(move.stateID);
      return h(
        "li",
        { value: index + 1 },
        before ? h("span", { class: "log-round" }, ui().board.roundTag(before.round)) : null,
        before ? " " : null,
        describeAction(asShown(before ?? current), move.action),
      );
    }),
  );
}
