/** Small SVG pieces: heroes, goblins, mushrooms, multi-line text. */
import { s } from "../dom";
import { cssColor } from "../content";

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
    s("title", {}, `${color} hero ${hero + 1}${opts.mushroom ? ", escorting a golden mushroom" : ""}`),
  );
}

/** A goblin token: green (passive) or red (aggressive), with its damage. */
export function goblinToken(x: number, y: number, stance: "passive" | "aggressive", damage: number): SVGGElement {
  return s(
    "g",
    { class: `goblin ${stance}`, transform: `translate(${x} ${y})` },
    s("circle", { r: 12, fill: stance === "aggressive" ? "#c0392b" : "#3f9a4a", stroke: "#222", "stroke-width": 1 }),
    s("text", { class: "goblin-text", y: 4, "text-anchor": "middle" }, damage > 0 ? `${damage}` : "G"),
    s("title", {}, `Goblin, ${stance}${damage > 0 ? `, ${damage} damage` : ""}`),
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
    s("title", {}, title ?? (upright ? "Golden mushroom" : "Golden mushroom (captured)")),
  );
}

/** Centered text over several lines. */
export function lines(x: number, y: number, texts: readonly string[], cls: string, lineHeight = 11): SVGTextElement {
  return s(
    "text",
    { class: cls, x, y, "text-anchor": "middle" },
    ...texts.map((t, i) => s("tspan", { x, dy: i === 0 ? 0 : lineHeight }, t)),
  );
}
