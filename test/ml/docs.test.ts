/** docs/ml.md's layout and action tables are the code's (`mlTables`), regenerated, never hand-edited. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mlTables } from "../../src/ml/index";

const doc = readFileSync(new URL("../../docs/ml.md", import.meta.url), "utf8");

describe("docs/ml.md", () => {
  it("holds the tables mlTables() renders (run `npx tsx scripts/write-ml-tables.ts` after changing the encoding)", () => {
    const begin = doc.indexOf("<!-- ml-tables:begin");
    const end = doc.indexOf("<!-- ml-tables:end -->");
    expect(begin).toBeGreaterThan(0);
    const section = doc.slice(doc.indexOf("-->", begin) + 3, end).trim();
    expect(section).toBe(mlTables().trim());
  });

  it("names every serve ml command", () => {
    for (const cmd of [
      "ml-spec",
      "ml-new",
      "ml-step",
      "ml-step-many",
      "ml-step-batch",
      "ml-observe",
      "ml-advice",
      "ml-describe",
      "ml-close",
    ]) {
      expect(doc, cmd).toContain(`\`${cmd}\``);
    }
  });
});
