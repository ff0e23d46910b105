/**
 * The schemas of the base game's steps (`state.queue`), one per kind: every field besides `kind`.
 *
 * @module
 */
import {
  array,
  boolean,
  int,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  text,
  type ObjectSchema,
} from "../../core/schema/index";
import { HEROES_PER_PLAYER } from "../constants";
import { amount, heroIndex, idOf, regionRef, seat, symbolCount } from "./common";

/** The base game's queued steps (`state.queue`). */
export const BASE_STEPS = [
  object({ kind: literal("setup-map") }),
  object({ kind: literal("setup-players") }),
  object({ kind: literal("setup-goblins") }),
  object({ kind: literal("setup-movement-cards") }),
  object({ kind: literal("setup-quests") }),
  object({ kind: literal("setup-first-player") }),
  object({ kind: literal("begin-round") }),
  object({ kind: literal("begin-day") }),
  object({ kind: literal("begin-day-turn") }),
  object({ kind: literal("day-player-turn"), player: seat }),
  object({ kind: literal("end-day-turn") }),
  object({ kind: literal("begin-night") }),
  object({ kind: literal("offer-gain"), player: seat, reason: text() }),
  object({ kind: literal("gain-item"), player: seat, item: idOf("item") }),
  object({ kind: literal("arrive"), player: seat, hero: heroIndex, at: optional(regionRef) }),
  object({ kind: literal("fill-quest-row"), attempts: nullable(int(0)) }),
  object({ kind: literal("check-movement-quests"), player: seat }),
  object({ kind: literal("complete-temple"), player: seat, temple: idOf("temple"), byDay: boolean() }),
  object({
    kind: literal("advance-legendary"),
    player: seat,
    temples: array(idOf("temple"), { min: 1, max: HEROES_PER_PLAYER, unique: true }),
  }),
  object({ kind: literal("night-turn") }),
  object({ kind: literal("roll-dice"), player: seat, purpose: text() }),
  object({ kind: literal("resolve-adventure-roll"), player: seat }),
  object({
    kind: literal("deal-damage"),
    roller: seat,
    source: oneOf(["take-damage", "conjure-magic"]),
    index: symbolCount,
    next: seat,
    remaining: amount,
  }),
  object({ kind: literal("roll-gain-power"), player: seat }),
  object({ kind: literal("roll-conjure-magic"), player: seat }),
  object({ kind: literal("open-spend-windows"), player: seat }),
  object({ kind: literal("spend-window"), player: seat }),
  object({ kind: literal("pass-dice"), from: seat }),
  object({ kind: literal("rest-heroes"), player: seat }),
  object({ kind: literal("grotto-roll-temples"), player: seat }),
  object({ kind: literal("reset-magic") }),
  object({ kind: literal("flip-goblins") }),
  object({ kind: literal("refill-portals") }),
  object({ kind: literal("reset-movement-cards") }),
  object({ kind: literal("refresh-quest-row") }),
  object({ kind: literal("pass-first-player") }),
  object({ kind: literal("advance-round") }),
] as const satisfies readonly ObjectSchema[];
