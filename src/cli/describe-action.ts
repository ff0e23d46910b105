/**
 * Actions and events in words, for the play log. Action and event types this file does not know
 * yet are printed as JSON, so the log keeps working while the rules grow.
 *
 * @module
 */
import type { Action, GameEvent, GameState } from "../index";
import { describePlace, playerName } from "./names";

type Loose = Readonly<Record<string, unknown>>;

const num = (value: unknown): number => (typeof value === "number" ? value : -1);

function heroName(hero: unknown): string {
  return typeof hero === "number" ? `hero ${hero + 1}` : `hero ${String(hero)}`;
}

function generic(value: { readonly type: string }): string {
  const { type, ...rest } = value as Loose & { type: string };
  return Object.keys(rest).length === 0 ? type : `${type} ${JSON.stringify(rest)}`;
}

/**
 * An action in words, as its player takes it in `state`.
 *
 * @param state - the state before the action
 * @param action - the action
 * @returns e.g. `red chooses the horse card`, `blue idles`, `red moves hero 2 to temple-ice (right: temple ice)`
 * @example
 * ```ts
 * describeAction(state, { type: "idle", player: 1 }); // "blue idles"
 * ```
 */
export function describeAction(state: GameState, action: Action): string {
  const a = action as unknown as Loose & { type: string };
  const who = playerName(state, a["player"]);
  switch (a.type) {
    case "choose-movement-card": {
      const offered = (state.moduleState["solo"] as { offered?: readonly string[] } | undefined)?.offered;
      const of = offered === undefined ? "" : ` (of ${offered.join(" and ")})`;
      return `${who} chooses the ${String(a["card"])} card${of}`;
    }
    case "solo/deal-movement-card":
      return `the ${String(a["card"])} card is dealt face up`;
    case "solo/choose-aggressive-goblins": {
      const cells = Array.isArray(a["cells"]) ? a["cells"].map((cell) => state.map.cells[num(cell)]?.cardId ?? `cell ${String(cell)}`) : [];
      return `${who} chooses the goblins that turn aggressive: on ${cells.join(", ")}`;
    }
    case "idle":
      return `${who} idles`;
    case "move": {
      const to = a["to"] as { cell: number; side: "left" | "right" } | undefined;
      const where = to === undefined ? "?" : describePlace(state, to);
      const direction = typeof a["direction"] === "string" ? `, sailing ${a["direction"]}` : "";
      return `${who} moves ${heroName(a["hero"])} to ${where}${direction}`;
    }
    case "choose-gain":
      return `${who} takes 1 ${String(a["stat"])}`;
    case "equip-item": {
      const decision = state.decision as Loose | null;
      const item = typeof decision?.["item"] === "string" ? `the ${decision["item"]}` : "the item";
      return `${who} gives ${item} to ${heroName(a["hero"])}`;
    }
    case "transfer-item":
      return `${who} moves the ${String(a["item"])} to ${a["to"] === "reserve" ? "the player card" : heroName(a["to"])}`;
    case "choose-quest":
      return `${who} takes the quest ${String(a["quest"])}`;
    case "use-grotto": {
      const target = a["target"] === undefined ? "" : ` with ${heroName(a["target"])}`;
      const to = a["to"] as { cell: number; side: "left" | "right" } | undefined;
      return `${who} uses the grotto${target}${to === undefined ? "" : ` to ${describePlace(state, to)}`}`;
    }
    case "skip-grotto":
      return `${who} skips the grotto`;
    case "advance-hero":
      return `${who} advances ${heroName(a["hero"])} on its temple track`;
    case "finish":
      return `${who} finishes`;
    default:
      return `${who}: ${JSON.stringify(action)}`;
  }
}

/**
 * An event in words, or null for events the log shows otherwise (the action line, the round and
 * turn headers).
 *
 * @param state - the state after the transition
 * @param event - the event
 * @returns the line, or null
 * @example
 * ```ts
 * describeEvent(state, { type: "gained", player: 0, stat: "power", amount: 1, reason: "castle" }); // "red gains 1 power (castle)"
 * ```
 */
export function describeEvent(state: GameState, event: GameEvent): string | null {
  const e = event as unknown as Loose & { type: string };
  const who = playerName(state, e["player"]);
  const card = (cell: unknown): string => state.map.cells[num(cell)]?.cardId ?? `cell ${String(cell)}`;
  switch (e.type) {
    case "round-began":
    case "day-turn-began":
    case "movement-card-chosen":
    case "idled":
    case "item-transferred":
    case "grotto-skipped":
      return null;
    case "movement-card-flipped":
      return `the ${String(e["card"])} card is flipped (used this round)`;
    case "hero-moved": {
      const through = Array.isArray(e["through"]) && e["through"].length > 0 ? ` through ${e["through"].map(card).join(", ")}` : "";
      const to = e["to"] as { cell: number; side: "left" | "right" };
      return `${who}'s ${heroName(e["hero"])} goes from ${card((e["from"] as { cell: number }).cell)}${through} to ${describePlace(state, to)} (${String(e["cause"])})`;
    }
    case "goblin-flipped":
      return `the goblin on ${card(e["cell"])} turns ${String(e["stance"])} (${String(e["cause"])})`;
    case "power-spent":
      return `${who} spends ${String(e["amount"])} power (${String(e["reason"])})`;
    case "temple-progress-lost":
      return `${who}'s ${heroName(e["hero"])} loses its temple progress (space ${String(e["space"])})`;
    case "gained":
      return `${who} gains ${String(e["amount"])} ${String(e["stat"])} (${String(e["reason"])})`;
    case "magic-advanced":
      return `the magic token advances ${String(e["spaces"])} to space ${String(e["space"])} (${String(e["reason"])})`;
    case "quest-completed":
      return `${who} completes the quest ${String(e["quest"])}`;
    case "first-player-token-flipped":
      return "the first player token flips to its no-quest side";
    case "item-gained":
      return `${who} gains the ${String(e["item"])} (${e["hero"] === "reserve" ? "kept on the player card" : `to ${heroName(e["hero"])}`})`;
    case "temple-advanced":
      return `${who}'s ${heroName(e["hero"])} advances to space ${String(e["space"])} of its temple track`;
    case "temple-completed":
      return `${who} completes the ${String(e["temple"])} temple`;
    case "legendary-advanced":
      return `${who}'s ${String(e["item"])}: ${String(e["progress"])}/2 temples`;
    case "goblin-damaged":
      return `${who} damages the goblin on ${card(e["cell"])} (damage ${String(e["damage"])})`;
    case "goblin-defeated":
      return `${who} defeats the goblin on ${card(e["cell"])}`;
    case "grotto-used":
      return `the grotto's ${String(e["effect"])} takes effect`;
    case "dice-rolled":
      return `${who} rolls ${Array.isArray(e["symbols"]) ? e["symbols"].join(", ") : "?"} (${String(e["purpose"])})`;
    case "quest-row-dealt":
      return `the quest row is now ${Array.isArray(e["row"]) ? e["row"].join(", ") : "?"}`;
    case "quest-deck-reshuffled":
      return `the quest discard pile is shuffled into a new deck (${String(e["cards"])} cards)`;
    case "first-player-chosen":
      return `${who} takes the first player token`;
    default:
      return generic(e);
  }
}
