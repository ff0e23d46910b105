/** The Pilgrim's Tithe in English. */
import type { ModuleWords } from "teq-engine";
import type { TitheTypes } from "../types.js";

// #region words
export const titheEn: ModuleWords<TitheTypes> = {
  actions: {
    "pilgrim-tithe/pay": (a, t) => `${t.player(a.player)} pays the pilgrim's tithe`,
    "pilgrim-tithe/decline": (a, t) => `${t.player(a.player)} keeps their Power`,
  },
  decisions: {
    "pilgrim-tithe/tithe": (d, t) => `${t.player(d.player)} may pay ${d.cost} Power for a tithe`,
  },
  events: {
    "pilgrim-tithe/paid": (e, t) => `${t.player(e.player)} has paid ${e.tithes} ${e.tithes === 1 ? "tithe" : "tithes"}`,
  },
  reasons: { "pilgrim-tithe/tithe": "the pilgrim's tithe" },
  scoreSources: { tithes: "tithes" },
};
// #endregion words
