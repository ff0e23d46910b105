/**
 * Actions, decisions and events in words. (When the library's own formatters land, these
 * delegate to them.)
 */
import type { Action, Decision, GameEvent, GameState, MushroomChoice, RegionRef } from "teq-engine";
import { effectText, humanize, nameOf, questText, regionDef } from "./content";

/** A seat's name: its colour, capitalized. */
export function playerName(state: GameState, seat: number | "chance"): string {
  if (seat === "chance") return "Chance";
  return humanize(state.players[seat]?.color ?? `seat ${seat + 1}`);
}

/** A region's name: `Ice Temple`, `Red castle`, `Portal`, `Obelisk (Snake)`. */
export function placeName(state: GameState, ref: RegionRef): string {
  const r = regionDef(state, ref);
  switch (r?.kind) {
    case "castle":
      return `${humanize(r.color)} castle`;
    case "temple":
      return nameOf("temples", r.temple);
    case "obelisk":
      return `Obelisk (${nameOf("spells", r.spell)})`;
    case "grotto":
      return "Grotto";
    case "golden-grotto":
      return "Golden Grotto";
    case "portal":
      return "Portal";
    default:
      return `card ${ref.cell + 1} ${ref.side}`;
  }
}

const MUSHROOM: Readonly<Record<MushroomChoice, string>> = {
  carry: "carrying the mushroom",
  steal: "stealing a mushroom",
  abandon: "leaving the mushroom behind",
  "pick-up": "picking up a mushroom",
};

const heroName = (hero: number): string => `hero ${hero + 1}`;
const item = (id: string): string => nameOf("items", id);

/** An action as a button label (without the player's name). */
export function actionLabel(state: GameState, action: Action): string {
  switch (action.type) {
    case "choose-movement-card":
      return `${nameOf("movementCards", action.card)} card`;
    case "move":
      return `Move ${heroName(action.hero)} to ${placeName(state, action.to)}${action.direction ? ` (${action.direction})` : ""}${"mushroom" in action ? `, ${MUSHROOM[action.mushroom]}` : ""}`;
    case "idle":
      return "Idle";
    case "choose-gain":
      return `+1 ${humanize(action.stat)}`;
    case "equip-item":
      return `Give it to ${heroName(action.hero)}`;
    case "transfer-item":
      return `Move the ${item(action.item)} to ${action.to === "reserve" ? "the player card" : heroName(action.to)}`;
    case "choose-quest":
      return `Quest: ${nameOf("quests", action.quest)} (${questText(action.quest)})`;
    case "use-grotto":
      return `Use the grotto${action.target !== undefined ? ` on ${heroName(action.target)}` : ""}${action.to ? ` to ${placeName(state, action.to)}` : ""}`;
    case "skip-grotto":
      return "Skip the grotto";
    case "advance-hero":
      return `Advance ${heroName(action.hero)}${action.forge ? ` (Forge Ahead, ${action.forge} Power)` : ""}`;
    case "finish":
      return "Finish";
    case "adventure":
      return "Adventure (roll)";
    case "rest":
      return "Rest";
    case "defend":
      return "Defend with Power";
    case "take-damage":
      return "Take the damage";
    case "attack":
      return `Attack with ${heroName(action.hero)}`;
    case "sword":
      return `Sword: ${heroName(action.hero)}`;
    case "use-staff":
      return "Use the Staff";
    case "skip-staff":
      return "Skip the Staff";
    case "roll-outcome":
      return action.symbols.join(", ");
    default:
      return moduleActionLabel(state, action);
  }
}

function moduleActionLabel(state: GameState, action: Action): string {
  const a = action as Action & Readonly<Record<string, unknown>>;
  const rest = Object.entries(a)
    .filter(([k]) => k !== "type" && k !== "player")
    .map(([k, v]) => `${k} ${typeof v === "object" && v !== null && "cell" in v ? placeName(state, v as RegionRef) : JSON.stringify(v)}`);
  const kind = humanize(a.type.replace(/^[a-z-]+\//, ""));
  return rest.length === 0 ? kind : `${kind}: ${rest.join(", ")}`;
}

/** An action in a log sentence. */
export function describeAction(state: GameState, action: Action): string {
  return `${playerName(state, action.player)}: ${actionLabel(state, action)}`;
}

/** What the pending decision asks, e.g. `Red: choose this turn's movement card`. */
export function describeDecision(state: GameState, decision: Decision): string {
  const who = playerName(state, decision.player);
  switch (decision.kind) {
    case "choose-movement-card":
      return `${who}: choose this turn's movement card`;
    case "move-or-idle":
      return `${who}: move a hero by ${nameOf("movementCards", decision.card)}, or idle`;
    case "choose-gain":
      return `${who}: take 1 Health or 1 Power (${humanize(decision.reason)})`;
    case "equip-item":
      return `${who}: which hero takes the ${item(decision.item)}?`;
    case "choose-quest":
      return `${who}: choose one completed quest`;
    case "use-grotto":
      return `${who}: use the grotto? ${effectText(decision.effect)}`;
    case "advance-temples":
      return `${who}: spend ${decision.torch} torch and ${decision.scroll} scroll on temple tracks`;
    case "adventure-or-rest":
      return `${who}: adventure or rest`;
    case "defend":
      return `${who}: defend ${decision.amount} damage for ${decision.cost} Power?`;
    case "night-spend":
      return `${who}: use ${decision.torch} torch, ${decision.scroll} scroll, ${decision.attack} attack`;
    case "use-staff":
      return `${who}: pay ${decision.power} Power with the Staff?`;
    case "chance":
      return `Chance: roll ${decision.dice} dice`;
    default:
      return `${who}: ${humanize(decision.kind.replace(/^[a-z-]+\//, ""))}`;
  }
}

/** An event in words, or null when the action line already says it. */
export function describeEvent(state: GameState, event: GameEvent): string | null {
  const card = (cell: number): string => nameOf("mapCards", state.map.cells[cell]?.cardId ?? `card ${cell + 1}`);
  const e = event;
  switch (e.type) {
    case "round-began":
      return `Round ${e.round} begins`;
    case "night-began":
      return "Night falls";
    case "hero-moved":
      return `${playerName(state, e.player)} ${heroName(e.hero)} goes to ${placeName(state, e.to)}`;
    case "goblin-flipped":
      return `The goblin on ${card(e.cell)} turns ${e.stance}`;
    case "power-spent":
      return `${playerName(state, e.player)} spends ${e.amount} Power`;
    case "gained":
      return `${playerName(state, e.player)} ${e.amount >= 0 ? "gains" : "loses"} ${Math.abs(e.amount)} ${humanize(e.stat)}`;
    case "magic-advanced":
      return `Magic token +${e.spaces} (space ${e.space + 1})`;
    case "quest-completed":
      return `${playerName(state, e.player)} completes the quest ${nameOf("quests", e.quest)}`;
    case "item-gained":
      return `${playerName(state, e.player)} gains the ${item(e.item)}`;
    case "temple-advanced":
      return `${playerName(state, e.player)} ${heroName(e.hero)} reaches temple space ${e.space}`;
    case "temple-completed":
      return `${playerName(state, e.player)} completes the ${nameOf("temples", e.temple)}`;
    case "goblin-damaged":
      return `${playerName(state, e.player)} hits the goblin on ${card(e.cell)} (${e.damage})`;
    case "goblin-defeated":
      return `${playerName(state, e.player)} defeats the goblin on ${card(e.cell)}`;
    case "dice-rolled":
      return `${playerName(state, e.player)} rolls ${e.symbols.map(humanize).join(", ")}`;
    case "grotto-used":
      return `Grotto: ${nameOf("grottoEffects", e.effect)}`;
    case "temple-progress-lost":
      return `${playerName(state, e.player)} ${heroName(e.hero)} loses its temple progress`;
    case "damage-taken":
      return `${playerName(state, e.player)} takes ${e.amount} damage (Health ${e.health})`;
    case "damage-defended":
      return `${playerName(state, e.player)} defends ${e.amount} damage`;
    case "exhausted":
      return `${playerName(state, e.player)} is exhausted: heroes return home`;
    case "spell-level-lost":
      return `${playerName(state, e.player)} drops to spell level ${e.spellLevel}`;
    case "spell-learned":
      return `${playerName(state, e.player)} learns ${nameOf("spells", e.spell)} (level ${e.spellLevel})`;
    case "goblin-healed":
      return `The goblin on ${card(e.cell)} heals`;
    case "goblin-appeared":
      return `A ${e.stance} goblin appears on ${card(e.cell)}`;
    case "magic-reset":
      return "The magic token returns to the start";
    case "quest-discarded":
      return `Quest discarded: ${nameOf("quests", e.quest)}`;
    case "night-ended":
      return `Night ${e.round} ends`;
    case "game-ended":
      return "The game ends";
    case "adventured":
    case "rested":
    case "day-turn-began":
    case "movement-card-chosen":
    case "idled":
    case "item-transferred":
    case "grotto-skipped":
    case "quest-row-dealt":
    case "map-built":
      return null;
    default: {
      const { type, ...rest } = e as { type: string } & Record<string, unknown>;
      const who = typeof rest["player"] === "number" ? `${playerName(state, rest["player"])}: ` : "";
      return `${who}${humanize(type.replace(/^[a-z-]+\//, ""))}`;
    }
  }
}
