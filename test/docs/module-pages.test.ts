/**
 * The module pages (docs/modules/*.md) and docs/rulings.md agree with each other and with the code
 * (issue 27, point 3). A module page does not restate its rulings: its "Rulings" section names them
 * by title, and this test holds that list to the module's section of docs/rulings.md (every title
 * there, in order, nothing else) and to the titles of the other sections it cites. Every ruling
 * option a page or docs/rulings.md mentions with a default states the code's default
 * (`DEFAULT_RULINGS`), and the table of "Rulings you can choose" lists exactly the code's options.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_RULINGS } from "../../src/built-in-modules";
import { builtinModuleSet } from "../../src/built-in-modules";

/** Every ruling the engine knows (the base game's and the built-in modules'), with its module (null: the base game's). */
const RULING_CHOICES = builtinModuleSet().rulings;
const defaultOf = (key: string): string | undefined => (DEFAULT_RULINGS as unknown as Record<string, string>)[key];

const ROOT = new URL("../../", import.meta.url).pathname;
const read = (path: string): string => readFileSync(ROOT + path, "utf8");

/** docs/rulings.md: the `###` titles of each `##` section, in order. */
function rulingSections(): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of read("docs/rulings.md").split("\n")) {
    if (line.startsWith("## ")) sections.set(line.slice(3).trim(), (current = []));
    else if (line.startsWith("### ")) current?.push(line.slice(4).trim());
  }
  return sections;
}

/** A module page's "Rulings" bullets: its own section's titles, then the cited ones with their section. */
function pageRulings(page: string): {
  own: string[];
  cited: { title: string; section: string }[];
  options: { key: string; value: string }[];
} {
  const text = read(`docs/modules/${page}.md`);
  const start = text.indexOf("\n## Rulings\n");
  expect(start, `${page}.md has a "## Rulings" section`).toBeGreaterThan(0);
  const end = text.indexOf("\n## ", start + 1);
  const body = text.slice(start, end < 0 ? undefined : end);
  const [ownPart, citedPart = ""] = body.split("From other sections:");
  const bullets = (part: string): string[] =>
    part
      .split("\n")
      .filter((l) => l.startsWith("- "))
      .map((l) => l.slice(2));
  const options: { key: string; value: string }[] = [];
  const own = bullets(ownPart!).map((b) => {
    const m = /^(.*) \(option `(\w+)`, default `"([a-z-]+)"`\)$/.exec(b);
    if (m === null) return b;
    options.push({ key: m[2]!, value: m[3]! });
    return m[1]!;
  });
  const cited = bullets(citedPart).map((b) => {
    const m = /^(.*) \(([A-Za-z ]+)\)$/.exec(b);
    expect(m, `${page}.md: "${b}" names its section in parentheses`).not.toBeNull();
    return { title: m![1]!, section: m![2]! };
  });
  return { own, cited, options };
}

const PAGES: readonly { page: string; section: string; module: string }[] = [
  { page: "gloomfall", section: "GloomFall", module: "gloomfall" },
  { page: "solo", section: "Solo", module: "solo" },
  { page: "golden-mushrooms", section: "Golden Mushrooms", module: "golden-mushrooms" },
];

const KEYS = Object.keys(RULING_CHOICES);

describe("module pages name their rulings as docs/rulings.md decides them", () => {
  const sections = rulingSections();

  for (const { page, section, module } of PAGES) {
    it(`docs/modules/${page}.md lists every ruling of the "${section}" section, in order, and cites only existing ones`, () => {
      const { own, cited, options } = pageRulings(page);
      expect(own).toEqual(sections.get(section));
      for (const { title, section: other } of cited)
        expect(sections.get(other), `${page}.md cites "${title}" (${other})`).toContain(title);
      // Every option of this module is named with the code's default, and only this module's.
      const mine = KEYS.filter((key) => RULING_CHOICES[key]!.module === module);
      expect(options.map((o) => o.key).sort()).toEqual([...mine].sort());
      for (const { key, value } of options) expect(value, `${page}.md: ${key}`).toBe(defaultOf(key));
    });
  }

  it("every ruling option a module page mentions with a default states the code's default", () => {
    for (const { page } of PAGES) {
      const text = read(`docs/modules/${page}.md`);
      for (const m of text.matchAll(/`(\w+)`,? default `"([a-z-]+)"`/g)) {
        expect(KEYS, `${page}.md mentions \`${m[1]}\``).toContain(m[1]);
        expect(m[2], `${page}.md: ${m[1]}`).toBe(defaultOf(m[1]!));
      }
    }
  });

  it('docs/rulings.md: "Rulings you can choose" lists exactly the code\'s options, defaults and other readings, each naming its ruling', () => {
    const text = read("docs/rulings.md");
    const table = text.slice(text.indexOf("## Rulings you can choose"), text.indexOf("## Combinations"));
    const rows = [...table.matchAll(/^\| `(\w+)` \| `"([a-z-]+)"` \| `"([a-z-]+)"` \| ([A-Za-z ]+), "(.+)" \|$/gm)];
    expect(rows.map((r) => r[1])).toEqual(KEYS);
    for (const [, key, def, other, section, title] of rows) {
      const choice = RULING_CHOICES[key!]!;
      expect(def).toBe(defaultOf(key!));
      expect([...choice.values].sort()).toEqual([def, other].sort());
      expect(sections.get(section!), `${key}: ${section}, "${title}"`).toContain(title);
    }
    // Each ruling's own text offers the other reading by its option, with a value the code accepts.
    for (const m of text.matchAll(/rulings: \{ (\w+): "([a-z-]+)" \}/g)) {
      const key = m[1]!;
      expect(KEYS).toContain(key);
      expect(RULING_CHOICES[key]!.values).toContain(m[2]);
      expect(m[2], `docs/rulings.md offers ${key}: "${m[2]}" as the other reading`).not.toBe(defaultOf(key));
    }
  });
});
