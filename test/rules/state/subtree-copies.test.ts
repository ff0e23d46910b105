/**
 * The per-kind copies of the players and the goblins (src/rules/state/subtree-copies.ts) equal the
 * generic deep copy exactly: same keys in the same order, same values, nothing shared with the
 * input, nothing frozen; and a node of any other shape falls back to the generic copy.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clonePlain } from "../../../src/core/clone";
import { Simulator } from "../../../src/index";
import { copySubtree } from "../../../src/rules/state/subtree-copies";
import { CONFIGURATIONS } from "../../contract/configurations";

const pick = (length: number, counter: number): number => (counter * 2654435761) % length;

/** Every node of a value, as [path, node] pairs. */
function nodes(value: unknown, path = "", out: [string, object][] = []): [string, object][] {
  if (typeof value !== "object" || value === null) return out;
  out.push([path, value]);
  for (const [key, item] of Object.entries(value)) nodes(item, `${path}.${key}`, out);
  return out;
}

/** Asserts a copy is exact (same JSON, same key order) and shares and freezes nothing of the input. */
function expectExactCopy(key: string, value: unknown): void {
  const copy = copySubtree(key, value);
  expect(JSON.stringify(copy)).toBe(JSON.stringify(clonePlain(value)));
  expect(copy).toStrictEqual(clonePlain(value));
  const given = new Set(nodes(value).map(([, node]) => node));
  for (const [path, node] of nodes(copy)) {
    expect(given.has(node), `${key}${path} is shared with the input`).toBe(false);
    expect(Object.isFrozen(node), `${key}${path} is frozen`).toBe(false);
  }
}

describe("per-kind subtree copies", () => {
  it("copy every top-level value of every state of seeded games on every configuration exactly", () => {
    let checked = 0;
    for (const { name, options, engine } of CONFIGURATIONS) {
      if (engine !== undefined) continue;
      const sim = Simulator.create({ ...options, seed: `copies-${name}` });
      for (let step = 0; !sim.isGameOver() && step < 400; step++) {
        if (step % 7 === 0) {
          const state = sim.state as unknown as Record<string, unknown>;
          for (const key of Object.keys(state)) expectExactCopy(key, state[key]);
          checked++;
        }
        sim.applyIndex(pick(sim.legalActions().length, step + 3));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("copy a player or a portal of another shape (a key added, removed or moved, a value of another type) by the generic copy", () => {
    const state = Simulator.create({ seed: "shapes", players: 3 }).state;
    const player = clonePlain(state.players[0]) as unknown as Record<string, unknown>;
    const portal = clonePlain(state.goblins.portals[0]) as unknown as Record<string, unknown>;
    const anyValue = fc.oneof(fc.integer(), fc.constant(-0), fc.string(), fc.constant(null), fc.jsonValue());
    fc.assert(
      fc.property(
        fc.constantFrom(player, portal),
        fc.oneof(
          fc.record({ kind: fc.constant("add" as const), key: fc.string(), value: anyValue }),
          fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }),
          fc.record({ kind: fc.constant("rotate" as const) }),
          fc.record({ kind: fc.constant("replace" as const), index: fc.nat(), value: anyValue }),
        ),
        (node, change) => {
          const keys = Object.keys(node);
          let changed: Record<string, unknown>;
          if (change.kind === "add") changed = { ...node, [change.key]: change.value };
          else if (change.kind === "drop") {
            const dropped = keys[change.index % keys.length] as string;
            changed = Object.fromEntries(Object.entries(node).filter(([key]) => key !== dropped));
          } else if (change.kind === "rotate")
            changed = Object.fromEntries([...Object.entries(node).slice(1), Object.entries(node)[0]!]);
          else changed = { ...node, [keys[change.index % keys.length] as string]: change.value };
          const wrapped = node === player ? [changed] : { portals: [changed], supply: 3 };
          expectExactCopy(node === player ? "players" : "goblins", wrapped);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("read -0 as 0, as the generic copy does", () => {
    const state = Simulator.create({ seed: "zero", players: 2 }).state;
    const players = clonePlain(state.players) as unknown as Record<string, unknown>[];
    (players[0] as Record<string, unknown>)["power"] = -0;
    const copy = copySubtree("players", players) as Record<string, unknown>[];
    expect(Object.is((copy[0] as Record<string, unknown>)["power"], 0)).toBe(true);
  });
});
