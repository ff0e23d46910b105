// The state's shapes are declared once, as schemas; where a TypeScript type stays written by hand
// (for its TSDoc), these tests prove it equals the type inferred from the schema.
import { expectTypeOf, test } from "vitest";
import type { Infer } from "../src/core/schema/index";
import type { BaseDecision } from "../src/rules/decisions";
import type { Step } from "../src/rules/steps";
import type { GameState, DayState, GoblinState, HeroState, LastRoll, MapState, MovementCardState, NightState, PlayerState, QuestState } from "../src/rules/state";
import { BASE_DECISIONS } from "../src/rules/schema/decisions";
import { BASE_STEPS } from "../src/rules/schema/steps";
import { goblinsSchema, mapSchema, movementCardSchema, questsSchema } from "../src/rules/schema/board";
import { heroSchema, playerSchema } from "../src/rules/schema/players";
import { daySchema, lastRollSchema, nightSchema } from "../src/rules/schema/progress";
import { BASE_STATE } from "../src/rules/schema/state";
import { contentPackSchema } from "../src/content/schema/pack";
import { mapCardSchema, provenanceSchema } from "../src/content/schema/board";
import { itemSchema, questSchema } from "../src/content/schema/cards";
import type { ContentPack, ItemDef, MapCardDef, Provenance, QuestDef } from "../src/content/types";
import { BASE_ACTIONS } from "../src/rules/schema/actions";
import { BASE_EVENTS } from "../src/rules/schema/events";
import type { Action as BaseAction } from "../src/rules/actions";
import type { BaseGameEvent } from "../src/rules/events";

type Of<S extends readonly unknown[]> = Infer<S[number]>;

test("decisions and steps: the schemas' types are the declared unions", () => {
  expectTypeOf<Of<typeof BASE_DECISIONS>>().toEqualTypeOf<BaseDecision>();
  expectTypeOf<Of<typeof BASE_STEPS>>().toEqualTypeOf<Exclude<Step, { kind: `${string}/${string}` }>>();
});

test("state parts: the schemas' types are the declared interfaces", () => {
  expectTypeOf<Infer<typeof mapSchema>>().toEqualTypeOf<MapState>();
  expectTypeOf<Infer<typeof goblinsSchema>>().toEqualTypeOf<GoblinState>();
  expectTypeOf<Infer<typeof questsSchema>>().toEqualTypeOf<QuestState>();
  expectTypeOf<Infer<typeof movementCardSchema>>().toEqualTypeOf<MovementCardState>();
  expectTypeOf<Infer<typeof heroSchema>>().toEqualTypeOf<HeroState>();
  expectTypeOf<Infer<typeof playerSchema>>().toEqualTypeOf<PlayerState>();
  expectTypeOf<Infer<typeof daySchema>>().toEqualTypeOf<DayState>();
  expectTypeOf<Infer<typeof nightSchema>>().toEqualTypeOf<NightState>();
  expectTypeOf<Infer<typeof lastRollSchema>>().toEqualTypeOf<LastRoll>();
});

test("the state's top-level keys (STATE_KEYS) are the schema's, and GameState's", () => {
  expectTypeOf<keyof Infer<typeof BASE_STATE>>().toEqualTypeOf<keyof GameState>();
});

test("actions and events: the schemas' types are the declared unions", () => {
  expectTypeOf<Of<typeof BASE_ACTIONS>>().toEqualTypeOf<BaseAction>();
  expectTypeOf<Of<typeof BASE_EVENTS>>().toEqualTypeOf<BaseGameEvent>();
});

test("content packs: the schema's type is ContentPack, record by record", () => {
  expectTypeOf<Infer<typeof contentPackSchema>>().toEqualTypeOf<ContentPack>();
  expectTypeOf<Infer<typeof mapCardSchema>>().toEqualTypeOf<MapCardDef>();
  expectTypeOf<Infer<typeof questSchema>>().toEqualTypeOf<QuestDef>();
  expectTypeOf<Infer<typeof itemSchema>>().toEqualTypeOf<ItemDef>();
  expectTypeOf<Infer<typeof provenanceSchema>>().toEqualTypeOf<Provenance>();
});
