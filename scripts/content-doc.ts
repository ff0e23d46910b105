/**
 * Writes `docs/content.md` from the reference pack. Run with `npx tsx scripts/content-doc.ts`.
 *
 * @module
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderContentDoc } from "./content-doc-lib";

const target = fileURLToPath(new URL("../docs/content.md", import.meta.url));
mkdirSync(fileURLToPath(new URL("../docs/", import.meta.url)), { recursive: true });
writeFileSync(target, renderContentDoc());
console.log(`wrote ${target}`);
