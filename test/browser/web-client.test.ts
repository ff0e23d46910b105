/**
 * The reference web client (examples/web) in real Chromium: a seeded 3-player Golden Mushrooms
 * game played to the end through the page (one human seat clicked, two bot seats), compared with
 * the same game played in Node: same action count, same scores, same SHA-256 of the final state.
 * Then the save file is loaded on a phone-sized page and the replay viewer steps through it.
 * Screenshots go to .screenshots/ (ignored by git).
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, heuristicBot, isGameOver, legalActions, randomBot, reduce, scores, type GameOptions, type GameState } from "../../src/index";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, chromiumAvailable, serve } from "./support";

const SHOTS = join(ROOT, ".screenshots");
const OPTIONS: GameOptions = { seed: "browser-test", players: 3, modules: ["golden-mushrooms"] };
const SEATS = ["human", "heuristic", "random"] as const;

const sha256 = (state: unknown): string => createHash("sha256").update(JSON.stringify(state)).digest("hex");

/**
 * The same game in Node. The client's policy: a bot seat plays a fresh library bot seeded
 * `<seed>/bot/<n>` for the game's n-th action; the test clicks the first legal action for the human.
 */
function playInNode(): { state: GameState; actions: number } {
  let state = createGame(OPTIONS);
  let n = 0;
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    const kind = typeof seat === "number" ? SEATS[seat] : "random";
    const action =
      kind === "human" ? legalActions(state)[0]! : (kind === "heuristic" ? heuristicBot : randomBot)(`${String(OPTIONS.seed)}/bot/${n}`)(state);
    state = reduce(state, action);
    n++;
  }
  return { state, actions: n };
}

async function finalHash(page: Page): Promise<string> {
  const count = (await page.getByTestId("actions").textContent())?.match(/\d+/)?.[0] ?? "";
  const hash = page.locator(`[data-testid="state-hash"][data-actions="${count}"]`);
  await hash.waitFor({ state: "attached" });
  return (await hash.getAttribute("data-hash")) ?? "";
}

async function totals(page: Page): Promise<number[]> {
  return Promise.all([0, 1, 2].map(async (seat) => Number(await page.getByTestId(`total-${seat}`).textContent())));
}

const hasChromium = chromiumAvailable("the web client test (test/browser/web-client.test.ts)");

describe.skipIf(!hasChromium)("reference web client in Chromium", () => {
  let browser: Browser;
  let close = async (): Promise<void> => {};
  let url = "";
  let outDir = "";
  let saved = "";
  const node = playInNode();

  beforeAll(async () => {
    const { build } = await import("vite");
    outDir = mkdtempSync(join(tmpdir(), "teq-web-"));
    await build({ configFile: join(ROOT, "examples/web/vite.config.ts"), logLevel: "warn", build: { outDir, emptyOutDir: true } });
    ({ url, close } = await serve({ "/": outDir }, { "/": readFileSync(join(outDir, "index.html"), "utf8") }));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("plays a seeded game to the end through the page: same scores and state hash as in Node", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${url}/`);
    const setup = page.getByTestId("setup");
    await setup.getByTestId("players").selectOption("3");
    for (const [seat, kind] of SEATS.entries()) await setup.getByTestId(`seat-${seat}`).selectOption(kind);
    await setup.getByTestId("module-golden-mushrooms").check();
    await setup.getByTestId("seed").fill(String(OPTIONS.seed));
    await setup.getByTestId("speed").selectOption("0");
    await setup.getByTestId("start").click();

    let clicks = 0;
    let regionClicks = 0;
    let undone = false;
    const decision = page.getByTestId("decision");
    for (;;) {
      await page.waitForSelector('[data-testid="decision"] [data-action], svg [data-action], [data-testid="final-scores"]');
      if (await page.getByTestId("final-scores").isVisible()) break;
      const region = page.locator('svg .region[data-action="0"]');
      if ((await region.count()) > 0) {
        await region.click({ position: { x: 8, y: 8 } });
        regionClicks++;
      } else await decision.locator('[data-action="0"]').click();
      clicks++;
      if (clicks === 30) await page.screenshot({ path: join(SHOTS, "desktop-mid.png") });
      if (clicks === 8 && !undone) {
        // Undo the click just made (and the bots' replies): the page replays the history and asks again.
        undone = true;
        await page.getByTestId("undo").click();
      }
    }
    expect(errors).toEqual([]);
    expect(clicks).toBeGreaterThan(20);
    expect(regionClicks).toBeGreaterThan(0);
    expect(await page.getByTestId("actions").textContent()).toBe(`${node.actions} actions`);
    expect(await totals(page)).toEqual(scores(node.state).players.map((p) => p.total));
    expect(await finalHash(page)).toBe(sha256(node.state));
    await page.screenshot({ path: join(SHOTS, "desktop-end.png") });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save").click()]);
    saved = join(SHOTS, "saved-game.json");
    await download.saveAs(saved);
    const file = JSON.parse(readFileSync(saved, "utf8")) as { state: unknown; actions: unknown[] };
    expect(file.actions).toHaveLength(node.actions);
    expect(sha256(file.state)).toBe(sha256(node.state));
    await page.close();
  });

  it("loads the save on a phone and the replay viewer steps through it to the same final state", async () => {
    expect(saved).not.toBe("");
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await page.goto(`${url}/`);
    await page.keyboard.press("Escape"); // close the new-game dialog
    await page.getByTestId("load").setInputFiles(saved);
    await page.getByTestId("final-scores").waitFor();
    expect(await finalHash(page)).toBe(sha256(node.state));
    await page.screenshot({ path: join(SHOTS, "phone-end.png"), fullPage: true, clip: { x: 0, y: 0, width: 390, height: 1300 } });

    await page.getByTestId("replay-toggle").click();
    const replayView = page.getByTestId("replay");
    await expect(replayView.locator(".ask").textContent()).resolves.toBe(`Replay: step 0 of ${node.actions}`);
    await page.getByTestId("replay-slider").fill(String(Math.floor(node.actions / 2)));
    await page.getByTestId("replay-forward").click();
    const mid = Math.floor(node.actions / 2) + 1;
    await expect(replayView.locator(".ask").textContent()).resolves.toBe(`Replay: step ${mid} of ${node.actions}`);
    await page.screenshot({ path: join(SHOTS, "phone-mid.png") });
    let state = createGame(OPTIONS);
    const file = JSON.parse(readFileSync(saved, "utf8")) as { actions: Parameters<typeof reduce>[1][] };
    for (const action of file.actions.slice(0, mid)) state = reduce(state, action);
    expect(await finalHash(page)).toBe(sha256(state));
    await page.getByTestId("replay-last").click();
    expect(await finalHash(page)).toBe(sha256(node.state));
    await page.close();
  });
});
