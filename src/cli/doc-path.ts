/**
 * Where the files shipped with the package (the guides in docs/, the API reference in docs-site/)
 * are, for the command line's help: the CLI runs from src/cli (a checkout) or from its bundle in
 * dist/cli (the installed package), both two folders below the package root.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root's file `file` (e.g. `docs/tools.md`), relative to the working directory when inside it, else absolute. */
export function shippedPath(file: string, cwd: string = process.cwd()): string {
  const absolute = fileURLToPath(new URL(`../../${file}`, import.meta.url));
  const fromCwd = relative(cwd, absolute);
  return fromCwd === "" || fromCwd.startsWith("..") || isAbsolute(fromCwd) ? absolute : fromCwd;
}

/** The help's lines pointing to the guide of the commands and to the API reference. */
export function docLines(): string[] {
  const site = shippedPath("docs-site/index.html");
  const siteBuilt = existsSync(fileURLToPath(new URL("../../docs-site/index.html", import.meta.url)));
  return [
    `Guide to the commands: ${shippedPath("docs/tools.md")}`,
    `API reference and guides (a website, open it in a browser): ${site}${siteBuilt ? "" : " (in a checkout, `npm run docs` builds it)"}`,
  ];
}
