import { describe, expect, it } from "vitest";
import { createProgress, formatDuration } from "../../src/tools/progress";

function sink(isTTY: boolean) {
  const out: string[] = [];
  return { out, isTTY, columns: 120, write: (text: string) => out.push(text) };
}

describe("simulate: the progress display", () => {
  it("on a terminal redraws one line in place with count, rate and ETA, throttled to 10 per second", () => {
    let now = 0;
    const s = sink(true);
    const progress = createProgress(100, "games", s, "simulate", () => now);
    for (let done = 1; done <= 100; done++) {
      now += 20; // 50 games per second
      progress.update(done);
    }
    progress.stop();
    expect(s.out.length).toBeGreaterThan(10);
    expect(s.out.length).toBeLessThan(30);
    expect(s.out.filter((t, i) => (i === s.out.length - 1 ? t !== "\n" : !t.startsWith("\r\x1b[2K")))).toEqual([]);
    const middle = s.out.find((t) => t.includes(" 51/100 "));
    expect(middle).toContain("50.0 games/s");
    expect(middle).toContain("ETA 1s");
    expect(s.out.at(-2)).toContain("[########################################] 100/100 games (100%)");
  });

  it("elsewhere prints a plain line at every tenth and one at the end", () => {
    let now = 0;
    const s = sink(false);
    const progress = createProgress(1000, "games", s, "simulate", () => now);
    for (let done = 1; done <= 1000; done++) {
      now += 100;
      progress.update(done);
    }
    progress.stop();
    expect(s.out).toHaveLength(10);
    expect(s.out.every((line) => line.endsWith("\n") && !line.includes("\r"))).toBe(true);
    expect(s.out[0]).toBe("simulate: 100/1000 games (10%) | 10.0 games/s | elapsed 10s | ETA 1m 30s\n");
    expect(s.out.at(-1)).toContain("1000/1000 games (100%)");
  });

  it("formats durations", () => {
    expect([formatDuration(5), formatDuration(75), formatDuration(3700), formatDuration(Infinity)]).toEqual(["5s", "1m 15s", "1h 01m", "?"]);
  });
});
