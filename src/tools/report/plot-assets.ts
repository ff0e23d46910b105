/**
 * The browser bundles of d3 and Observable Plot, inlined into the HTML report so it works offline.
 * The CLI build embeds them at build time (tsup `define`, see tsup.config.ts); run from source,
 * they are read from node_modules.
 *
 * @module
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ToolError } from "../errors";

declare const __TEQ_PLOT_ASSETS__: { readonly d3: string; readonly plot: string } | undefined;

/** Where the two bundles live inside node_modules. */
export const PLOT_ASSET_PATHS = { d3: "d3/dist/d3.min.js", plot: "@observablehq/plot/dist/plot.umd.min.js" } as const;

/** The d3 and Plot UMD bundles as JavaScript source text. */
export function plotAssets(): { readonly d3: string; readonly plot: string } {
  if (typeof __TEQ_PLOT_ASSETS__ !== "undefined") return __TEQ_PLOT_ASSETS__;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const d3 = join(dir, "node_modules", PLOT_ASSET_PATHS.d3);
    const plot = join(dir, "node_modules", PLOT_ASSET_PATHS.plot);
    if (existsSync(d3) && existsSync(plot)) return { d3: readFileSync(d3, "utf8"), plot: readFileSync(plot, "utf8") };
    const parent = dirname(dir);
    if (parent === dir)
      throw new ToolError(
        "PLOT_ASSETS_MISSING",
        "The d3 and @observablehq/plot bundles were not found (install the dev dependencies, or use the built CLI).",
      );
    dir = parent;
  }
}
