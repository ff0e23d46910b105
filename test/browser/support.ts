/**
 * Shared helpers of the browser and bundler checks of the ESM build: build it, serve files on
 * 127.0.0.1, find Chromium, and the seeded game both sides play.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, "..", "..");

/** Where Debian's chromium package installs the browser. */
export const CHROMIUM_PATH = process.env["TEQ_CHROMIUM"] ?? "/usr/bin/chromium";

/** Flags for a headless Chromium run as root in a container, without background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Whether Chromium is installed; when not, prints the one line saying the check was skipped and how to enable it. */
export function chromiumAvailable(check: string): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  console.log(
    `SKIPPED ${check}: no Chromium at ${CHROMIUM_PATH}; install it with \`apt-get install -y chromium\` (or set TEQ_CHROMIUM to a Chromium binary).`,
  );
  return false;
}

/**
 * Builds the ESM build exactly as `npm run build` does (the project's tsup config), minus the type
 * declarations, into a fresh directory, so the check always runs the current sources and
 * never races another suite over `dist/`.
 *
 * @returns the directory holding `index.js`, and a function that removes it
 */
export async function buildEsm(): Promise<{ dir: string; dispose: () => void }> {
  const { build } = await import("tsup");
  const config = (await import("../../tsup.config")).default;
  // Under node_modules/.cache so that bundlers resolve the build's bare "immer" import as they would
  // in an app; the directory is git-ignored and removed afterwards.
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "teq-esm-"));
  const base = typeof config === "function" ? {} : Array.isArray(config) ? config[0] : config;
  await build({
    ...base,
    config: false,
    format: ["esm"],
    dts: false,
    sourcemap: false,
    clean: false,
    outDir: dir,
    silent: true,
  });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/**
 * Serves directories and fixed pages on 127.0.0.1 (a free port), read-only.
 *
 * @param mounts - URL prefix ("/dist/") to directory
 * @param pages - exact URL path to HTML text
 * @returns the base URL and a close function
 */
export async function serve(
  mounts: Record<string, string>,
  pages: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const page = pages[path];
    if (page !== undefined) {
      res.writeHead(200, { "content-type": "text/html" }).end(page);
      return;
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue;
      const file = normalize(join(dir, path.slice(prefix.length)));
      if (!file.startsWith(dir) || !existsSync(file)) break;
      res
        .writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
        .end(readFileSync(file));
      return;
    }
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** The games both sides play: seeded, every module configuration, the i-th move picks option (i * 7) mod n. */
export const GAMES = [
  { seed: "browser-base", players: 3 },
  { seed: 42, players: 4, modules: ["gloomfall"] },
  { seed: "mushrooms", players: 2, modules: ["golden-mushrooms"] },
  { seed: "solo", players: 1, difficulty: "knight", modules: ["gloomfall", "golden-mushrooms"] },
] as const;

/**
 * The game loop, as source text so the very same code runs in Node, in a page and in a bundle. It
 * takes the library's namespace and returns the final states and scores as one JSON string.
 */
export const PLAY_SOURCE = `function play(api, games) {
  const finals = [];
  for (const options of games) {
    let state = api.createGame(options);
    let events = 0;
    for (let i = 0; !api.isGameOver(state); i++) {
      if (i > 50000) throw new Error("the game did not end");
      const legal = api.legalActions(state);
      const step = api.reduceWithEvents(state, legal[(i * 7) % legal.length]);
      state = step.state;
      events += step.events.length;
    }
    finals.push({ state, scores: api.scores(state), events });
  }
  return JSON.stringify(finals);
}`;

/** Node's reference result of {@link PLAY_SOURCE} over {@link GAMES}, from the sources. */
export async function nodeReference(): Promise<string> {
  const api = await import("../../src/index");
  const play = new Function(`${PLAY_SOURCE}; return play;`)() as (api: unknown, games: unknown) => string;
  return play(api, GAMES);
}
