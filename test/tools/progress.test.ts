import { describe, expect, it, vi } from "vitest";
import { createProgress, formatDuration } from "../../src/tools/progress";

function sink(isTTY: boolean) {
  const out: string[] = [];
  return { out, isTTY, columns: 120, write: (text: string) => out.push(text) };
}

describe("simulate: the progress display", () => {
  it("on a terminal draws cli-progress's bar in place with count, rate and ETA, redrawn at most 10 times a second", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    try {
      const s = sink(true);
      const progress = createProgress(100, "games", s, "simulate", () => Date.now());
      for (let done = 1; done <= 100; done++) {
        vi.advanceTimersByTime(20); // 50 games per second, 2 s in all
        progress.update(done);
      }
      progress.stop();
      const frames = s.out.filter((t) => t.startsWith("simulate ["));
      // One frame on start, about one per 100 ms over 2 s, one on stop.
      expect(frames.length).toBeGreaterThan(10);
      expect(frames.length).toBeLessThanOrEqual(25);
      // Redrawn in place: the cursor goes back to the line's start before each frame.
      expect(s.out.filter((t) => t === "\x1b[1G").length).toBeGreaterThanOrEqual(frames.length);
      const middle = frames.find((t) => / 5\d\/100 /.test(t));
      // The timer draws between updates: the rate is 50 games/s, give or take the one game in flight.
      expect(Number(/ ([\d.]+) games\/s/.exec(middle ?? "")?.[1])).toBeCloseTo(50, -1);
      expect(middle).toMatch(/ETA 1s/);
      expect(frames.at(-1)).toContain("[########################################] 100/100 games (100%)");
      expect(s.out.at(-1)).toBe("\n");
    } finally {
      vi.useRealTimers();
    }
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
    expect([formatDuration(5), formatDuration(75), formatDuration(3700), formatDuration(Infinity)]).toEqual([
      "5s",
      "1m 15s",
      "1h 01m",
      "?",
    ]);
  });
});
