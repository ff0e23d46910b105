/**
 * The Pilgrim's Tithe (the worked example of docs/writing-a-module.md): its types, as one map.
 *
 * At each Resolution the holder of the first player token may pay Power for a tithe (1 Power, or 2
 * under the `pilgrimTitheCost` ruling); each tithe is worth 1 victory point at the end.
 */
import type { ModuleTypes } from "teq-engine";

// #region id
/** The module id: the key of its state slice, and the namespace of its kinds (`"pilgrim-tithe/..."`). */
export const TITHE = "pilgrim-tithe";
// #endregion id

// #region payloads
/** The module's state slice, `state.moduleState["pilgrim-tithe"]`: the tithes each seat has paid. */
export interface TitheState {
  readonly tithes: readonly number[];
}

/** Pay the tithe or not (a type alias, not an interface: the rules' open decision shape has an index signature). */
export type TitheDecision = {
  readonly kind: "pilgrim-tithe/tithe";
  readonly player: number;
  /** The Power a tithe costs in this game. */
  readonly cost: number;
};

/** The two answers to the tithe. */
export type TitheAction =
  | { readonly type: "pilgrim-tithe/pay"; readonly player: number }
  | { readonly type: "pilgrim-tithe/decline"; readonly player: number };

/** Its steps: the slice's creation at setup, and the offer at each Resolution. */
export type TitheStep = { readonly kind: "pilgrim-tithe/setup" } | { readonly kind: "pilgrim-tithe/offer" };

/** A tithe paid. */
export interface TitheEvent {
  readonly type: "pilgrim-tithe/paid";
  readonly player: number;
  /** The player's tithes now. */
  readonly tithes: number;
}

/** Its ruling. */
export interface TitheRulings {
  /** The Power a tithe costs: `"one"` (default) or `"two"`. */
  readonly pilgrimTitheCost: "one" | "two";
}
// #endregion payloads

// #region types
/** Everything the module adds, as one map: an engine given the module is typed by it. */
export interface TitheTypes extends ModuleTypes {
  readonly action: TitheAction;
  readonly decision: TitheDecision;
  readonly step: TitheStep;
  readonly event: TitheEvent;
  readonly state: TitheState;
  readonly rulings: TitheRulings;
  readonly errorCode: "TITHE_UNAFFORDABLE";
  readonly sheet: Record<never, never>;
}
// #endregion types
