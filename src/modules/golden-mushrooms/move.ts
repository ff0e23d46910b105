/**
 * Golden Mushrooms rulebook, Stealing, Escorting and Abandoning Mushrooms: the mushroom choices of a
 * move. The module replaces the `move-or-idle` decision handler with one that wraps the base
 * handler: a move may name a `mushroom` choice (carry, steal, abandon, pick up); the base handler
 * checks and applies the move itself, and this wrapper checks and applies the mushroom part around
 * it (taking or leaving a mushroom as the hero sets off, picking one up where it arrives).
 *
 * Rulings (docs/rulings.md, "Golden Mushrooms"): one mushroom choice per move; a choice that would
 * change nothing (carrying or stealing into a temple, abandoning on the way into a temple, where the
 * mushroom is left behind anyway) is refused, so `legalActions` lists each outcome once.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import { legalOf } from "../../core/runner";
import type { Action, MoveAction } from "../../rules/actions";
import type { MoveOrIdleDecision } from "../../rules/decisions";
import type { GameDraft, RuleContext, RuleDecision, RulesEnv } from "../../rules/game-types";
import { regionAt, sameRegion } from "../../rules/map/regions";
import { heroesIn } from "../../rules/map/occupancy";
import type { GameState, RegionRef } from "../../rules/state";
import type { MushroomChoice, MushroomMoveAction } from "./actions";
import {
  abandonMushroom,
  abandonedIn,
  castleOwner,
  emitMushroomEvent,
  escortedBy,
  homeOf,
  inCastle,
  mushroomsOf,
  putMushroom,
} from "./state";

/**
 * The mushroom choices, in the order `legalActions` lists them after each plain move.
 */
export const MUSHROOM_CHOICES: readonly MushroomChoice[] = ["carry", "steal", "abandon", "pick-up"];

/**
 * How many heroes of `thief` and of the castle's owner stand in the castle a hero is leaving.
 *
 * @param state - the state
 * @param castle - the castle region
 * @param thief - the stealing player
 * @param owner - the castle's owner
 * @returns the two counts
 */
export function stealOdds(
  state: GameState,
  castle: RegionRef,
  thief: number,
  owner: number,
): { thieves: number; guards: number } {
  const here = heroesIn(state, castle);
  return { thieves: here.filter(([s]) => s === thief).length, guards: here.filter(([s]) => s === owner).length };
}

/** Hero-level conditions of a choice (those that do not depend on the destination), or null. */
export function heroMayChoose(
  state: GameState,
  env: RulesEnv,
  seat: number,
  hero: number,
  choice: MushroomChoice,
  escorting = escortedBy(state, seat, hero) >= 0,
): Rejection | null {
  const at = state.players[seat]?.heroes[hero]?.at;
  if (at === undefined) return { code: "UNKNOWN_HERO", message: `Player ${seat} has no hero ${hero}.` };
  if (choice === "abandon") {
    return escorting ? null : { code: "NO_MUSHROOM", message: "This hero escorts no mushroom to abandon." };
  }
  if (escorting)
    return {
      code: "MUSHROOM_ESCORTED",
      message: "A hero escorts only one mushroom at a time, and this one already escorts one.",
    };
  if (choice === "carry") {
    if (!sameRegion(at, homeOf(state, env, seat)))
      return { code: "NOT_IN_OWN_CASTLE", message: "Only a hero leaving its own castle can carry a mushroom from it." };
    if (inCastle(state, seat).length === 0)
      return { code: "NO_MUSHROOM", message: "There is no mushroom in your castle." };
    return null;
  }
  if (choice === "steal") {
    const owner = castleOwner(state, env, at);
    if (owner === null || owner === seat)
      return {
        code: "NOT_IN_OPPONENT_CASTLE",
        message: "Only a hero leaving another player's castle can steal a mushroom.",
      };
    if (inCastle(state, owner).length === 0) return { code: "NO_MUSHROOM", message: "That castle holds no mushroom." };
    const { thieves, guards } = stealOdds(state, at, seat, owner);
    if (thieves <= guards) {
      return {
        code: "TOO_FEW_THIEVES",
        message: `Stealing needs more of your heroes in that castle than its owner's (${thieves} against ${guards}).`,
      };
    }
    return null;
  }
  return null;
}

/**
 * Why a mushroom choice is illegal for a move of `hero` to `to` that the rules accept, or null
 * (a movement-card move, or a move by an effect).
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the moving player
 * @param hero - the moving hero
 * @param to - its destination
 * @param choice - the untrusted `mushroom` field
 * @returns a rejection or null
 */
export function mushroomRejection(
  state: GameState,
  env: RulesEnv,
  seat: number,
  hero: number,
  to: RegionRef,
  choice: unknown,
): Rejection | null {
  if (!MUSHROOM_CHOICES.includes(choice as MushroomChoice)) {
    return {
      code: "MALFORMED_ACTION",
      message: `\`mushroom\` must be one of ${MUSHROOM_CHOICES.map((c) => `"${c}"`).join(", ")}.`,
    };
  }
  const why = heroMayChoose(state, env, seat, hero, choice as MushroomChoice);
  if (why !== null) return why;
  const intoTemple = regionAt(state.map.cells, to, env).kind === "temple";
  if (choice === "pick-up") {
    return abandonedIn(state, to).length > 0
      ? null
      : { code: "NO_MUSHROOM", message: "No mushroom is abandoned in that region." };
  }
  if (intoTemple) {
    return choice === "abandon"
      ? {
          code: "MUSHROOM_TEMPLE",
          message:
            "A mushroom never follows its hero into a temple: it is left behind without asking (move without `mushroom`).",
        }
      : {
          code: "MUSHROOM_TEMPLE",
          message: "A mushroom never follows its hero into a temple, so it cannot be taken along.",
        };
  }
  return null;
}

const regionIndex = (ref: RegionRef): number => ref.cell * 2 + (ref.side === "left" ? 0 : 1);

/** No choice at all. */
const NO_CHOICES: readonly MushroomChoice[] = [];
/** What an escort may choose (`MUSHROOM_ESCORTED` refuses the rest). */
const ESCORT_CHOICES: readonly MushroomChoice[] = ["abandon"];
/**
 * Every subset of the choices of a hero without an escort (carry, steal, pick-up) in
 * `MUSHROOM_CHOICES` order, made once and shared so that a listing allocates none; entry
 * `4 * carry + 2 * steal + pickUp` holds the subset (see `unescortedChoices`).
 */
const UNESCORTED_LISTS: readonly (readonly MushroomChoice[])[] = Array.from({ length: 8 }, (_, key) =>
  MUSHROOM_CHOICES.filter(
    (choice) =>
      (choice === "carry" && (key & 4) !== 0) ||
      (choice === "steal" && (key & 2) !== 0) ||
      (choice === "pick-up" && (key & 1) !== 0),
  ),
);

/** The shared list of the allowed choices among carry, steal and pick-up. */
const unescortedChoices = (carry: boolean, steal: boolean, pickUp: boolean): readonly MushroomChoice[] =>
  UNESCORTED_LISTS[(carry ? 4 : 0) + (steal ? 2 : 0) + (pickUp ? 1 : 0)] as readonly MushroomChoice[];

/**
 * The mushroom choices of one player's listed moves, in `MUSHROOM_CHOICES` order: the hero-level
 * part (as `heroMayChoose` decides it) asked once per hero, from one pass over the 7 tokens, and
 * the destination part (as `mushroomRejection` decides it) per move. Built per listing: the state
 * changes between listings.
 */
export class MoveChoices {
  /** Whether each hero of the player escorts a mushroom. */
  private readonly escorting: boolean[] = [];
  /** How many mushrooms stand in each seat's castle. */
  private readonly castles: number[] = [];
  /** Whether each region (`cell * 2 + side`) holds an abandoned mushroom; null when none does. */
  private readonly abandoned: boolean[] | null = null;
  /** Whether another seat's castle holds a mushroom (only then can a hero steal). */
  private readonly othersHold: boolean = false;
  /** The player's castle region, read on first use. */
  private home: RegionRef | undefined;
  /** Each hero's allowed choices, filled on first use. */
  private readonly perHero: (readonly MushroomChoice[] | undefined)[] = [];

  constructor(
    private readonly state: GameState,
    private readonly env: RulesEnv,
    private readonly seat: number,
  ) {
    const mushrooms = mushroomsOf(state);
    let abandoned: boolean[] | null = null;
    let othersHold = false;
    for (let i = 0; i < mushrooms.length; i++) {
      const place = (mushrooms[i] as (typeof mushrooms)[number]).place;
      if (place.where === "hero") {
        if (place.seat === seat) this.escorting[place.hero] = true;
      } else if (place.where === "castle") {
        this.castles[place.seat] = (this.castles[place.seat] ?? 0) + 1;
        if (place.seat !== seat) othersHold = true;
      } else if (place.where === "region") (abandoned ??= [])[regionIndex(place.region)] = true;
    }
    this.abandoned = abandoned;
    this.othersHold = othersHold;
  }

  /**
   * The choices the hero-level rules allow `hero` (those `heroMayChoose` accepts), before the
   * destination is known; "pick-up" only while some mushroom is abandoned.
   *
   * @param hero - a hero of the player
   * @returns a shared list, in `MUSHROOM_CHOICES` order
   */
  heroChoices(hero: number): readonly MushroomChoice[] {
    return (this.perHero[hero] ??= this.readHeroChoices(hero));
  }

  private readHeroChoices(hero: number): readonly MushroomChoice[] {
    const { state, env, seat } = this;
    const at = state.players[seat]?.heroes[hero]?.at;
    if (at === undefined) return NO_CHOICES; // UNKNOWN_HERO
    if (this.escorting[hero] === true) return ESCORT_CHOICES;
    // The map is asked only when a castle holds a mushroom to take (the counts are already known).
    const carry = (this.castles[seat] ?? 0) > 0 && sameRegion(at, (this.home ??= homeOf(state, env, seat)));
    const owner = this.othersHold ? castleOwner(state, env, at) : null;
    const steal =
      owner !== null && owner !== seat && (this.castles[owner] ?? 0) > 0 && outnumbered(state, at, seat, owner);
    return unescortedChoices(carry, steal, this.abandoned !== null);
  }

  /**
   * Lists after a move of `hero` to `to` its variants with each legal mushroom choice.
   *
   * @param out - the list being built
   * @param action - the plain move
   * @param hero - the moving hero
   * @param to - its destination
   * @param variant - builds the move with a choice (a module-level function: no closure per move)
   */
  pushVariants<A>(
    out: Action[],
    action: A,
    hero: number,
    to: RegionRef,
    variant: (action: A, choice: MushroomChoice) => Action,
  ): void {
    const choices = this.heroChoices(hero);
    let intoTemple: boolean | undefined;
    for (let i = 0; i < choices.length; i++) {
      const choice = choices[i] as MushroomChoice;
      if (choice === "pick-up") {
        if (this.abandoned?.[regionIndex(to)] !== true) continue; // NO_MUSHROOM
      } else if ((intoTemple ??= regionAt(this.state.map.cells, to, this.env).kind === "temple")) continue; // MUSHROOM_TEMPLE
      out.push(variant(action, choice));
    }
  }
}

/** Whether a thief's heroes outnumber the owner's in the owner's castle (`TOO_FEW_THIEVES` otherwise). */
function outnumbered(state: GameState, castle: RegionRef, thief: number, owner: number): boolean {
  const { thieves, guards } = stealOdds(state, castle, thief, owner);
  return thieves > guards;
}

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
      if (mushroom === "pick-up") pickUp(draft, ctx, decision.player, move.hero, move.to);
    },
  };
}

/**
 * The part of a "pick-up" choice that happens where the hero arrives: it takes a mushroom abandoned
 * there, which joins the castle at once when that is the hero's own (as an escorted one would).
 *
 * @param draft - the state being changed
 * @param ctx - the transition context
 * @param seat - the hero's player
 * @param hero - the hero's index
 * @param to - where the hero arrived
 */
export function pickUp(draft: GameDraft, ctx: RuleContext, seat: number, hero: number, to: RegionRef): void {
  const found = abandonedIn(draft, to)[0];
  if (found === undefined) return;
  putMushroom(draft, found, { where: "hero", seat, hero });
  emitMushroomEvent(ctx, {
    type: "golden-mushrooms/picked-up",
    mushroom: found,
    player: seat,
    hero,
    at: { cell: to.cell, side: to.side },
  });
  if (castleOwner(draft, ctx.env, to) === seat) {
    putMushroom(draft, found, { where: "castle", seat });
    emitMushroomEvent(ctx, { type: "golden-mushrooms/delivered", mushroom: found, player: seat, hero });
  }
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
