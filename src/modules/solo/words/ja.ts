/**
 * The solo module's words in Japanese.
 *
 * @module
 */
import type { ModuleWords } from "../../../text/module-locales";
import type { SoloTypes } from "../types";

/** Japanese. */
export const soloJa: ModuleWords<SoloTypes> = {
  actions: {
    "solo/deal-movement-card": (a, t) => `${t.movementCard(a.card)}の移動カードが表向きに配られる`,
    "solo/choose-aggressive-goblins": (a, t) =>
      `${t.player(a.player)}は${t.list(a.cells.map((c) => t.goblin(c)))}を赤の面にする`,
  },
  decisions: {
    "solo/deal-movement-card": () => "次の移動カードが配られる",
    "solo/choose-aggressive-goblins": (d, t) => `${t.player(d.player)}：赤の面にするゴブリンを${d.count}体選ぶ`,
  },
  events: {
    "solo/drafting-began": () => "昼フェイズのドラフトのため移動カードを集める",
    "solo/movement-card-dealt": (e, t) =>
      `${t.movementCard(e.card)}の移動カードを表向きに配る（選択肢：${t.list(e.offered.map((c) => t.movementCard(c)))}）`,
    "solo/movement-card-played": (e, t) => `${t.movementCard(e.card)}の移動カードを選択肢から外す`,
    "solo/aggressive-goblins-chosen": (e, t) =>
      `${t.player(e.player)}は${t.list(e.cells.map((c) => t.goblin(c)))}を赤の面にする`,
  },
  verdict: (sheet, _t, difficulty) => {
    if (sheet.solo === undefined) return null;
    const { goal, total, reached } = sheet.solo;
    const head = `ソロの目標（${difficulty(sheet.solo.difficulty)}）：${goal}勝利点、合計${total}`;
    if (!sheet.final) return reached ? `${head}、現時点で達成` : `${head}、あと${goal - total}点`;
    return reached
      ? `${head}。勝利：王国は救われた`
      : `${head}。敗北：目標まで${goal - total}点足りず、キノコ王国は滅びる`;
  },
};
