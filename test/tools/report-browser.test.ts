import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { memoryIO } from "./support";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.log(`SKIPPED: the HTML report browser test needs Chromium at ${CHROMIUM}, which is absent.`);

describe("report: the HTML report in a real browser", () => {
  it.skipIf(!hasChromium)("draws every plot (SVG marks present), offline, without a page error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "teq-report-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const io = memoryIO();
    const code = await runCommand(
      [
        "simulate",
        "--players",
        "2,1",
        "--difficulty",
        "peasant,knight",
        "--bots",
        "random",
        "--seeds",
        "0..5",
        "--workers",
        "0",
        "--quiet",
        "--out",
        dir,
      ],
      io,
    );
    expect(code, io.errors.join("")).toBe(0);
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      const requests: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("request", (r) => requests.push(r.url()));
      await page.goto(pathToFileURL(join(dir, "results.html")).href);
      await page.waitForSelector("body[data-rendered=true]", { timeout: 30_000 });
      const figures = await page.$$eval("figure.plot", (figs) =>
        figs.map((f) => ({
          plot: f.getAttribute("data-plot"),
          failed: f.querySelector(".error")?.textContent ?? null,
          rects: f.querySelectorAll("svg g[aria-label=rect] rect, svg g[aria-label=bar] rect").length,
          dots: f.querySelectorAll("svg g[aria-label=dot] circle").length,
          rules: f.querySelectorAll("svg g[aria-label=rule] line").length,
          goalLabels: [...f.querySelectorAll("svg g[aria-label=text] text")].map((t) => t.textContent ?? ""),
          caption: f.querySelector("figcaption")?.textContent ?? "",
          lines: f.querySelectorAll("svg g[aria-label=line] path").length,
          areas: f.querySelectorAll("svg g[aria-label=area] path").length,
        })),
      );
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith("file:"))).toEqual([]);
      // 2 setups (2 players; solo, played once whatever the difficulties) x 4 plots, and the solo goal plot.
      expect(figures).toHaveLength(9);
      for (const f of figures) expect(f.failed, f.plot).toBeNull();
      const of = (name: string) => figures.filter((f) => f.plot === name);
      for (const f of of("vp-distribution")) expect(f.rects).toBeGreaterThan(0);
      for (const f of of("sources")) expect(f.dots).toBeGreaterThanOrEqual(4);
      for (const f of of("win-rates")) expect(f.dots > 0 && f.rules > 0).toBe(true);
      for (const f of of("vp-by-round")) expect(f.lines > 0 && f.areas > 0 && f.dots >= 5).toBe(true);
      expect(of("solo-goal")[0]!.dots).toBe(5); // every difficulty's goal over the same games
      // Issue 29: the solo histogram marks every goal, and no caption of a solo plot speaks of a first player.
      const solo = of("vp-distribution").find((f) => f.caption.includes("solo games"));
      const multi = of("vp-distribution").find((f) => !f.caption.includes("solo games"));
      expect([...solo!.goalLabels].sort()).toEqual([
        "hero-of-legend 60 VP",
        "knight 55 VP",
        "page 45 VP",
        "peasant 40 VP",
        "squire 50 VP",
      ]);
      expect(solo!.rules).toBe(5 + 1); // a rule per goal, and the baseline
      expect(solo!.caption).toContain("the goal of each difficulty (red: peasant");
      expect(multi!.goalLabels).toEqual([]);
      for (const f of figures.slice(0, 4)) expect(f.caption).not.toMatch(/first player/i); // the solo setup comes first
      expect(of("win-rates")[1]!.caption).toContain("each game's win is split equally among its winners");
      expect(await page.textContent("#tables")).toContain("Solo goal reach rate per difficulty");
    } finally {
      await browser.close();
    }
  });
});
