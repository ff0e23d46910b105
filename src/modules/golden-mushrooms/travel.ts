/**
 * What happens to mushrooms when heroes travel, are sent home, or defeat goblins (Golden Mushrooms
 * rulebook: Rescuing, Escorting, Exhaustion, Passing Through Grottos). Each function is a base hook.
 *
 * - After any move (`onHeroMoved`): an escorted mushroom that would enter a temple is left standing
 *   where the move started; a hero escorting a mushroom gains 1 Power per map card with a grotto it
 *   moved through, if it ends on a map card with a grotto; a mushroom escorted into its hero's own
 *   castle joins that castle.
 * - On a goblin's defeat (`onGoblinDefeated`): the mushroom captured at its portal is rescued into
 *   the defeating player's castle.
 * - On a return home without travelling (`onReturnHome`): exhaustion abandons the escorted mushroom
 *   where the hero stood; resting (or a completed temple) takes it home with the hero, where it joins
 *   the castle (`restingMushroom` ruling, `"follows"` by default; `"abandoned"` leaves it too).
 *
 * Rulings in docs/rulings.md ("Golden Mushrooms").
 *
 * @module
 */
import type { BaseHooks, RulesEnv } from "../../rules/game-types";
import { gainStat } from "../../rules/gains/gain";
import { regionAt, SIDES } from "../../rules/map/regions";
import type { GameState } from "../../rules/state";
import { abandonMushroom, capturedAt, castleOwner, emitMushroomEvent, escortedBy, putMushroom } from "./state";

/**
 * Whether a map card has a grotto (regular or golden) on its face in play.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param cell - a map cell
 * @returns true for a card with a grotto
 */
export function hasGrotto(state: GameState, env: RulesEnv, cell: number): boolean {
  return SIDES.some((side) => {
    const kind = regionAt(state.map.cells, { cell, side }, env).kind;
    return kind === "grotto" || kind === "golden-grotto";
  });
}

/**
 * The `onHeroMoved` hook: the temple exception, the Power for grottos passed through, and a
 * mushroom escorted home.
 */
export const mushroomFollows =
  (previous: BaseHooks["onHeroMoved"]): BaseHooks["onHeroMoved"] =>
  (draft, ctx, seat, hero, from, through) => {
    previous(draft, ctx, seat, hero, from, through);
    const escort = escortedBy(draft, seat, hero);
    const at = draft.players[seat]?.heroes[hero]?.at;
    if (escort < 0 || at === undefined) return;
    if (regionAt(draft.map.cells, at, ctx.env).kind === "temple") {
      abandonMushroom(draft, ctx, escort, seat, hero, from, "into-temple");
      return;
    }
    emitMushroomEvent(ctx, {
      type: "golden-mushrooms/escorted",
      mushroom: escort,
      player: seat,
      hero,
      to: { cell: at.cell, side: at.side },
    });
    if (hasGrotto(draft, ctx.env, at.cell)) {
      const passed = through.filter((cell) => hasGrotto(draft, ctx.env, cell)).length;
      if (passed > 0) gainStat(draft, ctx, seat, "power", passed, "golden-mushrooms/grottos-passed");
    }
    if (castleOwner(draft, ctx.env, at) === seat) {
      putMushroom(draft, escort, { where: "castle", seat });
      emitMushroomEvent(ctx, { type: "golden-mushrooms/delivered", mushroom: escort, player: seat, hero });
    }
  };

/**
 * The `onGoblinDefeated` hook: rescues the mushroom captured at the goblin's portal into the
 * defeating player's castle, standing.
 */
export const rescueMushroom =
  (previous: BaseHooks["onGoblinDefeated"]): BaseHooks["onGoblinDefeated"] =>
  (draft, ctx, seat, portal) => {
    previous(draft, ctx, seat, portal);
    const at = draft.goblins.portals[portal]?.at;
    if (at === undefined) return;
    const captured = capturedAt(draft, at);
    if (captured >= 0) {
      putMushroom(draft, captured, { where: "castle", seat });
      emitMushroomEvent(ctx, {
        type: "golden-mushrooms/rescued",
        mushroom: captured,
        player: seat,
        from: { cell: at.cell, side: at.side },
      });
    }
  };

/**
 * The `onReturnHome` hook: a hero sent home by exhaustion leaves its escorted mushroom standing
 * where it was ("If Exhaustion occurs ... the Mushroom becomes Abandoned"); any other return home
 * (resting, a completed temple) takes the mushroom along into the castle ("A Mushroom follows its
 * Hero into any region ... the Hero travels to"), unless the `restingMushroom` ruling is
 * `"abandoned"`.
 */
export const dropOnReturn =
  (previous: BaseHooks["onReturnHome"]): BaseHooks["onReturnHome"] =>
  (draft, ctx, seat, hero, cause) => {
    previous(draft, ctx, seat, hero, cause);
    const escort = escortedBy(draft, seat, hero);
    const at = draft.players[seat]?.heroes[hero]?.at;
    if (escort < 0 || at === undefined) return;
    if (cause === "exhausted" || draft.config.rulings["restingMushroom"] === "abandoned") {
      abandonMushroom(draft, ctx, escort, seat, hero, at, cause);
    } else {
      putMushroom(draft, escort, { where: "castle", seat });
      emitMushroomEvent(ctx, { type: "golden-mushrooms/delivered", mushroom: escort, player: seat, hero });
    }
  };
