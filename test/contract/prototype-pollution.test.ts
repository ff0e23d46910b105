/**
 * A host whose prototypes carry enumerable junk (issue 27, point 8): what a prototype-pollution bug
 * in any other dependency leaves behind. The engine copies, hashes and reads only own keys, so the
 * same seeds and actions give byte-identical states, events, fingerprints, scores and words in a
 * polluted process and in a clean one, and `__proto__`-named keys in options and content meet the
 * same answer in both. Each host is a child process (`fixtures/polluted-host.ts`): pollution
 * cannot be undone inside the test's own process.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIGURATIONS } from "./configurations";

function host(kind: "clean" | "polluted"): Record<string, unknown> {
  const fixture = resolve(__dirname, "fixtures/polluted-host.ts");
  const run = spawnSync(process.execPath, ["--import", "tsx", fixture, kind], {
    encoding: "utf8",
    maxBuffer: 1 << 24,
    timeout: 300_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe("a polluted Object.prototype and Array.prototype change nothing", () => {
  it("every configuration's seeded game, fingerprint, scores, events and words are identical to a clean process's", () => {
    const clean = host("clean");
    const polluted = host("polluted");
    // The report covers every configuration, played to its end.
    for (const config of CONFIGURATIONS)
      expect((clean[config.name] as { steps: number }).steps, config.name).toBeGreaterThan(50);
    expect(clean["fingerprint"]).toMatch(/^[0-9a-f]{16}$/);
    // Inputs with __proto__ keys: refused with a code, or played, but never silently changed.
    expect(clean["options with an own __proto__ key"]).toContain("InvalidOptionsError OPTION_UNKNOWN");
    // Inherited options are not options: the game is { seed: 1, players: 2 }.
    expect(clean["options inheriting from a __proto__ literal"]).toContain(
      '"config":{"seed":1,"players":2,"modules":[],"difficulty":null,"chance":"seeded"',
    );
    expect(clean["content with an own __proto__ key"]).toContain("InvalidContentError INVALID_CONTENT");
    expect(clean["content with a nested own __proto__ key"]).toContain("InvalidContentError INVALID_CONTENT");
    for (const key of Object.keys(clean)) expect(polluted[key], key).toEqual(clean[key]);
    expect(Object.keys(polluted).sort()).toEqual(Object.keys(clean).sort());
  }, 600_000);
});
