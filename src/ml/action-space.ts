/**
 * `actionSpace`: the fixed set of action ids of a configuration.
 *
 * @module
 */
import { InvalidOptionsError } from "teq-engine";
import { configKey, type MlConfig } from "./config";
import { actionTypeDefs, domainSize, type ActionTypeDef } from "./action-fields";

/**
 * The action space's version: it goes up whenever an id changes meaning.
 *
 * @example
 * ```ts
 * import { ACTION_SPACE_VERSION } from "teq-engine/ml";
 * ACTION_SPACE_VERSION; // 1
 * ```
 */
export const ACTION_SPACE_VERSION = 1;

/**
 * One field of an action type in the space, and how many values it takes.
 *
 * @example
 * ```ts
 * import { actionSpace } from "teq-engine/ml";
 * const move = actionSpace({ players: 2 }).types.find((t) => t.type === "move")!;
 * move.fields.map((f) => f.name); // ["hero", "to", "direction"]
 * ```
 */
export interface ActionFieldSpec {
  /** The action's field name. */
  readonly name: string;
  /** How many values it is indexed by. */
  readonly size: number;
  /** How its values are numbered, in words. */
  readonly meaning: string;
}

/**
 * The ids of one action type: `offset` to `offset + size - 1`.
 *
 * @example
 * ```ts
 * import { actionSpace } from "teq-engine/ml";
 * const idle = actionSpace({ players: 2 }).types.find((t) => t.type === "idle")!;
 * idle.size; // 1
 * ```
 */
export interface ActionTypeSpec {
  /** The action's `type`. */
  readonly type: string;
  /** Its first id. */
  readonly offset: number;
  /** Its number of ids (the product of its fields' sizes). */
  readonly size: number;
  /** Its fields, most significant first. */
  readonly fields: readonly ActionFieldSpec[];
}

/**
 * The action space of a configuration: `size` ids, split by action type.
 *
 * @example
 * ```ts
 * import { actionSpace } from "teq-engine/ml";
 * const space = actionSpace({ players: 2 });
 * space.size === space.types.reduce((n, t) => n + t.size, 0); // true
 * ```
 */
export interface ActionSpace {
  /** `ACTION_SPACE_VERSION`. */
  readonly version: number;
  /** N: the number of action ids; every id is below it. */
  readonly size: number;
  /** The action types, in id order. */
  readonly types: readonly ActionTypeSpec[];
}

/** A compiled space: the public spec and the field definitions by type. */
export interface CompiledSpace {
  readonly space: ActionSpace;
  readonly byType: ReadonlyMap<
    string,
    {
      readonly def: ActionTypeDef;
      readonly spec: ActionTypeSpec;
      readonly sizes: readonly number[];
      readonly names: readonly string[];
    }
  >;
}

const cache = new Map<string, CompiledSpace>();

/** The compiled space of a configuration (memoized). */
export function compiledSpace(config: MlConfig): CompiledSpace {
  if (!Number.isInteger(config.players) || config.players < 1 || config.players > 4) {
    throw new InvalidOptionsError(
      "OPTION_PLAYERS",
      `players must be an integer from 1 to 4, got ${String(config.players)}.`,
    );
  }
  const key = configKey(config);
  let hit = cache.get(key);
  if (hit === undefined) {
    let offset = 0;
    const byType = new Map<string, { def: ActionTypeDef; spec: ActionTypeSpec; sizes: number[]; names: string[] }>();
    const types = actionTypeDefs(config).map((def) => {
      const sizes = def.fields.map((f) => domainSize(f.domain));
      const size = sizes.reduce((a, b) => a * b, 1);
      const spec: ActionTypeSpec = Object.freeze({
        type: def.type,
        offset,
        size,
        fields: Object.freeze(
          def.fields.map((f, i) => Object.freeze({ name: f.name, size: sizes[i]!, meaning: f.meaning })),
        ),
      });
      byType.set(def.type, { def, spec, sizes, names: def.fields.map((f) => f.name) });
      offset += size;
      return spec;
    });
    hit = {
      byType,
      space: Object.freeze({ version: ACTION_SPACE_VERSION, size: offset, types: Object.freeze(types) }),
    };
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The fixed action space of a configuration: N ids, the same id meaning the same action in every
 * game of it. Each action type owns a range of ids; inside it, the id numbers the action's fields
 * (docs/ml.md lists them). Chance outcomes (external chance mode) are not in the space.
 *
 * @param config - the player count and modules (a `state.config` fits)
 * @returns the space
 * @example
 * ```ts
 * import { actionSpace } from "teq-engine/ml";
 * const { size, types } = actionSpace({ players: 4, modules: ["gloomfall", "golden-mushrooms"] });
 * size > 1000; // true
 * types[0]!.type; // "choose-movement-card"
 * ```
 */
export function actionSpace(config: MlConfig): ActionSpace {
  return compiledSpace(config).space;
}
