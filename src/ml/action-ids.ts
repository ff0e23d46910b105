/**
 * `actionId`, `actionFromId`, `legalMask`: actions to ids and back, against a state's legal actions.
 *
 * @module
 */
import { IllegalActionError, actionKey, legalActions, type Action, type GameState, type RegionRef } from "teq-engine";
import { compiledSpace, type CompiledSpace } from "./action-space";
import type { FieldDef } from "./action-fields";
import { CELLS, REGIONS } from "./vocab";

/** One field of an action, read by name (`undefined` when absent). */
function fieldOf(action: Action, name: string): unknown {
  return Reflect.get(action, name);
}

/** The action's type and its fields but `field`, as one key (groups the alternatives of a ranked field). */
function without(action: Action, field: string, names: readonly string[]): string {
  return JSON.stringify([action.type, ...names.map((n) => (n === field ? null : (fieldOf(action, n) ?? null)))]);
}

/** Ranked-field groups of one legal list: key -> the sorted JSON values of the field. */
const groupsCache = new WeakMap<readonly Action[], Map<string, Map<string, string[]>>>();

/** The sorted JSON values of `field` among the legal actions that agree with `action` on every other field. */
function rankOf(action: Action, field: string, legal: readonly Action[], names: readonly string[]): string[] {
  let byField = groupsCache.get(legal);
  if (byField === undefined) {
    byField = new Map<string, Map<string, string[]>>();
    groupsCache.set(legal, byField);
  }
  const id = `${String(action.type)}/${field}`;
  let groups = byField.get(id);
  if (groups === undefined) {
    groups = new Map();
    for (const a of legal) {
      if (a.type !== action.type) continue;
      const k = without(a, field, names);
      const list = groups.get(k) ?? [];
      list.push(JSON.stringify(fieldOf(a, field)) ?? "");
      groups.set(k, list);
    }
    for (const list of groups.values()) list.sort();
    byField.set(id, groups);
  }
  return groups.get(without(action, field, names)) ?? [];
}

/** The index of one field's value, or -1 when the value is outside the domain. */
function fieldIndex(
  state: GameState,
  action: Action,
  f: FieldDef,
  legal: readonly Action[],
  fieldsOf: readonly string[],
): number {
  const value = fieldOf(action, f.name);
  const d = f.domain;
  switch (d.kind) {
    case "enum":
      return d.values.indexOf(value);
    case "region": {
      if (value === undefined) return d.optional ? REGIONS : -1;
      const r = value as RegionRef;
      if (!Number.isInteger(r.cell) || r.cell < 0 || r.cell >= CELLS) return -1;
      return r.side === "left" ? r.cell * 2 : r.side === "right" ? r.cell * 2 + 1 : -1;
    }
    case "portals": {
      if (!Array.isArray(value)) return -1;
      let mask = 0;
      for (const cell of value) {
        const k = state.goblins.portals.findIndex((p) => p.at.cell === cell);
        if (k < 0) return -1;
        mask |= 1 << k;
      }
      return mask;
    }
    case "rank": {
      const k = rankOf(action, f.name, legal, fieldsOf).indexOf(JSON.stringify(value) ?? "");
      return k < d.size ? k : -1;
    }
  }
}

/** The id of `action` among `legal` (which must hold it), or -1 when it has none in the space. */
function idOf(space: CompiledSpace, state: GameState, action: Action, legal: readonly Action[]): number {
  const entry = space.byType.get(action.type);
  if (entry === undefined || action.player === "chance") return -1;
  for (const k in action)
    if (k !== "type" && k !== "player" && fieldOf(action, k) !== undefined && !entry.names.includes(k)) return -1;
  let index = 0;
  for (let i = 0; i < entry.def.fields.length; i++) {
    const k = fieldIndex(state, action, entry.def.fields[i]!, legal, entry.names);
    if (!(k >= 0 && k < entry.sizes[i]!)) return -1;
    index = index * entry.sizes[i]! + k;
  }
  return entry.spec.offset + index;
}

/**
 * The legal actions of a state and their ids, index for index.
 *
 * @example
 * ```ts
 * import { createGame } from "teq-engine";
 * import { legalActionIds } from "teq-engine/ml";
 * const legal: LegalActionIds = legalActionIds(createGame({ seed: 1, players: 2 }));
 * legal.ids[0]; // 0: the first movement card
 * ```
 */
export interface LegalActionIds {
  /** The id of each action. */
  readonly ids: readonly number[];
  /** The legal actions (chance actions left out), in `legalActions` order. */
  readonly actions: readonly Action[];
}

/**
 * The legal actions of a state with their ids (chance actions left out), checked one to one.
 *
 * @param state - a full game state
 * @returns the actions and their ids, in `legalActions` order
 * @example
 * ```ts
 * import { createGame } from "teq-engine";
 * import { legalActionIds } from "teq-engine/ml";
 * const { ids, actions } = legalActionIds(createGame({ seed: 1, players: 2 }));
 * ids.length === actions.length; // true
 * ```
 */
export function legalActionIds(state: GameState): LegalActionIds {
  return legalIdsOf(state, legalActions(state));
}

/** The ids of `legal`, the legal list of `state` (as `legalActions` or a Simulator's `legalActions()` made it). */
export function legalIdsOf(state: GameState, legal: readonly Action[]): LegalActionIds {
  const space = compiledSpace(state.config);
  const ids: number[] = [];
  const actions: Action[] = [];
  const seen = new Set<number>();
  for (const action of legal) {
    if (action.player === "chance") continue;
    const id = idOf(space, state, action, legal);
    if (id < 0 || seen.has(id)) {
      throw new RangeError(
        `teq-engine/ml: the legal action ${actionKey(action)} has ${id < 0 ? "no id" : `the id ${id} of another`} in the action space (version ${space.space.version}).`,
      );
    }
    seen.add(id);
    ids.push(id);
    actions.push(action);
  }
  return { ids, actions };
}

/**
 * The id of a legal action of `state` in `actionSpace(state.config)`.
 *
 * @param state - a full game state
 * @param action - one of `legalActions(state)` (not a chance outcome)
 * @returns its id, from 0 to N - 1
 * @throws IllegalActionError (`WRONG_ACTION_TYPE`) when the action is not legal in `state`
 * @example
 * ```ts
 * import { createGame, legalActions } from "teq-engine";
 * import { actionId, actionFromId } from "teq-engine/ml";
 * const state = createGame({ seed: 1, players: 2 });
 * const action = legalActions(state)[0]!;
 * const id = actionId(state, action);
 * actionFromId(state, id); // deep-equals action
 * ```
 */
export function actionId(state: GameState, action: Action): number {
  const key = actionKey(action);
  const { ids, actions } = legalActionIds(state);
  const k = actions.findIndex((a) => actionKey(a) === key);
  if (k < 0) {
    throw new IllegalActionError(
      "WRONG_ACTION_TYPE",
      `The action ${key} is not one of the ${ids.length} legal actions with an id.`,
      action,
    );
  }
  return ids[k]!;
}

/**
 * The legal action an id stands for in `state`.
 *
 * @param state - a full game state
 * @param id - an action id (see `legalMask`)
 * @returns the legal action
 * @throws IllegalActionError: `MALFORMED_ACTION` when the id is not an integer from 0 to N - 1,
 *   `WRONG_ACTION_TYPE` when the id is masked out in `state`
 * @example
 * ```ts
 * import { createGame } from "teq-engine";
 * import { actionFromId, legalMask } from "teq-engine/ml";
 * const state = createGame({ seed: 1, players: 2 });
 * const id = legalMask(state).indexOf(1);
 * actionFromId(state, id).type; // "choose-movement-card"
 * ```
 */
export function actionFromId(state: GameState, id: number): Action {
  const n = compiledSpace(state.config).space.size;
  if (!Number.isInteger(id) || id < 0 || id >= n) {
    throw new IllegalActionError(
      "MALFORMED_ACTION",
      `The action id ${String(id)} is not an integer from 0 to ${n - 1}.`,
      id,
    );
  }
  const { ids, actions } = legalActionIds(state);
  const k = ids.indexOf(id);
  if (k < 0) {
    throw new IllegalActionError(
      "WRONG_ACTION_TYPE",
      `The action id ${id} is not legal here: ${ids.length} ids are legal.`,
      id,
    );
  }
  return actions[k]!;
}

/**
 * The legal action ids of a state, as a mask: element `id` is 1 when the id is legal. All zero at
 * a chance point (external chance) and when the game is over.
 *
 * @param state - a full game state
 * @returns a fresh `Uint8Array` of `actionSpace(state.config).size`
 * @example
 * ```ts
 * import { createGame, legalActions } from "teq-engine";
 * import { legalMask } from "teq-engine/ml";
 * const state = createGame({ seed: 1, players: 2 });
 * legalMask(state).reduce((n, x) => n + x, 0) === legalActions(state).length; // true
 * ```
 */
export function legalMask(state: GameState): Uint8Array {
  const mask = new Uint8Array(compiledSpace(state.config).space.size);
  for (const id of legalActionIds(state).ids) mask[id] = 1;
  return mask;
}
