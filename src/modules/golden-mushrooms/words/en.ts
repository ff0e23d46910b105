/**
 * The Golden Mushrooms module's words in English.
 *
 * @module
 */
import type { ModuleWords } from "../../../text/module-locales";
import type { GoldenMushroomsTypes } from "../types";

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What a move does with a mushroom, appended to the move's sentence. */
const MUSHROOM: Readonly<Record<string, string>> = {
  carry: ", carrying a golden mushroom out of its castle",
  steal: ", stealing a golden mushroom",
  abandon: ", leaving its golden mushroom behind",
  "pick-up": ", picking up a golden mushroom",
};

/** The words of an action's own `mushroom` choice (a move, a grotto's move, a Foot move), or "". */
const mushroomWords = (a: object): string => {
  const choice: unknown = Object.hasOwn(a, "mushroom") ? (a as { mushroom?: unknown }).mushroom : undefined;
  return typeof choice === "string" ? (MUSHROOM[choice] ?? "") : "";
};

/** English. */
export const goldenMushroomsEn: ModuleWords<GoldenMushroomsTypes, "golden-mushrooms"> = {
  actions: {
    "golden-mushrooms/use-golden-grotto": (a, t) =>
      `${t.player(a.player)} spends a golden mushroom at the Golden Grotto${a.target === undefined ? "" : ` for ${t.ownHero(a.target)}`}`,
    "golden-mushrooms/skip-golden-grotto": (a, t) => `${t.player(a.player)} keeps the golden mushroom`,
    "golden-mushrooms/place-mushroom": (a, t) =>
      `${t.player(a.player)} places a golden mushroom by the portal of ${t.cell(a.cell)}`,
  },
  decisions: {
    "golden-mushrooms/use-golden-grotto": (d, t) =>
      `${t.player(d.player)} may spend a golden mushroom on ${t.goldenAction(d.action)} with ${t.ownHero(d.hero)}`,
    "golden-mushrooms/place-mushroom": (d, t) => `${t.player(d.player)} places a golden mushroom by a portal`,
  },
  events: {
    "golden-mushrooms/placed": (e, t) =>
      e.player === null
        ? `A golden mushroom is captured at ${t.place(e.at)}`
        : `${t.player(e.player)} places a golden mushroom, captured, at ${t.place(e.at)}`,
    "golden-mushrooms/rescued": (e, t) =>
      `${t.player(e.player)} rescues the golden mushroom of ${t.place(e.from)}: it goes to their castle`,
    "golden-mushrooms/carried": (e, t) => `${t.hero(e.player, e.hero)} carries a golden mushroom out of its castle`,
    "golden-mushrooms/stolen": (e, t) =>
      `${t.hero(e.player, e.hero)} steals a golden mushroom from ${t.player(e.from)}`,
    "golden-mushrooms/picked-up": (e, t) =>
      `${t.hero(e.player, e.hero)} picks up the golden mushroom at ${t.place(e.at)}`,
    "golden-mushrooms/escorted": (e, t) => `${t.hero(e.player, e.hero)} escorts a golden mushroom to ${t.place(e.to)}`,
    "golden-mushrooms/delivered": (e, t) => `${t.hero(e.player, e.hero)} brings a golden mushroom home`,
    "golden-mushrooms/abandoned": (e, t) =>
      e.castle === null
        ? `${t.hero(e.player, e.hero)} leaves its golden mushroom abandoned at ${t.place(e.at)}, for any hero moving in to pick up (${t.reason(e.cause)})`
        : `${t.hero(e.player, e.hero)} leaves its golden mushroom in ${t.player(e.castle)}'s castle, where it joins their mushrooms (${t.reason(e.cause)})`,
    "golden-mushrooms/golden-grotto-used": (e, t) =>
      `${t.player(e.player)} spends a golden mushroom on ${t.goldenAction(e.action)}${e.target === null ? "" : ` for ${t.ownHero(e.target)}`}`,
    "golden-mushrooms/golden-grotto-skipped": (e, t) =>
      `${t.player(e.player)} keeps the golden mushroom (${t.goldenAction(e.action)} not used)`,
    "golden-mushrooms/scored": (e, t) =>
      `${t.player(e.player)} has ${plural(e.mushrooms, "golden mushroom", "golden mushrooms")} at home: ${e.points} VP`,
  },
  reasons: {
    "golden-mushrooms/grottos-passed": "golden mushroom carried past grottos",
    abandon: "left by choice",
    "into-temple": "a golden mushroom never enters a temple",
  },
  scoreSources: { mushrooms: "golden mushrooms" },
  actionSuffixes: {
    move: mushroomWords,
    "use-grotto": mushroomWords,
    "gloomfall/foot-move": mushroomWords,
  },
};
