/** Small SVG pieces: heroes, goblins, mushrooms, multi-line text. */
import { s } from "../dom";
import { cssColor } from "../content";
import { textWidth } from "./geometry";
import { terms } from "../labels";
import { ui } from "../ui-text";

/** A hero token: a circle in the player's colour with the hero's number. */
export function heroToken(
  x: number,
  y: number,
  color: string,
  hero: number,
  opts: { selected?: boolean; mushroom?: boolean; seat: number },
): SVGGElement {
  return s(
    "g",
    {
      class: `hero${opts.selected ? " selected" : ""}`,
      "data-seat": opts.seat,
      "data-hero": hero,
      transform: `translate(${x} ${y})`,
    },
    s("circle", {
      r: 8.5,
      fill: cssColor(color),
      stroke: opts.selected ? "#111" : "#fff",
      "stroke-width": opts.selected ? 3 : 1.5,
    }),
    s("text", { class: "hero-num", y: 3.5, "text-anchor": "middle" }, String(hero + 1)),
    opts.mushroom ? mushroom(7, -7, 0.6) : null,
    s("title", {}, ui().board.hero(terms().colors[color] ?? color, hero + 1, opts.mushroom === true)),
  );
}

/** A goblin token: green (passive) or red (aggressive), with its damage. */
export function goblinToken(x: number, y: number, stance: "passive" | "aggressive", damage: number): SVGGElement {
  return s(
    "g",
    { class: `goblin ${stance}`, transform: `translate(${x} ${y})` },
    s("circle", { r: 12, fill: stance === "aggressive" ? "#c0392b" : "#3f9a4a", stroke: "#222", "stroke-width": 1 }),
    s(
      "text",
      { class: "goblin-text", y: 4, "text-anchor": "middle" },
      damage > 0 ? `${damage}` : ui().board.goblinMark,
    ),
    s("title", {}, ui().board.goblin(terms().stances[stance], damage)),
  );
}

/** A golden mushroom (upright: gold; captured: dim); `title` names an abandoned or rescued one. */
export function mushroom(x: number, y: number, scale = 1, upright = true, title?: string): SVGGElement {
  return s(
    "g",
    { class: "mushroom", transform: `translate(${x} ${y}) scale(${scale})` },
    s("rect", { x: -2.5, y: -1, width: 5, height: 7, fill: "#f5e6c8", stroke: "#7a5a10", "stroke-width": 0.8 }),
    s("path", {
      d: "M -7 0 A 7 6 0 0 1 7 0 Z",
      fill: upright ? "#f2b90f" : "#b9a66a",
      stroke: "#7a5a10",
      "stroke-width": 0.8,
    }),
    s("title", {}, title ?? (upright ? ui().board.mushroom : ui().board.mushroomCaptured)),
  );
}

/**
 * Centered text over several lines; with `fit`, a line wider than `fit.width` units (at the class's
 * font size `fit.size`) is squeezed to fit.
 */
export function lines(
  x: number,
  y: number,
  texts: readonly string[],
  cls: string,
  lineHeight = 11,
  fit?: { readonly width: number; readonly size: number },
): SVGTextElement {
  return s(
    "text",
    { class: cls, x, y, "text-anchor": "middle" },
    ...texts.map((t, i) =>
      s(
        "tspan",
        fit !== undefined && textWidth(t) * fit.size * 0.56 > fit.width
          ? { x, dy: i === 0 ? 0 : lineHeight, textLength: fit.width, lengthAdjust: "spacingAndGlyphs" }
          : { x, dy: i === 0 ? 0 : lineHeight },
        t,
      ),
    ),
  );
}
