/**
 * The reference web client's content packs, bot strengths and hints in real Chromium: a pack file
 * (the reference pack renamed) loaded in the new-game form starts a game on that pack's engine, with
 * a normal and a strong bot seat playing through the same engine in the worker (the page's state
 * hash equals Node's game on `createEngine({ content })` with the same bots); an invalid pack shows
 * the library's error and changes nothing; a hint shows the normal bot's move in words and a chance
 * in percent, equal to Node's, in English and in Japanese (solo: the chance of reaching the goal); a
 * save of the game carries its pack and loads on a fresh page.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InvalidContentError,
  createEngine,
  describeAction,
  ja,
  mctsBot,
  randomBot,
  referencePack,
  validateContent,
  type Engine,
  type GameOptions,
  type GameState,
} from "../../src/index";
import { advice, strongIterations, type SeatKind } from "../../examples/web/src/bots";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, chromiumAvailable, serve } from "./support";

const SHOTS = join(ROOT, ".screenshots");

const sha256 = (state: unknown): string => createHash("sha256").update(JSON.stringify(state)).digest("hex");

/** The pack the tests load: the reference pack under another name (so another fingerprint). */
const PACK = { ...referencePack, id: "browser-test-pack" };
const ENGINE = createEngine({ content: PACK });
/** An invalid pack: a content format this engine does not read. */
const BAD_PACK = { ...referencePack, formatVersion: 99 };

/**
 * The page's game in Node, on the pack's engine: a human seat plays the first legal action (the
 * test clicks it), a bot seat the client's bot of its strength seeded `<seed>/bot/<n>`.
 */
function playInNode(engine: Engine, options: GameOptions, seats: readonly SeatKind[], count: number): GameState {
  let state = engine.createGame(options);
  for (let n = 0; n < count; n++) {
    const seat = state.decision?.player;
    const kind = typeof seat === "number" ? seats[seat] : "random";
    const seed = `${String(options.seed)}/bot/${n}`;
    const action =
      kind === "human"
        ? engine.legalActions(state)[0]!
        : kind === "random"
          ? randomBot(seed, { engine })(state)
          : mctsBot(seed, {
              engine,
              ...(kind === "mcts-strong" ? { iterations: strongIterations(state.players.length) } : {}),
            })(state);
    state = engine.reduce(state, action);
  }
  return state;
}

/** The footer's action count, once the hash of that many actions is shown, and the hash. */
async function shownGame(page: Page): Promise<{ actions: number; hash: string }> {
  const actions = Number((await page.getByTestId("actions").textContent())?.match(/\d+/)?.[0]);
  const hash = page.locator(`[data-testid="state-hash"][data-actions="${actions}"]`);
  await hash.waitFor({ state: "attached" });
  return { actions, hash: (await hash.getAttribute("data-hash")) ?? "" };
}

/** Clicks the human seat's first legal action `clicks` times (bots answer between), then waits for the human's turn. */
async function playHuman(page: Page, clicks: number): Promise<void> {
  const ready = '[data-testid="decision"] [data-action], svg [data-action]';
  for (let i = 0; i < clicks; i++) {
    await page.waitForSelector(ready, { timeout: 60_000 });
    const region = page.locator('svg .region[data-action="0"]');
    if ((await region.count()) > 0) await region.click({ position: { x: 8, y: 8 } });
    else await page.getByTestId("decision").locator('[data-action="0"]').click();
  }
  await page.waitForSelector(ready, { timeout: 60_000 });
}

/** Loads a pack file in the open new-game form and returns what the form then says about it. */
async function loadPack(page: Page, file: string): Promise<string> {
  const note = page.getByTestId("pack-note");
  const before = (await note.count()) > 0 ? await note.textContent() : null;
  await page.getByTestId("pack-file").setInputFiles(file);
  // Page code as text: this file has no DOM types.
  await page.waitForFunction(
    `(document.querySelector('[data-testid="pack-note"]')?.textContent ?? null) !== ${JSON.stringify(before)}`,
  );
  return (await note.textContent()) ?? "";
}

const hasChromium = chromiumAvailable(
  "the web client's packs, strengths and hints (test/browser/web-client-packs.test.ts)",
);

describe.skipIf(!hasChromium)("reference web client: content packs, bot strengths, hints (Chromium)", () => {
  let browser: Browser;
  let close = async (): Promise<void> => {};
  let url = "";
  let outDir = "";
  let files = "";

  beforeAll(async () => {
    const { build } = await import("vite");
    outDir = mkdtempSync(join(tmpdir(), "teq-web-packs-"));
    await build({
      configFile: join(ROOT, "examples/web/vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
    ({ url, close } = await serve({ "/": outDir }, { "/": readFileSync(join(outDir, "index.html"), "utf8") }));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    mkdirSync(SHOTS, { recursive: true });
    files = mkdtempSync(join(tmpdir(), "teq-packs-"));
    writeFileSync(join(files, "house-pack.json"), JSON.stringify(PACK));
    writeFileSync(join(files, "bad-pack.json"), JSON.stringify(BAD_PACK));
    writeFileSync(join(files, "not-json.json"), "{ not json");
  }, 120_000); // a Vite build and a Chromium launch: seconds alone, far more on a loaded machine

  afterAll(async () => {
    await browser?.close();
    await close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it("plays a loaded pack with a normal and a strong bot, refuses an invalid pack, and gives a hint", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${url}/`);
    expect(await page.getByTestId("pack-in-use").textContent()).toBe(`reference pack (${createEngine().fingerprint})`);

    await page.getByTestId("new").click();
    const setup = page.getByTestId("setup");
    expect(await setup.getByTestId("pack-chosen").textContent()).toContain("reference pack");
    expect(await loadPack(page, join(files, "house-pack.json"))).toBe(
      "Loaded the pack in house-pack.json: new games are played on it.",
    );
    expect(await setup.getByTestId("pack-chosen").textContent()).toBe(
      `Pack in use: browser-test-pack (${ENGINE.fingerprint})`,
    );
    const options: GameOptions = { seed: "browser-pack", players: 3 };
    const seats: SeatKind[] = ["human", "mcts", "mcts-strong"];
    await setup.getByTestId("players").selectOption("3");
    for (const [seat, kind] of seats.entries()) await setup.getByTestId(`seat-${seat}`).selectOption(kind);
    expect(await setup.getByTestId("seat-2").locator("option:checked").textContent()).toBe(
      "Bot: strong (MCTS, 4× the search)",
    );
    await setup.getByTestId("seed").fill(String(options.seed));
    await setup.getByTestId("speed").selectOption("0");
    await setup.getByTestId("start").click();
    expect(await page.getByTestId("pack-in-use").textContent()).toBe(`browser-test-pack (${ENGINE.fingerprint})`);

    // A few human moves, the bots answering in the worker through the pack's engine.
    await playHuman(page, 6);
    const game = await shownGame(page);
    expect(game.actions).toBeGreaterThan(12);
    const state = playInNode(ENGINE, options, seats, game.actions);
    expect(state.pack).toEqual({ id: "browser-test-pack", fingerprint: ENGINE.fingerprint });
    expect(game.hash).toBe(sha256(state));

    // An invalid pack: the library's message, and nothing changes (the chosen pack, the game).
    await page.getByTestId("new").click();
    expect(await loadPack(page, join(files, "bad-pack.json"))).toBe(
      `bad-pack.json is not a usable content pack: ${new InvalidContentError(validateContent(BAD_PACK)).message}`,
    );
    expect(await page.getByTestId("pack-note").getAttribute("role")).toBe("alert");
    await page.screenshot({ path: join(SHOTS, "pack-invalid.png") });
    expect(await loadPack(page, join(files, "not-json.json"))).toMatch(/^not-json\.json is not JSON: /);
    expect(await setup.getByTestId("pack-chosen").textContent()).toContain(ENGINE.fingerprint);
    await setup.getByRole("button", { name: "Cancel" }).click();
    expect(await shownGame(page)).toEqual(game);
    expect(await page.getByTestId("pack-in-use").textContent()).toContain(ENGINE.fingerprint);

    // A hint: the normal bot's move in words and the chance of winning, as the client's advice gives in Node.
    await page.getByTestId("hint").click();
    const answer = page.getByTestId("hint-result");
    await answer.waitFor({ timeout: 60_000 });
    const expected = advice(ENGINE, options.seed, game.actions, state);
    const percent = Math.round(expected.chance * 100);
    expect(await answer.textContent()).toBe(
      `Hint: ${describeAction(expected.action, state, { engine: ENGINE })}. Estimated chance of winning after it: ${percent}% (8 playouts).`,
    );
    expect(ENGINE.legalActions(state)).toContainEqual(expected.action);
    expect(await page.locator("button.action.hinted").textContent()).toBe(
      describeAction(expected.action, state, { engine: ENGINE }),
    );
    await page.screenshot({ path: join(SHOTS, "pack-hint.png") });
    expect(await shownGame(page)).toEqual(game); // asking changes nothing

    // The save carries the pack, so a fresh page (on the reference pack) loads the game on it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save").click()]);
    const saved = join(files, "pack-game.json");
    await download.saveAs(saved);
    expect((JSON.parse(readFileSync(saved, "utf8")) as { content?: { id: string } }).content?.id).toBe(
      "browser-test-pack",
    );
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await fresh.goto(`${url}/`);
    await fresh.getByTestId("load").setInputFiles(saved);
    await fresh.locator(`[data-testid="state-hash"][data-actions="${game.actions}"]`).waitFor({ state: "attached" });
    expect(await shownGame(fresh)).toEqual(game);
    expect(await fresh.getByTestId("pack-in-use").textContent()).toBe(`browser-test-pack (${ENGINE.fingerprint})`);
    await fresh.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("in Japanese: the pack's words, the strengths, and a solo hint with the chance of reaching the goal", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${url}/`);
    await page.getByTestId("locale").selectOption("ja");
    expect(await page.getByTestId("pack-in-use").textContent()).toBe(`標準パック (${createEngine().fingerprint})`);
    await page.getByTestId("new").click();
    const setup = page.getByTestId("setup");
    expect(await setup.getByTestId("seat-1").locator("option").allTextContents()).toEqual([
      "人間",
      "ボット：弱い（ヒューリスティック）",
      "ボット：普通（モンテカルロ木探索）",
      "ボット：強い（モンテカルロ木探索、探索量4倍）",
      "ボット：ランダム",
    ]);
    expect(await loadPack(page, join(files, "house-pack.json"))).toBe(
      "house-pack.json のパックを読み込みました。新しいゲームはこのパックで遊びます。",
    );
    expect(await setup.getByTestId("pack-chosen").textContent()).toBe(
      `使用中のパック：browser-test-pack (${ENGINE.fingerprint})`,
    );
    const options: GameOptions = { seed: "browser-pack-solo", players: 1, difficulty: "peasant" };
    await setup.getByTestId("players").selectOption("1");
    await setup.getByTestId("seat-0").selectOption("human");
    await setup.getByTestId("seed").fill(String(options.seed));
    await setup.getByTestId("speed").selectOption("0");
    await setup.getByTestId("start").click();
    await playHuman(page, 3);
    const game = await shownGame(page);
    const state = playInNode(ENGINE, options, ["human"], game.actions);
    expect(game.hash).toBe(sha256(state));

    await page.getByTestId("hint").click();
    expect(await page.getByTestId("hint").textContent()).toBe("ヒント");
    const answer = page.getByTestId("hint-result");
    await answer.waitFor({ timeout: 60_000 });
    const expected = advice(ENGINE, options.seed, game.actions, state);
    const percent = Math.round(expected.chance * 100);
    expect(await answer.textContent()).toBe(
      `ヒント：${describeAction(expected.action, state, { engine: ENGINE, locale: ja })}。 この手の後に目標を達成する見込み：${percent}%（8 回のプレイアウト）。`,
    );
    // The hinted action's button is outlined (a move's hero is picked for it).
    expect(await page.locator("button.action.hinted").textContent()).toBe(
      describeAction(expected.action, state, { engine: ENGINE, locale: ja }),
    );
    await page.screenshot({ path: join(SHOTS, "pack-hint-ja.png") });
    expect(errors).toEqual([]);
    await page.close();
  });
});
