/**
 * The JSON Schema files shipped in the package (dist/schema/*.json, from src/engine/json-schemas.ts)
 * are what the engine checks with: Ajv compiles each in strict mode, every state, player view,
 * action, decision and event of random games on every configuration is valid, the reference pack
 * too, a set of malformed values is rejected, and on random corruptions Ajv and the schema kit
 * (with the same static bounds) give the same verdict.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Ajv2020 from "ajv/dist/2020";
import {
  createGame,
  isGameOver,
  legalActions,
  playerView,
  reduceWithEvents,
  referencePack,
  type GameState,
} from "../../src/index";
import { check, type Schema } from "../../src/core/schema/index";
import { contentPackSchema } from "../../src/content/schema/pack";
import { jsonSchemaDocuments } from "../../src/engine/json-schemas";
import { schemasOf } from "../../src/engine/state-schema";
import { CONFIGURATIONS, optionsFor } from "./configurations";
import { prng, randomAction } from "./support";
import { size } from "../support/scale";

// Values are mutated as plain JSON, typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const ajv = new Ajv2020({ strict: true, allErrors: true });
const documents = jsonSchemaDocuments();
const validators = Object.fromEntries(
  Object.entries(documents).map(([name, doc]) => [name.replace(".json", ""), ajv.compile(doc)]),
);
const validate = (name: string, value: unknown): string | null => {
  const v = validators[name]!;
  return v(value) ? null : ajv.errorsText(v.errors, { dataVar: name });
};

/** States of one random game per configuration, with the views, decisions, actions and events met on the way. */
function sampleGames(): { config: string; states: GameState[]; actions: unknown[]; events: unknown[] }[] {
  return CONFIGURATIONS.map((config, i) => {
    const rand = prng(2_500_000 + i);
    let state = createGame(optionsFor(config, `json-schema-${i}`));
    const states: GameState[] = [state];
    const actions: unknown[] = [];
    const events: unknown[] = [];
    while (!isGameOver(state)) {
      const listed = legalActions(state);
      actions.push(...listed);
      const result = reduceWithEvents(state, randomAction(state, rand, listed));
      events.push(...result.events);
      state = result.state;
      states.push(state);
    }
    return { config: config.name, states, actions, events };
  });
}

const GAMES = sampleGames();

describe("JSON Schema files", () => {
  it("are draft 2020-12 documents that Ajv compiles in strict mode: state, view, action, decision, event, content pack", () => {
    expect(Object.keys(documents).sort()).toEqual([
      "action.json",
      "content-pack.json",
      "decision.json",
      "event.json",
      "state.json",
      "view.json",
    ]);
    for (const doc of Object.values(documents))
      expect(doc["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("accept every state, view, decision, legal action and event of random games on every configuration", () => {
    for (const { config, states, actions, events } of GAMES) {
      const problems: string[] = [];
      for (const state of states) {
        const json: Loose = JSON.parse(JSON.stringify(state));
        for (const [name, value] of [
          ["state", json],
          ["view", playerView(state, "spectator")],
          ["view", playerView(state, 0)],
        ] as const) {
          const problem = validate(name, JSON.parse(JSON.stringify(value)));
          if (problem !== null) problems.push(`${name}: ${problem}`);
        }
        if (json.decision !== null) {
          const problem = validate("decision", json.decision);
          if (problem !== null) problems.push(problem);
        }
      }
      for (const action of actions) {
        const problem = validate("action", JSON.parse(JSON.stringify(action)));
        if (problem !== null) problems.push(`${JSON.stringify(action)}: ${problem}`);
      }
      for (const event of events) {
        const problem = validate("event", JSON.parse(JSON.stringify(event)));
        if (problem !== null) problems.push(`${JSON.stringify(event)}: ${problem}`);
      }
      expect({ config, problems: problems.slice(0, 5) }).toEqual({ config, problems: [] });
      expect(states.length).toBeGreaterThan(50);
    }
    // Every kind met: the modules' actions, decisions and events too.
    const types = new Set(GAMES.flatMap((g) => [...g.actions, ...g.events].map((v) => (v as { type: string }).type)));
    for (const prefix of ["gloomfall/", "golden-mushrooms/", "solo/"])
      expect([...types].some((type) => type.startsWith(prefix))).toBe(true);
    expect(types).toContain("roll-outcome");
  });

  it("accept the reference content pack", () => {
    expect(validate("content-pack", JSON.parse(JSON.stringify(referencePack)))).toBeNull();
  });

  it("reject malformed values", () => {
    const state: Loose = JSON.parse(JSON.stringify(GAMES[2]!.states[40]));
    const rejected: [string, (s: Loose) => unknown][] = [
      ["state", (s) => ({ ...s, extra: 1 })],
      ["state", (s) => ({ ...s, round: 6 })],
      ["state", (s) => ({ ...s, schemaVersion: 2 })],
      ["state", (s) => ({ ...s, players: [{ ...s.players[0], health: -1 }] })],
      ["state", (s) => ({ ...s, players: [{ ...s.players[0], heroes: s.players[0].heroes.slice(1) }] })],
      ["state", (s) => ({ ...s, map: { ...s.map, face: "dusk" } })],
      ["state", (s) => ({ ...s, queue: [{ kind: "nap" }] })],
      ["state", (s) => ({ ...s, decision: { kind: "choose-movement-card" } })],
      ["state", (s) => ({ ...s, firstPlayer: 4 })],
      ["state", (s) => ({ ...s, rng: { ...s.rng, s0: 1 } })],
      ["state", (s) => ({ ...s, config: { ...s.config, colors: ["red", "red"] } })],
      ["view", (s) => ({ ...s, viewer: 0 })],
      ["view", (s) => ({ ...s, rng: null, config: { ...s.config, seed: null }, viewer: "everyone" })],
      ["decision", () => ({ kind: "defend", player: 0, amount: 0, cost: 2 })],
      ["decision", () => ({ kind: "chance", player: 1, dice: 5, purpose: "adventure" })],
      ["action", () => ({ type: "teleport", player: 0 })],
      ["action", () => ({ type: "move", player: 0, hero: 3, to: { cell: 1, side: "left" } })],
      ["action", () => ({ type: "idle", player: 0, hero: 1 })],
      ["action", () => ({ type: "move", player: 0, hero: 1, to: { cell: 1, side: "left" }, mushroom: "eat" })],
      ["event", () => ({ type: "gained", player: 0, stat: "luck", amount: 1, reason: "idle" })],
      ["event", () => ({ type: "game-ended", winner: 0 })],
      ["content-pack", () => ({ ...referencePack, formatVersion: 2 })],
      ["content-pack", () => ({ ...referencePack, spells: [{ ...referencePack.spells[0], level: 0 }] })],
      [
        "content-pack",
        () => ({
          ...referencePack,
          items: [{ ...referencePack.items[0], provenance: { name: { status: "confirmed", ref: " " } } }],
        }),
      ],
    ];
    for (const [name, make] of rejected) {
      const value = JSON.parse(JSON.stringify(make(state)));
      expect({ name, value, valid: validate(name, value) === null }).toEqual({ name, value, valid: false });
    }
  });

  it("name the wrong field of a bad action, decision or event (if/then on the discriminator), not 'no schema matched'", () => {
    const cases: [string, unknown, RegExp][] = [
      ["action", { type: "choose-movement-card", player: 0 }, /must have required property 'card'/],
      ["action", { type: "idle", player: 0, hero: 1 }, /must NOT have additional properties/],
      ["action", { type: "move", player: 0, hero: 1, to: { cell: 1, side: "up" } }, /action\/to\/side/],
      ["action", { type: "teleport", player: 0 }, /action\/type must be equal to one of the allowed values/],
      ["decision", { kind: "defend", player: 0, amount: 1 }, /must have required property 'cost'/],
      ["event", { type: "damage-taken", player: 0, amount: 1, health: "x" }, /event\/health must be integer/],
    ];
    for (const [name, value, message] of cases) {
      const text = validate(name, value) ?? "valid";
      expect(text, JSON.stringify(value)).toMatch(message);
      expect(text).not.toContain("must match exactly one schema in oneOf");
    }
  });

  it("give the verdict of the engine's own schemas on random corruptions (states, actions, content packs)", () => {
    const state: Loose = JSON.parse(JSON.stringify(GAMES[16]!.states[60]));
    const { state: stateSchema, action: actionSchema } = schemasOf();
    const samples: [string, Schema<unknown>, Loose][] = [
      ["state", stateSchema, state],
      ["action", actionSchema, JSON.parse(JSON.stringify(GAMES[16]!.actions[30]))],
      ["content-pack", contentPackSchema, JSON.parse(JSON.stringify(referencePack))],
    ];
    const replacements = [
      null,
      0,
      -1,
      1.5,
      4,
      17,
      2 ** 32,
      "",
      "x",
      "left",
      true,
      [],
      [0],
      {},
      { cell: 0, side: "left" },
    ];
    fc.assert(
      fc.property(fc.nat(samples.length - 1), fc.nat(), fc.nat(replacements.length), (which, pick, r) => {
        const [name, schema, base] = samples[which]!;
        const value: Loose = JSON.parse(JSON.stringify(base));
        const paths = pathsOf(value);
        const path = paths[pick % paths.length]!;
        let parent = value;
        for (const key of path.slice(0, -1)) parent = parent[key];
        const last = path[path.length - 1]!;
        if (r === replacements.length) {
          if (Array.isArray(parent)) parent.splice(last as number, 1);
          else delete parent[last];
        } else parent[last] = replacements[r];
        const kit = check(schema, value).length === 0;
        expect({ name, path, kit }).toEqual({ name, path, kit: validate(name, value) === null });
      }),
      { numRuns: size(3_000, 600) },
    );
  });
});

/** Every path to a value inside `value`. */
function pathsOf(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (path.length > 0) out.push(path);
  if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value))
      pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}
