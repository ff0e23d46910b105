/**
 * Words through the library's formatters (`describeAction`, `describeDecision`, `describeEvent`,
 * `describePlace`, `playerName`, `cardName`, `describeQuest`), in the chosen locale, with the
 * names of the pack of the game on screen (the formatters' `engine` option).
 */
import {
  cardName,
  describeAction as libraryAction,
  describeDecision as libraryDecision,
  describeEvent as libraryEvent,
  describePlace,
  describeQuest,
  en,
  ja,
  playerName as libraryPlayer,
  type Action,
  type CardTable,
  type Engine,
  type Decision,
  type GameEvent,
  type GameState,
  type Locale,
  type LocaleTerms,
  type RegionRef,
} from "teq-engine";
import { shownEngine } from "./engine";

/** The locales offered, by code. */
export const LOCALES: Readonly<Record<string, { readonly label: string; readonly locale: Locale }>> = {
  en: { label: "English", locale: en },
  ja: { label: "日本語", locale: ja },
};

let locale: Locale = en;

/** The formatters' options: the locale, and the engine of the game on screen (its pack's names). */
function opts(): { readonly locale: Locale; readonly engine: Engine } {
  return { locale, engine: shownEngine() };
}

/** Switches the words to another locale. */
export function setLocale(code: string): void {
  locale = LOCALES[code]?.locale ?? en;
}

/** The current locale's game terms (colours, die symbols, difficulties, phases, region kinds). */
export function terms(): LocaleTerms {
  return locale.terms;
}

/** The current locale's code (`en`, `ja`). */
export function localeCode(): string {
  return locale.code;
}

/** A seat's name in the current locale. */
export function playerName(state: GameState, seat: number | "chance"): string {
  return libraryPlayer(seat, state, opts());
}

/** A region's name, e.g. `the Ice Temple`. */
export function placeName(state: GameState, ref: RegionRef): string {
  return describePlace(ref, state, opts());
}

/** A card's display name from the pack, in the current locale. */
export function nameOf(table: CardTable, id: string): string {
  return cardName(table, id, opts());
}

/** A quest's condition and reward. */
export function questText(id: string): string {
  return describeQuest(id, opts());
}

/** An action as its player takes it, e.g. `Red moves hero 2 to the Ice Temple`. */
export function describeAction(state: GameState, action: Action): string {
  return libraryAction(action, state, opts());
}

/** What the pending decision asks. */
export function describeDecision(state: GameState, decision: Decision): string {
  return libraryDecision(decision, state, opts());
}

/** Events the action's own log line, or the status line, already says. */
const SAID_ELSEWHERE = new Set<GameEvent["type"]>([
  "movement-card-chosen",
  "idled",
  "adventured",
  "rested",
  "grotto-skipped",
  "item-transferred",
  "map-built",
  "player-turn-began",
  "dice-passed",
  "solo/aggressive-goblins-chosen",
  "golden-mushrooms/golden-grotto-used",
  "golden-mushrooms/golden-grotto-skipped",
  "golden-mushrooms/placed",
]);

/** An event in words, or null when the action line already says it. */
export function describeEvent(state: GameState, event: GameEvent): string | null {
  return SAID_ELSEWHERE.has(event.type) ? null : libraryEvent(event, state, opts());
}
