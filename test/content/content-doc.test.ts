import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderContentDoc } from "../../scripts/content-doc-lib";
import { listProvisional, referencePack } from "../../src/content/index";

describe("docs/content.md", () => {
  it("is exactly what the generator writes (run `npx tsx scripts/content-doc.ts` after changing content)", () => {
    const onDisk = readFileSync(new URL("../../docs/content.md", import.meta.url), "utf8");
    expect(onDisk).toBe(renderContentDoc());
  });

  it("lists every provisional value of the reference pack", () => {
    const doc = renderContentDoc(referencePack);
    const section = doc.slice(doc.indexOf("## Every provisional value"));
    const rows = section
      .split("\n")
      .filter((line) => /^\| [^|]+ \| [^|]+ \| [^|]+ \| .+ \|$/.test(line) && !line.startsWith("| table"));
    expect(rows).toHaveLength(listProvisional(referencePack).length);
  });
});
