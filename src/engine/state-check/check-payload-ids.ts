/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`): the ids of the pending decision and of each
 * queued step name records of the content. Which table a field names is declared once, in its
 * schema (`idOf("item")`).
 *
 * @module
 * @internal
 */
import type { ObjectSchema, Schema } from "../../core/schema/index";
import type { RulesEnv } from "../../rules/game-types";
import type { IdTable } from "../../rules/schema/common";
import { DECISION_SCHEMA, STEP_SCHEMA } from "../state-schema";
import { at, describe, type Problems } from "./problems";

/** A field holding an id (or a list of ids) of a content table. */
interface IdField {
  readonly key: string;
  readonly names: IdTable;
}

const namesOf = (schema: Schema<unknown> | undefined): IdTable | undefined => schema?.meta?.["names"] as IdTable | undefined;

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

/** Whether the content has a record of `table` with this id. */
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
    case "Golden Grotto action":
      return env.content.goldenMushrooms.actions.some((a) => a.id === id);
  }
}

/**
 * Reports each id of a decision or a step that names no record of the content.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param value - a decision or step that passed stage 2
 * @param path - its path
 * @param isDecision - a decision (else a step)
 * @param env - the rules environment
 * @internal
 */
export function checkPayloadIds(p: Problems, value: { readonly kind: string }, path: string, isDecision: boolean, env: RulesEnv): void {
  const variant = (isDecision ? DECISION_SCHEMA : STEP_SCHEMA).variants.get(value.kind);
  if (variant === undefined) return;
  for (const { key, names } of idFieldsOf(variant)) {
    const field = (value as unknown as Readonly<Record<string, unknown>>)[key];
    if (typeof field === "string") {
      if (!has(env, names, field)) p.add(at(path, key), `unknown ${names} ${describe(field)}`);
    } else if (Array.isArray(field)) {
      field.forEach((id: string, i) => {
        if (!has(env, names, id)) p.add(at(at(path, key), i), `unknown ${names} ${describe(id)}`);
      });
    }
  }
}
