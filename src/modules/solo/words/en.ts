/**
 * The solo module's words in English.
 *
 * @module
 */
import type { ModuleWords } from "../../../text/module-locales";
import type { SoloTypes } from "../types";

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** English. */
export const soloEn: ModuleWords<SoloTypes> = {
  actions: {
    "solo/deal-movement-card": (a, t) => `The ${t.movementCard(a.card)} card is dealt face up`,
    "solo/choose-aggressive-goblins": (a, t) =>
      `${t.player(a.player)} turns ${t.list(a.cells.map((c) => t.goblin(c)))} aggressive`,
  },
  decisions: {
    "solo/deal-movement-card": () => "The next movement card is dealt",
    "solo/choose-aggressive-goblins": (d, t) =>
      `${t.player(d.player)} chooses ${plural(d.count, "goblin", "goblins")} to turn aggressive`,
  },
  events: {
    "solo/drafting-began": () => "The movement cards are gathered for the Day's drafting",
    "solo/movement-card-dealt": (e, t) =>
      `The ${t.movementCard(e.card)} card is dealt face up (on offer: ${t.list(e.offered.map((c) => t.movementCard(c)))})`,
    "solo/movement-card-played": (e, t) => `The ${t.movementCard(e.card)} card leaves the offer`,
    "solo/aggressive-goblins-chosen": (e, t) =>
      `${t.player(e.player)} turns ${t.list(e.cells.map((c) => t.goblin(c)))} aggressive`,
  },
  verdict: (sheet, _t, difficulty) => {
    if (sheet.solo === undefined) return null;
    const { goal, total, reached } = sheet.solo;
    const head = `Solo goal (${difficulty(sheet.solo.difficulty)}): ${goal} VP; total ${total}`;
    if (!sheet.final) return reached ? `${head}; reached so far` : `${head}; ${goal - total} VP to go`;
    return reached
      ? `${head}. Victory: the realm is saved`
      : `${head}. Defeat: ${goal - total} VP short, the Mushroom Realm falls`;
  },
};
