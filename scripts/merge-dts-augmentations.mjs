// The bundled declaration files (dist/index.d.ts, .d.cts) hold every source file in one module, but
// keep each `declare module "../x"` augmentation (ModuleTypeMap, GameModule's words) as written:
// its relative path names no module of the bundle, so the augmentation would apply to nothing.
// This unwraps each such block into plain top-level declarations, which merge with the bundle's
// own interfaces of the same name. Run after tsup (`npm run build`).
import { readFileSync, writeFileSync } from "node:fs";

const block = /^declare module "\.{1,2}\/[^"]+" \{\n((?: {4}.*\n|\n)*?)\}\n/gm;

for (const file of ["dist/index.d.ts", "dist/index.d.cts"]) {
  const text = readFileSync(file, "utf8");
  let count = 0;
  const merged = text.replace(block, (_, body) => {
    count++;
    return body.replace(/^ {4}/gm, "");
  });
  if (/^declare module "\./m.test(merged)) throw new Error(`${file}: a relative module augmentation was left`);
  writeFileSync(file, merged);
  console.log(`${file}: ${count} augmentation(s) merged`);
}
