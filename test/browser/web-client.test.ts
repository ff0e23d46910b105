/**
 * The reference web client (examples/web) in real Chromium: a seeded 3-player Golden Mushrooms
 * game played to the end through the page (one human seat clicked, two bot seats), compared with
 * the same game played in Node: same action count, same scores, same SHA-256 of the final state.
 * Then the save file is loaded on a phone-sized page and the replay viewer steps through it.
 * Screenshots go to .screenshots/ (ignored by git).
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGame,
  heuristicBot,
  isGameOver,
  legalActions,
  randomBot,
  reduce,
  scores,
  type GameOptions,
  type GameState,
} from "../../src/index";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, chromiumAvailable, serve } from "./support";

const SHOTS = join(ROOT, ".screenshots");
const OPTIONS: GameOptions = { seed: "browser-test", players: 3, modules: ["golden-mushrooms"] };
const SEATS: readonly Seat[] = ["human", "heuristic", "random"];

const sha256 = (state: unknown): string => createHash("sha256").update(JSON.stringify(state)).digest("hex");

type Seat = "human" | "heuristic" | "random";

/**
 * The same game in Node. The client's policy: a bot seat plays a fresh library bot seeded
 * `<seed>/bot/<n>` for the game's n-th action; the test clicks the first legal action for a human.
 */
function playInNode(options: GameOptions, seats: readonly Seat[]): { state: GameState; actions: number } {
  let state = createGame(options);
  let n = 0;
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    const kind = typeof seat === "number" ? seats[seat] : "random";
    const action =
      kind === "human"
        ? legalActions(state)[0]!
        : (kind === "heuristic" ? heuristicBot : randomBot)(`${String(options.seed)}/bot/${n}`)(state);
    state = reduce(state, action);
    n++;
  }
  return { state, actions: n };
}

/** Fills the new-game form and starts. */
async function startGame(page: Page, options: GameOptions, seats: readonly Seat[]): Promise<void> {
  await page.getByTestId("new").click();
  const setup = page.getByTestId("setup");
  await setup.getByTestId("players").selectOption(String(options.players));
  for (const [seat, kind] of seats.entries()) await setup.getByTestId(`seat-${seat}`).selectOption(kind);
  for (const id of options.modules ?? []) await setup.getByTestId(`module-${id}`).check();
  if (options.difficulty) await setup.getByTestId("difficulty").selectOption(options.difficulty);
  await setup.getByTestId("seed").fill(String(options.seed));
  await setup.getByTestId("speed").selectOption("0");
  await setup.getByTestId("start").click();
}

async function finalHash(page: Page): Promise<string> {
  const count = (await page.getByTestId("actions").textContent())?.match(/\d+/)?.[0] ?? "";
  const hash = page.locator(`[data-testid="state-hash"][data-actions="${count}"]`);
  await hash.waitFor({ state: "attached" });
  return (await hash.getAttribute("data-hash")) ?? "";
}

async function totals(page: Page, players: number): Promise<number[]> {
  return Promise.all(
    [...Array(players).keys()].map(async (seat) => Number(await page.getByTestId(`total-${seat}`).textContent())),
  );
}

const hasChromium = chromiumAvailable("the web client test (test/browser/web-client.test.ts)");

describe.skipIf(!hasChromium)("reference web client in Chromium", () => {
  let browser: Browser;
  let close = async (): Promise<void> => {};
  let url = "";
  let outDir = "";
  let saved = "";
  const node = playInNode(OPTIONS, SEATS);

  beforeAll(async () => {
    const { build } = await import("vite");
    outDir = mkdtempSync(join(tmpdir(), "teq-web-"));
    await build({
      configFile: join(ROOT, "examples/web/vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
    ({ url, close } = await serve({ "/": outDir }, { "/": readFileSync(join(outDir, "index.html"), "utf8") }));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000); // a Vite build and a Chromium launch: seconds alone, far more on a loaded machine

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
    await startGame(page, OPTIONS, SEATS);

    let clicks = 0;
    let regionClicks = 0;
    let undone = false;
    let midShot = false;
    const decision = page.getByTestId("decision");
    for (;;) {
      await page.waitForSelector(
        '[data-testid="decision"] [data-action], svg [data-action], [data-testid="final-scores"]',
      );
      if (await page.getByTestId("final-scores").isVisible()) break;
      const region = page.locator('svg .region[data-action="0"]');
      const onMap = (await region.count()) > 0;
      if (onMap && clicks >= 30 && !midShot) {
        // Mid-game, on a move: the glowing regions are the selected hero's legal destinations.
        midShot = true;
        await page.screenshot({ path: join(SHOTS, "desktop-mid.png") });
      }
      if (onMap) {
        await region.click({ position: { x: 8, y: 8 } });
        regionClicks++;
      } else await decision.locator('[data-action="0"]').click();
      clicks++;
      if (clicks === 8 && !undone) {
        // Undo the click just made (and the bots' replies): the page replays the history and asks again.
        undone = true;
        await page.getByTestId("undo").click();
      }
    }
    expect(errors).toEqual([]);
    expect(clicks).toBeGreaterThan(20);
    expect(regionClicks).toBeGreaterThan(0);
    expect(midShot).toBe(true);
    expect(await page.getByTestId("actions").textContent()).toBe(`${node.actions} actions`);
    expect(await totals(page, 3)).toEqual(scores(node.state).players.map((p) => p.total));
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
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await page.goto(`${url}/`);
    expect(await page.getByTestId("save").isDisabled()).toBe(true); // issue 29: nothing to save before a game exists
    await page.getByTestId("load").setInputFiles(saved);
    // Loading reads the file asynchronously: the page shows the game once it is read.
    await page.getByTestId("final-scores").waitFor();
    expect(await page.getByTestId("save").isDisabled()).toBe(false);
    expect(await finalHash(page)).toBe(sha256(node.state));
    await page.screenshot({
      path: join(SHOTS, "phone-end.png"),
      fullPage: true,
      clip: { x: 0, y: 0, width: 390, height: 1300 },
    });

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
    await page.getByTestId("replay-exit").click();

    // A save whose state disagrees with its history is refused with a message; the game stays.
    const tampered = join(SHOTS, "tampered-game.json");
    const bad = JSON.parse(readFileSync(saved, "utf8")) as { state: { players: { health: number }[] } };
    bad.state.players[0]!.health = bad.state.players[0]!.health === 1 ? 2 : 1;
    writeFileSync(tampered, JSON.stringify(bad));
    await page.getByTestId("load").setInputFiles(tampered);
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/^Could not load tampered-game\.json: /);
    expect(await finalHash(page)).toBe(sha256(node.state));
    await page.close();
  });

  it("plays an all-bot solo game (Knight, GloomFall + Golden Mushrooms) to its verdict, as in Node", async () => {
    const options: GameOptions = {
      seed: "browser-solo",
      players: 1,
      difficulty: "knight",
      modules: ["gloomfall", "golden-mushrooms"],
    };
    const solo = playInNode(options, ["heuristic"]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/`);
    await startGame(page, options, ["heuristic"]);
    await page.getByTestId("final-scores").waitFor({ timeout: 60_000 });
    const sheet = scores(solo.state);
    expect(await page.locator(".verdict").textContent()).toBe(
      `${sheet.solo?.reached ? "Goal reached" : "Goal missed"}: ${sheet.solo?.total} of 55 VP (Knight)`,
    );
    expect(await totals(page, 1)).toEqual([sheet.players[0]?.total]);
    expect(await finalHash(page)).toBe(sha256(solo.state));
    await page.screenshot({ path: join(SHOTS, "desktop-solo-end.png") });

    // Issue 29: the bots thought in a Web Worker; the page's own scripts hold no bot code.
    const worker = page.workers().find((w) => /bot-worker/.test(w.url()));
    expect(
      worker,
      page
        .workers()
        .map((w) => w.url())
        .join(", "),
    ).toBeDefined();
    const BOT_CODE = "the seed must be a string or a finite number"; // in every library bot, nowhere else
    const pageScripts = await page.evaluate<string[]>(
      "[...document.querySelectorAll('script[src]')].map((s) => s.src)",
    );
    expect(pageScripts.length).toBeGreaterThan(0);
    for (const src of pageScripts) expect(await (await fetch(src)).text(), src).not.toContain(BOT_CODE);
    expect(await (await fetch(worker!.url())).text()).toContain(BOT_CODE);

    // Issue 29: in Japanese, the client's own labels switch too, not only the engine's sentences.
    const english = [
      "Final scores",
      "Goal reached",
      "Goal missed",
      "Health",
      "Power",
      "Game over",
      "Log",
      "New game",
      "Undo",
      "Save",
      "Load",
      "Replay",
      "Total",
      "Items",
      "Movement",
      "Item rack",
      "actions",
    ];
    const visible = async (): Promise<string> => page.evaluate("document.body.innerText");
    const before = await visible();
    expect(before).toContain("Final scores");
    expect(before).toContain("Health");
    await page.getByTestId("locale").selectOption("ja");
    const after = await visible();
    expect(english.filter((word) => new RegExp(`\\b${word}\\b`).test(after))).toEqual([]);
    for (const word of ["最終得点", "体力", "パワー", "ゲーム終了", "ログ", "新しいゲーム", "合計"])
      expect(after).toContain(word);
    expect(await page.getByTestId("actions").textContent()).toBe(`${solo.actions} 手`);
    await page.screenshot({ path: join(SHOTS, "desktop-solo-end-ja.png") });
    await page.close();
  });
});
