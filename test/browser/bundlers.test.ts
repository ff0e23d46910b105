// The ESM build through bundlers (issue 12, item 5): a tiny app entry importing the library is
// bundled by esbuild and by Vite (each with its default browser settings, immer resolved from
// node_modules), and the bundle plays the seeded games to Node's final states: run by Node, and,
// where Chromium is installed, in a page as well.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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
  serve,
} from "./support";

const inBrowser = chromiumAvailable(
  "running the bundles in a browser (test/browser/bundlers.test.ts); they still run in Node",
);

describe("the ESM build through bundlers", () => {
  let build: Awaited<ReturnType<typeof buildEsm>>;
  let app: string;
  let reference: string;

  beforeAll(async () => {
    build = await buildEsm();
    app = mkdtempSync(join(build.dir, "app-"));
    writeFileSync(
      join(app, "main.js"),
      `import * as api from ${JSON.stringify(join(build.dir, "index.js"))};
${PLAY_SOURCE}
const json = play(api, ${JSON.stringify(GAMES)});
if (typeof window !== "undefined") window.__result = json;
else console.log(json);
`,
    );
    reference = await nodeReference();
  }, 120_000);

  afterAll(() => build?.dispose());

  async function bundleWithEsbuild(): Promise<string> {
    const esbuild = await import("esbuild");
    const outfile = join(app, "esbuild", "bundle.js");
    await esbuild.build({
      entryPoints: [join(app, "main.js")],
      bundle: true,
      format: "esm",
      platform: "browser",
      minify: true,
      outfile,
      logLevel: "silent",
    });
    return outfile;
  }

  async function bundleWithVite(): Promise<string> {
    const vite = await import("vite");
    const outDir = join(app, "vite");
    await vite.build({
      root: app,
      configFile: false,
      logLevel: "silent",
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: { input: join(app, "main.js"), output: { entryFileNames: "bundle.js" } },
      },
    });
    return join(outDir, "bundle.js");
  }

  async function runInChromium(bundle: string): Promise<string> {
    const server = await serve(
      {},
      {
        "/": `<!doctype html><script type="module">${readFileSync(bundle, "utf8").replaceAll("</script", "<\\/script")}</script>`,
      },
    );
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const failed = new Promise<never>((_, reject) =>
        page.on("pageerror", (e) => reject(new Error(`the bundle failed in Chromium: ${e.message}`))),
      );
      await page.goto(server.url);
      await Promise.race([
        failed,
        page.waitForFunction(() => (globalThis as unknown as { __result?: string }).__result !== undefined, undefined, {
          timeout: 240_000,
        }),
      ]);
      return await page.evaluate(() => (globalThis as unknown as { __result: string }).__result);
    } finally {
      await browser.close();
      await server.close();
    }
  }

  for (const [name, bundle] of [
    ["esbuild", () => bundleWithEsbuild()],
    ["vite build", () => bundleWithVite()],
  ] as const) {
    it(`${name}: the bundle needs no process shim and plays the seeded games to Node's final states`, async () => {
      const file = await bundle();
      const code = readFileSync(file, "utf8");
      expect(code).not.toMatch(/\bprocess\.env\b/);
      expect(code).not.toMatch(/from\s*["']immer["']/); // immer is bundled in
      const out = execFileSync(process.execPath, [file], { encoding: "utf8", maxBuffer: 1 << 28 }).trim();
      expect(out.length).toBeGreaterThan(10_000);
      expect(out).toBe(reference);
      if (inBrowser) expect(await runInChromium(file)).toBe(reference);
    }, 300_000);
  }
});
