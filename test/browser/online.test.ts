/**
 * The reference web client's online mode in real Chromium, against the real boardgame.io server
 * (examples/server on 127.0.0.1, free ports): one page creates a match through the lobby, a second
 * joins it by its ID, and the two pages play their seats' turns by clicking, each seeing the other's
 * moves arrive. One page is reloaded mid-game and rejoins its seat from sessionStorage. Every
 * WebSocket frame and lobby answer each page received is checked: only its own seat's view, no seed,
 * no RNG, no deck order, never the other seat's credentials (issue 26). Each page's log equals the
 * local log of the same actions (events and round tags, across the reload too), and with the server
 * stopped each page says so and offers no action. Screenshots go to .screenshots/ (ignored by git).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, chromiumAvailable, serve } from "./support";
import { startGameServer, type GameServer } from "../online/processes";
import { leaksIn, readStored } from "../online/play";
import {
  DEFAULT_RULINGS,
  createGame,
  reduceWithEvents,
  type Action,
  type GameState,
  type ModuleId,
} from "../../src/index";
import { describeAction, describeEvent } from "../../examples/web/src/labels";

/** A log entry as a page shows it: round tag, the action, and the events under it. */
interface LogLine {
  readonly round: string;
  readonly action: string;
  readonly events: readonly string[];
}

/** The log a page shows, oldest first. Page code as text: this file is compiled without the DOM's types. */
async function logOf(p: Page, testid: string): Promise<LogLine[]> {
  const lines = await p.evaluate<
    LogLine[]
  >(`[...document.querySelectorAll('[data-testid="${testid}"] > li')].map((li) => ({
    round: li.querySelector(".log-round")?.textContent ?? "",
    action: li.querySelector(".log-action")?.textContent ?? "",
    events: [...li.querySelectorAll(":scope > ul > li")].map((e) => e.textContent),
  }))`);
  return lines.reverse();
}

/** The local log of the same actions, in the words the local game's log uses (English). */
function localLog(final: GameState, actions: readonly unknown[]): LogLine[] {
  const c = final.config;
  let state = createGame({
    seed: c.seed,
    players: c.players,
    modules: c.modules.filter((m): m is ModuleId => m !== "solo"),
    ...(c.difficulty === null ? {} : { difficulty: c.difficulty }),
    rulings: Object.fromEntries(
      Object.entries(c.rulings).filter(([k, v]) => v !== DEFAULT_RULINGS[k as keyof typeof DEFAULT_RULINGS]),
    ),
  });
  return actions.map((action) => {
    const before = state;
    const step = reduceWithEvents(state, action as Action);
    state = step.state;
    return {
      round: `R${before.round}`,
      action: describeAction(before, action as Action),
      events: step.events.map((e) => describeEvent(final, e)).filter((t): t is string => t !== null),
    };
  });
}

/** One seat's page and everything it received. */
interface SeatPage {
  readonly page: Page;
  /** Text of every WebSocket frame the page received. */
  readonly frames: string[];
  /** Bodies of the lobby API's answers to the page. */
  readonly lobby: string[];
  readonly errors: string[];
  /** Moves this page made. */
  made: number;
}

const panel = (p: Page) => p.getByTestId("online-panel");
const attr = async (p: Page, name: string): Promise<string> => (await panel(p).getAttribute(name)) ?? "";
const stateId = async (p: Page): Promise<number> => Number(await attr(p, "data-state-id"));

/** Waits until the page shows the match at `stateID` or later (with the socket connected). */
async function reach(p: Page, stateID: number): Promise<void> {
  // Page code as text: this file is compiled without the DOM's types.
  await p
    .waitForFunction(
      `(() => { const el = document.querySelector('[data-testid="online-panel"]');
      return el !== null && el.getAttribute("data-connected") === "true" && Number(el.getAttribute("data-state-id")) >= ${stateID}; })()`,
      undefined,
      // Under load a page can be sent a state older than the match's (docs/online.md); it asks again
      // within 15 s.
      { timeout: 45_000 },
    )
    .catch(async (error: unknown) => {
      // Say what the page showed instead.
      const shown = await p
        .locator('[data-testid="online-panel"], [data-testid="online-note"], [role="alert"]')
        .allTextContents();
      throw new Error(`${String(error)}\nthe page showed: ${JSON.stringify(shown)}`);
    });
}

/** The socket.io messages in the frames: `sync` infos and `update`s as `{ state }`, and `matchData`. */
function messages(frames: readonly string[]): { states: unknown[]; all: unknown[] } {
  const states: unknown[] = [];
  const all: unknown[] = [];
  for (const frame of frames) {
    const packet = /^42(?:\/[^,[]*,)?\d*(\[.*)$/s.exec(frame);
    if (packet === null) continue;
    const [event, ...args] = JSON.parse(packet[1]!) as [string, ...unknown[]];
    all.push(args);
    if (event === "sync") states.push(args[1]);
    if (event === "update") states.push({ state: args[1] });
  }
  return { states, all };
}

const hasChromium = chromiumAvailable("the online web client test (test/browser/online.test.ts)");

describe.skipIf(!hasChromium)(
  "reference web client online: two Chromium pages, two seats of one match on the real server",
  () => {
    let browser: Browser | undefined;
    let server: GameServer | undefined;
    let closeWeb = async (): Promise<void> => {};
    let web = "";
    const outDir = mkdtempSync(join(tmpdir(), "teq-web-online-"));
    const data = mkdtempSync(join(tmpdir(), "teq-online-web-data-"));

    beforeAll(async () => {
      const { build } = await import("vite");
      await build({
        configFile: join(ROOT, "examples/web/vite.config.ts"),
        logLevel: "warn",
        build: { outDir, emptyOutDir: true },
      });
      ({ url: web, close: closeWeb } = await serve(
        { "/": outDir },
        { "/": readFileSync(join(outDir, "index.html"), "utf8") },
      ));
      // In production mode (as the tests run it) the server allows only the origins it is given.
      server = await startGameServer({ data }, [web]);
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    }, 180_000);

    afterAll(async () => {
      // Each stopped even when another fails to.
      await Promise.allSettled([browser?.close(), server?.stop(), closeWeb()]);
      rmSync(outDir, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    });

    /** A page in its own browser context (as two people on two machines), recording what it receives. */
    async function open(query: string): Promise<SeatPage> {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const seat: SeatPage = { page, frames: [], lobby: [], errors: [], made: 0 };
      page.on("pageerror", (e) => seat.errors.push(String(e)));
      page.on("websocket", (ws) =>
        ws.on("framereceived", (f) =>
          seat.frames.push(typeof f.payload === "string" ? f.payload : f.payload.toString("utf8")),
        ),
      );
      page.on("response", (r) => {
        if (r.url().startsWith(server!.api))
          void r.text().then(
            (t) => seat.lobby.push(t),
            () => undefined,
          );
      });
      await page.goto(
        `${web}/?server=${encodeURIComponent(server!.url)}&lobby=${encodeURIComponent(server!.api)}${query}`,
      );
      return seat;
    }

    it("creates and joins through the lobby, plays several turns on each page, each page seeing only its own view, and rejoins after a reload", async () => {
      // Seat 0: creates a 2-player Gloomfall match and takes its first seat.
      const a = await open("");
      await a.page.getByTestId("online").click();
      await a.page.getByTestId("online-name").fill("Ann");
      await a.page.getByTestId("online-players").selectOption("2");
      await a.page.getByTestId("online-module-gloomfall").check();
      await a.page.getByTestId("online-create").click();
      await reach(a.page, 0);
      const matchID = (await a.page.getByTestId("match-id").textContent()) ?? "";
      expect(matchID).not.toBe("");
      // The seat's own status is its socket's: connected at once, not after the lobby's next poll.
      await expect.poll(() => a.page.getByTestId("seat-status-0").textContent(), { timeout: 5_000 }).toBe(" (online)");
      expect(await attr(a.page, "data-seat")).toBe("0");

      // Seat 1: a link with the match ID opens the online form with it filled in.
      const b = await open(`&match=${encodeURIComponent(matchID)}`);
      await expect.poll(() => b.page.getByTestId("online-match").inputValue()).toBe(matchID);
      await b.page.getByTestId("online-name").fill("Bob");
      await b.page.getByTestId("online-join").click();
      await reach(b.page, 0);
      expect(await attr(b.page, "data-seat")).toBe("1");
      const pages = [a, b];

      let reloaded = false;
      for (let i = 0; a.made < 6 || b.made < 6; i++) {
        expect(i, "moves made before each page made six").toBeLessThan(300);
        const at = Math.max(await stateId(a.page), await stateId(b.page));
        await Promise.all(pages.map((p) => reach(p.page, at)));
        // Each page holds its own seat's view (the view's viewer, as the page shows it).
        expect(await Promise.all(pages.map((p) => attr(p.page, "data-viewer")))).toEqual(["0", "1"]);
        const turns = await Promise.all(pages.map((p) => attr(p.page, "data-turn")));
        const mover = turns.indexOf("mine");
        expect(
          turns.filter((t) => t === "mine"),
          `state ${at}: exactly one page may act`,
        ).toHaveLength(1);
        const [me, other] = [pages[mover]!, pages[1 - mover]!];
        // The other page offers no actions: it only says whose turn it is.
        expect(turns[1 - mover]).toBe("theirs");
        expect(await other.page.locator('[data-testid="decision"] [data-action]').count()).toBe(0);
        const buttons = me.page.locator('[data-testid="decision"] button[data-action]');
        const count = await buttons.count();
        expect(count).toBeGreaterThan(0);
        await buttons.nth((i * 7) % count).click();
        me.made++;
        // Both pages see the move as it happens, in the same words.
        await Promise.all(pages.map((p) => reach(p.page, at + 1)));
        const newest = await Promise.all(
          pages.map((p) => p.page.locator('[data-testid="online-log"] > li').first().textContent()),
        );
        expect(newest[1]).toBe(newest[0]);

        if (!reloaded && a.made >= 3 && b.made >= 3) {
          // A reload of seat 1's page: back in the same seat with its stored credentials, at the same state.
          reloaded = true;
          const before = await stateId(b.page);
          const moves = await attr(b.page, "data-moves");
          await b.page.reload();
          await reach(b.page, before);
          expect(await attr(b.page, "data-seat")).toBe("1");
          expect(await b.page.getByTestId("match-id").textContent()).toBe(matchID);
          expect(await stateId(b.page)).toBe(before);
          expect(await attr(b.page, "data-moves")).toBe(moves);
        }
      }
      expect(reloaded).toBe(true);
      mkdirSync(join(ROOT, ".screenshots"), { recursive: true });
      await a.page.screenshot({ path: join(ROOT, ".screenshots", "online-seat-0.png") });
      // The online words follow the language menu too.
      await b.page.getByTestId("locale").selectOption("ja");
      await expect.poll(() => b.page.getByTestId("online-leave").textContent()).toBe("対戦を抜ける");
      await b.page.screenshot({ path: join(ROOT, ".screenshots", "online-seat-1-ja.png") });
      for (const p of pages) expect(p.errors).toEqual([]);

      // What each page could read: its own seat's view only, and never the other seat's credentials.
      const stored = async (p: SeatPage): Promise<string> =>
        JSON.parse((await p.page.evaluate<string | null>('sessionStorage.getItem("teq-online-seat")')) ?? "{}")
          .credentials ?? "";
      const credentials = await Promise.all(pages.map(stored));
      expect(credentials.every((c) => c.length > 0)).toBe(true);
      const moves = Number(await attr(a.page, "data-moves"));
      const dom = await Promise.all(pages.map((p) => p.page.content()));
      // Each page's log, in English (page b switched to Japanese above: back to English).
      await b.page.getByTestId("locale").selectOption("en");
      const logs = await Promise.all(pages.map((p) => logOf(p.page, "online-log")));

      // The server goes down: each page says so, offers no action, and says why.
      await server!.stop();
      for (const p of pages) {
        await expect.poll(() => attr(p.page, "data-connected"), { timeout: 15_000 }).toBe("false");
        expect(await p.page.locator('[data-testid="decision"] [data-action]').count()).toBe(0);
        expect(await p.page.getByTestId("online-turn").textContent()).toBe("Connection lost; reconnecting…");
        expect(await p.page.getByTestId("online-wait").textContent()).toMatch(/^Actions are disabled/);
        expect(await p.page.getByTestId(`seat-status-${pages.indexOf(p)}`).textContent()).toBe(" (offline)");
      }
      await a.page.screenshot({ path: join(ROOT, ".screenshots", "online-disconnected.png") });
      for (const p of pages) await p.page.context().close();
      const match = (await readStored({ data }, [matchID])).get(matchID)!;
      // Each page's log tells the game as the local log of the same actions does: the same lines,
      // round tags (kept across page b's reload) and events (each seat sees every event).
      const local = localLog(match.state, match.actions);
      for (const [seat, log] of logs.entries()) expect(log, `seat ${seat}'s log`).toEqual(local);
      expect(local.some((l) => l.events.length > 0)).toBe(true);
      // No move lost or doubled: the server's log holds exactly the moves both pages showed.
      expect(match.actions).toHaveLength(moves);
      expect(moves).toBe(a.made + b.made);
      const seed = String(match.state.config.seed);
      for (const [seat, p] of pages.entries()) {
        const { states, all } = messages(p.frames);
        expect(states.length, `seat ${seat} received states`).toBeGreaterThan(a.made + b.made);
        expect(leaksIn(states, String(seat), seed), `seat ${seat}`).toEqual([]);
        const everything = JSON.stringify(all) + p.lobby.join("\n");
        expect(everything.includes(seed), `seat ${seat}: the seed`).toBe(false);
        expect(everything.includes(credentials[1 - seat]!), `seat ${seat}: the other seat's credentials`).toBe(false);
        expect(everything.includes('"rng":{'), `seat ${seat}: an RNG state`).toBe(false);
        expect(dom[seat]!.includes(seed), `seat ${seat}: the seed on the page`).toBe(false);
      }
      console.log(
        `online web client: ${moves} moves (seat 0 ${a.made}, seat 1 ${b.made}), ${messages(a.frames).states.length} and ${messages(b.frames).states.length} states received, none with a seed, an RNG or the deck order`,
      );
    }, 300_000);
  },
);
