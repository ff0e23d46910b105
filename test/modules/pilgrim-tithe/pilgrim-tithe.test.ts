/**
 * A module is one folder (issue 25): the Pilgrim's Tithe (examples/pilgrim-tithe/, the worked example of docs/writing-a-module.md)
 * registers with one call, `createEngine({ modules: [pilgrimTithe] })`, composes with the three
 * built-in modules, is checked by parseState, has its error code, its ruling and its words in en and
 * ja, and no file under src/ names it. The random-game contract suite plays it too
 * (`ENGINE_CONFIGURATIONS` in test/contract/configurations.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RULINGS,
  BUILTIN_MODULES,
  createEngine,
  createGame,
  describeAction,
  describeDecision,
  describeEvent,
  describeScores,
  ERROR_CODES,
  InvalidOptionsError,
  InvalidStateError,
  ja,
  type Action,
  type Engine,
  type GameModule,
  type GameState,
} from "teq-engine";
import { prng, randomAction } from "../../contract/support";
import { pilgrimTithe } from "../../../examples/pilgrim-tithe/index";
import { playWithEveryBot } from "../../../examples/pilgrim-tithe/play";

// Typed as an engine of any module: these tests hand its states to helpers that take a `GameState`
// (test/modules/engine-of-my-module.test-d.ts checks the module's own types).
const engine: Engine<GameModule> = createEngine({ modules: [pilgrimTithe] });
// The module's id is not in the top-level option types (it is registered with this engine only).
const TITHE = "pilgrim-tithe";

/** Plays random legal actions until the tithe is asked (or the game ends). */
function untilTithe(options: Parameters<typeof engine.createGame>[0], seed = 1): GameState {
  const rand = prng(seed);
  let state = engine.createGame(options);
  while (state.decision !== null && (state.decision.kind as string) !== "pilgrim-tithe/tithe")
    state = engine.reduce(state, randomAction(state, rand, undefined, engine));
  return state;
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("a module registered with one call, for one engine", () => {
  it("the engine knows it after the built-in modules; the top-level functions and other engines never see it", () => {
    expect(engine.modules).toEqual(["solo", "gloomfall", "golden-mushrooms", "pilgrim-tithe"]);
    expect(createEngine().modules).toEqual(["solo", "gloomfall", "golden-mushrooms"]);
    const refused = thrown(() => createGame({ seed: 1, players: 2, modules: [TITHE as never] }));
    expect(refused).toBeInstanceOf(InvalidOptionsError);
    expect((refused as InvalidOptionsError).code).toBe("OPTION_MODULES");
    const state = engine.createGame({ seed: 1, players: 2, modules: [TITHE] });
    const other = thrown(() => createEngine().parseState(JSON.stringify(state)));
    expect((other as InvalidStateError).code).toBe("STATE_MODULE");
  });

  it("composes with solo, GloomFall and Golden Mushrooms, in canonical order, with its ruling recorded", () => {
    const state = engine.createGame({ seed: "all", players: 1, modules: ["golden-mushrooms", TITHE, "gloomfall"] });
    expect(state.config.modules).toEqual(["solo", "gloomfall", "golden-mushrooms", "pilgrim-tithe"]);
    expect(state.config.rulings).toEqual({ ...DEFAULT_RULINGS, pilgrimTitheCost: "one" });
    expect(state.moduleState).toHaveProperty(["pilgrim-tithe"], { tithes: [0] });
    expect(state.moduleState).toHaveProperty(["golden-mushrooms"]);
    expect(state.moduleState).toHaveProperty(["solo"]);
  });

  it("two modules may not claim the same id, kind or code", () => {
    const twice = thrown(() => createEngine({ modules: [pilgrimTithe, pilgrimTithe] }));
    expect((twice as InvalidOptionsError).code).toBe("ENGINE_MODULES");
    const clash = thrown(() =>
      createEngine({ modules: [pilgrimTithe, { ...pilgrimTithe, id: "copy", decisions: {}, steps: {} }] }),
    );
    expect((clash as InvalidOptionsError).code).toBe("ENGINE_MODULES");
    expect((clash as Error).message).toContain("TITHE_UNAFFORDABLE");
    const foreign = thrown(() => createEngine({ modules: [{ ...pilgrimTithe, id: "copy" }] }));
    expect((foreign as Error).message).toMatch(/"pilgrim-tithe\/tithe".*"copy\/\.\.\."/);
  });
});

describe("the house rule plays: its step opens its decision, its event and score follow", () => {
  it("Resolution: the first player may pay 1 Power for a tithe worth 1 VP; declining changes nothing", () => {
    const state = untilTithe({ seed: 3, players: 2, modules: [TITHE] });
    expect(state.phase).toBe("resolution");
    expect(state.decision).toEqual({ kind: "pilgrim-tithe/tithe", player: state.firstPlayer, cost: 1 });
    expect(state.queue.map((s) => s.kind)).toEqual(["advance-round"]);
    const seat = state.firstPlayer;
    const pay = { type: "pilgrim-tithe/pay", player: seat } as unknown as Action;
    if (state.players[seat]!.power >= 1) {
      const { state: next, events } = engine.reduceWithEvents(state, pay);
      expect(next.players[seat]!.power).toBe(state.players[seat]!.power - 1);
      expect((next.moduleState["pilgrim-tithe"] as { tithes: number[] }).tithes[seat]).toBe(1);
      expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["power-spent", "pilgrim-tithe/paid"]));
      const sheet = engine.scores(next);
      const line = sheet.players[seat]!.breakdown.find((l: { readonly source: string }) => l.source === "tithes");
      expect(line).toEqual({ source: "tithes", count: 1, points: 1 });
    }
    const declined = engine.reduce(state, { type: "pilgrim-tithe/decline", player: seat });
    expect(declined.players).toEqual(state.players);
  });

  it("its error code: paying without the Power is refused with TITHE_UNAFFORDABLE and not listed", () => {
    const state = untilTithe({ seed: 5, players: 3, modules: [TITHE], rulings: { pilgrimTitheCost: "two" } });
    expect(state.decision).toMatchObject({ cost: 2 });
    const seat = state.firstPlayer;
    const poor = engine.parseState(
      JSON.stringify({ ...state, players: state.players.map((p, i) => (i === seat ? { ...p, power: 1 } : p)) }),
    );
    const result = engine.validate(poor, { type: "pilgrim-tithe/pay", player: seat });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("TITHE_UNAFFORDABLE");
    expect(engine.legalActions(poor).map((a) => a.type)).toEqual(["pilgrim-tithe/decline"]);
    expect(engine.errorCodes["TITHE_UNAFFORDABLE"]?.thrownAs).toBe("IllegalActionError");
    expect(Object.keys(ERROR_CODES)).not.toContain("TITHE_UNAFFORDABLE");
  });

  it("its ruling applies only to a game that composes it", () => {
    const refused = thrown(() => engine.createGame({ seed: 1, players: 2, rulings: { pilgrimTitheCost: "two" } }));
    expect((refused as InvalidOptionsError).code).toBe("OPTION_RULINGS");
    const bad = thrown(() =>
      engine.createGame({ seed: 1, players: 2, modules: [TITHE], rulings: { pilgrimTitheCost: "three" as never } }),
    );
    expect((bad as InvalidOptionsError).code).toBe("OPTION_RULINGS");
  });
});

describe("the worked example plays with every bot (examples/pilgrim-tithe/play.ts)", () => {
  it("random, heuristic and MCTS seats play a game to the end; every seat's sheet counts its tithes", () => {
    const sheet = playWithEveryBot("guide");
    expect(sheet.final).toBe(true);
    expect(sheet.players).toHaveLength(3);
    for (const player of sheet.players) expect(player.breakdown.map((line) => line.source)).toContain("tithes");
  }, 120_000);
});

describe("parseState checks the module's slice, decision and steps", () => {
  const state = untilTithe({ seed: 3, players: 2, modules: [TITHE] });
  const edit = (f: (s: Record<string, unknown>) => void): unknown => {
    const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    f(copy);
    return thrown(() => engine.parseState(JSON.stringify(copy)));
  };

  it("round-trips a state with its slice and its pending decision", () => {
    expect(engine.parseState(JSON.stringify(state))).toEqual(state);
  });

  it("refuses a missing slice (STATE_MALFORMED) and a slice the rules could not reach (STATE_INCONSISTENT)", () => {
    const missing = edit((s) => delete (s["moduleState"] as Record<string, unknown>)["pilgrim-tithe"]);
    expect((missing as InvalidStateError).code).toBe("STATE_MALFORMED");
    // The slice's shape is checked before its checks run (they read it typed): a coded error, never a crash.
    for (const bad of [{ tithes: "x" }, null, { tithes: [0, -1] }, { tithes: [0, 0], more: 1 }]) {
      const malformed = edit((s) => ((s["moduleState"] as Record<string, unknown>)["pilgrim-tithe"] = bad));
      expect((malformed as InvalidStateError).code, JSON.stringify(bad)).toBe("STATE_MALFORMED");
    }
    const tooMany = edit(
      (s) => ((s["moduleState"] as Record<string, { tithes: number[] }>)["pilgrim-tithe"]!.tithes[0] = 99),
    );
    expect((tooMany as InvalidStateError).code).toBe("STATE_INCONSISTENT");
    expect((tooMany as Error).message).toContain("moduleState.pilgrim-tithe.tithes[0]");
  });

  it("holds its decision to its fields (STATE_MALFORMED) and to its rules (STATE_INCONSISTENT)", () => {
    const extra = edit((s) => ((s["decision"] as Record<string, unknown>)["bonus"] = 1));
    expect((extra as InvalidStateError).code).toBe("STATE_MALFORMED");
    const cost = edit((s) => ((s["decision"] as Record<string, unknown>)["cost"] = 2));
    expect((cost as InvalidStateError).code).toBe("STATE_INCONSISTENT");
    const phase = edit((s) => (s["phase"] = "night"));
    expect((phase as InvalidStateError).code).toBe("STATE_INCONSISTENT");
  });

  it("lets its step wait only in the Resolution queue", () => {
    const day = edit((s) => (s["queue"] = [{ kind: "pilgrim-tithe/offer" }, ...(s["queue"] as unknown[])]));
    expect((day as InvalidStateError).code).toBe("STATE_INCONSISTENT");
  });
});

describe("its words, in English and Japanese", () => {
  const state = untilTithe({ seed: 3, players: 2, modules: [TITHE] });
  const seat = state.firstPlayer;
  const pay = { type: "pilgrim-tithe/pay", player: seat } as unknown as Action;

  it("describes its decision, action and event through the engine that knows it", () => {
    const decision = state.decision!;
    expect(describeDecision(decision, state, { engine })).toBe(
      `${seat === 0 ? "Red" : "Blue"} may pay 1 Power for a tithe`,
    );
    expect(describeAction(pay, state, { engine })).toBe(`${seat === 0 ? "Red" : "Blue"} pays the pilgrim's tithe`);
    expect(describeAction(pay, state, { engine, locale: ja })).toBe(
      `${seat === 0 ? "赤" : "青"}は巡礼の十分の一税を納める`,
    );
    const event = { type: "pilgrim-tithe/paid", player: seat, tithes: 2 } as never;
    expect(describeEvent(event, state, { engine })).toBe(`${seat === 0 ? "Red" : "Blue"} has paid 2 tithes`);
    expect(describeEvent(event, state, { engine, locale: ja })).toBe(`${seat === 0 ? "赤" : "青"}の十分の一税：2回`);
    expect(
      describeEvent({ type: "power-spent", player: seat, amount: 1, reason: "pilgrim-tithe/tithe" }, state, { engine }),
    ).toContain("the pilgrim's tithe");
    expect(describeScores(engine.scores(state), state, { engine, locale: ja }).join("\n")).toContain("十分の一税");
  });

  it("without the engine, the built-in locales do not know it (a readable fallback)", () => {
    expect(describeAction(pay, state)).not.toContain("tithe".toUpperCase());
    expect(describeDecision(state.decision!, state)).toMatch(/tithe/);
    expect(describeDecision(state.decision!, state)).not.toContain("may pay");
  });
});

describe("every module's definition points to its docs page", () => {
  it("the docs page of each built-in module and of the house rule exists", () => {
    const root = resolve(import.meta.dirname, "../../..");
    for (const module of [...BUILTIN_MODULES, pilgrimTithe])
      expect(statSync(join(root, module.docs)).isFile(), module.docs).toBe(true);
  });
});

describe("no file under src/ names it", () => {
  it("src/ has no mention of the Pilgrim's Tithe", () => {
    const root = resolve(import.meta.dirname, "../../../src");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
      );
    const hits = files(root).filter((f) => /pilgrim-tithe|pilgrimTithe|titheCost/i.test(readFileSync(f, "utf8")));
    expect(hits).toEqual([]);
  });
});

describe("the public entry suffices to write a module, with no cast", () => {
  const dir = resolve(import.meta.dirname, "../../../examples/pilgrim-tithe");
  const sources = ["index.ts", "types.ts", "words/en.ts", "words/ja.ts", "play.ts"];

  it("the module's files import nothing but `teq-engine` and each other", () => {
    for (const file of sources) {
      const specifiers = [...readFileSync(join(dir, file), "utf8").matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]!);
      expect(specifiers.length, file).toBeGreaterThan(0);
      for (const specifier of specifiers)
        expect(specifier === "teq-engine" || /^\.\.?\/[^.]/.test(specifier), `${file}: ${specifier}`).toBe(true);
    }
  });

  it("no file of the example casts: no `as`, no `<T>x`, no non-null `!`", () => {
    for (const file of sources) {
      const source = ts.createSourceFile(file, readFileSync(join(dir, file), "utf8"), ts.ScriptTarget.ES2022, true);
      const casts: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node))
          casts.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
      expect(casts).toEqual([]);
    }
  });
});
