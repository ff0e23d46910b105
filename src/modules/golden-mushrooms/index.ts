/**
 * Quest for the Golden Mushrooms: 7 mushroom tokens to rescue from goblin portals, escort, steal,
 * abandon and use at 3 Golden Grottos, 2 victory points each in a castle. A patch over the base
 * ruleset through its hooks; see docs/modules/golden-mushrooms.md and the "Golden Mushrooms"
 * rulings in docs/rulings.md.
 *
 * @module
 */
import { checkMushroomState } from "./check-state";
import { copyMushroomsSlice } from "./slice-copy";
import type { GameModule } from "../../engine/game-module";
import type { Step } from "../../rules/steps";
import { GOLDEN_MUSHROOMS_ERRORS } from "./error-codes";
import { useGoldenGrotto, withGoldenArrival } from "./golden-grottos";
import { withMushroomChoices } from "./move";
import { pickUpStep } from "./pick-up";
import { GOLDEN_MUSHROOMS_FIELDS as FIELDS, mushroomsSliceSchema } from "./schema";
import { effectMoveDecisions } from "./effect-moves";
import { placeMushroom, placeMushrooms, refillWithMushrooms } from "./placement";
import { announceMushroomScores, mushroomScore } from "./scoring";
import { setupMushrooms, withGoldenGrottos } from "./setup";
import { escortedBy, mushroomsOf } from "./state";
import { dropOnReturn, mushroomFollows, rescueMushroom } from "./travel";
import type { GoldenMushroomsTypes } from "./types";
import { goldenMushroomsEn } from "./words/en";
import { goldenMushroomsJa } from "./words/ja";

/** The setup steps with the mushrooms' setup just before the first round begins. */
function withMushroomSetup(steps: readonly Step[]): Step[] {
  const setup: Step = { kind: "golden-mushrooms/setup" };
  const at = steps.findIndex((s) => s.kind === "begin-round");
  return at < 0 ? [...steps, setup] : [...steps.slice(0, at), setup, ...steps.slice(at)];
}

/**
 * The Golden Mushrooms module: pass `modules: ["golden-mushrooms"]` to `createGame`.
 *
 * @example
 * ```ts
 * import { createGame, moduleStateOf } from "teq-engine";
 * const state = createGame({ seed: 1, players: 2, modules: ["golden-mushrooms"] });
 * moduleStateOf(state, "golden-mushrooms")?.mushrooms.length; // 7
 * ```
 */
export const goldenMushrooms: GameModule<"golden-mushrooms", GoldenMushroomsTypes> = {
  id: "golden-mushrooms",
  docs: "docs/modules/golden-mushrooms.md",
  decisions: {
    "golden-mushrooms/use-golden-grotto": {
      fields: FIELDS.decisions["golden-mushrooms/use-golden-grotto"],
      phases: ["day"],
      searched: true,
      // Golden Mushrooms, Using Mushrooms: offered to a hero escorting a mushroom.
      check: (state, d) =>
        escortedBy(state, d["player"] as number, d["hero"] as number) < 0
          ? [
              {
                path: "decision.hero",
                message: "a Golden Grotto's action is offered only to a hero escorting a mushroom",
              },
            ]
          : [],
    },
    "golden-mushrooms/place-mushroom": {
      fields: FIELDS.decisions["golden-mushrooms/place-mushroom"],
      phases: ["resolution"],
      askedBy: "refill-portals",
      // Golden Mushrooms, Placing New Mushrooms: a mushroom left in the supply to place.
      check: (state) =>
        mushroomsOf(state).some((m) => m.place.where === "supply")
          ? []
          : [{ path: "decision", message: "no mushroom in the supply to place" }],
    },
  },
  steps: {
    "golden-mushrooms/setup": { fields: FIELDS.steps["golden-mushrooms/setup"] },
    "golden-mushrooms/place-mushrooms": {
      fields: FIELDS.steps["golden-mushrooms/place-mushrooms"],
      waitsIn: ["resolution"],
    },
    // Waits only behind a decision the arrival of a custom pack's region opens first.
    "golden-mushrooms/pick-up": { fields: FIELDS.steps["golden-mushrooms/pick-up"], waitsIn: ["day"] },
  },
  actions: {
    "golden-mushrooms/use-golden-grotto": { fields: FIELDS.actions["golden-mushrooms/use-golden-grotto"] },
    "golden-mushrooms/skip-golden-grotto": { fields: FIELDS.actions["golden-mushrooms/skip-golden-grotto"] },
    "golden-mushrooms/place-mushroom": { fields: FIELDS.actions["golden-mushrooms/place-mushroom"] },
  },
  actionFields: { move: FIELDS.mushroom, "use-grotto": FIELDS.mushroom, "gloomfall/foot-move": FIELDS.mushroom },
  events: FIELDS.events,
  fieldTypes: {
    "golden-action": {
      what: "Golden Grotto action",
      has: (env, id) => env.content.goldenMushrooms.actions.some((a) => a.id === id),
    },
  },
  slice: { schema: mushroomsSliceSchema, check: checkMushroomState, copy: copyMushroomsSlice },
  errors: GOLDEN_MUSHROOMS_ERRORS,
  rulings: {
    goldenGrottoArrival: {
      values: ["card", "region"],
      default: "card",
      doc: "Whether a Golden Grotto is offered on either region of its map card or only on its grotto region.",
    },
    restingMushroom: {
      values: ["follows", "abandoned"],
      default: "follows",
      doc: "Whether the mushroom of a hero sent home by resting goes home with it or stays where it stood.",
    },
    grottoMoveMushroom: {
      values: ["choices", "none"],
      default: "choices",
      doc: "Whether a hero moved by a grotto effect has a move's mushroom choices or none.",
    },
    mushroomLeftInCastle: {
      values: ["abandoned", "joins"],
      default: "abandoned",
      doc: "Whether a mushroom left in another player's castle stays abandoned there or joins that castle.",
    },
    newMushroomPortal: {
      values: ["no-mushroom", "no-captured"],
      default: "no-mushroom",
      doc: "Whether new mushrooms go to portals with no mushroom at all or with no captured one.",
    },
  },
  words: { en: goldenMushroomsEn, ja: goldenMushroomsJa },
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
    },
    steps: {
      ...base.steps,
      "refill-portals": refillWithMushrooms(base.steps["refill-portals"]),
      "pass-dice": announceMushroomScores(base.steps["pass-dice"]),
      "golden-mushrooms/setup": setupMushrooms,
      "golden-mushrooms/place-mushrooms": placeMushrooms,
      "golden-mushrooms/pick-up": pickUpStep,
    },
    decisions: {
      ...base.decisions,
      ...effectMoveDecisions(base.decisions, base.hooks.effectMoves),
      "move-or-idle": withMushroomChoices(base.decisions["move-or-idle"]),
      "golden-mushrooms/use-golden-grotto": useGoldenGrotto,
      "golden-mushrooms/place-mushroom": placeMushroom,
    },
  }),
};

export type { GoldenMushroomsState, Mushroom, MushroomPlace } from "./state";
