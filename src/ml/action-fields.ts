/**
 * The action space's building blocks: each action type's fields and the finite domain each field
 * is indexed in. An action's id is its type's offset plus the mixed-radix number of its field
 * indices (first field most significant).
 *
 * @module
 */
import { hasModule, type MlConfig } from "./config";
import { CELLS, HEROES, ITEMS, MOVEMENT_CARDS, PORTALS, QUESTS, REGIONS } from "./vocab";

/**
 * How a field is indexed: `enum` by position in `values` (`undefined` = field absent); `region` by
 * cell * 2 + side (then "absent" when optional); `portals` by the bit mask of the portals (in map
 * order) whose cells are listed; `rank` by the position of the value among the legal actions that
 * agree on every other field, in the order of the values' JSON text.
 */
export type FieldDomain =
  | { readonly kind: "enum"; readonly values: readonly unknown[] }
  | { readonly kind: "region"; readonly optional: boolean }
  | { readonly kind: "portals" }
  | { readonly kind: "rank"; readonly size: number };

/** One field of an action type and its domain. */
export interface FieldDef {
  readonly name: string;
  readonly domain: FieldDomain;
  /** Words for the docs table. */
  readonly meaning: string;
}

/** An action type of the space and its fields, in significance order. */
export interface ActionTypeDef {
  readonly type: string;
  readonly fields: readonly FieldDef[];
}

/** The number of values a domain indexes. */
export function domainSize(d: FieldDomain): number {
  switch (d.kind) {
    case "enum":
      return d.values.length;
    case "region":
      return REGIONS + (d.optional ? 1 : 0);
    case "portals":
      return 2 ** PORTALS;
    case "rank":
      return d.size;
  }
}

const heroes = Array.from({ length: HEROES }, (_, i) => i);
const hero: FieldDef = { name: "hero", domain: { kind: "enum", values: heroes }, meaning: "hero 0 to 2" };
const to: FieldDef = {
  name: "to",
  domain: { kind: "region", optional: false },
  meaning: "region: cell * 2 + side (left 0, right 1)",
};
const mushroom: FieldDef = {
  name: "mushroom",
  domain: { kind: "enum", values: [undefined, "carry", "abandon", "pick-up"] },
  meaning: "mushroom choice: none, carry, abandon, pick-up",
};
const bare = (type: string): ActionTypeDef => ({ type, fields: [] });

/**
 * The most alternative paths (`via`) a grotto move may have to one destination: orthogonal paths
 * of 1 to 3 steps between two cells number at most 3.
 */
export const VIA_ALTERNATIVES = 4;

/** The action types of a configuration, in id order. Chance actions are not in the space. */
export function actionTypeDefs(config: MlConfig): ActionTypeDef[] {
  const gm = hasModule(config, "golden-mushrooms");
  const withMushroom = (fields: FieldDef[]): FieldDef[] => (gm ? [...fields, mushroom] : fields);
  const defs: ActionTypeDef[] = [
    {
      type: "choose-movement-card",
      fields: [
        {
          name: "card",
          domain: { kind: "enum", values: MOVEMENT_CARDS },
          meaning: `movement card: ${MOVEMENT_CARDS.join(", ")}`,
        },
      ],
    },
    {
      type: "move",
      fields: withMushroom([
        hero,
        to,
        {
          name: "direction",
          domain: { kind: "enum", values: [undefined, "clockwise", "counterclockwise"] },
          meaning: "Ship direction: none, clockwise, counterclockwise",
        },
      ]),
    },
    bare("idle"),
    {
      type: "choose-gain",
      fields: [{ name: "stat", domain: { kind: "enum", values: ["health", "power"] }, meaning: "health, power" }],
    },
    { type: "equip-item", fields: [hero] },
    {
      type: "transfer-item",
      fields: [
        { name: "item", domain: { kind: "enum", values: ITEMS }, meaning: "item id, in pack order" },
        { name: "to", domain: { kind: "enum", values: [...heroes, "reserve"] }, meaning: "hero 0 to 2, reserve" },
      ],
    },
    {
      type: "choose-quest",
      fields: [{ name: "quest", domain: { kind: "enum", values: QUESTS }, meaning: "quest id, in pack order" }],
    },
    {
      type: "use-grotto",
      fields: withMushroom([
        {
          name: "target",
          domain: { kind: "enum", values: [undefined, ...heroes] },
          meaning: "hero acted on: none, 0 to 2",
        },
        { name: "to", domain: { kind: "region", optional: true }, meaning: "region (cell * 2 + side), then none" },
        {
          name: "via",
          domain: { kind: "rank", size: VIA_ALTERNATIVES },
          meaning: "the path's rank among the legal paths to the same region (by cells)",
        },
      ]),
    },
    bare("skip-grotto"),
    {
      type: "advance-hero",
      fields: [
        hero,
        {
          name: "forge",
          domain: { kind: "enum", values: [undefined, 1, 2, 3] },
          meaning: "symbols forged: none, 1 to 3",
        },
      ],
    },
    bare("finish"),
    bare("adventure"),
    bare("rest"),
    bare("defend"),
    bare("take-damage"),
    {
      type: "attack",
      fields: [
        hero,
        {
          name: "cell",
          domain: { kind: "enum", values: Array.from({ length: CELLS }, (_, i) => i) },
          meaning: "map cell 0 to 16",
        },
      ],
    },
    { type: "sword", fields: [hero] },
    bare("use-staff"),
    bare("skip-staff"),
  ];
  if (hasModule(config, "gloomfall")) {
    defs.push({ type: "gloomfall/foot-move", fields: withMushroom([hero, to]) }, bare("gloomfall/foot-stay"));
  }
  if (config.players === 1) {
    defs.push({
      type: "solo/choose-aggressive-goblins",
      fields: [
        {
          name: "cells",
          domain: { kind: "portals" },
          meaning: "bit k set = the goblin on portal k (map order) turns aggressive",
        },
      ],
    });
  }
  if (gm) {
    defs.push(
      {
        type: "golden-mushrooms/use-golden-grotto",
        fields: [
          {
            name: "target",
            domain: { kind: "enum", values: [undefined, ...heroes] },
            meaning: "hero acted on: none, 0 to 2",
          },
        ],
      },
      bare("golden-mushrooms/skip-golden-grotto"),
      {
        type: "golden-mushrooms/place-mushroom",
        fields: [
          {
            name: "cell",
            domain: { kind: "enum", values: Array.from({ length: CELLS }, (_, i) => i) },
            meaning: "map cell 0 to 16",
          },
        ],
      },
    );
  }
  return defs;
}
