// The state's shapes are declared once, as schemas; where a TypeScript type stays written by hand
// (for its TSDoc), these tests prove it equals the type inferred from the schema.
import { expectTypeOf, test } from "vitest";
import type { Fields, Infer, ObjectOf } from "../src/core/schema/index";
import { GLOOMFALL_FIELDS } from "../src/modules/gloomfall/schema";
import type { GloomfallTypes } from "../src/modules/gloomfall/types";
import { GOLDEN_MUSHROOMS_FIELDS, mushroomsSliceSchema } from "../src/modules/golden-mushrooms/schema";
import type { GoldenMushroomsTypes } from "../src/modules/golden-mushrooms/types";
import type {
  MushroomFootMoveAction,
  MushroomGrottoMoveAction,
  MushroomMoveAction,
} from "../src/modules/golden-mushrooms/actions";
import { SOLO_FIELDS, soloSliceSchema } from "../src/modules/solo/schema";
import type { SoloTypes } from "../src/modules/solo/types";
import type { BaseDecision } from "../src/rules/decisions";
import type { Step } from "../src/rules/steps";
import type {
  GameState,
  DayState,
  GoblinState,
  HeroState,
  LastRoll,
  MapState,
  MovementCardState,
  NightState,
  PlayerState,
  QuestState,
} from "../src/rules/state";
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

/** Each payload's fields as its schema declares them, by kind or type. */
type FromSchema<T> = { readonly [K in keyof T]: T[K] extends Fields ? ObjectOf<T[K]> : never };
/** Each payload's fields as the module's type declares them (the tag and the actor left out). */
type FromTypes<U, Tag extends string, T, Skip extends string> = {
  readonly [K in keyof T]: Omit<Extract<U, Readonly<Record<Tag, K>>>, Tag | Skip>;
};
type Own<K, Id extends string> = Extract<K, `${Id}/${string}`>;

test("each module's payload schemas are its declared decisions, steps, actions and events", () => {
  type G = typeof GLOOMFALL_FIELDS;
  expectTypeOf<keyof G["decisions"]>().toEqualTypeOf<GloomfallTypes["decision"]["kind"]>();
  expectTypeOf<FromSchema<G["decisions"]>>().toEqualTypeOf<
    FromTypes<GloomfallTypes["decision"], "kind", G["decisions"], "player">
  >();
  expectTypeOf<keyof G["steps"]>().toEqualTypeOf<GloomfallTypes["step"]["kind"]>();
  expectTypeOf<FromSchema<G["steps"]>>().toEqualTypeOf<FromTypes<GloomfallTypes["step"], "kind", G["steps"], never>>();
  expectTypeOf<keyof G["actions"]>().toEqualTypeOf<GloomfallTypes["action"]["type"]>();
  expectTypeOf<FromSchema<G["actions"]>>().toEqualTypeOf<
    FromTypes<GloomfallTypes["action"], "type", G["actions"], "player">
  >();

  type M = typeof GOLDEN_MUSHROOMS_FIELDS;
  expectTypeOf<keyof M["decisions"]>().toEqualTypeOf<GoldenMushroomsTypes["decision"]["kind"]>();
  expectTypeOf<FromSchema<M["decisions"]>>().toEqualTypeOf<
    FromTypes<GoldenMushroomsTypes["decision"], "kind", M["decisions"], "player">
  >();
  expectTypeOf<keyof M["steps"]>().toEqualTypeOf<GoldenMushroomsTypes["step"]["kind"]>();
  expectTypeOf<FromSchema<M["steps"]>>().toEqualTypeOf<
    FromTypes<GoldenMushroomsTypes["step"], "kind", M["steps"], never>
  >();
  expectTypeOf<keyof M["actions"]>().toEqualTypeOf<Own<GoldenMushroomsTypes["action"]["type"], "golden-mushrooms">>();
  expectTypeOf<FromSchema<M["actions"]>>().toEqualTypeOf<
    FromTypes<GoldenMushroomsTypes["action"], "type", M["actions"], "player">
  >();
  // A hero's move may carry a mushroom: the base actions and the module's `Mushroom...Action`s together.
  expectTypeOf<ObjectOf<M["mushroom"]>>().toEqualTypeOf<Partial<Pick<MushroomMoveAction, "mushroom">>>();
  expectTypeOf<Partial<Pick<MushroomGrottoMoveAction, "mushroom">>>().toEqualTypeOf<
    Partial<Pick<MushroomFootMoveAction, "mushroom">>
  >();
  expectTypeOf<keyof M["events"]>().toEqualTypeOf<GoldenMushroomsTypes["event"]["type"]>();
  expectTypeOf<FromSchema<M["events"]>>().toEqualTypeOf<
    FromTypes<GoldenMushroomsTypes["event"], "type", M["events"], never>
  >();
  expectTypeOf<Infer<typeof mushroomsSliceSchema>>().toEqualTypeOf<GoldenMushroomsTypes["state"]>();

  type S = typeof SOLO_FIELDS;
  expectTypeOf<keyof S["decisions"]>().toEqualTypeOf<SoloTypes["decision"]["kind"]>();
  expectTypeOf<FromSchema<S["decisions"]>>().toEqualTypeOf<
    FromTypes<SoloTypes["decision"], "kind", S["decisions"], "player">
  >();
  expectTypeOf<keyof S["steps"]>().toEqualTypeOf<SoloTypes["step"]["kind"]>();
  expectTypeOf<FromSchema<S["steps"]>>().toEqualTypeOf<FromTypes<SoloTypes["step"], "kind", S["steps"], never>>();
  expectTypeOf<keyof S["actions"]>().toEqualTypeOf<SoloTypes["action"]["type"]>();
  expectTypeOf<FromSchema<S["actions"]>>().toEqualTypeOf<
    FromTypes<SoloTypes["action"], "type", S["actions"], "player">
  >();
  expectTypeOf<keyof S["events"]>().toEqualTypeOf<SoloTypes["event"]["type"]>();
  expectTypeOf<FromSchema<S["events"]>>().toEqualTypeOf<FromTypes<SoloTypes["event"], "type", S["events"], never>>();
  expectTypeOf<Infer<typeof soloSliceSchema>>().toEqualTypeOf<SoloTypes["state"]>();
});
