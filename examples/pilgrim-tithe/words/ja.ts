/** The Pilgrim's Tithe in Japanese. */
import type { ModuleWords } from "teq-engine";
import type { TitheTypes } from "../types.js";

export const titheJa: ModuleWords<TitheTypes> = {
  actions: {
    "pilgrim-tithe/pay": (a, t) => `${t.player(a.player)}は巡礼の十分の一税を納める`,
    "pilgrim-tithe/decline": (a, t) => `${t.player(a.player)}はパワーを納めない`,
  },
  decisions: {
    "pilgrim-tithe/tithe": (d, t) => `${t.player(d.player)}：パワー${d.cost}で十分の一税を納めるか選ぶ`,
  },
  events: {
    "pilgrim-tithe/paid": (e, t) => `${t.player(e.player)}の十分の一税：${e.tithes}回`,
  },
  reasons: { "pilgrim-tithe/tithe": "巡礼の十分の一税" },
  scoreSources: { tithes: "十分の一税" },
};
