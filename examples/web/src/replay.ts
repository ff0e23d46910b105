/** The replay viewer: steps through a game's history, from the setup to its last action. */
import type { GameState } from "teq-engine";
import { h } from "./dom";
import { describeAction } from "./labels";
import type { Session } from "./session";
import { ui } from "./ui-text";

export class Replay {
  step: number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly session: Session,
    private readonly onExit: () => void,
  ) {
    this.step = 0;
  }

  /** The state after `step` actions. */
  get state(): GameState {
    return this.session.states[this.step] ?? this.session.state;
  }

  private get last(): number {
    return this.session.actions.length;
  }

  /** The controls: first, back, forward, last, a slider, play/pause, exit. */
  controls(render: () => void): HTMLElement {
    const go = (step: number): void => {
      this.step = Math.max(0, Math.min(this.last, step));
      if (this.step === this.last) this.stop();
      render();
    };
    const play = (): void => {
      if (this.timer !== null) return (this.stop(), render());
      this.timer = setInterval(() => go(this.step + 1), 250);
      render();
    };
    const slider = h("input", {
      type: "range",
      min: 0,
      max: this.last,
      value: this.step,
      "aria-label": ui().board.step,
      "data-testid": "replay-slider",
    });
    slider.addEventListener("input", () => go(Number(slider.value)));
    const entry = this.session.log[this.step - 1];
    const t = ui();
    const text = entry === undefined ? t.replaySetup : describeAction(entry.before, entry.action);
    return h(
      "div",
      { class: "decision replay", "data-testid": "replay" },
      h("p", { class: "ask" }, t.replayStep(this.step, this.last)),
      h("p", { class: "replay-action" }, text),
      h(
        "div",
        { class: "actions" },
        h("button", { onclick: () => go(0), title: t.first }, "|◀"),
        h("button", { onclick: () => go(this.step - 1), title: t.back, "data-testid": "replay-back" }, "◀"),
        h("button", { onclick: play, "data-testid": "replay-play" }, this.timer === null ? t.play : t.pause),
        h("button", { onclick: () => go(this.step + 1), title: t.forward, "data-testid": "replay-forward" }, "▶"),
        h("button", { onclick: () => go(this.last), title: t.last, "data-testid": "replay-last" }, "▶|"),
        h("button", { onclick: () => (this.stop(), this.onExit()), "data-testid": "replay-exit" }, t.exitReplay),
      ),
      slider,
    );
  }

  private stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
