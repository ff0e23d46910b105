import { expectTypeOf, test } from "vitest";
import {
  createGame,
  legalActions,
  reduce,
  reduceWithEvents,
  validate,
  type Action,
  type ChooseMovementCardAction,
  type GameEvent,
  type GameOptions,
  type GameState,
  type IdleAction,
  type MoveAction,
  type MushroomMoveAction,
  type PlayerView,
  type ValidationResult,
  playerView,
  TeqError,
} from "../src/index";

declare const state: GameState;
declare const action: Action;

test("reduce returns a GameState; createGame takes GameOptions", () => {
  expectTypeOf(reduce).parameters.toEqualTypeOf<[GameState, Action]>();
  expectTypeOf(reduce(state, action)).toEqualTypeOf<GameState>();
  expectTypeOf(createGame).parameter(0).toEqualTypeOf<GameOptions>();
  expectTypeOf(createGame({ seed: 1, players: 2 })).toEqualTypeOf<GameState>();
  expectTypeOf(legalActions(state)).toEqualTypeOf<Action[]>();
  expectTypeOf(reduceWithEvents(state, action).events).toEqualTypeOf<readonly GameEvent[]>();
  expectTypeOf(playerView(state, 0)).toEqualTypeOf<PlayerView>();
  expectTypeOf(playerView(state, 0).rng).toEqualTypeOf<null>();
});

test("validate takes untrusted input and returns a discriminated result", () => {
  expectTypeOf(validate).parameter(1).toEqualTypeOf<unknown>();
  const result = validate(state, { anything: true });
  expectTypeOf(result).toEqualTypeOf<ValidationResult>();
  if (!result.ok) expectTypeOf(result.error).toEqualTypeOf<TeqError>();
});

test("Action is a union discriminated on `type`", () => {
  // The union grows with the rules; these members are part of it, and `type` is a literal on each.
  expectTypeOf<"choose-movement-card" | "move" | "idle">().toExtend<Action["type"]>();
  expectTypeOf<string extends Action["type"] ? "wide" : "literal">().toEqualTypeOf<"literal">();
  expectTypeOf<Action>().toHaveProperty("player");
  expectTypeOf<Extract<Action, { type: "choose-movement-card" }>>().toEqualTypeOf<ChooseMovementCardAction>();
  expectTypeOf<Extract<Action, { type: "move" }>>().toEqualTypeOf<MoveAction | MushroomMoveAction>(); // Golden Mushrooms adds the mushroom choice
  expectTypeOf<Extract<Action, { type: "idle" }>>().toEqualTypeOf<IdleAction>();
  if (action.type === "choose-movement-card") expectTypeOf(action.card).toEqualTypeOf<string>();
  // @ts-expect-error an action type that does not exist
  const bad: Action = { type: "teleport", player: 0 };
  void bad;
  // @ts-expect-error a choose-movement-card action needs its card
  const noCard: Action = { type: "choose-movement-card", player: 0 };
  void noCard;
});

test("GameState fields are readonly", () => {
  // @ts-expect-error round is readonly
  state.round = 2;
  // @ts-expect-error players is a readonly array
  state.players.push(state.players[0]!);
  // @ts-expect-error a player's health is readonly
  state.players[0]!.health = 10;
  // @ts-expect-error the quest deck is a readonly array
  state.quests.deck[0] = "x";
  // @ts-expect-error the RNG state is readonly
  state.rng.c = 1;
  expectTypeOf(state.schemaVersion).toEqualTypeOf<3>();
});

test("createGame requires a seed and a player count", () => {
  // @ts-expect-error seed is required
  createGame({ players: 2 });
  // @ts-expect-error players is required
  createGame({ seed: 1 });
  // @ts-expect-error seed must be a string or a number
  createGame({ seed: true, players: 2 });
  // @ts-expect-error unknown module id
  createGame({ seed: 1, players: 2, modules: ["foo"] });
  expectTypeOf<GameOptions["seed"]>().toEqualTypeOf<string | number>();
});
