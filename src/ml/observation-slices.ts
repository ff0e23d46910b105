/**
 * The observation's slices that are more than a table of the board: the pending decision's fields,
 * and the slices only some configurations have (Golden Mushrooms, the solo variant).
 *
 * @module
 */
import type { Decision, RegionRef } from "teq-engine";
import { DECISION_NUMBERS, REGION, hot, multi, region, type SliceDef } from "./observation-fill";
import {
  DECISION_KINDS,
  DIFFICULTY_LIST,
  GROTTO_EFFECTS,
  ITEMS,
  MOVEMENT_CARDS,
  MUSHROOM_PLACES,
  MUSHROOMS,
  QUESTS,
  SPELLS,
  indexIn,
} from "./vocab";

/** The pending decision: kind, whose, and its fields. */
export function decisionSlice(n: number, rel: (p: number, seat: number) => number): SliceDef {
  const sizes = [
    DECISION_KINDS.length,
    1,
    n,
    DECISION_NUMBERS.length,
    MOVEMENT_CARDS.length,
    ITEMS.length,
    GROTTO_EFFECTS.length,
    QUESTS.length,
    ITEMS.length,
    SPELLS.length,
    SPELLS.length,
  ];
  return {
    name: "decision",
    length: sizes.reduce((a, b) => a + b, 0),
    meaning:
      "pending decision: kind one-hot, mine (1) or chance (0.5), its player relative seat one-hot, its numbers / 10 (torch, scroll, attack, amount, cost, power, dice, hero), card one-hot, item one-hot, grotto effect one-hot, quest options multi-hot, transferred items multi-hot, spells multi-hot, staff spell one-hot",
    fill: (v, s, put) => {
      const d = v.decision as (Decision & Record<string, unknown>) | null;
      if (d === null) return;
      let b = 0;
      hot(put, b, DECISION_KINDS.indexOf(d.kind), DECISION_KINDS.length);
      b += DECISION_KINDS.length;
      put(b, d.player === "chance" ? 0.5 : d.player === s ? 1 : 0);
      if (typeof d.player === "number") hot(put, b + 1, rel(d.player, s), n);
      b += 1 + n;
      DECISION_NUMBERS.forEach((k, i) => {
        const x = d[k];
        if (typeof x === "number") put(b + i, x / 10);
      });
      b += DECISION_NUMBERS.length;
      hot(put, b, indexIn(MOVEMENT_CARDS, d.card), MOVEMENT_CARDS.length);
      b += MOVEMENT_CARDS.length;
      hot(put, b, indexIn(ITEMS, d.item), ITEMS.length);
      b += ITEMS.length;
      hot(put, b, indexIn(GROTTO_EFFECTS, d.effect), GROTTO_EFFECTS.length);
      b += GROTTO_EFFECTS.length;
      if (Array.isArray(d.options)) multi(put, b, QUESTS, d.options);
      b += QUESTS.length;
      if (Array.isArray(d.transferred)) multi(put, b, ITEMS, d.transferred);
      b += ITEMS.length;
      if (Array.isArray(d.spells)) multi(put, b, SPELLS, d.spells);
      b += SPELLS.length;
      hot(put, b, indexIn(SPELLS, d.staffSpell), SPELLS.length);
    },
  };
}

/** Golden Mushrooms: where each mushroom is. */
export function mushroomSlice(n: number, rel: (p: number, seat: number) => number): SliceDef {
  const per = MUSHROOM_PLACES.length + REGION + n + 3 + 1;
  return {
    name: "goldenMushrooms",
    length: MUSHROOMS * per,
    meaning: `per mushroom (${per} each): place one-hot (portal, castle, hero, region, supply), region (cell one-hot, side), owner relative seat one-hot (castle or hero), hero one-hot, upright`,
    fill: (v, s, put) => {
      const slice = v.moduleState["golden-mushrooms"] as
        { mushrooms?: readonly { place: Record<string, unknown>; upright: boolean }[] } | undefined;
      (slice?.mushrooms ?? []).slice(0, MUSHROOMS).forEach((m, i) => {
        const b = i * per;
        const p = m.place;
        hot(put, b, indexIn(MUSHROOM_PLACES, p.where), MUSHROOM_PLACES.length);
        if (typeof p.region === "object" && p.region !== null)
          region(put, b + MUSHROOM_PLACES.length, p.region as RegionRef);
        if (typeof p.seat === "number") hot(put, b + MUSHROOM_PLACES.length + REGION, rel(p.seat, s), n);
        if (typeof p.hero === "number") hot(put, b + MUSHROOM_PLACES.length + REGION + n, p.hero, 3);
        put(b + per - 1, m.upright ? 1 : 0);
      });
    },
  };
}

/** The solo variant: difficulty and the dealt and offered movement cards. */
export function soloSlice(): SliceDef {
  const m = MOVEMENT_CARDS.length;
  return {
    name: "solo",
    length: DIFFICULTY_LIST.length + 2 * m,
    meaning:
      "solo: difficulty one-hot (peasant to hero-of-legend: the goal), movement cards dealt this Day multi-hot, offered now multi-hot",
    fill: (v, _s, put) => {
      hot(put, 0, DIFFICULTY_LIST.indexOf(v.config.difficulty ?? "peasant"), DIFFICULTY_LIST.length);
      const slice = v.moduleState.solo as { dealt?: readonly string[]; offered?: readonly string[] } | undefined;
      multi(put, DIFFICULTY_LIST.length, MOVEMENT_CARDS, slice?.dealt ?? []);
      multi(put, DIFFICULTY_LIST.length + m, MOVEMENT_CARDS, slice?.offered ?? []);
    },
  };
}
