/**
 * Golden Mushrooms rulebook, Stealing, Escorting and Abandoning Mushrooms: the mushroom choices of a
 * move. The module replaces the `move-or-idle` decision handler with one that wraps the base
 * handler: a move may name a `mushroom` choice (carry, steal, abandon, pick up); the base handler
 * checks and applies the move itself, and this wrapper checks and applies the mushroom part around
 * it (taking or leaving a mushroom as the hero sets off, picking one up where it arrives).
 *
 * Rulings (docs/rulings.md, "Golden Mushrooms"): one mushroom choice per move; a choice that would
 * change nothing (carrying into a temple, abandoning on the way into a temple, where the mushroom is
 * left behind anyway) is refused, so `legalActions` lists each outcome once; stealing on the way into
 * a temple leaves the stolen mushroom abandoned in the robbed castle ("Stealing on the way into a
 * temple").
 *
 * @module
 */
import { legalOf } from "../../core/runner";
import type { Action, MoveAction } from "../../rules/actions";
import type { MoveOrIdleDecision } from "../../rules/decisions";
import type { GameDraft, RuleContext, RuleDecision } from "../../rules/game-types";
import type { MushroomChoice, MushroomMoveAction } from "./actions";
import { heroMayChoose, MoveChoices, MUSHROOM_CHOICES, mushroomRejection } from "./move-choices";
import { pickUpOnArrival } from "./pick-up";
import {
  abandonMushroom,
  abandonedIn,
  castleOwner,
  emitMushroomEvent,
  escortedBy,
  inCastle,
  putMushroom,
} from "./state";

/** `{ ...move, mushroom: choice }`, spelled out as literals (the same fields in the same order, built faster). */
const withChoice = (move: MoveAction, choice: MushroomChoice): MushroomMoveAction =>
  move.direction === undefined
    ? { type: "move", player: move.player, hero: move.hero, to: move.to, mushroom: choice }
    : { type: "move", player: move.player, hero: move.hero, to: move.to, direction: move.direction, mushroom: choice };

/**
 * The move without its `mushroom` field, as the base handler knows it: spelled out as literals
 * rather than by rest destructuring (a slow generic copy), which the base reads the same way (the
 * kernel refused any other field).
 */
const plainMove = (move: MushroomMoveAction): MoveAction =>
  move.direction === undefined
    ? { type: "move", player: move.player, hero: move.hero, to: move.to }
    : { type: "move", player: move.player, hero: move.hero, to: move.to, direction: move.direction };

/**
 * Wraps a `move-or-idle` handler (the base one, or one a module composed before) with the mushroom
 * choices of a move.
 *
 * @param base - the handler to wrap
 * @returns the handler with mushroom choices
 */
export function withMushroomChoices(base: RuleDecision<MoveOrIdleDecision>): RuleDecision<MoveOrIdleDecision> {
  return {
    actionKeys: { ...base.actionKeys, move: [...(base.actionKeys["move"] ?? []), "mushroom"] },
    candidates: (state, decision, ctx) => {
      const out: Action[] = [];
      for (const action of base.candidates(state, decision, ctx)) {
        out.push(action);
        if (action.type !== "move") continue;
        for (const choice of MUSHROOM_CHOICES) {
          if (heroMayChoose(state, ctx.env, decision.player, action.hero, choice) !== null) continue;
          if (choice === "pick-up" && abandonedIn(state, action.to).length === 0) continue;
          out.push(withChoice(action, choice));
        }
      }
      return out;
    },
    check: (state, decision, action, ctx) => {
      const mushroom = (action as Partial<MushroomMoveAction>).mushroom;
      if (action.type !== "move" || mushroom === undefined) return base.check(state, decision, action, ctx);
      const move = action as MushroomMoveAction;
      return (
        base.check(state, decision, plainMove(move), ctx) ??
        mushroomRejection(state, ctx.env, decision.player, move.hero, move.to, move.mushroom)
      );
    },
    // The base's legal actions, each legal move followed by its legal mushroom choices (`MoveChoices`:
    // what a hero may do with a mushroom is asked once per hero, the destination's part once per
    // move). When no hero has a choice (most turns), the base's list is the answer as it is.
    generate: (state, decision, ctx) => {
      const moves = legalOf(base, state, decision, ctx);
      const choices = new MoveChoices(state, ctx.env, decision.player);
      const heroes = state.players[decision.player]?.heroes.length ?? 0;
      let anyChoice = false;
      for (let hero = 0; hero < heroes && !anyChoice; hero++) anyChoice = choices.heroChoices(hero).length > 0;
      if (!anyChoice) return moves;
      const out: Action[] = [];
      for (const action of moves) {
        out.push(action);
        if (action.type === "move") choices.pushVariants(out, action, action.hero, action.to, withChoice);
      }
      return out;
    },
    apply: (draft, decision, action, ctx) => {
      // `type` first: `mushroom` is then read only from moves (a few shapes, not every action's).
      const mushroom = action.type === "move" ? (action as Partial<MushroomMoveAction>).mushroom : undefined;
      if (mushroom === undefined) {
        base.apply(draft, decision, action, ctx);
        return;
      }
      const move = action as MushroomMoveAction;
      setOff(draft, ctx, decision.player, move.hero, mushroom);
      base.apply(draft, decision, plainMove(move), ctx);
      if (mushroom === "pick-up") pickUpOnArrival(draft, ctx, decision.player, move.hero, move.to);
    },
  };
}

/**
 * The part of a mushroom choice that happens as the hero sets off (carry, steal, abandon).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the moving player
 * @param hero - the moving hero, still where it starts
 * @param choice - the checked choice
 */
export function setOff(draft: GameDraft, ctx: RuleContext, seat: number, hero: number, choice: MushroomChoice): void {
  const at = draft.players[seat]?.heroes[hero]?.at;
  if (at === undefined) return;
  const escort = { where: "hero", seat, hero } as const;
  if (choice === "carry") {
    const found = inCastle(draft, seat)[0];
    if (found === undefined) return;
    putMushroom(draft, found, escort);
    emitMushroomEvent(ctx, { type: "golden-mushrooms/carried", mushroom: found, player: seat, hero });
  } else if (choice === "steal") {
    const owner = castleOwner(draft, ctx.env, at);
    const found = owner === null ? undefined : inCastle(draft, owner)[0];
    if (owner === null || found === undefined) return;
    putMushroom(draft, found, escort);
    emitMushroomEvent(ctx, { type: "golden-mushrooms/stolen", mushroom: found, player: seat, hero, from: owner });
  } else if (choice === "abandon") {
    const found = escortedBy(draft, seat, hero);
    if (found >= 0) abandonMushroom(draft, ctx, found, seat, hero, at, "abandon");
  }
}
