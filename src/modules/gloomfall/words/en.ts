/**
 * The GloomFall module's words in English.
 *
 * @module
 */
import type { ModuleWords } from "../../../text/module-locales";
import type { GloomfallTypes } from "../types";

/** English. */
export const gloomfallEn: ModuleWords<GloomfallTypes> = {
  actions: {
    "gloomfall/foot-move": (a, t) =>
      `${t.player(a.player)} also moves ${t.ownHero(a.hero)} by Foot to ${t.place(a.to)}`,
    "gloomfall/foot-stay": (a, t) => `${t.player(a.player)} leaves the other hero where it stands`,
  },
  decisions: {
    "gloomfall/foot-move": (d, t) =>
      `${t.player(d.player)} may move ${t.ownHero(d.hero)} by Foot (${t.grottoEffect(d.effect)})`,
  },
  events: {},
};
