/** The event log, newest first. */
import { h } from "../dom";
import type { LogEntry } from "../session";

const SHOWN = 150;

/** Renders the log entries (the latest `SHOWN`). */
export function renderLog(entries: readonly LogEntry[]): HTMLElement {
  const latest = entries.slice(-SHOWN).reverse();
  return h(
    "ol",
    { class: "log", reversed: true },
    ...latest.map((e) =>
      h("li", { value: e.index + 1 }, h("span", { class: "log-round" }, `R${e.round}`), " ", e.text, e.details.length > 0 ? h("ul", {}, ...e.details.map((d) => h("li", {}, d))) : null),
    ),
  );
}
