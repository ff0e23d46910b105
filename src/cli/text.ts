/**
 * Plain-text helpers for the CLI: word wrapping and padding.
 *
 * @module
 */

/**
 * Wraps text into lines of at most `width` characters, breaking at spaces, then inside long
 * hyphenated words after a hyphen, then anywhere.
 *
 * @param text - the text
 * @param width - the maximum line length (at least 1)
 * @returns the lines (at least one)
 * @example
 * ```ts
 * wrap("grotto bright-power-per-hero-away", 18); // ["grotto", "bright-power-per-", "hero-away"]
 * ```
 */
export function wrap(text: string, width: number): string[] {
  const pieces = text.split(" ").flatMap((word) => splitWord(word, width));
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces) {
    const joined = line === "" ? piece : line.endsWith("-") ? line + piece : `${line} ${piece}`;
    if (joined.length <= width) line = joined;
    else {
      if (line !== "") lines.push(line);
      line = piece;
    }
  }
  lines.push(line);
  return lines;
}

function splitWord(word: string, width: number): string[] {
  if (word.length <= width) return [word];
  const parts = word.split(/(?<=-)/); // keep each hyphen at the end of its part
  const out: string[] = [];
  for (const part of parts) {
    for (let i = 0; i < part.length; i += width) out.push(part.slice(i, i + width));
  }
  // Glue consecutive parts back while they fit (they are rejoined without a space).
  const glued: string[] = [];
  for (const part of out) {
    const last = glued[glued.length - 1];
    if (last !== undefined && last.endsWith("-") && (last + part).length <= width) glued[glued.length - 1] = last + part;
    else glued.push(part);
  }
  return glued;
}

/**
 * Wraps text with a hanging indent: the first line uses the full width, the following ones are
 * indented by `indent` spaces.
 *
 * @param text - the text
 * @param width - the maximum line length
 * @param indent - the indent of the continuation lines
 * @returns the lines
 * @example
 * ```ts
 * hang("R: obelisk Dragon lv10", 18, 3); // ["R: obelisk Dragon", "   lv10"]
 * ```
 */
export function hang(text: string, width: number, indent: number): string[] {
  const [first = "", ...rest] = wrap(text, width);
  if (rest.length === 0) return [first];
  return [first, ...wrap(rest.join(" "), width - indent).map((line) => " ".repeat(indent) + line)];
}

/**
 * Pads (or cuts) a string to exactly `width` characters.
 *
 * @param text - the text
 * @param width - the width
 * @returns the padded text
 * @example
 * ```ts
 * pad("red", 6); // "red   "
 * ```
 */
export function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + " ".repeat(width - text.length);
}

/**
 * A list for a sentence: `"a"`, `"a and b"`, `"a, b and c"`; `"none"` when empty.
 *
 * @param items - the items
 * @returns the phrase
 * @example
 * ```ts
 * list(["red", "blue", "green"]); // "red, blue and green"
 * ```
 */
export function list(items: readonly string[]): string {
  if (items.length === 0) return "none";
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
