/**
 * GloomFall — Game Variant: the Land Map on the gloom side of every map card (with it, the gloom
 * temple tracks, whose second space is double, and the 7 gloom grotto effects); goblins placed on
 * portals arrive aggressive, at setup (unless the `gloomfallSetupGoblins` ruling says passive) and at
 * every refill. A patch over the base ruleset through
 * its hooks; see docs/modules/gloomfall.md.
 *
 * @module
 */
import type { GameModule } from "../../engine/game-module";
import type { GameRuleset } from "../../rules/game-types";
import { footMoveOf, gloomfallFootMove } from "./foot-move";
import { gloomGrottoEffects } from "./gloom-grottos";
import { GLOOMFALL_ERRORS } from "./error-codes";
import { rollForAttackStep, rollForMagicStep, rollGainPowerStep } from "./roll-steps";
import { GLOOMFALL_FIELDS as FIELDS } from "./schema";
import type { GloomfallTypes } from "./types";
import { gloomfallEn } from "./words/en";
import { gloomfallJa } from "./words/ja";

/**
 * The setup's goblin placement under the `gloomfallSetupGoblins` ruling: aggressive like every new
 * goblin (default), or passive as the base setup places them (docs/rulings.md, "New goblins arrive
 * aggressive, at setup too").
 */
function setupGoblinsWithRuling(base: GameRuleset["steps"]["setup-goblins"]): GameRuleset["steps"]["setup-goblins"] {
  return (draft, step, ctx) => {
    base(draft, step, ctx);
    if (draft.config.rulings["gloomfallSetupGoblins"] !== "passive") return;
    for (const portal of draft.goblins.portals) if (portal.goblin !== null) portal.goblin.stance = "passive";
  };
}

/**
 * The GloomFall module: pass `modules: ["gloomfall"]` to `createGame`.
 *
 * @example
 * ```ts
 * import { createGame } from "teq-engine";
 * createGame({ seed: 1, players: 2, modules: ["gloomfall"] }).map.face; // "gloom"
 * ```
 */
export const gloomfall: GameModule<"gloomfall", GloomfallTypes> = {
  id: "gloomfall",
  docs: "docs/modules/gloomfall.md",
  decisions: {
    "gloomfall/foot-move": { fields: FIELDS.decisions["gloomfall/foot-move"], phases: ["day"] },
  },
  steps: {
    "gloomfall/roll-gain-power": { fields: FIELDS.steps["gloomfall/roll-gain-power"], waitsIn: ["day"] },
    "gloomfall/roll-for-magic": { fields: FIELDS.steps["gloomfall/roll-for-magic"], waitsIn: ["day"] },
    "gloomfall/roll-for-attack": { fields: FIELDS.steps["gloomfall/roll-for-attack"], waitsIn: ["day"] },
  },
  actions: {
    "gloomfall/foot-move": { fields: FIELDS.actions["gloomfall/foot-move"] },
    "gloomfall/foot-stay": { fields: FIELDS.actions["gloomfall/foot-stay"] },
  },
  errors: GLOOMFALL_ERRORS,
  rulings: {
    gloomfallSetupGoblins: {
      values: ["aggressive", "passive"],
      default: "aggressive",
      doc: 'The stance of the 7 goblins placed at setup (docs/rulings.md, "New goblins arrive aggressive, at setup too").',
    },
  },
  words: { en: gloomfallEn, ja: gloomfallJa },
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      mapFace: "gloom",
      newGoblinStance: "aggressive",
      grottoEffects: { ...base.hooks.grottoEffects, ...gloomGrottoEffects },
      effectMoves: { ...base.hooks.effectMoves, "gloomfall/foot-move": footMoveOf },
    },
    steps: {
      ...base.steps,
      "setup-goblins": setupGoblinsWithRuling(base.steps["setup-goblins"]),
      "gloomfall/roll-gain-power": rollGainPowerStep,
      "gloomfall/roll-for-magic": rollForMagicStep,
      "gloomfall/roll-for-attack": rollForAttackStep,
    },
    decisions: { ...base.decisions, "gloomfall/foot-move": gloomfallFootMove },
  }),
};
