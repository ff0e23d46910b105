/** The event log, newest first. */
import { h } from "../dom";
import type { LogEntry } from "../session";
import { describeAction, describeEvent } from "../labels";
import { ui } from "../ui-text";

const SHOWN = 150;

/** Renders the log entries (the latest `SHOWN`). */
export function renderLog(entries: readonly LogEntry[]): HTMLElement {
  const latest = entries.slice(-SHOWN).reverse();
  return h(
    "ol",
    { class: "log", reversed: true },
    ...latest.map((e) => {
      const details = e.events.map((event) => describeEvent(e.after, event)).filter((t): t is string => t !== null);
      return h(
        "li",
        { value: e.index + 1 },
        h("span", { class: "log-round" }, ui().board.roundTag(e.round)),
        " ",
        h("span", { class: "log-action" }, describeAction(e.before, e.action)),
        details.length > 0 ? h("ul", {}, ...details.map((d) => h("li", {}, d))) : null,
      );
    }),
  );
}
