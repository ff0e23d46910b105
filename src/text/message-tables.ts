/**
 * The message tables of a locale: the words for every action, decision and event (mapped over the
 * public unions' kinds, so a kind without words is a compile error), for score sheets and quest
 * cards, and the base game's own tables that a base locale holds.
 *
 * @module
 */
import type { MovementCondition, QuestReward } from "../content/types";
import type { Action } from "../engine/action";
import type { GameEvent } from "../engine/event";
import type { ScoreSheet } from "../engine/scores";
import type { Action as BaseAction } from "../rules/actions";
import type { BaseDecision } from "../rules/decisions";
import type { BaseGameEvent } from "../rules/events";
import type { DescribedDecision, TextContext } from "./locale";

/**
 * Words for every action, by `type`.
 *
 * @example
 * ```ts
 * import { en, type ActionMessages } from "teq-engine";
 * const idle: ActionMessages["idle"] = en.actions.idle;
 * ```
 */
export type ActionMessages = {
  readonly [K in Action["type"]]: (action: Extract<Action, { readonly type: K }>, t: TextContext) => string;
};

/**
 * Words for every pending decision, by `kind`: who must decide what.
 *
 * @example
 * ```ts
 * import { en, type DecisionMessages } from "teq-engine";
 * const defend: DecisionMessages["defend"] = en.decisions.defend;
 * ```
 */
export type DecisionMessages = {
  readonly [K in DescribedDecision["kind"]]: (
    decision: Extract<DescribedDecision, { readonly kind: K }>,
    t: TextContext,
  ) => string;
};

/**
 * Words for every event, by `type`.
 *
 * @example
 * ```ts
 * import { en, type EventMessages } from "teq-engine";
 * const began: EventMessages["round-began"] = en.events["round-began"];
 * ```
 */
export type EventMessages = {
  readonly [K in GameEvent["type"]]: (event: Extract<GameEvent, { readonly type: K }>, t: TextContext) => string;
};

/**
 * Words for a score sheet summary.
 *
 * @example
 * ```ts
 * import { en } from "teq-engine";
 * en.scores.total("Red", 23, ["quests 4 (6 VP)"]); // "Red: 23 VP (quests 4 (6 VP))"
 * ```
 */
export interface ScoreMessages {
  /** A player's total, with each source's line. */
  readonly total: (player: string, points: number, lines: readonly string[]) => string;
  /** One source of a player's score: its name, the count and the points it is worth. */
  readonly line: (source: string, count: number, points: number) => string;
  /** The winners (or leaders, before the end). */
  readonly winners: (players: readonly string[], final: boolean) => string;
  /**
   * The verdict of a sheet a module judges against a goal (the solo goal and whether it is
   * reached), in place of the winners' line; null for a sheet no module judges. Composed from the
   * modules' words.
   */
  readonly verdict?: (sheet: ScoreSheet, t: TextContext) => string | null;
}

/**
 * Words for every movement condition of a quest, by `type`.
 *
 * @example
 * ```ts
 * import { en, type ConditionMessages } from "teq-engine";
 * const apart: ConditionMessages["heroes-apart"] = en.quests.conditions["heroes-apart"];
 * ```
 */
export type ConditionMessages = {
  readonly [K in MovementCondition["type"]]: (
    condition: Extract<MovementCondition, { readonly type: K }>,
    t: TextContext,
  ) => string;
};

/**
 * Words for quest cards: each movement condition by `type`, rewards, and the card as a whole.
 *
 * @example
 * ```ts
 * import { en } from "teq-engine";
 * en.quests.reward({ power: 2 }); // "+2 Power"
 * ```
 */
export interface QuestMessages {
  /** Each movement condition. */
  readonly conditions: ConditionMessages;
  /** A movement quest's reward. */
  readonly reward: (reward: QuestReward) => string;
  /** A movement quest: its name, condition and reward in words. */
  readonly movement: (name: string, condition: string, reward: string) => string;
  /** A treasure quest: its name, the temple to complete and the item gained. */
  readonly treasure: (name: string, temple: string, item: string) => string;
}

/**
 * Words for every action of the base game, by `type`.
 *
 * @example
 * ```ts
 * import { en, type BaseActionMessages } from "teq-engine";
 * const idle: BaseActionMessages["idle"] = en.actions.idle;
 * ```
 */
export type BaseActionMessages = {
  readonly [K in BaseAction["type"]]: (action: Extract<BaseAction, { readonly type: K }>, t: TextContext) => string;
};

/**
 * Words for every decision of the base game, by `kind`.
 *
 * @example
 * ```ts
 * import { en, type BaseDecisionMessages } from "teq-engine";
 * const defend: BaseDecisionMessages["defend"] = en.decisions.defend;
 * ```
 */
export type BaseDecisionMessages = {
  readonly [K in BaseDecision["kind"]]: (
    decision: Extract<BaseDecision, { readonly kind: K }>,
    t: TextContext,
  ) => string;
};

/**
 * Words for every event of the base game, by `type`.
 *
 * @example
 * ```ts
 * import { en, type BaseEventMessages } from "teq-engine";
 * const began: BaseEventMessages["round-began"] = en.events["round-began"];
 * ```
 */
export type BaseEventMessages = {
  readonly [K in BaseGameEvent["type"]]: (
    event: Extract<BaseGameEvent, { readonly type: K }>,
    t: TextContext,
  ) => string;
};
