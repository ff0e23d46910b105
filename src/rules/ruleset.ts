/**
 * The base game's ruleset: every step and decision handler of the base rules, and the default
 * hooks. Modules patch this record; the base rules never test for a module.
 *
 * @module
 */
import { copySubtree } from "./state/subtree-copies";
import type { BaseHooks, GameRuleset } from "./game-types";
import { beginDay, beginDayTurn } from "./day/begin-day";
import { chooseMovementCard } from "./day/choose-movement-card";
import { dayPlayerTurn, endDayTurn } from "./day/day-turn-flow";
import { moveOrIdle } from "./day/move-or-idle";
import { beginNight, nightTurn, passDice } from "./night/night-flow";
import { adventureOrRest } from "./night/adventure-or-rest";
import { dealDamage, defend } from "./night/damage";
import { openSpendWindows, resolveAdventureRoll, rollConjureMagic, rollGainPower } from "./night/resolve-roll";
import { nightSpend, spendWindow } from "./night/spend-roll";
import { restHeroes, useStaff } from "./night/rest";
import { chanceRoll, diceChanceOutcomes, rollDiceStep } from "./dice/roll-step";
import {
  advanceRound,
  flipGoblins,
  passFirstPlayer,
  refillPortals,
  refreshQuestRow,
  resetMagic,
  resetMovementCards,
} from "./round/resolution";
import { arrive, baseArrival } from "./day/arrive";
import { chooseGain, offerGain } from "./gains/gain";
import { brightGrottoEffects } from "./grottos/bright-grottos";
import { grottoEffectMove, useGrotto } from "./grottos/use-grotto";
import { equipItem, gainItem } from "./items/equip";
import { checkMovementQuests, chooseQuest } from "./quests/take-quest";
import { castleOfAnotherPlayer } from "./quests/movement-conditions";
import { drawQuestChance, fillQuestRowStep, questDrawOutcomes } from "./quests/quest-row";
import { advanceTemples, grottoRollTemples } from "./temples/advance-temples";
import { advanceLegendary, completeTemple } from "./temples/complete-temple";
import { baseScoreSources } from "./scoring/score-sources";
import { beginRound } from "./round/begin-round";
import { buildMap } from "./setup/build-map";
import { chooseFirstPlayer } from "./setup/choose-first-player";
import { setupGoblins } from "./setup/setup-goblins";
import { setupMovementCards } from "./setup/setup-movement-cards";
import { setupPlayers } from "./setup/setup-players";
import { setupQuests } from "./setup/setup-quests";
import { copyStateTop } from "./state/state-shape";

/**
 * The base game's default hooks.
 */
export const baseHooks: BaseHooks = {
  setupSteps: [
    { kind: "setup-map" },
    { kind: "setup-players" },
    { kind: "setup-goblins" },
    { kind: "setup-movement-cards" },
    { kind: "setup-quests" },
    { kind: "setup-first-player" },
    { kind: "begin-round" },
  ],
  mapFace: "bright",
  regularMapCards: (content) => content.mapCards.filter((card) => card.kind === "regular"),
  newGoblinStance: "passive",
  magicTrack: (content) => content.magicTracks.multiplayer,
  scoreSources: baseScoreSources,
  grottoEffects: brightGrottoEffects,
  resolutionSteps: [
    { kind: "reset-magic" },
    { kind: "flip-goblins" },
    { kind: "refill-portals" },
    { kind: "reset-movement-cards" },
    { kind: "refresh-quest-row" },
    { kind: "pass-first-player" },
    { kind: "advance-round" },
  ],
  discardQuestAtResolution: (state) => state.firstPlayerToken === "quest",
  arrival: baseArrival,
  onHeroMoved: () => {},
  onGoblinDefeated: () => {},
  onReturnHome: () => {},
  usesFirstPlayerToken: true,
  chanceOutcomes: { chance: diceChanceOutcomes, "draw-quest": questDrawOutcomes },
  effectMoves: { "use-grotto": grottoEffectMove },
  finishScores: (sheet) => sheet,
  opponentCastle: castleOfAnotherPlayer,
};

/**
 * The ruleset of the base game (2-4 players, no module).
 */
export const baseRuleset: GameRuleset = {
  steps: {
    "setup-map": buildMap,
    "setup-players": setupPlayers,
    "setup-goblins": setupGoblins,
    "setup-movement-cards": setupMovementCards,
    "setup-quests": setupQuests,
    "setup-first-player": chooseFirstPlayer,
    "begin-round": beginRound,
    "begin-day": beginDay,
    "begin-day-turn": beginDayTurn,
    "day-player-turn": dayPlayerTurn,
    "end-day-turn": endDayTurn,
    "begin-night": beginNight,
    "offer-gain": offerGain,
    "gain-item": gainItem,
    arrive,
    "check-movement-quests": checkMovementQuests,
    "complete-temple": completeTemple,
    "advance-legendary": advanceLegendary,
    "night-turn": nightTurn,
    "roll-dice": rollDiceStep,
    "resolve-adventure-roll": resolveAdventureRoll,
    "deal-damage": dealDamage,
    "roll-gain-power": rollGainPower,
    "roll-conjure-magic": rollConjureMagic,
    "open-spend-windows": openSpendWindows,
    "spend-window": spendWindow,
    "pass-dice": passDice,
    "rest-heroes": restHeroes,
    "grotto-roll-temples": grottoRollTemples,
    "reset-magic": resetMagic,
    "flip-goblins": flipGoblins,
    "refill-portals": refillPortals,
    "reset-movement-cards": resetMovementCards,
    "refresh-quest-row": refreshQuestRow,
    "fill-quest-row": fillQuestRowStep,
    "pass-first-player": passFirstPlayer,
    "advance-round": advanceRound,
  },
  decisions: {
    "choose-movement-card": chooseMovementCard,
    "move-or-idle": moveOrIdle,
    "choose-gain": chooseGain,
    "equip-item": equipItem,
    "choose-quest": chooseQuest,
    "use-grotto": useGrotto,
    "advance-temples": advanceTemples,
    "adventure-or-rest": adventureOrRest,
    defend,
    "night-spend": nightSpend,
    "use-staff": useStaff,
    chance: chanceRoll,
    "draw-quest": drawQuestChance,
  },
  // The Land Map is laid at setup and never changes after; the configuration and pack never do.
  staticKeys: ["config", "pack", "map"],
  // Every next state in one object shape: the rules' reads of its fields stay fast.
  copyTop: copyStateTop,
  // The players and goblins copied by the rules' literals, by named fields.
  copySubtree,
  // The content pack lives in the engine, not the state: an engine binds the environment.
  env: () => {
    throw new Error("This ruleset is not bound to a content pack; run it through an engine.");
  },
  hooks: baseHooks,
};
