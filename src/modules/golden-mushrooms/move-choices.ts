/**
 * Golden Mushrooms rulebook, Stealing, Escorting and Abandoning Mushrooms: which mushroom choice a
 * move may name. `heroMayChoose` and `mushroomRejection` decide one choice (the rejection says
 * why); `MoveChoices` lists the legal choices of a player's moves, from one pass over the tokens.
 * `move.ts` wraps the move handler with them.
 *
 * @module
 */
import type { Rejection } from "../../core/protocol";
import { ShapeAnchor } from "../../core/shape-anchor";
import type { RulesEnv } from "../../rules/game-types";
import { regionAt, sameRegion } from "../../rules/map/regions";
import { heroesIn } from "../../rules/map/occupancy";
import type { GameState, RegionRef } from "../../rules/state";
import type { MushroomChoice } from "./actions";
import { abandonedIn, castleOwner, escortedBy, homeOf, inCastle, mushroomsOf } from "./state";

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
  if (intoTemple && !changesIntoTemple(state, choice as MushroomChoice)) {
    return choice === "abandon"
      ? {
          code: "MUSHROOM_TEMPLE",
          message:
            "A mushroom never follows its hero into a temple: it is left behind without asking (move without `mushroom`).",
        }
      : choice === "steal"
        ? {
            code: "MUSHROOM_TEMPLE",
            message:
              'A mushroom taken on the way into a temple is left standing in the castle it came from, where it joins that castle again (ruling mushroomLeftInCastle: "joins"): the steal changes nothing.',
          }
        : {
            code: "MUSHROOM_TEMPLE",
            message:
              "A mushroom never follows its hero into a temple: carried out of your castle, it stays in your castle, so carrying changes nothing.",
          };
  }
  return null;
}

/**
 * Whether a choice on a move into a temple changes the outcome (docs/rulings.md, "Stealing on the
 * way into a temple"). The mushroom never enters the temple: it becomes abandoned where the move
 * began. Carried out of its own castle it joins that castle again, and an escort is abandoned there
 * anyway, so "carry" and "abandon" change nothing; a stolen one is left abandoned in the robbed
 * castle, which changes who may take it and who scores it, unless the `mushroomLeftInCastle:
 * "joins"` ruling hands it back to that castle.
 */
export function changesIntoTemple(state: GameState, choice: MushroomChoice): boolean {
  return choice === "steal" && state.config.rulings.mushroomLeftInCastle !== "joins";
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

/** Keeps the listing's hidden class alive between games (see core/shape-anchor). */
const moveChoicesAnchor = new ShapeAnchor<MoveChoices>();

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
    moveChoicesAnchor.latest = this;
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
  pushVariants<A, R>(
    out: R[],
    action: A,
    hero: number,
    to: RegionRef,
    variant: (action: A, choice: MushroomChoice) => R,
  ): void {
    const choices = this.heroChoices(hero);
    let intoTemple: boolean | undefined;
    for (let i = 0; i < choices.length; i++) {
      const choice = choices[i] as MushroomChoice;
      if (choice === "pick-up") {
        if (this.abandoned?.[regionIndex(to)] !== true) continue; // NO_MUSHROOM
      } else if (
        (intoTemple ??= regionAt(this.state.map.cells, to, this.env).kind === "temple") &&
        !changesIntoTemple(this.state, choice)
      )
        continue; // MUSHROOM_TEMPLE
      out.push(variant(action, choice));
    }
  }
}

/** Whether a thief's heroes outnumber the owner's in the owner's castle (`TOO_FEW_THIEVES` otherwise). */
function outnumbered(state: GameState, castle: RegionRef, thief: number, owner: number): boolean {
  const { thieves, guards } = stealOdds(state, castle, thief, owner);
  return thieves > guards;
}
