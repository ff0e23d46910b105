/**
 * States keep V8's fast object shapes (issue 11). An object whose keys are added one by one past a
 * dozen becomes a slow dictionary-mode object, and the Simulator's copy was one until this was
 * found: every rule's read of it was a hash lookup. Arrays likewise keep one elements kind: a holey
 * array (from `new Array(n)`, or from `map` once its caller is optimized) gives every reader a second
 * shape partway through a run, and a storm of deoptimizations (src/core/packed.ts). This suite runs a child Node with
 * `--allow-natives-syntax` (the fixture asks V8 directly) so that no later change silently brings
 * such a state back. It asserts shapes, not speed.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

describe("state object shapes", () => {
  it("every node of every state (reduce, Simulator, clone, snapshot, parseState) on every configuration is a fast-mode object, every array is packed, one path's states share one top-level shape, the Simulator's copies of the players and goblins have the set-up state's shapes, every kind of node has one hidden class on every path (built, cloned, parsed), and the rules open each kind of decision with one shape", () => {
    const fixture = resolve(__dirname, "fixtures/fast-properties.ts");
    // Optimized from the first call: `map` returns holey arrays only from optimized code.
    const flags = ["--allow-natives-syntax", "--always-turbofan"];
    const run = spawnSync(process.execPath, [...flags, "--import", "tsx", fixture], {
      encoding: "utf8",
      maxBuffer: 1 << 24,
    });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      checked: number;
      slow: string[];
      holey: string[];
      shapes: Record<string, boolean>;
      decisionShapes: string[];
      reopened: Record<string, number>;
      nodeKinds: number;
      nodePaths: string[];
      nodeShapes: string[];
    };
    expect(report.checked).toBeGreaterThan(10_000);
    expect(report.slow).toEqual([]);
    expect(report.holey).toEqual([]);
    expect(Object.keys(report.shapes).length).toBeGreaterThan(10);
    expect(Object.entries(report.shapes).filter(([, same]) => !same)).toEqual([]);
    // Decisions reopened by an item transfer or a temple advance were met, and kept their kind's shape.
    expect(report.reopened["transfer-item"]).toBeGreaterThan(0);
    expect(report.reopened["advance-hero"]).toBeGreaterThan(0);
    expect(report.decisionShapes).toEqual([]);
    // One hidden class per kind of node (where it sits, its kind, its keys, frozen or not) across
    // every path that builds, copies or parses states: the rules' literals, a draft's and a
    // simulator's copies (rules/state/subtree-copies.ts), parseState from text or from an object.
    // The one exception is `config.rulings`: its key set comes from the composed modules, and V8
    // gives some frozen copies of it a map of their own per game; it is read only by a few rare
    // rules (a grotto's move, a mushroom's fate), so that costs nothing measurable.
    expect(report.nodeKinds).toBeGreaterThan(100);
    expect(report.nodePaths).toHaveLength(8);
    expect(report.nodeShapes).toEqual([]);
  }, 120_000);
});
