// Writes the JSON Schema documents (src/engine/json-schemas.ts) to dist/schema/, after tsup
// (`npm run build`): they ship in the package for clients in other languages (docs/json-schema.md).
import { mkdirSync, writeFileSync } from "node:fs";
import { jsonSchemaDocuments } from "../src/engine/json-schemas";

const dir = new URL("../dist/schema/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, document] of Object.entries(jsonSchemaDocuments())) {
  writeFileSync(new URL(name, dir), `${JSON.stringify(document, null, 2)}\n`);
}
console.log(`JSON Schema: ${Object.keys(jsonSchemaDocuments()).length} files in dist/schema/`);
