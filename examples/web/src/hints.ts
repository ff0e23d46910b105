/**
 * Hints for a human seat: the last one asked for (the state it is for, and the answer once the bots'
 * worker gives it), and the hint button's state for the decision panel. An answer for a state no
 * longer on screen (the game moved on, undo, load, a new game) is dropped.
 */
import type { GameState } from "teq-engine";
import type { BotThread } from "./bot-thread";
import type { Advice } from "./bots";
import { h } from "./dom";
import { describeAction } from "./labels";
import type { HintControl } from "./panels/decision";
import type { Session } from "./session";
import { ui } from "./ui-text";

export class Hints {
  #last: { readonly state: GameState; readonly advice: Advice | null; readonly error: string | null } | null = null;

  /** @param onChange - called when a hint is asked for or answered (re-renders the page) */
  constructor(
    private readonly thread: BotThread,
    private readonly onChange: () => void,
  ) {}

  /** Forgets the last hint (a new game). */
  clear(): void {
    this.#last = null;
  }

  /** Asks the worker for a hint for the seat deciding now in `session`. */
  ask(session: Session): void {
    const state = session.state;
    this.#last = { state, advice: null, error: null };
    this.onChange();
    const answer = (advice: Advice | null, error: string | null): void => {
      if (this.#last?.state !== state) return;
      this.#last = { state, advice, error };
      this.onChange();
    };
    this.thread.hint(session.engine, session.setup.options.seed, session.actions.length, state).then(
      (advice) => answer(advice, null),
      (error: unknown) => answer(null, error instanceof Error ? error.message : String(error)),
    );
  }

  /** The hint button's state for `state` (the one on screen), asking through `ask`. */
  control(state: GameState, ask: () => void): HintControl {
    const t = ui().packHint;
    const mine = this.#last?.state === state ? this.#last : null;
    let answer: HTMLElement | null = null;
    if (mine?.advice) {
      const percent = Math.round(mine.advice.chance * 100);
      answer = h(
        "p",
        { class: "hint-answer", role: "status", "data-testid": "hint-result", "data-percent": percent },
        t.hintLine(describeAction(state, mine.advice.action)),
        " ",
        t.chanceLine(percent, state.config.players === 1, mine.advice.samples),
      );
    } else if (mine?.error != null)
      answer = h("p", { class: "error", role: "alert", "data-testid": "hint-result" }, t.hintFailed(mine.error));
    return {
      ask,
      busy: mine !== null && mine.advice === null && mine.error === null,
      answer,
      action: mine?.advice?.action ?? null,
    };
  }
}
