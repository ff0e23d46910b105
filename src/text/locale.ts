/**
 * The shape of a locale: a typed record of message functions, in the manner of date-fns locales.
 * The action, decision and event tables are mapped types keyed by every `type` / `kind` of the
 * public unions, so a new action, decision or event without words is a compile error in every
 * locale.
 *
 * @module
 */
import type { CardFace, DieSymbol, RegionKind, TravelMethod } from "../content/types";
import type { Decision } from "../engine/decision";
import type { Difficulty, Phase } from "../rules/state";
import type {
  ActionMessages,
  BaseActionMessages,
  BaseDecisionMessages,
  BaseEventMessages,
  DecisionMessages,
  EventMessages,
  QuestMessages,
  ScoreMessages,
} from "./message-tables";

/**
 * Every decision a locale describes: the public `Decision` union (the base game's and every
 * module's decisions, by name).
 *
 * @example
 * ```ts
 * import type { DescribedDecision } from "teq-engine";
 * const d: DescribedDecision = { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 };
 * ```
 */
export type DescribedDecision = Decision;

/**
 * The nouns a message function can ask for, already in the locale's words: players, heroes,
 * places, cards, reasons. Built by the formatters from the state, the content pack and the locale.
 *
 * @example
 * ```ts
 * import { createGame, textContext } from "teq-engine";
 * const t = textContext(createGame({ seed: "x", players: 2 }));
 * t.hero(0, 1); // "Red's hero 2"
 * ```
 */
export interface TextContext {
  /** The locale in use. */
  readonly locale: Locale;
  /** The state's pending decision, when the state given has one (e.g. the item an `equip-item` action places). */
  readonly decision: DescribedDecision | null;
  /** A player by seat: their colour (`"Red"`), or the locale's word for chance. */
  player(seat: number | "chance"): string;
  /** A player's hero by seat and 0-based index, numbered from 1 for people (`"Red's hero 2"`). */
  hero(seat: number, hero: number): string;
  /** A hero of the acting player, numbered from 1 (`"hero 2"`). */
  ownHero(hero: number): string;
  /** A region in a sentence, with the map card it is on (`"the Snake obelisk (Red Castle)"`). */
  place(ref: { readonly cell: number; readonly side: "left" | "right" }): string;
  /** A map card by id (`"Grotto 4"`). */
  mapCard(id: string): string;
  /** The map card on a cell (`"Grotto 4"`). */
  cell(cell: number): string;
  /** The goblin on the portal of a cell (`"the goblin at Grotto 4"`). */
  goblin(cell: number): string;
  /** A movement card by id. */
  movementCard(id: string): string;
  /** A quest by id. */
  quest(id: string): string;
  /** An item by id. */
  item(id: string): string;
  /** A temple by id. */
  temple(id: string): string;
  /** A spell by id. */
  spell(id: string): string;
  /** A grotto effect by id. */
  grottoEffect(id: string): string;
  /** A Golden Grotto action by id. */
  goldenAction(id: string): string;
  /** Why something happened: a reason, cause or purpose string of an event or decision. */
  reason(reason: string): string;
  /** A die symbol. */
  symbol(symbol: string): string;
  /** Health or Power. */
  stat(stat: "health" | "power"): string;
  /** A list for a sentence (`"a, b and c"`). */
  list(items: readonly string[]): string;
}

/**
 * Locale names of cards, by content table and card id. Cards a locale does not list keep the
 * content pack's English `name`.
 *
 * @example
 * ```ts
 * const names: LocaleNames = { movementCards: { horse: "馬" } };
 * ```
 */
export interface LocaleNames {
  /** Map cards (the base game's and Golden Mushrooms'). */
  readonly mapCards?: Readonly<Record<string, string>>;
  /** Movement cards. */
  readonly movementCards?: Readonly<Record<string, string>>;
  /** Quests. */
  readonly quests?: Readonly<Record<string, string>>;
  /** Items. */
  readonly items?: Readonly<Record<string, string>>;
  /** Temples. */
  readonly temples?: Readonly<Record<string, string>>;
  /** Spells. */
  readonly spells?: Readonly<Record<string, string>>;
  /** Grotto effects. */
  readonly grottoEffects?: Readonly<Record<string, string>>;
  /** Golden Grotto actions. */
  readonly goldenActions?: Readonly<Record<string, string>>;
}

/**
 * The game's terms in one language.
 *
 * @example
 * ```ts
 * import { en } from "teq-engine";
 * en.terms.symbols["attack-goblin"]; // "Attack Goblin"
 * ```
 */
export interface LocaleTerms {
  /** Player colours (a colour missing here is shown as it is). */
  readonly colors: Readonly<Record<string, string>>;
  /** The chance "player" of external-chance mode. */
  readonly chance: string;
  /** A player's hero: owner name and 1-based number. */
  readonly hero: (owner: string, n: number) => string;
  /** A hero of the acting player: its 1-based number. */
  readonly ownHero: (n: number) => string;
  /** Health and Power. */
  readonly stats: Readonly<Record<"health" | "power", string>>;
  /** Die symbols. */
  readonly symbols: Readonly<Record<DieSymbol, string>>;
  /** Travel methods. */
  readonly methods: Readonly<Record<TravelMethod, string>>;
  /** Region kinds. */
  readonly regionKinds: Readonly<Record<RegionKind, string>>;
  /** Goblin stances. */
  readonly stances: Readonly<Record<"passive" | "aggressive", string>>;
  /** Game phases. */
  readonly phases: Readonly<Record<Phase, string>>;
  /** Map card faces. */
  readonly faces: Readonly<Record<CardFace, string>>;
  /** Solo difficulties. */
  readonly difficulties: Readonly<Record<Difficulty, string>>;
  /** Ship directions around the coast ring. */
  readonly directions: Readonly<Record<"clockwise" | "counterclockwise", string>>;
  /** Regions in a sentence; `card` is the name of the map card the region is on. */
  readonly places: {
    /** A player's castle. */
    readonly castle: (owner: string, card: string) => string;
    /** A spell obelisk. */
    readonly obelisk: (spell: string, level: number | null, card: string) => string;
    /** A temple entrance. */
    readonly temple: (temple: string, card: string) => string;
    /** A Mushroom Grotto and its effect on the face in play. */
    readonly grotto: (effect: string, card: string) => string;
    /** A Golden Grotto and its action. */
    readonly goldenGrotto: (action: string, card: string) => string;
    /** A goblin portal. */
    readonly portal: (card: string) => string;
    /** A map cell whose card is unknown to the content pack. */
    readonly unknownCell: (cell: number) => string;
  };
  /** The goblin on a portal; `card` is the portal's map card. */
  readonly goblin: (card: string) => string;
  /** Words for the reason, cause and purpose strings of events and decisions. */
  readonly reasons: Readonly<Record<string, string>>;
  /** A list for a sentence. */
  readonly list: (items: readonly string[]) => string;
  /** Score sources by id (`quests`, `goblins`, `spells`, `legendary-items`, `mushrooms`). */
  readonly scoreSources: Readonly<Record<string, string>>;
}

/**
 * A locale: every word the formatters use, for one language. `en` is built in and the default;
 * `ja` follows the terms of the Japanese player summary.
 *
 * @example
 * ```ts
 * import { createGame, describeEvent, en, type Locale } from "teq-engine";
 * const loud: Locale = { ...en, code: "en-x-loud", events: { ...en.events, "game-ended": () => "THE END!" } };
 * describeEvent({ type: "game-ended" }, createGame({ seed: "x", players: 2 }), { locale: loud }); // "THE END!"
 * ```
 */
export interface Locale {
  /** A BCP 47 language tag, e.g. `"en"` or `"ja"`. */
  readonly code: string;
  /** The game's terms. */
  readonly terms: LocaleTerms;
  /** Translated card names, by table and id (the pack's English names otherwise). */
  readonly names: LocaleNames;
  /** Words for actions. */
  readonly actions: ActionMessages;
  /** Words for decisions. */
  readonly decisions: DecisionMessages;
  /** Words for events. */
  readonly events: EventMessages;
  /** Words for score sheets. */
  readonly scores: ScoreMessages;
  /** Words for quest cards. */
  readonly quests: QuestMessages;
}

/**
 * The words of the base game alone, for one language: a {@link Locale} whose action, decision and
 * event tables cover the base game's kinds. The built-in locales are base locales joined with the
 * words every built-in module declares in its folder (`src/modules/<id>/words/`).
 *
 * @example
 * ```ts
 * import { en, type BaseLocale } from "teq-engine";
 * const base: BaseLocale = en;
 * ```
 */
export interface BaseLocale extends Omit<Locale, "actions" | "decisions" | "events"> {
  /** Words for the base game's actions. */
  readonly actions: BaseActionMessages;
  /** Words for the base game's decisions. */
  readonly decisions: BaseDecisionMessages;
  /** Words for the base game's events. */
  readonly events: BaseEventMessages;
}
