/**
 * Plain-text helpers for the CLI: display width (East Asian wide characters take two columns),
 * word wrapping and padding.
 *
 * @module
 */

/** Whether a code point is shown two columns wide in a terminal (CJK, kana, full-width forms). */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}

/**
 * The number of terminal columns a string takes.
 *
 * @param text - the text
 * @returns its display width
 */
export function width(text: string): number {
  let n = 0;
  for (const ch of text) n += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return n;
}

/** Whether a word holds wide characters (Japanese), which may break between any two characters. */
function breaksAnywhere(word: string): boolean {
  return width(word) !== [...word].length;
}

/**
 * Wraps text into lines of at most `max` columns (`rest` columns after the first line), breaking
 * at spaces; a word too long for a line breaks after a hyphen when it has one, else anywhere, and
 * Japanese text breaks between any two characters.
 *
 * @param text - the text
 * @param max - the maximum width of the first line in columns (at least 2)
 * @param rest - the maximum width of the following lines (default `max`)
 * @returns the lines (at least one)
 */
export function wrap(text: string, max: number, rest: number = max): string[] {
  const lines: string[] = [];
  let line = "";
  const limit = (): number => (lines.length === 0 ? max : rest);
  const push = (): void => {
    lines.push(line);
    line = "";
  };
  for (const word of text.split(" ")) {
    const spaced = line === "" ? word : `${line} ${word}`;
    if (width(spaced) <= limit()) {
      line = spaced;
      continue;
    }
    if (breaksAnywhere(word)) {
      // Fill the current line, then the following ones, character by character.
      if (line !== "") line += " ";
      for (const ch of word) {
        if (width(line + ch) > limit()) push();
        line += ch;
      }
      continue;
    }
    if (line !== "") push();
    // A long English word: break after hyphens, else anywhere.
    for (const part of word.split(/(?<=-)/)) {
      if (line !== "" && width(line + part) > limit()) push();
      for (const ch of part) {
        if (width(line + ch) > limit()) push();
        line += ch;
      }
    }
  }
  lines.push(line);
  return lines;
}

/**
 * Wraps text with a hanging indent: the first line uses the full width, the following ones are
 * indented by `indent` spaces.
 *
 * @param text - the text
 * @param max - the maximum line width in columns
 * @param indent - the indent of the continuation lines
 * @returns the lines
 */
export function hang(text: string, max: number, indent: number): string[] {
  return wrap(text, max, max - indent).map((line, i) => (i === 0 ? line : " ".repeat(indent) + line));
}

/**
 * Pads (or cuts) a string to exactly `columns` display columns.
 *
 * @param text - the text
 * @param columns - the width
 * @returns the padded text
 */
export function pad(text: string, columns: number): string {
  let out = "";
  for (const ch of text) {
    if (width(out + ch) > columns) break;
    out += ch;
  }
  return out + " ".repeat(columns - width(out));
}
