/**
 * Writes `docs/errors.md` from the error code table. Run with `npx tsx scripts/errors-doc.ts`.
 *
 * @module
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderErrorsDoc } from "./errors-doc-lib";

const target = fileURLToPath(new URL("../docs/errors.md", import.meta.url));
writeFileSync(target, renderErrorsDoc());
console.log(`wrote ${target}`);
