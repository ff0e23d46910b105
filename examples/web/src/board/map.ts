/** The Land Map in SVG: every card with both regions, temple tracks, goblins, mushrooms, heroes. */
import { moduleStateOf, type GameState, type RegionDef, type RegionRef, type RegionSide } from "teq-engine";
import { s } from "../dom";
import { cssColor, pack, regionDef } from "../content";
import { nameOf, terms } from "../labels";
import { ui } from "../ui-text";
import { CARD, HALF, cellOrigin, wrapText } from "./geometry";
import { goblinToken, heroToken, lines, mushroom } from "./pieces";

/** What the map lets the user click. */
export interface MapInteraction {
  /** Region key (`cell:side`) to the index of the legal action a click takes. */
  readonly targets: ReadonlyMap<string, number>;
  /** The seat whose heroes can be selected, and the selected hero. */
  readonly seat: number | null;
  readonly selectableHeroes: readonly number[];
  readonly selectedHero: number | null;
  readonly onTarget: (index: number) => void;
  readonly onHero: (hero: number) => void;
}

export const regionKey = (ref: RegionRef): string => `${ref.cell}:${ref.side}`;

const FILL: Readonly<Record<RegionDef["kind"], string>> = {
  castle: "#eee",
  temple: "#ecd9a8",
  obelisk: "#cfd8ea",
  grotto: "#bfe0d2",
  "golden-grotto": "#f6d66e",
  portal: "#dcc6ee",
};

interface HeroAt {
  readonly seat: number;
  readonly hero: number;
  readonly color: string;
  readonly templeSpace: number;
}

function heroesAt(state: GameState, ref: RegionRef): HeroAt[] {
  return state.players.flatMap((p) =>
    p.heroes.flatMap((h, i) =>
      h.at.cell === ref.cell && h.at.side === ref.side
        ? [{ seat: p.seat, hero: i, color: p.color, templeSpace: h.templeSpace }]
        : [],
    ),
  );
}

/**
 * A region's title lines in the current locale. A grotto is named by its map card ("Grotto 4"), as
 * the actions and decisions name it; a portal by its kind.
 */
function regionTitle(state: GameState, cell: number, def: RegionDef | undefined): string[] {
  const t = ui().board;
  const card = state.map.cells[cell]?.cardId ?? "";
  switch (def?.kind) {
    case "castle":
      return t.castle(terms().colors[def.color] ?? def.color);
    case "temple":
      return t.temple(nameOf("temples", def.temple));
    case "obelisk": {
      const level = pack().spells.find((x) => x.id === def.spell)?.level;
      return [t.obelisk, `${nameOf("spells", def.spell)} ${level ?? ""}`.trim()];
    }
    case "grotto":
    case "golden-grotto":
      return ui().board.cardTitle(nameOf("mapCards", card));
    case "portal":
      return [ui().board.portal];
    default:
      return [String(state.round)];
  }
}

/** The region's tooltip: a grotto's effect, else the region's kind. */
function regionTooltip(def: RegionDef | undefined): string {
  if (def?.kind === "grotto") return nameOf("grottoEffects", def.effect);
  if (def?.kind === "golden-grotto") return nameOf("goldenActions", def.action);
  return def === undefined ? "" : terms().regionKinds[def.kind];
}

function templeTrack(
  state: GameState,
  temple: string,
  x: number,
  y: number,
  heroes: readonly HeroAt[],
  interaction: MapInteraction,
): SVGGElement {
  const track = pack().temples.find((t) => t.id === temple)?.tracks[state.map.face] ?? [];
  const g = s("g", { class: "track" });
  track.forEach((space, i) => {
    const sy = y + (track.length - 1 - i) * 17;
    g.append(
      s("rect", { x: x, y: sy, width: 18, height: 15, rx: 2, class: `track-space ${space.symbol}` }),
      s(
        "text",
        { class: "track-text", x: x + 9, y: sy + 11, "text-anchor": "middle" },
        `${space.symbol === "torch" ? ui().board.torch : ui().board.scroll}${space.count > 1 ? space.count : ""}`,
      ),
    );
    heroes
      .filter((h) => h.templeSpace === i + 1)
      .forEach((h, k) => g.append(hero(state, h, x + 30 + k * 12, sy + 7.5, interaction)));
  });
  return g;
}

function hero(state: GameState, h: HeroAt, x: number, y: number, interaction: MapInteraction): SVGGElement {
  const slice = moduleStateOf(state, "golden-mushrooms");
  const escorting =
    slice?.mushrooms.some((m) => m.place.where === "hero" && m.place.seat === h.seat && m.place.hero === h.hero) ??
    false;
  const selectable = interaction.seat === h.seat && interaction.selectableHeroes.includes(h.hero);
  const token = heroToken(x, y, h.color, h.hero, {
    seat: h.seat,
    selected: selectable && interaction.selectedHero === h.hero,
    mushroom: escorting,
  });
  if (selectable) {
    token.classList.add("selectable");
    token.addEventListener("click", (event) => {
      event.stopPropagation();
      interaction.onHero(h.hero);
    });
  }
  return token;
}

function region(state: GameState, cell: number, side: RegionSide, interaction: MapInteraction): SVGGElement {
  const ref = { cell, side };
  const def = regionDef(state, ref);
  const c = state.map.cells[cell];
  const origin = c === undefined ? { x: 0, y: 0 } : cellOrigin(c.row, c.col);
  const x = origin.x + (side === "left" ? 0 : HALF);
  const fill = def?.kind === "castle" ? cssColor(def.color) : FILL[def?.kind ?? "portal"];
  const target = interaction.targets.get(regionKey(ref));
  const g = s("g", {
    class: `region ${def?.kind ?? ""} ${c === undefined ? "" : state.map.face}${target !== undefined ? " target" : ""}`,
    "data-region": regionKey(ref),
    "data-action": target,
  });
  g.append(
    s("rect", { x: x + 1, y: origin.y + 1, width: HALF - 2, height: CARD - 2, rx: 4, fill: "#fff" }),
    s("rect", {
      x: x + 1,
      y: origin.y + 1,
      width: HALF - 2,
      height: CARD - 2,
      rx: 4,
      fill,
      "fill-opacity": def?.kind === "castle" ? 0.5 : 1,
      class: "region-bg",
    }),
    s("title", {}, regionTooltip(def)),
    lines(x + HALF / 2, origin.y + 14, regionTitle(state, cell, def), "region-title", 10, {
      width: HALF - 6,
      size: 9.5,
    }),
  );
  if (def?.kind === "grotto" || def?.kind === "golden-grotto") {
    const effect = def.kind === "grotto" ? def.effect : def.action;
    g.append(
      lines(
        x + HALF / 2,
        origin.y + 35,
        wrapText(def.kind === "grotto" ? nameOf("grottoEffects", effect) : nameOf("goldenActions", effect), 11).slice(
          0,
          3,
        ),
        "region-sub",
        8.5,
        { width: HALF - 6, size: 7.5 },
      ),
    );
  }
  const all = heroesAt(state, ref);
  const onTrack = def?.kind === "temple" ? all.filter((h) => h.templeSpace > 0) : [];
  const standing = all.filter((h) => !onTrack.includes(h));
  if (def?.kind === "temple") g.append(templeTrack(state, def.temple, x + 4, origin.y + 30, onTrack, interaction));
  if (def?.kind === "portal") {
    const goblin = state.goblins.portals.find((p) => p.at.cell === cell && p.at.side === side)?.goblin;
    if (goblin) g.append(goblinToken(x + HALF / 2, origin.y + 42, goblin.stance, goblin.damage));
  }
  const slice = moduleStateOf(state, "golden-mushrooms");
  slice?.mushrooms.forEach((m) => {
    if (
      (m.place.where === "portal" || m.place.where === "region") &&
      m.place.region.cell === cell &&
      m.place.region.side === side
    ) {
      // An abandoned one, in a castle too, is not that castle's: anyone moving in may pick it up.
      const title = m.place.where === "region" ? ui().board.mushroomAbandoned : undefined;
      g.append(mushroom(x + HALF - 10, origin.y + (m.place.where === "portal" ? 64 : 34), 1, m.upright, title));
    }
  });
  if (def?.kind === "castle" && slice) {
    const owner = state.players.find((p) => p.color === def.color)?.seat;
    const home = slice.mushrooms.filter((m) => m.place.where === "castle" && m.place.seat === owner).length;
    if (home > 0)
      g.append(
        mushroom(x + 14, origin.y + 40, 1, true, ui().board.mushroomsRescued(home)),
        s("text", { class: "count", x: x + 24, y: origin.y + 44 }, `×${home}`),
      );
  }
  standing.forEach((h, k) =>
    g.append(hero(state, h, x + 11 + (k % 3) * 19, origin.y + CARD - 12 - Math.floor(k / 3) * 19, interaction)),
  );
  if (target !== undefined) g.addEventListener("click", () => interaction.onTarget(target));
  return g;
}

/** The Land Map as an SVG group. */
export function renderMap(state: GameState, interaction: MapInteraction): SVGGElement {
  const g = s("g", { class: "map" });
  state.map.cells.forEach((c, cell) => {
    const o = cellOrigin(c.row, c.col);
    g.append(
      s("rect", {
        x: o.x - 1,
        y: o.y - 1,
        width: CARD + 2,
        height: CARD + 2,
        rx: 6,
        class: `card ${state.map.face}${c.coastIndex !== null ? " coast" : ""}`,
      }),
      region(state, cell, "left", interaction),
      region(state, cell, "right", interaction),
    );
    if (state.map.face === "gloom") {
      g.append(
        s(
          "path",
          { class: "gloom-mark", d: `M ${o.x + CARD - 16} ${o.y} H ${o.x + CARD} V ${o.y + 16} Z` },
          s("title", {}, terms().faces.gloom),
        ),
      );
    }
  });
  return g;
}
