/**
 * Provenance helpers: build {@link Source} and {@link Provenance} values tersely, and list every
 * sourced value of a content pack (for instance every provisional value, for the docs).
 *
 * @module
 */

import type { ContentPack, Provenance, Source } from "./types";

/**
 * Marks a value as confirmed by a rulebook or an official ruling.
 *
 * @param ref - the section or ruling that states the value
 * @returns a confirmed {@link Source}
 * @example
 * ```ts
 * const source = confirmed("Rulebook, Learning Spells");
 * // { status: "confirmed", ref: "Rulebook, Learning Spells" }
 * ```
 */
export function confirmed(ref: string): Source {
  return { status: "confirmed", ref };
}

/**
 * Marks a value as provisional: chosen or inferred by this project, not confirmed by a public
 * source.
 *
 * @param reason - what was inferred or chosen, and why
 * @returns a provisional {@link Source}
 * @example
 * ```ts
 * const source = provisional("printed temple tracks are not public");
 * // { status: "provisional", reason: "printed temple tracks are not public" }
 * ```
 */
export function provisional(reason: string): Source {
  return { status: "provisional", reason };
}

/**
 * Gives several fields the same source. Spread several calls to mix sources in one record.
 *
 * @param fields - the data field names
 * @param source - the source of all of them
 * @returns a {@link Provenance} with one entry per field
 * @example
 * ```ts
 * const provenance: Provenance = {
 *   ...sourced(["name", "level"], confirmed("Rulebook, Learning Spells")),
 *   ...sourced(["extra"], provisional("chosen by this project")),
 * };
 * ```
 */
export function sourced(fields: readonly string[], source: Source): Provenance {
  const provenance: Record<string, Source> = {};
  for (const field of fields) provenance[field] = source;
  return provenance;
}

/**
 * One sourced value of a content pack: which table, which record, which field, and its source.
 *
 * @example
 * ```ts
 * const value: SourcedValue = {
 *   table: "spells",
 *   id: "snake",
 *   field: "level",
 *   source: { status: "confirmed", ref: "Rulebook, Learning Spells" },
 * };
 * ```
 */
export interface SourcedValue {
  /** The table, e.g. `"temples"`, `"magicTracks"` or `"goldenMushrooms.actions"`. */
  readonly table: string;
  /** The record's id (a player card's colour; the table name for a single-record table). */
  readonly id: string;
  /** The data field. */
  readonly field: string;
  /** Where the value comes from. */
  readonly source: Source;
}

/**
 * One provisional value of a content pack, with the reason it is provisional.
 *
 * @example
 * ```ts
 * const value: ProvisionalValue = { table: "temples", id: "sun", field: "name", reason: "invented name" };
 * ```
 */
export interface ProvisionalValue {
  /** The table, e.g. `"temples"`, `"magicTracks"` or `"goldenMushrooms.actions"`. */
  readonly table: string;
  /** The record's id (a player card's colour; the table name for a single-record table). */
  readonly id: string;
  /** The data field. */
  readonly field: string;
  /** What was inferred or chosen. */
  readonly reason: string;
}

interface SourcedRecord {
  readonly table: string;
  readonly id: string;
  readonly provenance: Provenance | undefined;
}

function rows(
  table: string,
  records: readonly { readonly id: string; readonly provenance: Provenance }[],
): SourcedRecord[] {
  return records.map((record) => ({ table, id: record.id, provenance: record.provenance }));
}

/** Every record of a pack with its table and id, tables in ContentPack order. */
function sourcedRecords(pack: ContentPack): SourcedRecord[] {
  const single = (table: string, provenance: Provenance): SourcedRecord => ({ table, id: table, provenance });
  return [
    single("dice", pack.dice.provenance),
    single("layout", pack.layout.provenance),
    ...rows("mapCards", pack.mapCards),
    ...rows("temples", pack.temples),
    ...rows("spells", pack.spells),
    ...rows("grottoEffects", pack.grottoEffects),
    { table: "magicTracks", id: "multiplayer", provenance: pack.magicTracks.multiplayer.provenance },
    { table: "magicTracks", id: "solo", provenance: pack.magicTracks.solo.provenance },
    ...rows("movementCards", pack.movementCards),
    ...rows("quests", pack.quests),
    ...rows("items", pack.items),
    ...pack.playerCards.map((card) => ({ table: "playerCards", id: card.color, provenance: card.provenance })),
    single("scoring", pack.scoring.provenance),
    single("goldenMushrooms", pack.goldenMushrooms.provenance),
    ...rows("goldenMushrooms.mapCards", pack.goldenMushrooms.mapCards),
    ...rows("goldenMushrooms.actions", pack.goldenMushrooms.actions),
  ];
}

/**
 * Lists every sourced value of a pack, confirmed or provisional, in a stable order: tables in
 * {@link ContentPack} order (the Golden Mushrooms record, then its map cards, then its actions),
 * records in array order, fields in provenance-key order.
 *
 * @param pack - a valid content pack
 * @returns one entry per provenance entry
 * @example
 * ```ts
 * const all = listSources(referencePack);
 * const confirmedCount = all.filter((v) => v.source.status === "confirmed").length;
 * ```
 */
export function listSources(pack: ContentPack): SourcedValue[] {
  const values: SourcedValue[] = [];
  for (const record of sourcedRecords(pack)) {
    for (const [field, source] of Object.entries(record.provenance ?? {})) {
      values.push({ table: record.table, id: record.id, field, source });
    }
  }
  return values;
}

/**
 * Lists every provisional value of a pack, in the stable order of {@link listSources}.
 *
 * @param pack - a valid content pack
 * @returns one entry per provisional value, with its reason
 * @example
 * ```ts
 * for (const v of listProvisional(referencePack)) console.log(`${v.table} ${v.id} ${v.field}: ${v.reason}`);
 * ```
 */
export function listProvisional(pack: ContentPack): ProvisionalValue[] {
  const values: ProvisionalValue[] = [];
  for (const { table, id, field, source } of listSources(pack)) {
    if (source.status === "provisional") values.push({ table, id, field, reason: source.reason });
  }
  return values;
}
