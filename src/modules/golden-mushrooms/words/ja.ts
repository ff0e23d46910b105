/**
 * The Golden Mushrooms module's words in Japanese.
 *
 * @module
 */
import type { ModuleWords } from "../../../text/module-locales";
import type { GoldenMushroomsTypes } from "../types";

/** What a move does with a mushroom, appended to the move's sentence. */
const MUSHROOM: Readonly<Record<string, string>> = {
  carry: "（城から黄金キノコを運び出す）",
  steal: "（黄金キノコを奪う）",
  abandon: "（黄金キノコをその場に置いていく）",
  "pick-up": "（置かれた黄金キノコを拾う）",
};

/** The words of an action's own `mushroom` choice (a move, a grotto's move, a Foot move), or "". */
const mushroomWords = (a: object): string => {
  const choice: unknown = Object.hasOwn(a, "mushroom") ? (a as { mushroom?: unknown }).mushroom : undefined;
  return typeof choice === "string" ? (MUSHROOM[choice] ?? "") : "";
};

/** Japanese. */
export const goldenMushroomsJa: ModuleWords<GoldenMushroomsTypes, "golden-mushrooms"> = {
  actions: {
    "golden-mushrooms/use-golden-grotto": (a, t) =>
      `${t.player(a.player)}は黄金キノコを使って黄金のマッシュルームの効果を得る${a.target === undefined ? "" : `（${t.ownHero(a.target)}）`}`,
    "golden-mushrooms/skip-golden-grotto": (a, t) => `${t.player(a.player)}は黄金キノコを使わない`,
    "golden-mushrooms/place-mushroom": (a, t) =>
      `${t.player(a.player)}は${t.cell(a.cell)}のゴブリンポータルに黄金キノコを置く`,
  },
  decisions: {
    "golden-mushrooms/use-golden-grotto": (d, t) =>
      `${t.player(d.player)}：黄金キノコを使って${t.ownHero(d.hero)}で${t.goldenAction(d.action)}を行うか選ぶ`,
    "golden-mushrooms/place-mushroom": (d, t) => `${t.player(d.player)}：黄金キノコをゴブリンポータルに置く`,
  },
  events: {
    "golden-mushrooms/placed": (e, t) =>
      e.player === null
        ? `${t.place(e.at)}に黄金キノコが捕らわれる`
        : `${t.player(e.player)}は${t.place(e.at)}に黄金キノコを捕らわれた状態で置く`,
    "golden-mushrooms/rescued": (e, t) =>
      `${t.player(e.player)}は${t.place(e.from)}の黄金キノコを救出し、自分の城へ送る`,
    "golden-mushrooms/carried": (e, t) => `${t.hero(e.player, e.hero)}が城から黄金キノコを運び出す`,
    "golden-mushrooms/stolen": (e, t) => `${t.hero(e.player, e.hero)}が${t.player(e.from)}の城から黄金キノコを奪う`,
    "golden-mushrooms/picked-up": (e, t) => `${t.hero(e.player, e.hero)}が${t.place(e.at)}の黄金キノコを拾う`,
    "golden-mushrooms/escorted": (e, t) => `${t.hero(e.player, e.hero)}が黄金キノコを${t.place(e.to)}へ運ぶ`,
    "golden-mushrooms/delivered": (e, t) => `${t.hero(e.player, e.hero)}が黄金キノコを自分の城に持ち帰る`,
    "golden-mushrooms/abandoned": (e, t) =>
      e.castle === null
        ? `${t.hero(e.player, e.hero)}が黄金キノコを${t.place(e.at)}に置き去りにする。入ってきたヒーローなら誰でも拾える（${t.reason(e.cause)}）`
        : `${t.hero(e.player, e.hero)}が黄金キノコを${t.player(e.castle)}の城に置いていき、その城のキノコになる（${t.reason(e.cause)}）`,
    "golden-mushrooms/golden-grotto-used": (e, t) =>
      `${t.player(e.player)}は黄金キノコを使い、${t.goldenAction(e.action)}を行う${e.target === null ? "" : `（${t.ownHero(e.target)}）`}`,
    "golden-mushrooms/golden-grotto-skipped": (e, t) =>
      `${t.player(e.player)}は黄金キノコを使わない（${t.goldenAction(e.action)}）`,
    "golden-mushrooms/scored": (e, t) => `${t.player(e.player)}の城の黄金キノコ${e.mushrooms}個：${e.points}勝利点`,
  },
  reasons: {
    "golden-mushrooms/grottos-passed": "黄金キノコを運んでマッシュルームを通過",
    abandon: "自分で置いた",
    "into-temple": "黄金キノコは寺院に入れない",
  },
  scoreSources: { mushrooms: "黄金キノコ" },
  actionSuffixes: {
    move: mushroomWords,
    "use-grotto": mushroomWords,
    "gloomfall/foot-move": mushroomWords,
  },
};
