/**
 * The public formatters: actions, decisions, events, places, quests and score sheets in words.
 * Pure functions of their arguments; they accept a full state or a player view and never read
 * the state's content pack (pass `content` when the game does not use the reference pack).
 *
 * @module
 */
import { referencePack } from "../content/reference/index";
import type { QuestDef } from "../content/types";
import type { Action } from "../engine/action";
import type { GameEvent } from "../engine/event";
import type { RegionRef } from "../rules/state";
import type { ScoreSheet } from "../engine/scores";
import { textContext, type TextOptions, type TextState } from "./context";
import type { DescribedDecision, TextContext } from "./locale";
import { ownOption } from "../core/plain-data";

/** Looks a message up by discriminant; the mapped table types guarantee it exists for known unions. */
type Message<T> = (value: T, t: TextContext) => string;

/** A sentence from a table entry, or a readable fallback for a value from outside the public unions. */
function say<T>(table: Readonly<Record<string, unknown>>, key: string, value: T, t: TextContext): string {
  const message = Object.hasOwn(table, key) ? (table[key] as Message<T>) : undefined;
  if (message !== undefined) return message(value, t);
  const who =
    typeof (value as { player?: unknown }).player === "number"
      ? `${t.player((value as { player: number }).player)}: `
      : "";
  return `${who}${key.replace(/^[a-z-]+\//, "").replaceAll("-", " ")}`;
}

/**
 * An action in words, as its player takes it in `state` (the state before the action).
 *
 * @param action - the action
 * @param state - the state (or player view) the action is taken in
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns one sentence, without a final full stop
 * @example
 * ```ts
 * import { createGame, describeAction, ja } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * describeAction({ type: "choose-movement-card", player: 0, card: "horse" }, state); // "Red picks the Horse card"
 * describeAction({ type: "idle", player: 1 }, state, { locale: ja }); // "青は待機する"
 * ```
 */
export function describeAction(action: Action, state: TextState, options: TextOptions = {}): string {
  const t = textContext(state, options);
  return say(t.locale.actions, action.type, action, t);
}

/**
 * A pending decision in words: who must decide what.
 *
 * @param decision - the decision (usually `state.decision`)
 * @param state - the state (or player view) it is pending in
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns one sentence, without a final full stop
 * @example
 * ```ts
 * import { createGame, describeDecision } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * describeDecision(state.decision!, state); // e.g. "Red picks this turn's movement card"
 * ```
 */
export function describeDecision(
  decision: DescribedDecision | { readonly kind: string; readonly player: number | "chance" },
  state: TextState,
  options: TextOptions = {},
): string {
  const t = textContext(state, options);
  return say(t.locale.decisions, decision.kind, decision, t);
}

/**
 * An event in words (from `reduceWithEvents`), read against the state after the transition.
 *
 * @param event - the event
 * @param state - the state (or player view) after the transition
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns one sentence, without a final full stop
 * @example
 * ```ts
 * import { createGame, describeEvent } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * describeEvent({ type: "gained", player: 0, stat: "power", amount: 1, reason: "castle" }, state);
 * // "Red gains 1 Power (arriving at the castle)"
 * ```
 */
export function describeEvent(event: GameEvent, state: TextState, options: TextOptions = {}): string {
  const t = textContext(state, options);
  return say(t.locale.events, event.type, event, t);
}

/**
 * A region of the map in words, with the map card it is on.
 *
 * @param ref - the region
 * @param state - the state (or player view)
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns e.g. `"Red's castle"`, `"the Snake obelisk (level 1) on Red Castle"`, `"the portal of Grotto 4"`
 * @example
 * ```ts
 * import { createGame, describePlace } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * describePlace(state.players[0]!.heroes[0]!.at, state); // "Red's castle"
 * ```
 */
export function describePlace(ref: RegionRef, state: TextState, options: TextOptions = {}): string {
  return textContext(state, options).place(ref);
}

/**
 * A player's name: their colour in the locale's words.
 *
 * @param seat - the seat (or `"chance"`)
 * @param state - the state (or player view)
 * @param options - the locale (default `en`)
 * @returns e.g. `"Red"`, `"赤"`
 * @example
 * ```ts
 * import { createGame, playerName, ja } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * playerName(1, state); // "Blue"
 * playerName(1, state, { locale: ja }); // "青"
 * ```
 */
export function playerName(seat: number | "chance", state: TextState, options: TextOptions = {}): string {
  return textContext(state, options).player(seat);
}

/**
 * A hero's name: its owner's colour and its number from 1.
 *
 * @param seat - the owner's seat
 * @param hero - the hero's index, 0 to 2
 * @param state - the state (or player view)
 * @param options - the locale (default `en`)
 * @returns e.g. `"Red's hero 1"`
 * @example
 * ```ts
 * import { createGame, heroName } from "teq-engine";
 * heroName(0, 0, createGame({ seed: "x", players: 2 })); // "Red's hero 1"
 * ```
 */
export function heroName(seat: number, hero: number, state: TextState, options: TextOptions = {}): string {
  return textContext(state, options).hero(seat, hero);
}

/**
 * Which card table {@link cardName} looks in.
 *
 * @example
 * ```ts
 * const table: CardTable = "quests";
 * ```
 */
export type CardTable =
  "mapCards" | "movementCards" | "quests" | "items" | "temples" | "spells" | "grottoEffects" | "goldenActions";

const NO_STATE: TextState = { players: [], map: { face: "bright", cells: [] } };

/**
 * A card's display name: the locale's translation if it has one, else the content pack's `name`.
 *
 * @param table - the card table
 * @param id - the card's id
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns the name (the id made readable if the pack has no such card)
 * @example
 * ```ts
 * import { cardName, ja } from "teq-engine";
 * cardName("movementCards", "raft"); // "Raft"
 * cardName("movementCards", "raft", { locale: ja }); // "イカダ"
 * ```
 */
export function cardName(table: CardTable, id: string, options: TextOptions = {}): string {
  const t = textContext(NO_STATE, options);
  const lookup: Record<CardTable, (id: string) => string> = {
    mapCards: (id) => t.mapCard(id),
    movementCards: (id) => t.movementCard(id),
    quests: (id) => t.quest(id),
    items: (id) => t.item(id),
    temples: (id) => t.temple(id),
    spells: (id) => t.spell(id),
    grottoEffects: (id) => t.grottoEffect(id),
    goldenActions: (id) => t.goldenAction(id),
  };
  return lookup[table](id);
}

/**
 * A quest card in words: its name, and its condition and reward (movement) or its temple and
 * item (treasure).
 *
 * @param quest - the quest's id, or its definition
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns one sentence
 * @example
 * ```ts
 * import { describeQuest } from "teq-engine";
 * describeQuest("quest-move-row"); // "\"In a Row\" (movement quest): all three of your heroes in one row; reward +2 Power"
 * ```
 */
export function describeQuest(quest: string | QuestDef, options: TextOptions = {}): string {
  const t = textContext(NO_STATE, options);
  const content = ownOption(options, "content") ?? referencePack;
  const def = typeof quest === "string" ? content.quests.find((q) => q.id === quest) : quest;
  if (def === undefined) return t.quest(typeof quest === "string" ? quest : quest.id);
  const name = t.quest(def.id);
  const words = t.locale.quests;
  if (def.kind === "treasure") return words.treasure(name, t.temple(def.temple), t.item(def.item));
  const condition = (words.conditions as Readonly<Record<string, Message<typeof def.condition>>>)[def.condition.type];
  return words.movement(
    name,
    condition === undefined ? def.condition.type : condition(def.condition, t),
    words.reward(def.reward),
  );
}

/**
 * A score sheet (from `scores`) in words: one line per player with each source's count and
 * points, then the winners or leaders (or the verdict of a module that judges the game against a
 * goal: the solo goal).
 *
 * @param sheet - the score sheet
 * @param state - the state (or player view) it was computed from
 * @param options - the locale (default `en`)
 * @returns the lines
 * @example
 * ```ts
 * import { createGame, describeScores, scores } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * describeScores(scores(state), state)[0]; // "Red: -9 VP (quests 0 (-3 VP), goblins 0 (-2 VP), spell level 0 (-4 VP), legendary items 0 (0 VP))"
 * ```
 */
export function describeScores(sheet: ScoreSheet, state: TextState, options: TextOptions = {}): string[] {
  const t = textContext(state, options);
  const { terms, scores } = t.locale;
  const lines = sheet.players.map((p) => {
    const parts = p.breakdown.map((line) =>
      scores.line(terms.scoreSources[line.source] ?? line.source.replaceAll("-", " "), line.count, line.points),
    );
    return scores.total(t.player(p.seat), p.total, parts);
  });
  lines.push(
    scores.verdict?.(sheet, t) ??
      scores.winners(
        sheet.winners.map((seat) => t.player(seat)),
        sheet.final,
      ),
  );
  return lines;
}
