/**
 * The schema kit, public for module authors: the builders of `core/schema` and the game's field
 * types, with which a module declares its payloads and its state slice (`GameModule`).
 *
 * @module
 */
import { array, boolean, either, int, literal, nullable, number, object, oneOf, optional, record, tagged, text, tuple } from "../core/schema/index";
import { amount, cellIndex, heroIndex, idOf, regionRef, seat, symbolCount } from "../rules/schema/common";

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
export const schema = Object.freeze({
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
