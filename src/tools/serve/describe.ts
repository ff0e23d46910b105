/**
 * The words of the serve protocol's `describe`: the library's formatters (`src/text`), in the
 * locale the request names (`en` by default, or `ja`).
 *
 * @module
 */
import {
  describeAction,
  describeDecision,
  describeEvent,
  en,
  ja,
  type Action,
  type GameEvent,
  type GameState,
  type TextOptions,
} from "../../index";
import { ToolError } from "../errors";

const LOCALES = { en, ja } as const;

/** The locale names `describe` accepts. */
export const LOCALE_NAMES = Object.keys(LOCALES);

/** The formatter options for a locale name; throws `UNKNOWN_LOCALE` for another. */
export function textOptions(locale: unknown): TextOptions {
  if (locale === undefined) return {};
  if (typeof locale !== "string" || !Object.hasOwn(LOCALES, locale))
    throw new ToolError(
      "UNKNOWN_LOCALE",
      `Unknown locale ${JSON.stringify(locale)}; known: ${LOCALE_NAMES.join(", ")}.`,
    );
  return { locale: LOCALES[locale as keyof typeof LOCALES] };
}

/** An action in words, as its player would take it in `state`. */
export function actionText(state: GameState, action: Action, options: TextOptions = {}): string {
  return describeAction(action, state, options);
}

/** An event in words, read against `state`. */
export function eventText(state: GameState, event: GameEvent, options: TextOptions = {}): string {
  return describeEvent(event, state, options);
}

/** The pending decision in words (who must decide what), or null once the game is over. */
export function decisionText(state: GameState, options: TextOptions = {}): string | null {
  return state.decision === null ? null : describeDecision(state.decision, state, options);
}
