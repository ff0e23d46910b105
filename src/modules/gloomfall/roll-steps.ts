/**
 * GloomFall — Mushroom Grottos: what the gloom effects that roll the dice do with the roll. Each
 * step runs after the base `roll-dice` step and reads `state.lastRoll`; only the symbol the effect
 * names counts (no damage, no magic level: a grotto roll is not an adventure roll; docs/rulings.md,
 * "GloomFall").
 *
 * @module
 */
import type { RuleStep } from "../../rules/game-types";
import { countSymbol } from "../../rules/dice/roll-dice";
import { gainStat } from "../../rules/gains/gain";
import { damageGoblinAttackedBy } from "../../rules/goblins/damage-goblin";
import { advanceMagic } from "../../rules/magic/advance-magic";
import type { GloomfallStep } from "./types";

type StepOf<K extends GloomfallStep["kind"]> = Extract<GloomfallStep, { kind: K }>;

/** Magic spaces per Conjure Magic symbol (`gloom-roll-for-magic`). */
const MAGIC_PER_SYMBOL = 2;

/**
 * `gloom-power-then-roll`, after the roll: 1 Power per Gain Power symbol, up to the maximum.
 */
export const rollGainPowerStep: RuleStep<StepOf<"gloomfall/roll-gain-power">> = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  gainStat(
    draft,
    ctx,
    step.player,
    "power",
    countSymbol(symbols, "gain-power"),
    draft.lastRoll?.purpose ?? "gloom-power-then-roll",
  );
};

/**
 * `gloom-roll-for-magic`, after the roll: the magic token 2 spaces per Conjure Magic symbol,
 * stopping on the last space.
 */
export const rollForMagicStep: RuleStep<StepOf<"gloomfall/roll-for-magic">> = (draft, _step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  advanceMagic(
    draft,
    ctx,
    MAGIC_PER_SYMBOL * countSymbol(symbols, "conjure-magic"),
    draft.lastRoll?.purpose ?? "gloom-roll-for-magic",
  );
};

/**
 * `gloom-roll-for-attack`, after the roll: the goblin the chosen hero is attacking takes 1 damage
 * per Attack Goblin symbol (5 defeat it; the player collects it).
 */
export const rollForAttackStep: RuleStep<StepOf<"gloomfall/roll-for-attack">> = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  damageGoblinAttackedBy(draft, ctx, step.player, step.hero, countSymbol(symbols, "attack-goblin"));
};
