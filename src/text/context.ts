/**
 * Builds the {@link TextContext} the message functions use: names of players, heroes, places and
 * cards from a state (or a player view), a content pack and a locale.
 *
 * @module
 */
import type { CardFace, ContentPack, MapCardDef } from "../content/types";
import { referencePack } from "../content/reference/index";
import { everyMapCard, namedRecords } from "../content/tables";
import type { DescribedDecision, Locale, LocaleNames, TextContext } from "./locale";
import { baseEn } from "./locales/en";
import { modulesOf, withModuleWords } from "./module-words";
import { InvalidOptionsError } from "../core/errors";
import type { Engine } from "../engine/engine";
import { contextOf } from "../engine/engine-context";
import { referenceModuleSet, type ModuleSet } from "../engine/module-set";
import { ownOption } from "../core/plain-data";

/**
 * The parts of a game state the formatters read. A full `GameState` and a `PlayerView` both fit.
 *
 * @example
 * ```ts
 * import { createGame, playerView, type TextState } from "teq-engine";
 * const state = createGame({ seed: "x", players: 2 });
 * const seen: TextState = playerView(state, 0);
 * ```
 */
export interface TextState {
  /** The players, by seat (only their colour is read). */
  readonly players: readonly {
    /** The player's colour. */
    readonly color: string;
  }[];
  /** The Land Map (the face in play and each cell's card id). */
  readonly map: {
    /** Which face of the map cards is up. */
    readonly face: CardFace;
    /** The map cells, in cell order. */
    readonly cells: readonly {
      /** The id of the map card on the cell. */
      readonly cardId: string;
    }[];
  };
  /** The pending decision, if the state has one. */
  readonly decision?: unknown;
}

/**
 * Options of every formatter: the locale (default `en`) and the content pack the game was created
 * with (default `referencePack`).
 *
 * @example
 * ```ts
 * import { createGame, describeEvent, ja, referencePack } from "teq-engine";
 * const options: TextOptions = { locale: ja, content: referencePack };
 * describeEvent({ type: "round-began", round: 2 }, createGame({ seed: "x", players: 2 }), options); // "ラウンド2開始"
 * ```
 */
export interface TextOptions {
  /** The language (default: `en`). */
  readonly locale?: Locale;
  /** The content pack of the game (default: the engine's, else `referencePack`). */
  readonly content?: ContentPack;
  /**
   * The engine the game is played by, when it is not the top-level one: its content pack, and the
   * words of the modules it was created with (`createEngine({ modules })`), in the locale's language.
   */
  readonly engine?: Engine;
}

/** Lookup tables of one content pack, by id. */
interface PackIndex {
  readonly mapCards: ReadonlyMap<string, MapCardDef>;
  readonly names: Readonly<Record<keyof LocaleNames, ReadonlyMap<string, string>>>;
  readonly spellLevels: ReadonlyMap<string, number>;
}

const indexes = new WeakMap<ContentPack, PackIndex>();

/** The lookup tables of a pack, built once per pack object. */
function indexOf(pack: ContentPack): PackIndex {
  let index = indexes.get(pack);
  if (index !== undefined) return index;
  const byId = (records: readonly { readonly id: string; readonly name?: string }[]): ReadonlyMap<string, string> =>
    new Map(records.map((r) => [r.id, typeof r.name === "string" && r.name !== "" ? r.name : humanize(r.id)]));
  const records = namedRecords(pack);
  index = {
    mapCards: new Map(everyMapCard(pack).map((c) => [c.id, c])),
    names: Object.fromEntries(
      Object.entries(records).map(([table, list]) => [table, byId(list)]),
    ) as PackIndex["names"],
    spellLevels: new Map(pack.spells.map((s) => [s.id, s.level])),
  };
  indexes.set(pack, index);
  return index;
}

const joined = new WeakMap<Locale, WeakMap<ModuleSet, Locale>>();

let fallback: Locale | null = null;

/** The locale used when none is given: English with the words of the reference (built-in) modules. */
function defaultLocale(): Locale {
  fallback ??= withModuleWords(baseEn, referenceModuleSet().modules);
  return fallback;
}

/**
 * A locale with the words of an engine's modules that it lacks joined in, once per locale and
 * engine. A locale not made by `withModuleWords` is taken to hold the reference (built-in) modules'.
 */
function localeOf(locale: Locale, set: ModuleSet): Locale {
  const has = modulesOf(locale) ?? referenceModuleSet().modules;
  const own = set.modules.filter((m) => !has.includes(m));
  if (own.length === 0) return locale;
  let byEngine = joined.get(locale);
  if (byEngine === undefined) joined.set(locale, (byEngine = new WeakMap()));
  let result = byEngine.get(set);
  if (result === undefined) byEngine.set(set, (result = withModuleWords(locale, own)));
  return result;
}

/** Whether a value looks like a pending decision (a `kind` and a `player`). */
function isDecision(value: unknown): value is DescribedDecision {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === "string" &&
    "player" in value
  );
}

/** An id for people when nothing names it: `"firefly-jar"` -> `"firefly jar"`. */
function humanize(id: string): string {
  return id.replace(/^[a-z-]+\//, "").replaceAll("-", " ");
}

/**
 * The text context of a state: every noun a message function needs, in the locale's words.
 * Formatters build it for you; use it to write your own messages with the same names.
 *
 * @param state - a game state or a player view
 * @param options - the locale (default `en`) and the content pack (default `referencePack`)
 * @returns the context
 * @example
 * ```ts
 * import { createGame, textContext } from "teq-engine";
 * const t = textContext(createGame({ seed: "x", players: 2 }));
 * t.player(1); // "Blue"
 * t.movementCard("gryphon"); // "Gryphon"
 * ```
 */
export function textContext(state: TextState, options: TextOptions = {}): TextContext {
  const given = ownOption(options, "engine");
  const engine = given === undefined ? undefined : contextOf(given);
  if (given !== undefined && engine === undefined)
    throw new InvalidOptionsError("ENGINE", "`options.engine` is not an engine made by `createEngine`.");
  const chosen = ownOption(options, "locale") ?? defaultLocale();
  const locale = engine === undefined ? chosen : localeOf(chosen, engine.modules);
  const index = indexOf(ownOption(options, "content") ?? engine?.content ?? referencePack);
  const { terms } = locale;
  const nameIn =
    (table: keyof LocaleNames) =>
    (id: string): string =>
      locale.names[table]?.[id] ?? index.names[table].get(id) ?? humanize(id);
  const color = (c: string): string => terms.colors[c] ?? c;
  const player = (seat: number | "chance"): string => {
    if (seat === "chance") return terms.chance;
    const p = state.players[seat];
    return p === undefined ? (terms.colors[`seat-${seat}`] ?? `#${seat + 1}`) : color(p.color);
  };
  const cell = (n: number): string => {
    const id = state.map.cells[n]?.cardId;
    return id === undefined ? terms.places.unknownCell(n) : nameIn("mapCards")(id);
  };
  const decision = isDecision(state.decision) ? state.decision : null;
  const t: TextContext = {
    locale,
    decision,
    player,
    hero: (seat, hero) => terms.hero(player(seat), hero + 1),
    ownHero: (hero) => terms.ownHero(hero + 1),
    cell,
    place: (ref) => {
      const c = state.map.cells[ref.cell];
      const card = c === undefined ? undefined : index.mapCards.get(c.cardId);
      if (c === undefined || card === undefined) return terms.places.unknownCell(ref.cell);
      const region = card[state.map.face][ref.side];
      const on = cell(ref.cell);
      switch (region.kind) {
        case "castle":
          return terms.places.castle(color(region.color), on);
        case "obelisk":
          return terms.places.obelisk(nameIn("spells")(region.spell), index.spellLevels.get(region.spell) ?? null, on);
        case "temple":
          return terms.places.temple(nameIn("temples")(region.temple), on);
        case "grotto":
          return terms.places.grotto(nameIn("grottoEffects")(region.effect), on);
        case "golden-grotto":
          return terms.places.goldenGrotto(nameIn("goldenActions")(region.action), on);
        case "portal":
          return terms.places.portal(on);
      }
    },
    goblin: (n) => terms.goblin(cell(n)),
    mapCard: nameIn("mapCards"),
    movementCard: nameIn("movementCards"),
    quest: nameIn("quests"),
    item: nameIn("items"),
    temple: nameIn("temples"),
    spell: nameIn("spells"),
    grottoEffect: nameIn("grottoEffects"),
    goldenAction: nameIn("goldenActions"),
    reason: (reason) => {
      const known = terms.reasons[reason];
      if (known !== undefined) return known;
      for (const table of ["grottoEffects", "goldenActions", "items", "movementCards"] as const) {
        const name = locale.names[table]?.[reason] ?? index.names[table].get(reason);
        if (name !== undefined) return name;
      }
      const symbol = (terms.symbols as Readonly<Record<string, string>>)[reason];
      return symbol ?? humanize(reason);
    },
    symbol: (symbol) => (terms.symbols as Readonly<Record<string, string>>)[symbol] ?? humanize(symbol),
    stat: (stat) => terms.stats[stat],
    list: (items) => terms.list(items),
  };
  return t;
}
