/**
 * The pending decision: what it asks and a button per legal action. Moves are also offered on the
 * map: select a hero, then click a highlighted region. A human seat may ask for a hint.
 */
import type { Action, GameState } from "teq-engine";
import { shownEngine } from "../engine";
import { h } from "../dom";
import type { SeatKind } from "../bots";
import { regionKey, type MapInteraction } from "../board/map";
import { describeAction, describeDecision, playerName } from "../labels";
import { ui } from "../ui-text";

export interface DecisionView {
  readonly panel: HTMLElement;
  readonly interaction: MapInteraction;
}

/** The hint button's state: what asking does, whether the bots are thinking, and the answer. */
export interface HintControl {
  readonly ask: () => void;
  readonly busy: boolean;
  /** The answer in words, or null before asking. */
  readonly answer: HTMLElement | null;
  /** The hinted action, whose button is marked. */
  readonly action: Action | null;
}

const NONE: Omit<MapInteraction, "onTarget" | "onHero"> = {
  targets: new Map(),
  seat: null,
  selectableHeroes: [],
  selectedHero: null,
};

/** Builds the decision panel and what the map lets the user click. */
export function renderDecision(
  state: GameState,
  seats: readonly SeatKind[],
  selectedHero: number | null,
  onAction: (index: number) => void,
  onHero: (hero: number) => void,
  hint: HintControl | null = null,
): DecisionView {
  const decision = state.decision;
  const handlers = { onTarget: onAction, onHero };
  if (decision === null) {
    return {
      panel: h("div", { class: "decision", "data-testid": "decision" }, h("p", { class: "ask" }, ui().theGameIsOver)),
      interaction: { ...NONE, ...handlers },
    };
  }
  const seat = decision.player;
  const kind = seat === "chance" ? "random" : (seats[seat] ?? "human");
  if (kind !== "human") {
    const panel = h(
      "div",
      { class: "decision bot", "data-testid": "decision" },
      h("p", { class: "ask" }, describeDecision(state, decision)),
      h("p", { class: "thinking" }, ui().botPlaying(playerName(state, seat))),
    );
    return { panel, interaction: { ...NONE, ...handlers } };
  }
  const legal = shownEngine().legalActions(state);
  const hinted = hint?.action ? JSON.stringify(hint.action) : null;
  const moves = legal
    .map((a, i) => ({ a, i }))
    .filter((x): x is { a: Extract<Action, { type: "move" }>; i: number } => x.a.type === "move");
  const movers = [...new Set(moves.map((m) => m.a.hero))].sort((x, y) => x - y);
  // No hero picked: the hinted move's hero, so that its button (outlined) is among those shown.
  const hintedHero = hint?.action?.type === "move" ? hint.action.hero : null;
  const hero =
    selectedHero !== null && movers.includes(selectedHero)
      ? selectedHero
      : hintedHero !== null && movers.includes(hintedHero)
        ? hintedHero
        : (moves[0]?.a.hero ?? null);
  const mine = moves.filter((m) => m.a.hero === hero);
  const targets = new Map<string, number>();
  for (const m of mine) {
    const key = regionKey(m.a.to);
    targets.set(key, targets.has(key) ? -1 : m.i);
  }
  for (const [key, index] of targets) if (index < 0) targets.delete(key);

  const button = (a: Action, i: number): HTMLButtonElement =>
    h(
      "button",
      {
        class: `action ${a.type}${hinted === JSON.stringify(a) ? " hinted" : ""}`,
        "data-action": i,
        onclick: () => onAction(i),
      },
      describeAction(state, a),
    );
  const heroChips =
    movers.length > 0
      ? h(
          "div",
          { class: "heroes-pick" },
          ui().move,
          ...movers.map((m) =>
            h(
              "button",
              { class: `chip${m === hero ? " on" : ""}`, "data-hero": m, onclick: () => onHero(m) },
              ui().hero(m + 1),
            ),
          ),
          h("small", {}, ui().thenClick),
        )
      : null;
  const buttons = legal.flatMap((a, i) => (a.type === "move" && a.hero !== hero ? [] : [button(a, i)]));
  const panel = h(
    "div",
    { class: "decision", "data-testid": "decision", "data-kind": decision.kind },
    h("p", { class: "ask" }, describeDecision(state, decision)),
    heroChips,
    h("div", { class: "actions" }, ...buttons),
    hint === null
      ? null
      : h(
          "div",
          { class: "hint" },
          h(
            "button",
            {
              type: "button",
              "data-testid": "hint",
              title: ui().packHint.hintTitle,
              disabled: hint.busy,
              onclick: hint.ask,
            },
            ui().packHint.hint,
          ),
          hint.busy ? h("span", { class: "thinking" }, ui().packHint.thinking) : null,
          hint.answer,
        ),
  );
  return {
    panel,
    interaction: {
      targets,
      seat: typeof seat === "number" ? seat : null,
      selectableHeroes: movers,
      selectedHero: hero,
      ...handlers,
    },
  };
}
