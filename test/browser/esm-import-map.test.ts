// Native ESM in a browser (issue 12, item 5): the ESM build loads in Chromium through an import map,
// with no bundler and no `process` shim, and plays seeded games to the same final states as Node.
// The import map is the one README "Browsers without a bundler" documents: "immer" -> immer's
// production ESM build (immer's default ESM build reads `process.env`).
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildEsm,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromiumAvailable,
  GAMES,
  nodeReference,
  PLAY_SOURCE,
  ROOT,
  serve,
} from "./support";

const available = chromiumAvailable("the import-map browser check (test/browser/esm-import-map.test.ts)");

const IMPORT_MAP = { imports: { immer: "/immer/immer.production.mjs" } };

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8">
<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
</head><body>
<script type="module">
  ${PLAY_SOURCE}
  try {
    const api = await import("/dist/index.js");
    window.__result = { ok: true, json: play(api, ${JSON.stringify(GAMES)}), hasProcess: typeof process !== "undefined" };
  } catch (error) {
    window.__result = { ok: false, error: String(error && error.stack || error) };
  }
</script>
</body></html>`;

/** The same page without the import map: the bare "immer" specifier cannot resolve. */
const PAGE_WITHOUT_MAP = `<!doctype html><html><body><script type="module">
  try { await import("/dist/index.js"); window.__result = { ok: true }; }
  catch (error) { window.__result = { ok: false, error: String(error) }; }
</script></body></html>`;

describe.skipIf(!available)("the ESM build in Chromium through an import map", () => {
  let build: Awaited<ReturnType<typeof buildEsm>>;
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: import("playwright-core").Browser;

  beforeAll(async () => {
    build = await buildEsm();
    server = await serve(
      { "/dist/": build.dir, "/immer/": join(ROOT, "node_modules", "immer", "dist") },
      { "/": PAGE, "/no-map.html": PAGE_WITHOUT_MAP },
    );
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    build?.dispose();
  });

  async function load(
    path: string,
  ): Promise<{ ok: boolean; json?: string; error?: string; hasProcess?: boolean; console: string[] }> {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on("console", (m) => messages.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
    try {
      await page.goto(`${server.url}${path}`);
      await page.waitForFunction(
        () => (globalThis as unknown as { __result?: unknown }).__result !== undefined,
        undefined,
        { timeout: 240_000 },
      );
      const result = await page.evaluate(
        () =>
          (globalThis as unknown as { __result: { ok: boolean; json?: string; error?: string; hasProcess?: boolean } })
            .__result,
      );
      return { ...result, console: messages };
    } finally {
      await page.close();
    }
  }

  it("loads with no bundler and no process shim, and plays seeded games (base, GloomFall, Golden Mushrooms, solo) to Node's final states", async () => {
    const result = await load("/");
    expect(result.error, result.console.join("\n")).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.hasProcess).toBe(false);
    const reference = await nodeReference();
    expect(result.json!.length).toBeGreaterThan(10_000);
    expect(result.json).toBe(reference);
  }, 300_000);

  it('the import map is what makes it load: without it the bare "immer" import fails', async () => {
    const result = await load("/no-map.html");
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/immer/);
  }, 60_000);
});
