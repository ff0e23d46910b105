/**
 * The actions and decisions the Golden Mushrooms module adds. A move carries its mushroom choice in
 * an optional `mushroom` field; the module's own decisions and actions are namespaced
 * (`"golden-mushrooms/..."`).
 *
 * @module
 */
import type { MoveAction, UseGrottoAction } from "../../rules/actions";
import type { GloomfallFootMoveAction } from "../gloomfall/types";

/**
 * What a moving hero does with a mushroom:
 *
 * - `"carry"`: leaving its own castle, it takes one of the mushrooms there;
 * - `"steal"`: leaving another player's castle, it takes one of that player's mushrooms (its
 *   player's heroes there must outnumber the owner's);
 * - `"abandon"`: it leaves its escorted mushroom standing in the region it starts from;
 * - `"pick-up"`: it picks up a mushroom abandoned in the region it moves into.
 *
 * @example
 * ```ts
 * const choice: MushroomChoice = "steal";
 * ```
 */
export type MushroomChoice = "carry" | "steal" | "abandon" | "pick-up";

/**
 * A move with a mushroom choice (Golden Mushrooms). Without `mushroom`, a move is the plain
 * {@link MoveAction}: an escorted mushroom simply follows its hero.
 *
 * @example
 * ```ts
 * const a: MushroomMoveAction = { type: "move", player: 0, hero: 1, to: { cell: 3, side: "left" }, mushroom: "carry" };
 * ```
 */
export interface MushroomMoveAction extends MoveAction {
  /** What the hero does with a mushroom during this move. */
  readonly mushroom: MushroomChoice;
}

/**
 * A grotto's move of one of your heroes (`target` to `to`) with a mushroom choice (Golden Mushrooms;
 * docs/rulings.md, "Heroes moved by a grotto effect"). Without `mushroom`, it is the plain
 * {@link UseGrottoAction}.
 *
 * @example
 * ```ts
 * const a: MushroomGrottoMoveAction = { type: "use-grotto", player: 0, target: 2, to: { cell: 3, side: "left" }, mushroom: "abandon" };
 * ```
 */
export interface MushroomGrottoMoveAction extends UseGrottoAction {
  /** What the moved hero does with a mushroom during this move. */
  readonly mushroom: MushroomChoice;
}

/**
 * Use the escorted mushroom to take the Golden Grotto's action. Actions that act on one of your
 * heroes name it in `target`.
 *
 * @example
 * ```ts
 * const a: UseGoldenGrottoAction = { type: "golden-mushrooms/use-golden-grotto", player: 0, target: 2 };
 * ```
 */
export interface UseGoldenGrottoAction {
  /** Action kind: use the mushroom at the Golden Grotto. */
  readonly type: "golden-mushrooms/use-golden-grotto";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The hero the action acts on, for actions that need one. */
  readonly target?: number;
}

/**
 * Keep the mushroom and do not take the Golden Grotto's action.
 *
 * @example
 * ```ts
 * const a: SkipGoldenGrottoAction = { type: "golden-mushrooms/skip-golden-grotto", player: 0 };
 * ```
 */
export interface SkipGoldenGrottoAction {
  /** Action kind: decline the Golden Grotto's action. */
  readonly type: "golden-mushrooms/skip-golden-grotto";
  /** The seat of the player taking the action. */
  readonly player: number;
}

/**
 * Place one mushroom from the supply, captured, next to the portal on map cell `cell`.
 *
 * @example
 * ```ts
 * const a: PlaceMushroomAction = { type: "golden-mushrooms/place-mushroom", player: 1, cell: 6 };
 * ```
 */
export interface PlaceMushroomAction {
  /** Action kind: place a mushroom on a portal. */
  readonly type: "golden-mushrooms/place-mushroom";
  /** The seat of the player taking the action. */
  readonly player: number;
  /** The map cell of a portal without a mushroom. */
  readonly cell: number;
}

/**
 * Every action the Golden Mushrooms module adds.
 *
 * @example
 * ```ts
 * function isMushroomAction(a: GoldenMushroomsAction): boolean { return a.type !== "move"; }
 * ```
 */
export type GoldenMushroomsAction =
  | MushroomMoveAction
  | MushroomGrottoMoveAction
  | MushroomFootMoveAction
  | UseGoldenGrottoAction
  | SkipGoldenGrottoAction
  | PlaceMushroomAction;

/**
 * GloomFall with Golden Mushrooms: the second hero's Foot move with a mushroom choice (a move by an
 * effect has a move's mushroom choices; docs/rulings.md, "Heroes moved by a grotto effect"). A member
 * of the public `Action` union beside GloomFall's own `gloomfall/foot-move`, as {@link MushroomMoveAction}
 * is beside `move`: `legalActions` lists it where both modules are composed.
 *
 * @example
 * ```ts
 * const a: MushroomFootMoveAction = { type: "gloomfall/foot-move", player: 0, hero: 1, to: { cell: 4, side: "right" }, mushroom: "pick-up" };
 * ```
 */
export interface MushroomFootMoveAction extends GloomfallFootMoveAction {
  /** What the moved hero does with a mushroom during this move. */
  readonly mushroom: MushroomChoice;
}

/**
 * A hero escorting a mushroom arrived on a Golden Grotto: use the mushroom for its action, or not.
 *
 * @example
 * ```ts
 * const d: UseGoldenGrottoDecision = { kind: "golden-mushrooms/use-golden-grotto", player: 0, hero: 1, action: "golden-magic-surge" };
 * ```
 */
export type UseGoldenGrottoDecision = {
  /** Decision kind. */
  readonly kind: "golden-mushrooms/use-golden-grotto";
  /** The seat that must decide. */
  readonly player: number;
  /** The hero on the Golden Grotto, escorting the mushroom. */
  readonly hero: number;
  /** The id of the Golden Grotto action on offer. */
  readonly action: string;
};

/**
 * New goblins appeared and the supply holds mushrooms: the chosen player places them, one at a
 * time, on portals without a mushroom.
 *
 * @example
 * ```ts
 * const d: PlaceMushroomDecision = { kind: "golden-mushrooms/place-mushroom", player: 2 };
 * ```
 */
export type PlaceMushroomDecision = {
  /** Decision kind. */
  readonly kind: "golden-mushrooms/place-mushroom";
  /** The seat that places the mushrooms (the supply's mushrooms are still to place). */
  readonly player: number;
};
