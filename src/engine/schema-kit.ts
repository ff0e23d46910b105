/**
 * The schema kit, public for module authors: the builders of `core/schema` and the game's field
 * types, with which a module declares its payloads and its state slice (`GameModule`).
 *
 * @module
 */
import {
  array,
  boolean,
  either,
  int,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  tagged,
  text,
  tuple,
} from "../core/schema/index";
import { amount, cellIndex, heroIndex, idOf, regionRef, seat, symbolCount } from "../rules/schema/common";

/**
 * The builders and field types of {@link schema}.
 *
 * @example
 * ```ts
 * import { schema, type SchemaKit } from "teq-engine";
 * const kit: SchemaKit = schema;
 * kit.int(1, 16);
 * ```
 */
export interface SchemaKit {
  /** A non-empty string. */
  readonly text: typeof text;
  /** An integer from `min` to `max`. */
  readonly int: typeof int;
  /** A finite number, optionally from `min` and below `below`. */
  readonly number: typeof number;
  /** `true` or `false`. */
  readonly boolean: typeof boolean;
  /** One of a fixed list of values. */
  readonly oneOf: typeof oneOf;
  /** Exactly one value. */
  readonly literal: typeof literal;
  /** A list of items of one schema (`{ min, max, unique }`). */
  readonly array: typeof array;
  /** A fixed-length list, a schema per position. */
  readonly tuple: typeof tuple;
  /** An object with exactly the given fields (`optional(...)` ones may be absent). */
  readonly object: typeof object;
  /** Marks an object field optional. */
  readonly optional: typeof optional;
  /** An object with free keys and one schema for every value. */
  readonly record: typeof record;
  /** A value of a schema, or null. */
  readonly nullable: typeof nullable;
  /** A value of either of two schemas. */
  readonly either: typeof either;
  /** One of several objects, told apart by a tag field. */
  readonly tagged: typeof tagged;
  /** A player's seat, bounded by `config.players` when a state is checked. */
  readonly seat: typeof seat;
  /** A hero's index, 0 to 2. */
  readonly hero: typeof heroIndex;
  /** A region, `{ cell, side }`, its cell bounded by the map when a state is checked. */
  readonly region: typeof regionRef;
  /** A map cell's index, bounded by the map when a state is checked. */
  readonly cell: typeof cellIndex;
  /** A positive amount, 1 to 10 (dice, damage, Power). */
  readonly amount: typeof amount;
  /** A count of rolled symbols, 0 to 10. */
  readonly symbols: typeof symbolCount;
  /** The id of a content record: a base table (`"item"`, `"quest"`, ...) or a module's field type. */
  readonly id: typeof idOf;
}

/**
 * The schema kit and the game's field types, for a module's payload fields and state slice: each
 * shape is declared once, and `parseState`'s checks, the JSON Schema files and (with
 * `Infer<typeof S>`) the TypeScript type come from it. Builders: `text()` (a non-empty string),
 * `int(min, max)`, `number({ min, below })`, `boolean()`, `oneOf([...])`, `literal(v)`,
 * `array(item, { min, max, unique })`, `tuple([...])`, `object({ ... })` with `optional(s)`
 * fields, `record(values)`, `nullable(s)`, `either(a, b)`, `tagged(tag, variants, what)`. Game
 * fields: `seat` (bounded by `config.players`), `hero` (0 to 2), `region` (`{ cell, side }`),
 * `cell` (bounded by the map), `amount` (1 to 10), `symbols` (0 to 10), and `id(table)`, the id of a
 * content record (a base table such as `"item"`, or a module's field type).
 *
 * @example
 * ```ts
 * import { schema, type PayloadFields } from "teq-engine";
 * const fields: PayloadFields = { hero: schema.hero, count: schema.int(1, 16), note: schema.optional(schema.text()) };
 * const slice = schema.object({ tithes: schema.array(schema.int(0), { max: 4 }) });
 * ```
 */
export const schema: SchemaKit = Object.freeze({
  text,
  int,
  number,
  boolean,
  oneOf,
  literal,
  array,
  tuple,
  object,
  optional,
  record,
  nullable,
  either,
  tagged,
  seat,
  hero: heroIndex,
  region: regionRef,
  cell: cellIndex,
  amount,
  symbols: symbolCount,
  id: idOf,
});
