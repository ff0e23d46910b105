/**
 * The solo variant, "The Legend of the Chosen One" (Solo Variant Rules), as a module. Selected by
 * `createGame({ players: 1, difficulty })`, never listed in `modules`; composed first
 * (`MODULE_ORDER`), so GloomFall and Golden Mushrooms patch over it.
 *
 * What it changes, and how:
 * - setup: the magic card's 1-player side (`magicTrack` hook; its per-level dice effects are data
 *   the base Night code applies); no first player token (`setup-first-player` and
 *   `pass-first-player` left out, `usesFirstPlayerToken: false`); its state slice (`solo/setup`);
 * - Day: movement drafting (`begin-day`, `end-day-turn` and `choose-movement-card` wrapped; the
 *   `solo/deal-movement-card` step and chance point);
 * - Resolution: the rightmost quest always discarded (`discardQuestAtResolution`); exactly 3
 *   goblins of the player's choice turn aggressive (`flip-goblins` replaced,
 *   `solo/choose-aggressive-goblins`);
 * - Movement quests: any castle but the player's own counts as "an opponent's castle"
 *   (`opponentCastle` hook, provisional);
 * - scoring: the verdict against the difficulty's goal (`goalVerdict`, `scores(state).solo`).
 *
 * Everything else it adds is declared here too: its payload fields, its state slice's checks, its
 * error codes, its difficulty levels and its words (`words/`); see docs/modules/solo.md.
 *
 * @module
 */
import { SOLO_FIELDS as FIELDS, soloSliceSchema } from "./schema";
import { checkSoloState } from "./check-state";
import { copySoloSlice } from "./slice-copy";
import type { GameModule } from "../../engine/game-module";
import type { Step } from "../../rules/steps";
import {
  DEAL_STEP,
  dealChance,
  dealingBeginDay,
  dealingEndDayTurn,
  dealMovementCard,
  dealOutcomes,
  offeredOnly,
  soloSetup,
} from "./drafting";
import { SOLO_ERRORS } from "./error-codes";
import { DIFFICULTY_LEVELS, goalVerdict } from "./goals";
import { CHOOSE_GOBLINS, chooseAggressiveGoblins, chooseThreeGoblins } from "./goblins";
import { soloOpponentCastle } from "./quests";
import type { SoloTypes } from "./types";
import { soloEn } from "./words/en";
import { soloJa } from "./words/ja";

export { SOLO_GOALS } from "./goals";

/** The setup steps: the base ones without the first player token, plus the solo slice before the first round. */
function soloSetupSteps(steps: readonly Step[]): Step[] {
  return steps.flatMap((step): Step[] => {
    if (step.kind === "setup-first-player") return [];
    if (step.kind === "begin-round") return [{ kind: "solo/setup" }, step];
    return [step];
  });
}

/**
 * The solo module: `createGame({ players: 1, difficulty })` composes it.
 *
 * @example
 * ```ts
 * import { createGame } from "teq-engine";
 * createGame({ seed: 1, players: 1, difficulty: "knight" }).config.modules; // ["solo"]
 * ```
 */
export const solo: GameModule<"solo", SoloTypes> = {
  id: "solo",
  docs: "docs/modules/solo.md",
  players: [1],
  implied: true,
  difficulties: { levels: DIFFICULTY_LEVELS, default: "peasant" },
  decisions: {
    "solo/deal-movement-card": {
      fields: FIELDS.decisions["solo/deal-movement-card"],
      chance: true,
      phases: ["day"],
      carriedBy: "begin-day-turn",
    },
    "solo/choose-aggressive-goblins": {
      fields: FIELDS.decisions["solo/choose-aggressive-goblins"],
      phases: ["resolution"],
      askedBy: "flip-goblins",
    },
  },
  steps: {
    "solo/setup": { fields: FIELDS.steps["solo/setup"] },
    "solo/deal-movement-card": { fields: FIELDS.steps["solo/deal-movement-card"], waitsIn: ["day"] },
  },
  actions: {
    "solo/deal-movement-card": { fields: FIELDS.actions["solo/deal-movement-card"], chance: true },
    "solo/choose-aggressive-goblins": { fields: FIELDS.actions["solo/choose-aggressive-goblins"] },
  },
  events: FIELDS.events,
  slice: { schema: soloSliceSchema, check: checkSoloState, copy: copySoloSlice },
  errors: SOLO_ERRORS,
  words: { en: soloEn, ja: soloJa },
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: soloSetupSteps(base.hooks.setupSteps),
      magicTrack: (content) => content.magicTracks.solo,
      resolutionSteps: base.hooks.resolutionSteps.filter((step) => step.kind !== "pass-first-player"),
      discardQuestAtResolution: () => true,
      usesFirstPlayerToken: false,
      chanceOutcomes: { ...base.hooks.chanceOutcomes, [DEAL_STEP]: dealOutcomes },
      finishScores: (sheet, state) => goalVerdict(base.hooks.finishScores(sheet, state), state),
      opponentCastle: soloOpponentCastle,
    },
    steps: {
      ...base.steps,
      "solo/setup": soloSetup,
      [DEAL_STEP]: dealMovementCard,
      "begin-day": dealingBeginDay(base.steps["begin-day"]),
      "end-day-turn": dealingEndDayTurn(base.steps["end-day-turn"]),
      "flip-goblins": chooseThreeGoblins(base.steps["flip-goblins"]),
    },
    decisions: {
      ...base.decisions,
      "choose-movement-card": offeredOnly(base.decisions["choose-movement-card"]),
      [DEAL_STEP]: dealChance,
      [CHOOSE_GOBLINS]: chooseAggressiveGoblins,
    },
  }),
};
