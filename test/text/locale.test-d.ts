import { expectTypeOf, test } from "vitest";
import {
  en,
  type DecisionMessages,
  type EventMessages,
  type ActionMessages,
  type Locale,
  type GameEvent,
  type Action,
} from "../../src/index";

test("a locale's tables are exhaustive over the public unions (a new event without words does not compile)", () => {
  const { "game-ended": _dropped, ...withoutGameEnded } = en.events;
  // @ts-expect-error -- the "game-ended" event has no words
  const events: EventMessages = withoutGameEnded;
  const { "solo/choose-aggressive-goblins": _solo, ...withoutSolo } = en.decisions;
  // @ts-expect-error -- a module decision without words
  const decisions: DecisionMessages = withoutSolo;
  const { "golden-mushrooms/place-mushroom": _place, ...withoutPlace } = en.actions;
  // @ts-expect-error -- a module action without words
  const actions: ActionMessages = withoutPlace;
  void [events, decisions, actions];
  expectTypeOf<keyof EventMessages>().toEqualTypeOf<GameEvent["type"]>();
  expectTypeOf<keyof ActionMessages>().toEqualTypeOf<Action["type"]>();
});

test("each message receives its own narrowed variant", () => {
  expectTypeOf<Parameters<EventMessages["damage-taken"]>[0]>().toEqualTypeOf<
    Extract<GameEvent, { type: "damage-taken" }>
  >();
  expectTypeOf<Parameters<DecisionMessages["gloomfall/foot-move"]>[0]["hero"]>().toEqualTypeOf<number>();
  expectTypeOf<Locale["code"]>().toEqualTypeOf<string>();
});
