// A module-loading hook for tests: `node --import ./scripts/record-loads.mjs app.mjs` prints
// "LOADED <url>" on stderr for every module the app resolves (ESM imports and CJS requires through
// the ESM loader). Used to prove that importing the library loads only immer and seedrandom.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
      import { writeSync } from "node:fs";
      export async function resolve(specifier, context, next) {
        const result = await next(specifier, context);
        writeSync(2, "LOADED " + result.url + "\\n");
        return result;
      }
    `),
  import.meta.url,
);
