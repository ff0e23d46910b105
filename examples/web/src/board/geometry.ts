/** Board geometry in SVG user units. */

export const CARD = 120;
export const GAP = 6;
export const HALF = CARD / 2;
export const MAP_SIZE = 5 * CARD + 4 * GAP;

/** The top-left corner of a map cell. */
export function cellOrigin(row: number, col: number): { x: number; y: number } {
  return { x: col * (CARD + GAP), y: row * (CARD + GAP) };
}

/** Splits a text into lines of at most `width` characters. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}
