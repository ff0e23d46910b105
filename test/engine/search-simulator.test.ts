/**
 * The Simulator's search API (issue: a fast core): one check per apply, applyIndex without a
 * second check, clone, position hash, action keys, chance helpers; and the engine instances of
 * createEngine with their content fingerprint.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionKey,
  createEngine,
  createGame,
  IllegalActionError,
  InvalidStateError,
  legalActions,
  reduce,
  referencePack,
  Simulator,
  type Action,
  type Engine,
  type GameState,
} from "../../src/index";
import { CONFIGURATIONS } from "../contract/configurations";

function randomGame(options: Parameters<typeof createGame>[0], steps: number, pickSeed: number): GameState {
  let state = createGame(options);
  for (let i = 0; i < steps; i++) {
    const actions = legalActions(state);
    if (actions.length === 0) break;
    state = reduce(state, actions[(i * 7919 + pickSeed) % actions.length]!);
  }
  return state;
}

describe("Simulator: search API", () => {
  it("applyIndex applies exactly the listed action, like apply and like reduce, on every configuration", () => {
    for (const config of CONFIGURATIONS) {
      let state = createGame({ ...config.options, seed: `idx-${config.name}` });
      const sim = new Simulator(state);
      for (let i = 0; i < 120 && !sim.isGameOver(); i++) {
        const listed = sim.legalActions();
        expect(listed).toEqual(legalActions(state));
        const index = (i * 31) % listed.length;
        state = reduce(state, listed[index]!);
        sim.applyIndex(index);
        expect(sim.state).toEqual(state);
      }
    }
  });

  it("Simulator.create sets up the same game as new Simulator(createGame(...)), on every configuration, and plays it alike", () => {
    for (const config of CONFIGURATIONS) {
      const options = { ...config.options, seed: `create-${config.name}` };
      const made = Simulator.create(options);
      const copied = new Simulator(createGame(options));
      expect(made.state).toEqual(copied.state);
      expect(Object.isFrozen(made.state)).toBe(false);
      for (let i = 0; i < 150 && !copied.isGameOver(); i++) {
        const listed = copied.legalActions();
        expect(made.legalActions()).toEqual(listed);
        const index = (i * 7919) % listed.length;
        made.applyIndex(index);
        copied.applyIndex(index);
      }
      expect(made.state).toEqual(copied.state);
      expect(made.hash()).toBe(copied.hash());
    }
  });

  it("Simulator.create refuses bad options as createGame does, and plays a custom engine's pack", () => {
    for (const bad of [{ seed: 1, players: 5 }, { seed: 1, players: 2, modules: ["no-such-module"] }, null]) {
      let expected: unknown = null;
      try {
        createGame(bad as never);
      } catch (error) {
        expected = error;
      }
      expect(() => Simulator.create(bad as never)).toThrow(expected);
    }
    const house = createEngine({ content: { ...referencePack, id: "house" } });
    const sim = Simulator.create({ seed: 3, players: 2 }, { engine: house });
    expect(sim.state).toEqual(house.createGame({ seed: 3, players: 2 }));
    expect(() => Simulator.create({ seed: 3, players: 2 }, { engine: {} as Engine })).toThrow(/createEngine/);
  });

  it("applyIndex refuses a stale list (after any apply) and an index out of range, changing nothing", () => {
    const sim = new Simulator(createGame({ seed: "stale", players: 2 }));
    expect(() => sim.applyIndex(0)).toThrow(IllegalActionError);
    const listed = sim.legalActions();
    expect(() => sim.applyIndex(listed.length)).toThrow(expect.objectContaining({ code: "STALE_LIST" }));
    sim.applyIndex(0);
    const before = sim.snapshot();
    expect(() => sim.applyIndex(0)).toThrow(expect.objectContaining({ code: "STALE_LIST" }));
    expect(sim.state).toEqual(before);
  });

  it("apply checks an action once, not twice; applyIndex, and apply of a shared action of the current list, do not check it at all", () => {
    const sim = new Simulator(createGame({ seed: "once", players: 3 }));
    const listed = sim.legalActions();
    expect(sim.state.decision?.kind).toBe("choose-movement-card");
    // Swap the simulator's ruleset for one whose movement card decision counts its checks.
    let checks = 0;
    const count = (target: Simulator): void => {
      const ruleset = target["ruleset"];
      const handler = ruleset.decisions["choose-movement-card"];
      const counted = {
        ...handler,
        check: (...args: Parameters<typeof handler.check>) => (checks++, handler.check(...args)),
      };
      Object.assign(target, {
        ruleset: { ...ruleset, decisions: { ...ruleset.decisions, "choose-movement-card": counted } },
      });
    };
    const copy = sim.clone();
    const shared = sim.clone();
    count(sim);
    count(copy);
    count(shared);
    // A caller's own object (an equal copy of the listed one) is checked once.
    sim.apply({ ...listed[0]! });
    expect(checks).toBe(1);
    checks = 0;
    copy.applyIndex(0);
    expect(checks).toBe(0);
    expect(copy.state).toEqual(sim.state);
    // The listed object itself is one of the library's frozen, shared actions: no check either.
    expect(Object.isFrozen(listed[0])).toBe(true);
    shared.apply(listed[0]!);
    expect(checks).toBe(0);
    expect(shared.state).toEqual(sim.state);
    expect(() => sim.apply({ type: "idle", player: 99 })).toThrow(IllegalActionError);
  });

  it("clone gives an independent simulator at the same position with the same hash", () => {
    const sim = new Simulator(randomGame({ seed: "clone", players: 4 }, 40, 3));
    const copy = sim.clone();
    expect(copy.hash()).toBe(sim.hash());
    expect(copy.state).toEqual(sim.state);
    copy.applyIndex(copy.legalActions().length - 1);
    expect(copy.hash()).not.toBe(sim.hash());
    expect(sim.state).toEqual(sim.clone().state); // the original did not move
    // The clone keeps playing to the end on its own.
    while (!copy.isGameOver()) {
      copy.legalActions();
      copy.applyIndex(0);
    }
    expect(sim.isGameOver()).toBe(false);
  });

  it("hash is stable across key order and processes (a fixed value for a fixed game) and ignores only the RNG", () => {
    const state = randomGame({ seed: "hash", players: 2 }, 25, 1);
    const sim = new Simulator(state);
    const reordered = JSON.parse(JSON.stringify(state), (_k, v: unknown) =>
      v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    ) as GameState;
    expect(new Simulator(reordered).hash()).toBe(sim.hash());
    expect(new Simulator({ ...state, rng: { c: 1, s0: 0.1, s1: 0.2, s2: 0.3 } }).hash()).toBe(sim.hash());
    expect(new Simulator({ ...state, round: state.round === 1 ? 2 : 1 }).hash()).not.toBe(sim.hash());
    expect(sim.hash()).toMatch(/^[0-9a-f]{16}$/);
  });

  it("hash: over random positions, equal positions hash equal and (practically) different positions differ", () => {
    const seen = new Map<string, string>();
    for (let seed = 0; seed < 12; seed++) {
      const sim = new Simulator(createGame({ seed, players: 2 + (seed % 3) }));
      for (let i = 0; i < 60 && !sim.isGameOver(); i++) {
        const json = JSON.stringify({ ...sim.state, rng: null });
        const hash = sim.hash();
        const earlier = seen.get(hash);
        if (earlier !== undefined) expect(earlier).toBe(json);
        seen.set(hash, json);
        sim.applyIndex((i * 13 + seed) % sim.legalActions().length);
      }
    }
    expect(seen.size).toBeGreaterThan(500);
  });

  it("actionKey is canonical: equal actions give equal keys whatever their key order", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.boolean())),
        (extra) => {
          const a = { type: "move", player: 1, ...extra } as unknown as Action;
          const reversed = Object.fromEntries(Object.entries(a).reverse()) as unknown as Action;
          expect(actionKey(reversed)).toBe(actionKey(a));
          expect(new Simulator(createGame({ seed: 1, players: 2 })).actionKey(a)).toBe(actionKey(a));
        },
      ),
      { numRuns: 50 },
    );
    expect(actionKey({ type: "idle", player: 0 })).not.toBe(actionKey({ type: "idle", player: 1 }));
  });

  it("chance helpers: in external chance mode the simulator stops at chance nodes whose outcomes sum to 1", () => {
    const sim = new Simulator(createGame({ seed: "chance", players: 2, chance: "external" }));
    let chanceNodes = 0;
    for (let i = 0; !sim.isGameOver(); i++) {
      if (sim.isChanceNode()) {
        chanceNodes++;
        expect(sim.toMove()).toBe("chance");
        const outcomes = sim.chanceOutcomes();
        expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9);
        sim.apply(outcomes[i % outcomes.length]!.action);
      } else {
        expect(typeof sim.toMove()).toBe("number");
        expect(sim.chanceOutcomes()).toEqual([]);
        sim.applyIndex(i % sim.legalActions().length);
      }
    }
    expect(chanceNodes).toBeGreaterThan(5);
    expect(sim.toMove()).toBeNull(); // the game is over
  });
});

describe("createEngine: the API bound to a content pack", () => {
  it("the default engine is the top-level API; a custom pack's engine plays whole games of its own", () => {
    const reference = createEngine();
    expect(reference.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    const state = reference.createGame({ seed: 5, players: 2 });
    expect(state).toEqual(createGame({ seed: 5, players: 2 }));
    const house = createEngine({ content: { ...referencePack, id: "house" } });
    expect(house.fingerprint).not.toBe(reference.fingerprint);
    let game = house.createGame({ seed: 5, players: 2 });
    const sim = house.simulator(game);
    while (!house.isGameOver(game)) {
      const actions = house.legalActions(game);
      game = house.reduce(game, actions[0]!);
      sim.applyIndex(0 * sim.legalActions().length);
    }
    expect(sim.state).toEqual(game);
    expect(house.scores(game).final).toBe(true);
  });

  it("refuses a state of another pack with STATE_CONTENT_MISMATCH everywhere, changing nothing", () => {
    const house = createEngine({ content: { ...referencePack, id: "house" } });
    const state = house.createGame({ seed: 1, players: 2 });
    for (const call of [
      () => legalActions(state),
      () => reduce(state, house.legalActions(state)[0]!),
      () => new Simulator(state),
    ]) {
      expect(call).toThrow(InvalidStateError);
      expect(call).toThrow(expect.objectContaining({ code: "STATE_CONTENT_MISMATCH" }));
    }
    expect(() => new Simulator(state, { engine: {} as Engine } /* an untyped caller */)).toThrow(
      expect.objectContaining({ code: "ENGINE" }),
    );
    expect(new Simulator(state, { engine: house }).legalActions()).toEqual(house.legalActions(state));
  });

  it("an invalid pack is refused with InvalidContentError; the caller's pack is copied", () => {
    expect(() => createEngine({ content: { ...referencePack, mapCards: [] } })).toThrow(
      expect.objectContaining({ name: "InvalidContentError" }),
    );
    const pack = JSON.parse(JSON.stringify({ ...referencePack, id: "copied" }));
    const engine = createEngine({ content: pack });
    pack.id = "changed";
    expect(engine.content.id).toBe("copied");
    expect(Object.isFrozen(engine.content)).toBe(true);
  });
});
