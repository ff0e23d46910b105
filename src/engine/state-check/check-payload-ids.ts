/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`): the ids of the pending decision and of each
 * queued step name records of the content. Which table a field names is declared once, in its
 * schema (`idOf("item")`).
 *
 * @module
 * @internal
 */
import { fieldsOf } from "../../core/fields";
import type { ObjectSchema, Schema } from "../../core/schema/index";
import type { RulesEnv } from "../../rules/game-types";
import type { IdTable } from "../../rules/schema/common";
import type { ModuleSet } from "../module-set";
import { schemasOf } from "../state-schema";
import { at, describe, type Problems } from "./problems";

/** A field holding an id (or a list of ids) of a content table. */
interface IdField {
  readonly key: string;
  readonly names: string;
}

const namesOf = (schema: Schema<unknown> | undefined): string | undefined =>
  schema?.meta?.["names"] as string | undefined;

/** The id fields of each decision and step kind, read from their schemas once. */
const ID_FIELDS = new Map<ObjectSchema, readonly IdField[]>();

function idFieldsOf(variant: ObjectSchema): readonly IdField[] {
  let fields = ID_FIELDS.get(variant);
  if (fields === undefined) {
    fields = variant.fields.flatMap(({ key, schema }) => {
      const names = namesOf(schema) ?? namesOf((schema as { item?: Schema<unknown> }).item);
      return names === undefined ? [] : [{ key, names }];
    });
    ID_FIELDS.set(variant, fields);
  }
  return fields;
}

/** Whether the content has a record of `table` (a base table, or a module's field type) with this id. */
function found(env: RulesEnv, set: ModuleSet, table: string, id: string): boolean {
  const own = set.fieldTypes.get(table);
  return own === undefined ? has(env, table as IdTable, id) : own.has(env, id);
}

/** What an id of `table` names, for a message. */
const what = (set: ModuleSet, table: string): string => set.fieldTypes.get(table)?.what ?? table;

/** Whether the content has a record of a base table with this id. */
function has(env: RulesEnv, table: IdTable, id: string): boolean {
  const { index } = env;
  switch (table) {
    case "item":
      return index.items.has(id);
    case "quest":
      return index.quests.has(id);
    case "grotto effect":
      return index.grottoEffects.has(id);
    case "spell":
      return index.spells.has(id);
    case "temple":
      return index.temples.has(id);
    case "movement card":
      return index.movementMethods.has(id);
  }
}

/**
 * Reports each id of a decision or a step that names no record of the content.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param value - a decision or step that passed stage 2
 * @param kind - its `kind`
 * @param path - its path
 * @param isDecision - a decision (else a step)
 * @param env - the rules environment
 * @param set - the engine's modules
 * @internal
 */
export function checkPayloadIds(
  p: Problems,
  value: object,
  kind: string,
  path: string,
  isDecision: boolean,
  env: RulesEnv,
  set: ModuleSet,
): void {
  const schemas = schemasOf(set);
  const variant = (isDecision ? schemas.decision : schemas.step).variants.get(kind);
  if (variant === undefined) return;
  for (const { key, names } of idFieldsOf(variant)) {
    const field = fieldsOf(value)[key];
    if (typeof field === "string") {
      if (!found(env, set, names, field)) p.add(at(path, key), `unknown ${what(set, names)} ${describe(field)}`);
      continue;
    }
    const list = field as readonly string[];
    for (let i = 0; i < list.length; i++) {
      const id = list[i] as string;
      if (!found(env, set, names, id)) p.add(at(at(path, key), i), `unknown ${what(set, names)} ${describe(id)}`);
    }
  }
}
