/**
 * The Pilgrim's Tithe (a house rule written for the tests only): its types, as one map.
 *
 * At each Resolution the holder of the first player token may pay Power for a tithe (1 Power, or 2
 * under the `pilgrimTitheCost` ruling); each tithe is worth 1 victory point at the end.
 */
import type { ModuleTypes } from "teq-engine";

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

export type TitheAction =
  | { readonly type: "pilgrim-tithe/pay"; readonly player: number }
  | { readonly type: "pilgrim-tithe/decline"; readonly player: number };

export type TitheStep = { readonly kind: "pilgrim-tithe/setup" } | { readonly kind: "pilgrim-tithe/offer" };

export interface TitheEvent {
  readonly type: "pilgrim-tithe/paid";
  readonly player: number;
  /** The player's tithes now. */
  readonly tithes: number;
}

export interface TitheRulings {
  /** The Power a tithe costs: `"one"` (default) or `"two"`. */
  readonly pilgrimTitheCost: "one" | "two";
}

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

/** The module id. */
export const TITHE = "pilgrim-tithe";
