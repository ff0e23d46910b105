/**
 * Words for a user interface: formatters for actions, decisions, events, places, quests and
 * score sheets, with locales in the manner of date-fns (`en` built in, `ja`).
 *
 * @module
 */
export {
  describeAction,
  describeDecision,
  describeEvent,
  describePlace,
  describeQuest,
  describeScores,
  playerName,
  heroName,
  cardName,
} from "./describe";
export type { CardTable } from "./describe";
export { textContext } from "./context";
export type { TextOptions, TextState } from "./context";
export type { Locale, BaseLocale, LocaleTerms, LocaleNames, TextContext, DescribedDecision } from "./locale";
export type {
  BaseActionMessages,
  BaseDecisionMessages,
  BaseEventMessages,
  ActionMessages,
  DecisionMessages,
  EventMessages,
  ScoreMessages,
  QuestMessages,
  ConditionMessages,
} from "./message-tables";
export { withModuleWords } from "./module-words";
