/**
 * The per-kind copies of a state's top-level values (src/rules/state/subtree-copies.ts) equal the
 * generic deep copy exactly: same keys in the same order, same values, nothing frozen. A draft's or
 * a simulator's copy shares only the decision and the queued steps, which the rules replace and
 * never change (the last test holds the rules to that); a copy a caller keeps shares nothing. A
 * node of any other shape falls back to the generic copy.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clonePlain } from "../../../src/core/clone";
import { Simulator, type GameState } from "../../../src/index";
import { copySubtree, copySubtreeUnshared } from "../../../src/rules/state/subtree-copies";
import { CONFIGURATIONS } from "../../contract/configurations";
import { referenceContext } from "../../../src/engine/engine-context";

const pick = (length: number, counter: number): number => (counter * 2654435761) % length;

/** Every node of a value, as [path, node] pairs. */
function nodes(value: unknown, path = "", out: [string, object][] = []): [string, object][] {
  if (typeof value !== "object" || value === null) return out;
  out.push([path, value]);
  for (const [key, item] of Object.entries(value)) nodes(item, `${path}.${key}`, out);
  return out;
}

/**
 * The nodes the rules only ever replace: the decision, each queued step with what it holds, and
 * each Golden Mushroom's place.
 */
function replacedOnly(key: string, value: unknown): Set<object> {
  const all = (node: unknown): object[] => nodes(node).map(([, n]) => n);
  if (key === "decision") return new Set(all(value));
  if (key === "queue" && Array.isArray(value)) return new Set((value as unknown[]).flatMap(all));
  const mushrooms = (value as { "golden-mushrooms"?: { mushrooms?: { place: unknown }[] } } | null)?.[
    "golden-mushrooms"
  ];
  if (key === "moduleState" && mushrooms?.mushrooms !== undefined)
    return new Set(mushrooms.mushrooms.flatMap((m) => all(m.place)));
  return new Set();
}

/** A ruleset's `copySubtree`. */
type Copier = (key: string, value: unknown) => unknown;

/**
 * Asserts both copies are exact (same JSON, same key order), freeze nothing, and share nothing of the
 * input but, for `copySubtree`, the replaced-only nodes themselves.
 */
function expectExactCopy(key: string, value: unknown, privateCopy: Copier = copySubtree): void {
  const given = new Set(nodes(value).map(([, node]) => node));
  const mayShare = replacedOnly(key, value);
  for (const [copier, shared] of [
    [privateCopy, mayShare],
    [copySubtreeUnshared, new Set<object>()],
  ] as const) {
    const copy = copier(key, value);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(clonePlain(value)));
    expect(copy).toStrictEqual(clonePlain(value));
    for (const [path, node] of nodes(copy)) {
      if (shared.has(node)) continue;
      expect(given.has(node), `${copier.name}: ${key}${path} is shared with the input`).toBe(false);
      expect(Object.isFrozen(node), `${copier.name}: ${key}${path} is frozen`).toBe(false);
    }
  }
}

describe("per-kind subtree copies", () => {
  it("copy every top-level value of every state of seeded games on every configuration exactly, sharing only the decision and the steps", () => {
    let checked = 0;
    for (const { name, options, engine } of CONFIGURATIONS) {
      if (engine !== undefined) continue;
      const sim = Simulator.create({ ...options, seed: `copies-${name}` });
      // The composed ruleset's copier: Golden Mushrooms and solo copy their own slices.
      const copier = referenceContext().rules(sim.state.config.modules).copySubtree;
      expect(copier).toBeDefined();
      for (let step = 0; !sim.isGameOver() && step < 400; step++) {
        if (step % 7 === 0) {
          const state = sim.state as unknown as Record<string, unknown>;
          for (const key of Object.keys(state)) expectExactCopy(key, state[key], copier);
          checked++;
        }
        sim.applyIndex(pick(sim.legalActions().length, step + 3));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("copy a player, a portal, a Day, a move, a Night or a roll of another shape (a key added, removed or moved, a value of another type) by the generic copy", () => {
    const state = Simulator.create({ seed: "shapes", players: 3 }).state;
    const player = clonePlain(state.players[0]) as unknown as Record<string, unknown>;
    const portal = clonePlain(state.goblins.portals[0]) as unknown as Record<string, unknown>;
    const moved: Record<string, unknown> = { heroes: [0, 1], method: "horse", through: 2 };
    const day: Record<string, unknown> = {
      turn: 1,
      leader: 0,
      card: "horse",
      moved: null,
      questTaken: false,
      treasureQuests: [],
    };
    const night: Record<string, unknown> = { holder: 1, adventuring: [true, false, true] };
    const roll: Record<string, unknown> = { player: 0, purpose: "adventure", symbols: ["torch", "scroll"] };
    // Each sample node, and where it sits in a top-level value.
    const samples: [node: Record<string, unknown>, key: string, wrap: (node: unknown) => unknown][] = [
      [player, "players", (node) => [node]],
      [portal, "goblins", (node) => ({ portals: [node], supply: 3 })],
      [moved, "day", (node) => ({ ...day, moved: node })],
      [day, "day", (node) => node],
      [night, "night", (node) => node],
      [roll, "lastRoll", (node) => node],
    ];
    const anyValue = fc.oneof(fc.integer(), fc.constant(-0), fc.string(), fc.constant(null), fc.jsonValue());
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.oneof(
          fc.record({ kind: fc.constant("add" as const), key: fc.string(), value: anyValue }),
          fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }),
          fc.record({ kind: fc.constant("rotate" as const) }),
          fc.record({ kind: fc.constant("replace" as const), index: fc.nat(), value: anyValue }),
        ),
        ([node, key, wrap], change) => {
          const keys = Object.keys(node);
          let changed: Record<string, unknown>;
          if (change.kind === "add") changed = { ...node, [change.key]: change.value };
          else if (change.kind === "drop") {
            const dropped = keys[change.index % keys.length] as string;
            changed = Object.fromEntries(Object.entries(node).filter(([k]) => k !== dropped));
          } else if (change.kind === "rotate")
            changed = Object.fromEntries([...Object.entries(node).slice(1), Object.entries(node)[0]!]);
          else changed = { ...node, [keys[change.index % keys.length] as string]: change.value };
          expectExactCopy(key, wrap(changed));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("read -0 as 0, as the generic copy does", () => {
    const state = Simulator.create({ seed: "zero", players: 2 }).state;
    const players = clonePlain(state.players) as unknown as Record<string, unknown>[];
    (players[0] as Record<string, unknown>)["power"] = -0;
    const copy = copySubtree("players", players) as Record<string, unknown>[];
    expect(Object.is((copy[0] as Record<string, unknown>)["power"], 0)).toBe(true);
  });

  it("are safe to share: no rule changes a pending decision, a queued step or a mushroom's place in place, on any configuration (a simulator's clones share them)", () => {
    let checked = 0;
    for (const { name, options, engine } of CONFIGURATIONS) {
      if (engine !== undefined) continue;
      for (let game = 0; game < 4; game++) {
        const sim = Simulator.create({ ...options, seed: `replaced-only-${name}-${game}` });
        for (let step = 0; !sim.isGameOver() && step < 3000; step++) {
          const state: GameState = sim.state;
          const slice = state.moduleState["golden-mushrooms"] as { mushrooms: { place: object }[] } | undefined;
          const kept = [state.decision, ...state.queue, ...(slice?.mushrooms ?? []).map((m) => m.place)] as object[];
          const before = kept.map((node) => JSON.stringify(node));
          const clone = sim.clone();
          sim.applyIndex(pick(sim.legalActions().length, step + game));
          expect(
            kept.map((node) => JSON.stringify(node)),
            `${name} step ${step}`,
          ).toEqual(before);
          // The clone still plays on from where the original was.
          expect(clone.state.decision).toBe(kept[0]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
