/**
 * The Simulator's optimized code survives a full garbage collection between games. V8 holds the
 * hidden classes of short-lived objects (the move and Night views, the RNG, the transition context,
 * a Simulator between games) only weakly; when a collection found no live instance, every function
 * compiled against them was deoptimized ("weak objects"), and the next game ran 3-7x slower. A bot
 * in an application that allocates between its searches met that at every full collection. The
 * classes now keep their latest instance (src/core/shape-anchor.ts); this suite runs a child Node
 * with `--trace-deopt` so that no later class brings the loss back. It counts deoptimizations, not
 * time.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

describe("optimized code after a full collection", () => {
  it("40 Simulator games, each after a full collection, throw away almost no optimized code for a dead hidden class (about 200 before the shape anchors)", () => {
    const fixture = resolve(__dirname, "fixtures/code-after-gc.ts");
    const run = spawnSync(process.execPath, ["--expose-gc", "--trace-deopt", "--import", "tsx", fixture], {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split("\n");
    const from = lines.indexOf("--- warmed up ---");
    const to = lines.indexOf("--- done ---");
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    const lost = lines.slice(from, to).filter((line) => line.includes("reason: weak objects"));
    // A handful of losses remain: code compiled against a state shape that no live state has at
    // that moment (a Golden Mushrooms token's place, a dice pool), or Node's own. Without the
    // anchors, the views, the RNG, the context and the Simulator lose about 200.
    expect(lost.length, lost.join("\n")).toBeLessThanOrEqual(40);
  }, 120_000);
});
