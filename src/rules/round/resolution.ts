/**
 * Rulebook, Resolution: after the Night (except the last round's), the magic token goes back to the
 * first space, passive goblins turn aggressive, empty portals get a new goblin from the supply,
 * movement cards are reset, the rightmost quest is discarded if the first player token shows its
 * quest side (the row keeps a Movement and a Treasure quest, official ruling), the first player
 * token passes clockwise quest side up, and the next round begins. Each part is its own step so a
 * module can replace one (the solo variant) or add one (Golden Mushrooms).
 *
 * @module
 */
import type { RuleStep } from "../game-types";
import { healGoblin, newGoblin } from "../goblins/goblin-token";
import { refillQuestRow } from "../quests/quest-row";

/** Magic token back to the first space. @example `// { kind: "reset-magic" }` */
export const resetMagic: RuleStep<{ kind: "reset-magic" }> = (draft, _step, ctx) => {
  draft.magicSpace = 0;
  ctx.emit({ type: "magic-reset" });
};

/** Passive goblins turn aggressive; goblins heal. @example `// { kind: "flip-goblins" }` */
export const flipGoblins: RuleStep<{ kind: "flip-goblins" }> = (draft, _step, ctx) => {
  for (const portal of draft.goblins.portals) {
    if (portal.goblin === null) continue;
    healGoblin(portal.goblin, ctx, portal.at.cell);
    if (portal.goblin.stance === "passive") {
      portal.goblin.stance = "aggressive";
      ctx.emit({ type: "goblin-flipped", cell: portal.at.cell, stance: "aggressive", cause: "resolution" });
    }
  }
};

/** Empty portals get a new goblin from the supply, while it lasts. @example `// { kind: "refill-portals" }` */
export const refillPortals: RuleStep<{ kind: "refill-portals" }> = (draft, _step, ctx) => {
  for (const portal of draft.goblins.portals) {
    if (portal.goblin !== null || draft.goblins.supply === 0) continue;
    const goblin = newGoblin(ctx.env.hooks.newGoblinStance, draft.players.length);
    portal.goblin = goblin;
    draft.goblins.supply -= 1;
    ctx.emit({ type: "goblin-appeared", cell: portal.at.cell, stance: goblin.stance });
  }
};

/** Every movement card face up again. @example `// { kind: "reset-movement-cards" }` */
export const resetMovementCards: RuleStep<{ kind: "reset-movement-cards" }> = (draft, _step, ctx) => {
  for (const card of draft.movementCards) card.used = false;
  ctx.emit({ type: "movement-cards-reset" });
};

/**
 * Discards the rightmost quest when the hook says so (base: the token shows its quest side), then
 * refills the row and keeps its mix.
 */
export const refreshQuestRow: RuleStep<{ kind: "refresh-quest-row" }> = (draft, _step, ctx) => {
  if (ctx.env.hooks.discardQuestAtResolution(draft)) {
    const dropped = draft.quests.row.pop();
    if (dropped !== undefined) {
      draft.quests.discard.push(dropped);
      ctx.emit({ type: "quest-discarded", quest: dropped, reason: "resolution" });
    }
  }
  refillQuestRow(draft, ctx);
};

/** The first player token passes clockwise, quest side up. @example `// { kind: "pass-first-player" }` */
export const passFirstPlayer: RuleStep<{ kind: "pass-first-player" }> = (draft, _step, ctx) => {
  draft.firstPlayer = (draft.firstPlayer + 1) % draft.config.players;
  draft.firstPlayerToken = "quest";
  ctx.emit({ type: "first-player-chosen", player: draft.firstPlayer });
};

/** The round token advances and the next round begins. @example `// { kind: "advance-round" }` */
export const advanceRound: RuleStep<{ kind: "advance-round" }> = (draft) => {
  draft.round += 1;
  draft.queue.unshift({ kind: "begin-round" });
};
