/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), the pending decision against the state and
 * the rules: asked in a phase that asks it, of the right player, with options present and costs
 * and amounts the rules give:
 *
 * - a chance point only in external-chance mode (a quest draw with cards to draw);
 * - the movement card picked by the turn's leader before any is picked; a move made with the
 *   turn's card (Rulebook, Day Phase);
 * - "1 Health or 1 Power" asked only when both would rise (docs/rulings.md, "Choices without a
 *   difference");
 * - a completed quest chosen among at least two of the quest row (Day: one quest per turn);
 * - a grotto's action offered to a hero standing on that grotto;
 * - the Night's choices (adventure or rest, defend, spend the roll) asked of a player still
 *   adventuring, the dice holder for the first; defending costs what the rules say (2 Power, 1 with
 *   the Shield) and is asked only of a player who can pay (Rulebook, Defending Damage);
 * - the Staff's Power within what the player has, for a spell it stood on (Rulebook, Staff);
 * - a module's decision in a phase it declares, and against the module's own check.
 *
 * @module
 * @internal
 */
import { fieldsOf } from "../../core/fields";
import { usefulGains } from "../../rules/gains/gain";
import { regionAt } from "../../rules/map/regions";
import { defendCost } from "../../rules/night/damage";
import type { Phase } from "../../rules/state";
import type { CheckContext } from "./context";
import { checkPayloadIds } from "./check-payload-ids";
import { describe, type Problems } from "./problems";

/** The phases each base decision kind may be pending in (a module's kind: its spec's `phases`; none: any phase). */
const DECISION_PHASES: Readonly<Record<string, readonly Phase[]>> = {
  "choose-movement-card": ["day"],
  "move-or-idle": ["day"],
  "choose-gain": ["day", "night"],
  "equip-item": ["day", "night"],
  "choose-quest": ["day"],
  "use-grotto": ["day"],
  "advance-temples": ["day"],
  "adventure-or-rest": ["night"],
  defend: ["night"],
  "night-spend": ["night"],
  "use-staff": ["night"],
  chance: ["day", "night"],
  "draw-quest": ["day", "night", "resolution"],
};

/** The Night decisions that only a player still adventuring is asked. */
const ADVENTURING = new Set(["adventure-or-rest", "defend", "night-spend"]);

/**
 * Checks the pending decision against the state and the rules.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkDecision(p: Problems, ctx: CheckContext): void {
  const { state, env } = ctx;
  const decision = state.decision;
  if (decision === null) return;
  // A decision checked field by field, by name.
  const d = fieldsOf(decision);
  const kind = decision.kind;
  checkPayloadIds(p, decision, kind, "decision", true, env, ctx.modules);
  const own = ctx.modules.decisions.get(kind);
  const phases = own === undefined ? DECISION_PHASES[kind] : own.phases;
  if (phases !== undefined && !phases.includes(state.phase)) {
    p.add("decision.kind", `a "${kind}" decision is never pending in the ${state.phase} phase`);
    return;
  }
  if (own?.check !== undefined) for (const issue of own.check(state, d, env)) p.add(issue.path, issue.message);
  if (decision.player === "chance") {
    if (state.config.chance !== "external")
      p.add(
        "decision",
        `a "${kind}" chance point in a game whose chance is "${state.config.chance}" (the engine rolls and draws itself)`,
      );
    if (kind === "draw-quest" && state.quests.deck.length === 0)
      p.add("decision", "a quest draw from an empty quest deck");
    if (kind === "chance" && !(d["purpose"] === "adventure" || env.index.grottoEffects.has(d["purpose"] as string))) {
      p.add("decision.purpose", `expected "adventure" or a grotto effect id, found ${describe(d["purpose"])}`);
    }
    if (kind === "chance" && d["dice"] !== env.content.dice.count) {
      p.add("decision.dice", `expected the content's ${env.content.dice.count} dice, found ${describe(d["dice"])}`);
    }
    return;
  }
  const seat = decision.player;
  const player = state.players[seat]!;
  if (ADVENTURING.has(kind) && state.night?.adventuring[seat] !== true) {
    p.add(
      "decision.player",
      `a "${kind}" decision is asked only of a player still adventuring; player ${seat} is resting`,
    );
  }
  switch (kind) {
    case "choose-movement-card":
      if (state.day?.card !== null) p.add("decision", "the turn's movement card is already picked");
      if (state.day !== null && seat !== state.day.leader)
        p.add("decision.player", `expected the turn's leader, ${state.day.leader}, found ${seat}`);
      break;
    case "move-or-idle":
      if (d["card"] !== state.day?.card)
        p.add(
          "decision.card",
          `expected the turn's movement card ${describe(state.day?.card)}, found ${describe(d["card"])}`,
        );
      for (const id of d["transferred"] as readonly string[]) {
        if (!player.reserve.includes(id) && !player.heroes.some((hero) => hero.items.includes(id)))
          p.add("decision.transferred", `the item ${describe(id)} is not the player's`);
      }
      break;
    case "choose-gain":
      if (usefulGains(state, seat, env.content).length < 2)
        p.add("decision", "the choice of 1 Health or 1 Power is asked only when both are below their maximum");
      break;
    case "choose-quest":
      for (const id of d["options"] as readonly string[]) {
        if (!state.quests.row.includes(id))
          p.add("decision.options", `the quest ${describe(id)} is not in the quest row`);
      }
      break;
    case "use-grotto": {
      const hero = player.heroes[d["hero"] as number]!;
      const region = regionAt(state.map.cells, hero.at, env);
      if (region.kind !== "grotto" || region.effect !== d["effect"]) {
        p.add(
          "decision.effect",
          `the hero stands on a ${region.kind}, not on a grotto whose effect is ${describe(d["effect"])}`,
        );
      }
      break;
    }
    case "advance-temples":
      if ((d["torch"] as number) + (d["scroll"] as number) === 0)
        p.add("decision", "no Torch or Scroll symbol left to spend");
      break;
    case "adventure-or-rest":
      if (state.night !== null && state.night.holder !== seat)
        p.add("decision.player", `expected the dice holder, ${state.night.holder}, found ${seat}`);
      break;
    case "defend": {
      const cost = defendCost(state, env, seat);
      if (d["cost"] !== cost)
        p.add("decision.cost", `defending costs this player ${cost} Power, found ${describe(d["cost"])}`);
      if (player.power < cost)
        p.add(
          "decision",
          `defending is asked only of a player who can pay it (${cost} Power; the player has ${player.power})`,
        );
      break;
    }
    case "use-staff":
      if ((d["power"] as number) > player.power)
        p.add(
          "decision.power",
          `the Staff's Power (${describe(d["power"])}) is more than the player has (${player.power})`,
        );
      if (!(d["spells"] as readonly string[]).includes(d["staffSpell"] as string))
        p.add("decision.staffSpell", "the Staff's spell is not among the spells the heroes stood on");
      break;
  }
}
