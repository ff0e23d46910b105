/**
 * The generated docs site (typedoc, `npm run docs`) in a real browser, as a reader meets it: opened
 * from disk (file://) and over HTTP on 127.0.0.1, in Chromium. Every page visited must load with no
 * console error, no page error and no failed request; the API reference must sit under a name a
 * newcomer looks for ("API reference", never "index"); guides are titled by their titles, not their
 * paths; `@throws` names its error classes as links; the error-code table fits a laptop screen.
 * scripts/smoke.mjs runs it on the site inside the installed package. Usage:
 * `npx tsx scripts/check-site-browser.ts [site-dir]` (default docs-site).
 *
 * @module
 */
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, CHROMIUM_PATH, serve } from "../test/browser/support";

/** What the page tells about itself (read in the page; source text, so no bundler helper leaks in). */
interface Facts {
  nav: string[];
  breadcrumb: string;
  throwsLinks: string[];
  throwsText: string;
  tables: number[];
  unusedIcons: number;
  hierarchy: string;
}

const FACTS = `(() => {
  const text = (el) => (el?.textContent ?? "").replace(/\\s+/g, " ").trim();
  const nav = [...document.querySelectorAll("#tsd-nav-container a, .site-menu nav a")].map((a) => text(a));
  const breadcrumb = text(document.querySelector(".tsd-breadcrumb"));
  const throwsLinks = [...document.querySelectorAll(".tsd-tag-throws a")].map((a) => text(a));
  const throwsText = text(document.querySelector(".tsd-tag-throws"));
  const tables = [...document.querySelectorAll("table")].map((t) => Math.round(t.getBoundingClientRect().height));
  const unusedIcons = [...document.querySelectorAll("use")].filter((u) => {
    const href = u.getAttribute("href") ?? "";
    return href.startsWith("#") && document.getElementById(href.slice(1)) === null;
  }).length;
  const hierarchy = text(document.querySelector(".tsd-hierarchy"));
  return { nav, breadcrumb, throwsLinks, throwsText, tables, unusedIcons, hierarchy };
})()`;

/** What one visit found. */
interface Visit {
  readonly url: string;
  readonly problems: string[];
}

/** The pages every check visits (relative to the site root), found by their stable parts. */
function pagesOf(site: string): { home: string; api: string; reduce: string; errors: string; gameState: string } {
  const find = (dir: string, test: (name: string) => boolean): string => {
    const name = readdirSync(join(site, dir)).find(test);
    if (name === undefined) throw new Error(`no page in ${dir}/ matches`);
    return `${dir}/${name}`;
  };
  return {
    home: "index.html",
    api: find("modules", (n) => n.endsWith(".html")),
    reduce: find("functions", (n) => /(^|\.)reduce\.html$/.test(n)),
    errors: find("documents", (n) => /error/i.test(n)),
    gameState: find("interfaces", (n) => /(^|\.)GameState\.html$/.test(n)),
  };
}

/**
 * Opens the site's key pages through one base URL and checks them.
 *
 * @param base - the site root as a URL ending in "/" (file:// or http://)
 * @param site - the site directory on disk
 * @returns one entry per page, with the problems found
 */
export async function visitSite(base: string, site: string): Promise<Visit[]> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = pagesOf(site);
  const visits: Visit[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    for (const [role, path] of Object.entries(pages)) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
      });
      page.on("pageerror", (e) => problems.push(`page error: ${String(e)}`));
      page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? "?"})`));
      page.on("response", (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      page.on("request", (r) => {
        const url = r.url();
        if (!url.startsWith(base) && !url.startsWith("data:")) problems.push(`request outside the site: ${url}`);
      });
      const url = base + path;
      await page.goto(url, { waitUntil: "load" });
      // The sidebar is built by navigation.js from compressed data: wait for it, and the icons' sprite.
      await page.waitForSelector(".site-menu nav a, #tsd-nav-container a", { timeout: 20_000 });
      await page.waitForFunction(`document.querySelector("svg symbol[id^=icon-]") !== null`, undefined, {
        timeout: 20_000,
      });
      await page.waitForTimeout(300);
      const facts = await page.evaluate<Facts>(FACTS);
      if (facts.unusedIcons > 0) problems.push(`${facts.unusedIcons} icon(s) reference a symbol the page lacks`);
      if (role === "home" || role === "api") {
        if (!facts.nav.includes("API reference"))
          problems.push(`the sidebar has no "API reference" entry: ${facts.nav.slice(0, 20).join(" | ")}`);
        if (facts.nav.includes("index")) problems.push('the sidebar has an entry named "index"');
        const raw = facts.nav.filter((n) => /^docs[/_]|\.md$/.test(n));
        if (raw.length > 0) problems.push(`guides titled by their paths: ${raw.join(", ")}`);
      }
      if (role === "reduce") {
        if (!/^API reference\b/.test(facts.breadcrumb) || /\bindex\b/.test(facts.breadcrumb))
          problems.push(`breadcrumb "${facts.breadcrumb}"`);
        for (const cls of ["IllegalActionError", "InvalidStateError"]) {
          if (!facts.throwsLinks.includes(cls)) problems.push(`@throws does not link ${cls}: "${facts.throwsText}"`);
        }
      }
      if (role === "gameState" && /RulesGameState/.test(facts.hierarchy))
        problems.push(`GameState's hierarchy names an unexported type: "${facts.hierarchy}"`);
      if (role === "errors") {
        const tallest = Math.max(0, ...facts.tables);
        if (facts.tables.length < 3)
          problems.push(`the error codes come in ${facts.tables.length} table(s), not one per error class`);
        if (tallest > 3200) problems.push(`an error-code table is ${tallest} px tall at 1366 px wide`);
      }
      visits.push({ url, problems });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return visits;
}

/**
 * Checks the site from disk and over HTTP; resolves to every problem found (none: the site passes).
 *
 * @param site - the site directory
 */
export async function checkSite(site: string): Promise<string[]> {
  const dir = resolve(site);
  if (!existsSync(join(dir, "index.html"))) return [`no site at ${dir} (run npm run docs)`];
  const problems: string[] = [];
  const record = (visits: Visit[]) => visits.forEach((v) => v.problems.forEach((p) => problems.push(`${v.url}: ${p}`)));
  record(await visitSite(pathToFileURL(dir).href + "/", dir));
  const server = await serve({ "/site/": dir }, {});
  try {
    record(await visitSite(`${server.url}/site/`, dir));
  } finally {
    await server.close();
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const site = process.argv[2] ?? "docs-site";
  const problems = await checkSite(site);
  if (problems.length > 0) {
    console.error(`docs site in Chromium: ${problems.length} problem(s):\n${[...new Set(problems)].join("\n")}`);
    process.exitCode = 1;
  } else console.log(`docs site in Chromium: 5 pages from disk and over HTTP, no console error, no failed load`);
}
