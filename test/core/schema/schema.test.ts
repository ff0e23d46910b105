/**
 * The schema kit (src/core/schema): each builder's check (fast path and detailed report agree),
 * its one wording, the issue kinds callers map to codes, bounds named at check time, and the
 * JSON Schema it writes.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Ajv2020 from "ajv/dist/2020";
import {
  array,
  boolean,
  check,
  either,
  extend,
  int,
  literal,
  named,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  tagged,
  text,
  toJsonSchema,
  tuple,
  type Schema,
} from "../../../src/core/schema/index";

const seat = named("Seat", int(0, { limit: "players", offset: -1, otherwise: 3 }), "A seat.");
const region = object({ cell: int(0, 16), side: oneOf(["left", "right"]) });
const sample = object({
  name: text(),
  seat,
  at: optional(region),
  flags: array(boolean(), { min: 1, max: 4, length: "players" }),
  colors: array(text(), { unique: true }),
  pair: tuple([int(), int()]),
  share: number({ min: 0, below: 1 }),
  owner: nullable(seat),
  to: either(int(0, 2), literal("reserve")),
  marks: record(int(0, 2)),
  step: tagged("kind", [object({ kind: literal("a") }), object({ kind: literal("b"), n: int(1, 3) })], "step kind"),
});
const valid = {
  name: "x",
  seat: 1,
  flags: [true, false],
  colors: ["red"],
  pair: [0, -3],
  share: 0.5,
  owner: null,
  to: "reserve",
  marks: {},
  step: { kind: "b", n: 2 },
};
const issues = (schema: Schema<unknown>, value: unknown, limits = {}): string[] =>
  check(schema, value, limits).map((i) => `${i.path} [${i.kind}] ${i.message}`);

describe("schema kit: checks", () => {
  it("accepts a valid value, with and without the optional field", () => {
    expect(issues(sample, valid)).toEqual([]);
    expect(issues(sample, { ...valid, at: { cell: 3, side: "left" } })).toEqual([]);
  });

  it("names each problem by its path, with its kind, in one wording", () => {
    const bad = {
      ...valid,
      name: "",
      seat: 4,
      at: { cell: 17, side: "up" },
      flags: [],
      colors: ["red", "red"],
      pair: [1],
      share: 1,
      extra: 1,
      step: { kind: "c" },
    };
    delete (bad as { to?: unknown }).to;
    expect(issues(sample, bad)).toEqual([
      'name [value] expected a non-empty string, found ""',
      "seat [value] expected an integer from 0 to 3, found 4",
      "at.cell [value] expected an integer from 0 to 16, found 17",
      'at.side [value] expected one of "left", "right", found "up"',
      "flags [count] expected 1 to 4 entries, found 0",
      'colors[1] [value] "red" is listed twice',
      "pair [count] expected exactly 2 entries, found 1",
      "share [value] expected a number from 0 up to (not including) 1, found 1",
      "to [missing] missing required field",
      'step.kind [value] unknown step kind "c"',
      "extra [unknown] unknown field",
    ]);
  });

  it("tells a wrong JSON type from a wrong value, and an object expected from other types", () => {
    expect(issues(sample, { ...valid, name: 3, seat: "1", marks: [], step: { kind: "b", n: 4, m: 1 } })).toEqual([
      "name [type] expected a non-empty string, found 3",
      'seat [type] expected an integer from 0 to 3, found "1"',
      "marks [not-object] expected an object, found an array of 0",
      "step.n [value] expected an integer from 1 to 3, found 4",
      "step.m [unknown] unknown field",
    ]);
    expect(issues(sample, null)).toEqual([" [not-object] expected an object, found null"]);
    expect(issues(sample, { ...valid, to: 3, owner: "x" })).toEqual([
      'owner [type] expected an integer from 0 to 3, found "x"',
      'to [type] expected an integer from 0 to 2 or "reserve", found 3',
    ]);
  });

  it("bounds seats and lengths by limits named at check time, and falls back to the static bounds", () => {
    expect(issues(sample, { ...valid, seat: 2, flags: [true] }, { players: 2 })).toEqual([
      "seat [value] expected an integer from 0 to 1, found 2",
      "flags [count] expected exactly 2 entries (players), found 1",
    ]);
    expect(issues(sample, { ...valid, seat: 2, flags: [true] })).toEqual([]);
  });

  it("extends an object with more fields, in place for a field it replaces", () => {
    const wider = extend(region, { cell: int(0, 99), note: optional(text()) });
    expect(wider.fields.map((f) => f.key)).toEqual(["cell", "side", "note"]);
    expect(issues(wider, { cell: 50, side: "left", note: "x" })).toEqual([]);
  });

  it("has a fast path that agrees with the detailed report on random values", () => {
    const anyValue = fc.jsonValue({ maxDepth: 3 });
    const mutated = fc.record({ key: fc.constantFrom(...Object.keys(valid), "extra"), value: anyValue });
    fc.assert(
      fc.property(mutated, fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }), ({ key, value }, players) => {
        const candidate = { ...valid, [key]: value };
        const limits = { players };
        expect(sample.is(candidate, limits)).toBe(check(sample, candidate, limits).length === 0);
      }),
    );
  });
});

describe("schema kit: JSON Schema", () => {
  it("writes a draft 2020-12 document that Ajv compiles in strict mode and that agrees with the checks", () => {
    const doc = toJsonSchema(sample, { $id: "urn:test:sample", title: "Sample", description: "A test document." });
    expect(doc).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: { Seat: { description: "A seat.", type: "integer", minimum: 0, maximum: 3 } },
    });
    const validate = new Ajv2020({ strict: true }).compile(doc);
    expect(validate(valid)).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(valid), "extra"), fc.jsonValue({ maxDepth: 3 }), (key, value) => {
        const candidate = { ...valid, [key]: value };
        expect(validate(candidate)).toBe(check(sample, candidate).length === 0);
      }),
    );
  });
});
