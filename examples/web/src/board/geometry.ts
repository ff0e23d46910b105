/** Board geometry in SVG user units. */

export const CARD = 120;
export const GAP = 6;
export const HALF = CARD / 2;
export const MAP_SIZE = 5 * CARD + 4 * GAP;

/** The top-left corner of a map cell. */
export function cellOrigin(row: number, col: number): { x: number; y: number } {
  return { x: col * (CARD + GAP), y: row * (CARD + GAP) };
}

/** Whether a character is set full width (CJK, kana, full-width forms). */
const wide = (ch: string): boolean => (ch.codePointAt(0) ?? 0) >= 0x2e80;

/** A text's width in Latin characters (a full-width character counts two). */
export function textWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += wide(ch) ? 2 : 1;
  return n;
}

/**
 * Splits a text into lines of at most `width` Latin characters (a full-width character counts
 * two): Latin words break at spaces, Japanese between any two characters.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const m of text.matchAll(/(\s*)([\u2e80-\uffff]|[^\s\u2e80-\uffff]+)/g)) {
    const gap = line !== "" && (m[1] ?? "") !== "" ? " " : "";
    const token = m[2] ?? "";
    if (line !== "" && textWidth(line) + gap.length + textWidth(token) > width) {
      lines.push(line);
      line = token;
    } else line = `${line}${gap}${token}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}
