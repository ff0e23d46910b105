/**
 * Saved states of older schema versions, brought up to the current one by `parseState`, one
 * version at a time. Each step changes only what its version changed; the checks that follow judge
 * the result as they judge any state.
 *
 * - Version 1 embedded its content pack: version 2 names the pack by id and fingerprint instead.
 * - Version 2 stored the face in play on every map cell: version 3 stores it once, as `map.face`.
 * - A version-3 save made before issue 27 records none of the rulings it added: it gets the older
 *   reading of each (the one its engine played).
 *
 * @module
 */
import { isObject } from "../core/schema/index";
import { contentFingerprint } from "../content/fingerprint";
import type { ContentPack } from "../content/types";
import { validateContent } from "../content/validate-content";
import { InvalidStateError } from "../core/errors";
import type { EngineContext } from "./engine-context";
import type { RulingValues } from "../rules/state";

type Obj = Record<string, unknown>;

/** The rulings a schema-1 engine played (see docs/rulings.md). */
const LEGACY_RULINGS: RulingValues = {
  gloomfallSetupGoblins: "aggressive",
  goldenGrottoArrival: "region",
  restingMushroom: "abandoned",
  orthogonalGrottoMove: "line",
  grottoMoveMushroom: "none",
  mushroomLeftInCastle: "joins",
  newMushroomPortal: "no-captured",
};

/** The rulings issue 27 added to schema 3: a save that records none of them played the older reading of each. */
const ISSUE_27_RULINGS: readonly string[] = [
  "orthogonalGrottoMove",
  "grottoMoveMushroom",
  "mushroomLeftInCastle",
  "newMushroomPortal",
];

/** Whether a ruling of the engine applies to a game composing `modules` (a base ruling always does). */
function applies(ctx: EngineContext, key: string, modules: unknown): boolean {
  const spec = ctx.modules.rulings[key];
  if (spec === undefined) return false;
  return spec.module === null || (Array.isArray(modules) && modules.includes(spec.module));
}

/**
 * The rulings a schema-1 game played, as today's `createGame` records them: the schema-1 reading
 * for each ruling that applies to the game, the default for the others (which never apply).
 */
function schema1Rulings(ctx: EngineContext, modules: unknown): RulingValues {
  const rulings: Record<string, string> = { ...ctx.modules.defaultRulings };
  for (const [key, legacy] of Object.entries(LEGACY_RULINGS)) {
    if (applies(ctx, key, modules)) rulings[key] = legacy;
  }
  return rulings;
}

/**
 * A save made before issue 27 records none of its four rulings: it played the older reading of each
 * that applies (the default of the others, as `createGame` records them). A save that records some
 * but not all is left for the checks to refuse.
 */
function withIssue27Rulings(ctx: EngineContext, state: Obj): Obj {
  const config = state["config"];
  const rulings = isObject(config) ? config["rulings"] : undefined;
  if (!isObject(config) || !isObject(rulings) || ISSUE_27_RULINGS.some((key) => Object.hasOwn(rulings, key)))
    return state;
  const added: Obj = { ...rulings };
  for (const key of ISSUE_27_RULINGS)
    added[key] = applies(ctx, key, config["modules"]) ? LEGACY_RULINGS[key] : ctx.modules.defaultRulings[key];
  const migrated: Obj = {};
  for (const [key, value] of Object.entries(state))
    migrated[key] = key === "config" ? { ...config, rulings: added } : value;
  return migrated;
}

/**
 * Brings a version-1 or version-2 state to the current version; anything else is returned
 * unchanged for the checks to judge.
 *
 * @param ctx - the engine the state is loaded into
 * @param value - the parsed value
 * @returns the migrated value (a new object), or `value` itself
 * @throws {@link InvalidStateError} `STATE_VERSION` or `STATE_CONTENT_MISMATCH` when an old state cannot be migrated
 * @internal
 */
export function migrateState(ctx: EngineContext, value: unknown): unknown {
  if (!isObject(value)) return value;
  let state: Obj = value;
  if (state["schemaVersion"] === 1) state = fromVersion1(ctx, state);
  if (state["schemaVersion"] === 2) state = fromVersion2(state);
  if (state["schemaVersion"] === 3) state = withIssue27Rulings(ctx, state);
  return state;
}

/** Version 1 → 2: the embedded pack gives way to its id and fingerprint; the rulings it played are written out. */
function fromVersion1(ctx: EngineContext, old: Obj): Obj {
  const content = old["content"];
  if (validateContent(content).length > 0) {
    throw new InvalidStateError(
      "STATE_VERSION",
      "This version-1 state's embedded content pack is invalid, so it cannot be migrated.",
    );
  }
  const fingerprint = contentFingerprint(content as ContentPack);
  if (fingerprint !== ctx.pack.fingerprint) {
    throw new InvalidStateError(
      "STATE_CONTENT_MISMATCH",
      `This version-1 state embeds content pack "${(content as ContentPack).id}", not this engine's pack "${ctx.pack.id}": load it with createEngine({ content: saved.content }).parseState(saved).`,
    );
  }
  const { content: _content, schemaVersion: _version, ...rest } = old;
  const config = rest["config"];
  // Schema-1 engines knew no rulings options: they played what these options now call
  // "region" (Golden Grottos) and "abandoned" (a resting hero's mushroom).
  const migratedConfig =
    isObject(config) && !Object.hasOwn(config, "rulings")
      ? { ...config, rulings: schema1Rulings(ctx, config["modules"]) }
      : config;
  const migrated: Obj = { schemaVersion: 2, config: migratedConfig, pack: { id: ctx.pack.id, fingerprint } };
  for (const [key, value] of Object.entries(rest)) if (key !== "config") migrated[key] = value;
  return migrated;
}

/** Version 2 → 3: the face every map cell repeated moves to `map.face`. */
function fromVersion2(old: Obj): Obj {
  const map = old["map"];
  const cells = isObject(map) ? map["cells"] : undefined;
  if (!isObject(map) || !Array.isArray(cells) || cells.length === 0 || !cells.every(isObject)) {
    throw new InvalidStateError(
      "STATE_VERSION",
      "This version-2 state has no readable map.cells, so it cannot be migrated.",
    );
  }
  const face = cells[0]!["face"];
  const other = cells.findIndex((cell) => cell["face"] !== face);
  if (other >= 0) {
    throw new InvalidStateError(
      "STATE_VERSION",
      `This version-2 state's map cards show different faces (map.cells[0] and map.cells[${other}]), so it cannot be migrated: every card of a game shows the same face.`,
    );
  }
  const migrated: Obj = {};
  for (const [key, value] of Object.entries(old)) {
    if (key === "schemaVersion") migrated[key] = 3;
    else if (key === "map") {
      const { cells: _cells, ...rest } = map;
      migrated[key] = { ...rest, face, cells: cells.map(({ face: _face, ...cell }) => cell) };
    } else migrated[key] = value;
  }
  return migrated;
}
