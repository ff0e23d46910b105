// Issue 12, item 3: the public Decision, Action and GameEvent unions name every module's variants,
// so a switch on `kind` / `type` narrows to the variant's own fields without a cast.
import { expectTypeOf, test } from "vitest";
import { createEngine, createGame } from "../../src/index";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";
import type {
  Action,
  Decision,
  GameEvent,
  GameState,
  GloomfallFootMoveDecision,
  GloomfallFootMoveAction,
  MushroomFootMoveAction,
  GoldenMushroomsEvent,
  PlaceMushroomDecision,
  RegionRef,
  SoloChooseGoblinsAction,
  SoloChooseGoblinsDecision,
  SoloDealDecision,
  SoloEvent,
  UseGoldenGrottoAction,
  UseGoldenGrottoDecision,
  ErrorCode,
  GloomfallTypes,
  GoldenMushroomsTypes,
  ModuleStates,
  Rulings,
  ScoreSheet,
  SoloTypes,
  SoloVerdict,
} from "../../src/index";

declare const state: GameState;
declare const decision: Decision;
declare const action: Action;
declare const event: GameEvent;

test("narrowing a Decision on a module kind gives the module's typed fields", () => {
  if (decision.kind === "solo/choose-aggressive-goblins") {
    expectTypeOf(decision).toEqualTypeOf<SoloChooseGoblinsDecision>();
    expectTypeOf(decision.count).toEqualTypeOf<number>();
    expectTypeOf(decision.player).toEqualTypeOf<number>();
    // @ts-expect-error no such field: the module decision is closed, not an index signature
    void decision.cells;
  }
  if (decision.kind === "solo/deal-movement-card") expectTypeOf(decision).toEqualTypeOf<SoloDealDecision>();
  if (decision.kind === "gloomfall/foot-move") {
    expectTypeOf(decision).toEqualTypeOf<GloomfallFootMoveDecision>();
    expectTypeOf(decision.hero).toEqualTypeOf<number>();
  }
  if (decision.kind === "golden-mushrooms/use-golden-grotto") {
    expectTypeOf(decision).toEqualTypeOf<UseGoldenGrottoDecision>();
    expectTypeOf(decision.action).toEqualTypeOf<string>();
  }
  if (decision.kind === "golden-mushrooms/place-mushroom")
    expectTypeOf(decision).toEqualTypeOf<PlaceMushroomDecision>();
  // Base kinds still narrow to their own decision.
  if (decision.kind === "defend") expectTypeOf(decision.cost).toEqualTypeOf<number>();
});

test("state.decision narrows the same way in a switch", () => {
  const d = state.decision;
  if (d === null) return;
  switch (d.kind) {
    case "solo/choose-aggressive-goblins":
      expectTypeOf(d.count).toEqualTypeOf<number>();
      break;
    case "move-or-idle":
      expectTypeOf(d.card).toEqualTypeOf<string>();
      break;
    default:
      expectTypeOf(d.kind).toBeString();
  }
});

test("the kind, type and event-type unions are closed literal unions (no `${string}/${string}` catch-all)", () => {
  expectTypeOf<string extends Decision["kind"] ? "wide" : "literal">().toEqualTypeOf<"literal">();
  expectTypeOf<"solo/anything" extends Decision["kind"] ? "open" : "closed">().toEqualTypeOf<"closed">();
  expectTypeOf<"golden-mushrooms/anything" extends GameEvent["type"] ? "open" : "closed">().toEqualTypeOf<"closed">();
  expectTypeOf<"solo/anything" extends Action["type"] ? "open" : "closed">().toEqualTypeOf<"closed">();
  expectTypeOf<string extends GameEvent["type"] ? "wide" : "literal">().toEqualTypeOf<"literal">();
  expectTypeOf<
    | "solo/choose-aggressive-goblins"
    | "solo/deal-movement-card"
    | "gloomfall/foot-move"
    | "golden-mushrooms/use-golden-grotto"
    | "golden-mushrooms/place-mushroom"
  >().toExtend<Decision["kind"]>();
});

test("narrowing an Action on a module type gives the module's typed fields", () => {
  if (action.type === "solo/choose-aggressive-goblins") {
    expectTypeOf(action).toEqualTypeOf<SoloChooseGoblinsAction>();
    expectTypeOf(action.cells).toEqualTypeOf<readonly number[]>();
  }
  if (action.type === "golden-mushrooms/use-golden-grotto") {
    expectTypeOf(action).toEqualTypeOf<UseGoldenGrottoAction>();
    expectTypeOf(action.target).toEqualTypeOf<number | undefined>();
  }
  if (action.type === "gloomfall/foot-move") expectTypeOf(action.to).toEqualTypeOf<RegionRef>();
});

test("narrowing a GameEvent on a module type gives the module's typed fields", () => {
  switch (event.type) {
    case "golden-mushrooms/rescued":
      expectTypeOf(event.mushroom).toEqualTypeOf<number>();
      expectTypeOf(event.from).toEqualTypeOf<RegionRef>();
      break;
    case "golden-mushrooms/stolen":
      expectTypeOf(event.from).toEqualTypeOf<number>();
      break;
    case "golden-mushrooms/abandoned":
      expectTypeOf(event.castle).toEqualTypeOf<number | null>();
      break;
    case "solo/movement-card-dealt":
      expectTypeOf(event.card).toEqualTypeOf<string>();
      expectTypeOf(event.offered).toEqualTypeOf<readonly string[]>();
      break;
    case "solo/aggressive-goblins-chosen":
      expectTypeOf(event.cells).toEqualTypeOf<readonly number[]>();
      break;
    case "hero-moved":
      expectTypeOf(event.to).toEqualTypeOf<RegionRef>();
      break;
  }
  expectTypeOf<Extract<GameEvent, { type: `golden-mushrooms/${string}` }>>().toEqualTypeOf<GoldenMushroomsEvent>();
  expectTypeOf<Extract<GameEvent, { type: `solo/${string}` }>>().toEqualTypeOf<SoloEvent>();
});

// Issue 25: the public unions are composed from the built-in modules' own type maps (the registry),
// and a module registered with one engine (the test-only Pilgrim's Tithe) joins none of them.
test("the unions are the built-in modules' type maps, and only theirs", () => {
  expectTypeOf<Extract<Decision, { kind: `solo/${string}` }>>().toEqualTypeOf<SoloTypes["decision"]>();
  expectTypeOf<Extract<Decision, { kind: `golden-mushrooms/${string}` }>>().toEqualTypeOf<
    GoldenMushroomsTypes["decision"]
  >();
  // GloomFall's actions, and its Foot move with a mushroom choice (Golden Mushrooms), as `move` has one.
  expectTypeOf<Extract<Action, { type: `gloomfall/${string}` }>>().toEqualTypeOf<
    GloomfallTypes["action"] | MushroomFootMoveAction
  >();
  expectTypeOf<Extract<Action, { mushroom?: unknown; type: "gloomfall/foot-move" }>>().toEqualTypeOf<
    GloomfallFootMoveAction | MushroomFootMoveAction
  >();
  expectTypeOf<ModuleStates>().toEqualTypeOf<{
    readonly "golden-mushrooms": GoldenMushroomsTypes["state"];
    readonly solo: SoloTypes["state"];
  }>();
  expectTypeOf<keyof Rulings>().toEqualTypeOf<
    | "orthogonalGrottoMove"
    | "gloomfallSetupGoblins"
    | "goldenGrottoArrival"
    | "restingMushroom"
    | "grottoMoveMushroom"
    | "mushroomLeftInCastle"
    | "newMushroomPortal"
  >();
  expectTypeOf<Rulings["restingMushroom"]>().toEqualTypeOf<"follows" | "abandoned">();
  expectTypeOf<ScoreSheet["solo"]>().toEqualTypeOf<SoloVerdict | undefined>();
  expectTypeOf<"NO_MUSHROOM" | "GOBLIN_COUNT" | "ALREADY_THERE">().toExtend<ErrorCode>();
  expectTypeOf<"TITHE_UNAFFORDABLE" extends ErrorCode ? "open" : "closed">().toEqualTypeOf<"closed">();
  expectTypeOf<"pilgrim-tithe/pay" extends Action["type"] ? "open" : "closed">().toEqualTypeOf<"closed">();
  expectTypeOf<"pilgrim-tithe/tithe" extends Decision["kind"] ? "open" : "closed">().toEqualTypeOf<"closed">();
  expectTypeOf<"pilgrimTitheCost" extends keyof Rulings ? "open" : "closed">().toEqualTypeOf<"closed">();
});

test("an engine's own module ids and rulings are accepted by that engine's createGame only", () => {
  const engine = createEngine({ modules: [pilgrimTithe] });
  engine.createGame({
    seed: 1,
    players: 2,
    modules: ["pilgrim-tithe", "gloomfall"],
    rulings: { pilgrimTitheCost: "two", restingMushroom: "abandoned" },
  });
  // @ts-expect-error a value the ruling does not take
  engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"], rulings: { pilgrimTitheCost: "three" } });
  // @ts-expect-error the top-level engine does not know it
  createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  // @ts-expect-error nor its ruling
  createGame({ seed: 1, players: 2, rulings: { pilgrimTitheCost: "two" } });
});
