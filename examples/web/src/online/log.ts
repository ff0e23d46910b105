/**
 * The online match's moves, newest first, told as the local log tells them: each action with the
 * events it caused (as the server sent them to this seat) and the round it was made in.
 */
import type { PlayerView } from "teq-engine";
import { h } from "../dom";
import { describeAction, describeEvent } from "../labels";
import type { LoggedMove } from "./connection";
import type { StepCache } from "./step-cache";
import { asShown } from "./view-state";
import { ui } from "../ui-text";

const SHOWN = 150;

/**
 * Renders the moves (the latest `SHOWN`). An action is worded from the view it was made from when
 * this client saw that view, else from the current one; its events from the current view (the
 * names they use do not change). Round and events come from `steps` (kept across a reload).
 */
export function renderOnlineLog(
  moves: readonly LoggedMove[],
  viewsBefore: ReadonlyMap<number, PlayerView>,
  steps: StepCache,
  current: PlayerView,
): HTMLElement {
  const start = Math.max(0, moves.length - SHOWN);
  const latest = moves
    .slice(start)
    .map((move, i) => ({ move, index: start + i }))
    .reverse();
  const now = asShown(current);
  return h(
    "ol",
    { class: "log", reversed: true, "data-testid": "online-log" },
    ...latest.map(({ move, index }) => {
      const step = steps.get(move.stateID);
      const round = step?.round ?? viewsBefore.get(move.stateID)?.round;
      const before = viewsBefore.get(move.stateID);
      const details = (step?.events ?? [])
        .map((event) => describeEvent(now, event))
        .filter((t): t is string => t !== null);
      return h(
        "li",
        { value: index + 1 },
        round !== undefined ? h("span", { class: "log-round" }, ui().board.roundTag(round)) : null,
        round !== undefined ? " " : null,
        h("span", { class: "log-action" }, describeAction(asShown(before ?? current), move.action)),
        details.length > 0 ? h("ul", {}, ...details.map((d) => h("li", {}, d))) : null,
      );
    }),
  );
}
