/**
 * The GloomFall module's words in Japanese.
 *
 * @module
 */
import type { ModuleWords } from "../../../text/module-locales";
import type { GloomfallTypes } from "../types";

/** Japanese. */
export const gloomfallJa: ModuleWords<GloomfallTypes> = {
  actions: {
    "gloomfall/foot-move": (a, t) => `${t.player(a.player)}は${t.ownHero(a.hero)}も徒歩で${t.place(a.to)}へ移動する`,
    "gloomfall/foot-stay": (a, t) => `${t.player(a.player)}はもう一人のヒーローを移動させない`,
  },
  decisions: {
    "gloomfall/foot-move": (d, t) =>
      `${t.player(d.player)}：${t.ownHero(d.hero)}を徒歩で移動するか選ぶ（${t.grottoEffect(d.effect)}）`,
  },
  events: {},
};
