/**
 * Files a reader can hold: no file under src/ is longer than 300 lines, but the locale tables
 * (src/text/locales/, one table of words per language, read by key rather than end to end).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = new URL("../../src/", import.meta.url).pathname;

/** The longest a file of src/ may be, in lines. */
const MAX_LINES = 300;

/** Folders whose files may be longer: the locale tables. */
const EXEMPT_FOLDERS = ["text/locales/"];

/** Every .ts file under a folder, as paths relative to src/. */
function sources(dir: string): string[] {
  return readdirSync(join(SRC, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(SRC, path)).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** The number of lines of a text, as `wc -l` counts a file ending in a newline. */
function lineCount(text: string): number {
  const breaks = text.split("\n").length - 1;
  return text.endsWith("\n") || text.length === 0 ? breaks : breaks + 1;
}

const files = sources(".");
const lengths = new Map(files.map((file) => [file, lineCount(readFileSync(join(SRC, file), "utf8"))]));
const exempt = (file: string): boolean => EXEMPT_FOLDERS.some((folder) => file.startsWith(folder));

describe("files a reader can hold", () => {
  it("counts lines as wc -l does, over every file of src/", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter(exempt).length).toBeGreaterThan(0);
  });

  it(`has no file of src/ over ${MAX_LINES} lines (the locale tables aside)`, () => {
    const over = files
      .filter((file) => !exempt(file) && lengths.get(file)! > MAX_LINES)
      .map((file) => `${file}: ${lengths.get(file)} lines`);
    expect(over).toEqual([]);
  });
});
