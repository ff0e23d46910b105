/**
 * Quest for the Golden Mushrooms: 7 mushroom tokens to rescue from goblin portals, escort, steal,
 * abandon and use at 3 Golden Grottos, 2 victory points each in a castle. A patch over the base
 * ruleset through its hooks; see docs/modules/golden-mushrooms.md and the "Golden Mushrooms"
 * rulings in docs/rulings.md.
 *
 * @module
 */
import { checkMushroomState } from "./check-state";
import type { RulesetModule } from "../../core/compose";
import type { MoveOrIdleDecision } from "../../rules/decisions";
import type { GameRuleset, RuleDecision, RuleStep } from "../../rules/game-types";
import type { Decision, ModuleDecision } from "../../rules/decisions";
import type { ModuleStep, Step } from "../../rules/steps";
import { useGoldenGrotto, withGoldenArrival } from "./golden-grottos";
import { withMushroomChoices } from "./move";
import { effectMoveDecisions } from "./effect-moves";
import { placeMushroom, placeMushrooms, refillWithMushrooms } from "./placement";
import { announceMushroomScores, mushroomScore } from "./scoring";
import { setupMushrooms, withGoldenGrottos } from "./setup";
import { dropOnReturn, mushroomFollows, rescueMushroom } from "./travel";

const asModuleStep = <T extends ModuleStep>(handler: RuleStep<T>): RuleStep<ModuleStep> => handler as unknown as RuleStep<ModuleStep>;
const asModuleDecision = <D extends ModuleDecision>(handler: RuleDecision<D>): RuleDecision<ModuleDecision> =>
  handler as unknown as RuleDecision<ModuleDecision>;

/** The setup steps with the mushrooms' setup just before the first round begins. */
function withMushroomSetup(steps: readonly Step[]): Step[] {
  const setup: Step = { kind: "golden-mushrooms/setup" };
  const at = steps.findIndex((s) => s.kind === "begin-round");
  return at < 0 ? [...steps, setup] : [...steps.slice(0, at), setup, ...steps.slice(at)];
}

/**
 * The Golden Mushrooms module: pass `modules: ["golden-mushrooms"]` to `createGame`.
 */
export const goldenMushrooms: RulesetModule<GameRuleset> = {
  id: "golden-mushrooms",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: withMushroomSetup(base.hooks.setupSteps),
      regularMapCards: withGoldenGrottos(base.hooks.regularMapCards),
      scoreSources: [...base.hooks.scoreSources, mushroomScore],
      arrival: withGoldenArrival(base.hooks.arrival),
      onHeroMoved: mushroomFollows(base.hooks.onHeroMoved),
      onGoblinDefeated: rescueMushroom(base.hooks.onGoblinDefeated),
      onReturnHome: dropOnReturn(base.hooks.onReturnHome),
      stateChecks: [...base.hooks.stateChecks, checkMushroomState],
    },
    steps: {
      ...base.steps,
      "refill-portals": refillWithMushrooms(base.steps["refill-portals"]),
      "pass-dice": announceMushroomScores(base.steps["pass-dice"]),
      "golden-mushrooms/setup": asModuleStep(setupMushrooms),
      "golden-mushrooms/place-mushrooms": asModuleStep(placeMushrooms),
    },
    decisions: {
      ...base.decisions,
      ...effectMoveDecisions(base.decisions as Record<string, RuleDecision<Decision>>, base.hooks.effectMoves),
      "move-or-idle": withMushroomChoices(base.decisions["move-or-idle"] as RuleDecision<MoveOrIdleDecision>),
      "golden-mushrooms/use-golden-grotto": asModuleDecision(useGoldenGrotto),
      "golden-mushrooms/place-mushroom": asModuleDecision(placeMushroom),
    },
  }),
};

export type { GoldenMushroomsState, Mushroom, MushroomPlace } from "./state";
