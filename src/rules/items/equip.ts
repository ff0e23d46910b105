/**
 * Rulebook, Equipping Heroes: a gained item goes at once to a hero of the player with a free hand
 * (2 hands per hero), chosen by the player, or to the player card when no hand is free. Items may
 * be rearranged among the player's heroes standing on the player's own castle (and the player
 * card's spare items exchanged with them).
 *
 * Ruling (docs/rulings.md, "When items are rearranged"): rearranging is offered in the player's
 * move-or-idle window, one transfer per action, each item at most twice per window (enough to swap
 * items between two full heroes through the player card).
 *
 * @module
 */
import type { EquipItemAction, TransferItemAction } from "../actions";
import type { EquipItemDecision, MoveOrIdleDecision } from "../decisions";
import { HANDS_PER_HERO } from "../constants";
import type { GameDraft, RuleContext, RuleDecision, RuleReadContext, RuleStep } from "../game-types";
import { castleOf, sameRegion } from "../map/regions";
import type { GameState, PlayerState } from "../state";
import type { Rejection } from "../../core/protocol";

function freeHands(state: GameState, seat: number): number[] {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((hero, i) => (hero.items.length < HANDS_PER_HERO ? [i] : []));
}

function place(draft: GameDraft, ctx: RuleContext, seat: number, item: string, hero: number | "reserve"): void {
  const player = draft.players[seat];
  if (player === undefined) throw new RangeError(`No player at seat ${seat}.`);
  if (hero === "reserve") player.reserve.push(item);
  else player.heroes[hero]?.items.push(item);
  ctx.emit({ type: "item-gained", player: seat, item, hero });
}

/**
 * Gives an item to a player: a decision among the heroes with a free hand when there are several,
 * straight to the only one, or to the player card when none has a free hand.
 */
export const gainItem: RuleStep<{ kind: "gain-item"; player: number; item: string }> = (draft, step, ctx) => {
  const options = freeHands(draft, step.player);
  if (options.length === 0) place(draft, ctx, step.player, step.item, "reserve");
  else if (options.length === 1) place(draft, ctx, step.player, step.item, options[0] as number);
  else draft.decision = { kind: "equip-item", player: step.player, item: step.item };
};

/**
 * The handler of choosing which hero equips a gained item.
 */
export const equipItem: RuleDecision<EquipItemDecision> = {
  actionKeys: { "equip-item": ["hero"] },
  candidates: (state, decision) =>
    freeHands(state, decision.player).map((hero): EquipItemAction => ({
      type: "equip-item",
      player: decision.player,
      hero,
    })),
  check: (state, decision, action) => {
    const hero = (action as Partial<EquipItemAction>).hero;
    if (typeof hero !== "number" || !Number.isInteger(hero))
      return { code: "MALFORMED_ACTION", message: "equip-item needs `hero`, a hero index." };
    if (!freeHands(state, decision.player).includes(hero))
      return { code: "NO_FREE_HAND", message: `Hero ${hero} has no free hand.` };
    return null;
  },
  apply: (draft, decision, action, ctx) =>
    place(draft, ctx, decision.player, decision.item, (action as EquipItemAction).hero),
};

/**
 * How often one item may move in one window: twice, so two heroes with full hands can exchange
 * items through the player card, while the window stays finite.
 */
const MOVES_PER_ITEM = 2;

function homeHeroes(state: GameState, seat: number, ctx: RuleReadContext): number[] {
  const player = state.players[seat];
  if (player === undefined) return [];
  const home = castleOf(state.map.cells, player.color, ctx.env);
  const out: number[] = [];
  for (let i = 0; i < player.heroes.length; i++)
    if (sameRegion((player.heroes[i] as (typeof player.heroes)[number]).at, home)) out.push(i);
  return out;
}

/**
 * The item transfers a player may make now: each item held by a hero on the player's own castle
 * or kept on the player card, to another such hero with a free hand or to the player card.
 *
 * @param state - the state
 * @param decision - the open move-or-idle decision
 * @param ctx - the read context
 * @returns the transfer actions
 */
export function transferCandidates(
  state: GameState,
  decision: MoveOrIdleDecision,
  ctx: RuleReadContext,
): TransferItemAction[] {
  const player = state.players[decision.player];
  if (player === undefined || !holdsAnyItem(player)) return [];
  const atHome = homeHeroes(state, decision.player, ctx);
  const out: TransferItemAction[] = [];
  // Sources in order: the items of each hero at home, then the player card's.
  for (const h of atHome)
    for (const item of player.heroes[h]?.items ?? []) offerTransfers(out, player, decision, atHome, item, h);
  for (const item of player.reserve) offerTransfers(out, player, decision, atHome, item, "reserve");
  return out;
}

/** Whether a player has an item anywhere (with none there is nothing to transfer, and the castle need not be looked up). */
function holdsAnyItem(player: PlayerState): boolean {
  if (player.reserve.length > 0) return true;
  const heroes = player.heroes;
  for (let h = 0; h < heroes.length; h++) if ((heroes[h] as (typeof heroes)[number]).items.length > 0) return true;
  return false;
}

/**
 * Lists one item's transfers into `out`: to each other hero at home with a free hand, then to the
 * player card (a plain function rather than a closure made per listing: this runs on every Day move).
 */
function offerTransfers(
  out: TransferItemAction[],
  player: PlayerState,
  decision: MoveOrIdleDecision,
  atHome: readonly number[],
  item: string,
  from: number | "reserve",
): void {
  let moves = 0;
  for (const moved of decision.transferred) if (moved === item) moves++;
  if (moves >= MOVES_PER_ITEM) return;
  for (const to of atHome) {
    if (to === from || (player.heroes[to]?.items.length ?? HANDS_PER_HERO) >= HANDS_PER_HERO) continue;
    out.push({ type: "transfer-item", player: decision.player, item, to });
  }
  if (from !== "reserve") out.push({ type: "transfer-item", player: decision.player, item, to: "reserve" });
}

/**
 * Why an item transfer is illegal, or null.
 *
 * @param state - the state
 * @param decision - the open move-or-idle decision
 * @param action - the transfer
 * @param ctx - the read context
 * @returns a rejection or null
 */
export function checkTransfer(
  state: GameState,
  decision: MoveOrIdleDecision,
  action: TransferItemAction,
  ctx: RuleReadContext,
): Rejection | null {
  const { item, to } = action as Partial<TransferItemAction>;
  if (typeof item !== "string" || !(to === "reserve" || (typeof to === "number" && Number.isInteger(to)))) {
    return {
      code: "MALFORMED_ACTION",
      message: 'transfer-item needs `item` (an item id) and `to` (a hero index or "reserve").',
    };
  }
  const legal = transferCandidates(state, decision, ctx).some((a) => a.item === item && a.to === to);
  return legal
    ? null
    : {
        code: "TRANSFER_NOT_ALLOWED",
        message:
          "Items move only among your heroes on your own castle and your player card, to a free hand, at most twice per item per turn.",
      };
}

/**
 * Applies a checked item transfer and reopens the player's move-or-idle window.
 *
 * @param draft - the state being changed
 * @param decision - the open move-or-idle decision
 * @param action - the transfer
 * @param ctx - the transition context
 */
export function applyTransfer(
  draft: GameDraft,
  decision: MoveOrIdleDecision,
  action: TransferItemAction,
  ctx: RuleContext,
): void {
  const player = draft.players[decision.player];
  if (player === undefined) return;
  const holder = player.heroes.find((hero) => hero.items.includes(action.item));
  const source = holder?.items ?? player.reserve;
  source.splice(source.indexOf(action.item), 1);
  if (action.to === "reserve") player.reserve.push(action.item);
  else player.heroes[action.to]?.items.push(action.item);
  ctx.emit({ type: "item-transferred", player: decision.player, item: action.item, to: action.to });
  // A literal in the field order `day-player-turn` opens it with: every move-or-idle decision keeps
  // one hidden class (a spread builds another, which the listing code meets only after thousands of
  // games, and then deoptimizes).
  draft.decision = {
    kind: "move-or-idle",
    player: decision.player,
    card: decision.card,
    transferred: [...decision.transferred, action.item],
  };
}
