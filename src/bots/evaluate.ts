/**
 * A heuristic value of a state for one player, in victory points: the current score plus the
 * expected worth of the progress the rules may still turn into points (heroes in temples, on
 * portals and at obelisks, each weighted by a rough chance of success), plus small values for
 * Health, Power and items. The marginal worth of one more quest, goblin or spell level is read from
 * the content pack's scoring table at the player's current count, so the convex table is respected.
 *
 * @module
 */
import { maxPower } from "../rules/stats";
import { scoreSheet, type ScoreSheet } from "../rules/scoring/scores";
import { tablePoints } from "../rules/scoring/score-sources";
import type { GameState } from "../rules/state";
import type { RulesEnv } from "../rules/game-types";
import { regionAt } from "../rules/map/regions";
import { ROUNDS } from "../rules/constants";

/** Chance that a hero on temple space s (0 = entrance) completes the temple eventually. */
const TEMPLE_CHANCE = [0.3, 0.45, 0.6, 0.78, 0.95];
/** Chance that a goblin with d damage is defeated this Night by an adventuring player. */
const GOBLIN_CHANCE_NIGHT = [0.12, 0.22, 0.38, 0.58, 0.8];
/** Expected Magic spaces still to come: during the Day (the whole Night ahead) and at Night. */
const MAGIC_AHEAD_DAY = 3;
const MAGIC_AHEAD_NIGHT = 1;

/** Expected future gains per remaining Day turn (quests) or Night (goblins, spell levels). */
const QUESTS_PER_TURN = 0.3;
const GOBLINS_PER_NIGHT = 0.25;
const SPELLS_PER_NIGHT = 0.4;

/** The scoring table read at a fractional total (linear between entries). */
function tableAt(column: readonly number[], total: number): number {
  const low = Math.floor(total);
  const frac = total - low;
  return frac === 0
    ? tablePoints(column, low)
    : (1 - frac) * tablePoints(column, low) + frac * tablePoints(column, low + 1);
}

/**
 * The worth of `more` of a source now: the table's step at the total the player is expected to
 * end with (the convex table pays for a quest taken now at the rate of the last quests).
 */
function marginal(column: readonly number[], count: number, more = 1, ahead = 0): number {
  const end = Math.min(column.length - 1, count + ahead);
  return tableAt(column, Math.min(column.length - 1, end + more)) - tableAt(column, end);
}

/** Day turns and Nights still to come (the current Night counts half once it has begun). */
function remaining(state: GameState): { turns: number; nights: number } {
  const later = Math.max(0, ROUNDS - state.round);
  if (state.phase === "day") return { turns: later * 4 + Math.max(0, 4 - (state.day?.turn ?? 0)), nights: later + 1 };
  if (state.phase === "night") return { turns: later * 4, nights: later + 0.5 };
  return { turns: later * 4, nights: later };
}

/** The learnable spell levels at a magic space (the level's `learnUpTo`). */
function learnUpToAt(env: RulesEnv, space: number): number {
  const track = env.hooks.magicTrack(env.content);
  const level = track.spaces[Math.max(0, Math.min(track.spaces.length - 1, Math.floor(space)))] ?? 0;
  return track.levels.find((l) => l.level === level)?.learnUpTo ?? 0;
}

/**
 * The worth of completing `temple` for `seat` now: its treasure quest (if one is in the row), the
 * legendary step it gives, and the Health or Power gained on return.
 */
export function templeWorth(state: GameState, seat: number, temple: string, env: RulesEnv): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  let worth = 0.5;
  const quest = state.quests.row.some((id) => {
    const q = env.index.quests.get(id);
    return q !== undefined && q.kind === "treasure" && q.temple === temple;
  });
  const ahead = remaining(state);
  if (quest)
    worth += marginal(env.content.scoring.quests, player.completedQuests.length, 1, QUESTS_PER_TURN * ahead.turns) + 1;
  const card = env.content.playerCards.find((c) => c.color === player.color);
  if (card !== undefined) {
    for (const item of Object.keys(card.legendary)) {
      const pair = card.legendary[item];
      const progress = player.legendary[item] ?? 0;
      if (pair === undefined || progress >= pair.length || pair[progress] !== temple) continue;
      worth += progress + 1 === pair.length ? env.content.scoring.legendaryItem + 0.8 : 1.6;
    }
  }
  return worth;
}

/** Health's worth: the first points matter most (they keep a player from exhaustion). */
function healthWorth(health: number): number {
  return 0.7 * Math.min(health, 3) + 0.3 * Math.max(0, Math.min(health, 6) - 3) + 0.1 * Math.max(0, health - 6);
}

/** Power's worth: Forge Ahead and defending spend it two at a time. */
function powerWorth(power: number, max: number): number {
  const p = Math.min(power, max);
  return 0.35 * Math.min(p, 4) + 0.15 * Math.max(0, p - 4);
}

/**
 * The heuristic value of `state` for `seat` (higher is better, in victory points).
 *
 * @param state - the state
 * @param seat - the player
 * @param env - the rules environment (content, index, hooks)
 * @param sheet - the score sheet of `state`, when the caller already has it
 * @returns a number; only differences between states matter
 */
export function evaluateFor(state: GameState, seat: number, env: RulesEnv, sheet?: ScoreSheet): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const scored = sheet ?? scoreSheet(state, env.hooks.scoreSources, env.content);
  let value = scored.players[seat]?.total ?? 0;
  if (state.phase === "ended") return value;
  // The table sources are valued at the totals the player is expected to end with.
  const ahead = remaining(state);
  const scoringTables = env.content.scoring;
  const expected: Record<string, [readonly number[], number]> = {
    quests: [scoringTables.quests, QUESTS_PER_TURN * ahead.turns],
    goblins: [scoringTables.goblins, GOBLINS_PER_NIGHT * ahead.nights],
    spells: [scoringTables.spells, SPELLS_PER_NIGHT * ahead.nights],
  };
  for (const line of scored.players[seat]?.breakdown ?? []) {
    const entry = expected[line.source];
    if (entry === undefined) continue;
    value += tableAt(entry[0], Math.min(entry[0].length - 1, line.count + entry[1])) - line.points;
  }
  const night = state.phase === "night";
  const adventuring = night && state.night?.adventuring[seat] === true;
  const scoring = env.content.scoring;
  let spellGain = 0;
  let goblinWorth = 0;
  for (let h = 0; h < player.heroes.length; h++) {
    const hero = player.heroes[h]!;
    const region = regionAt(state.map.cells, hero.at, env);
    if (region.kind === "temple") {
      // Progress on a temple track stays for the next Day unless the player is exhausted.
      const track = env.index.temples.get(region.temple)?.tracks[env.hooks.mapFace];
      const length = track?.length ?? 4;
      const step = Math.round((hero.templeSpace / length) * 4);
      const chance = hero.templeSpace >= length ? (adventuring ? 0.95 : 1) : (TEMPLE_CHANCE[step] ?? 0.3);
      value += chance * templeWorth(state, seat, region.temple, env);
    } else if (region.kind === "portal") {
      const goblin = state.goblins.portals.find(
        (p) => p.at.cell === hero.at.cell && p.at.side === hero.at.side,
      )?.goblin;
      if (goblin != null) {
        const worth =
          marginal(scoring.goblins, player.goblinsDefeated + goblinWorth, 1, GOBLINS_PER_NIGHT * ahead.nights) + 0.5;
        const chance = night ? (adventuring ? (GOBLIN_CHANCE_NIGHT[Math.min(4, goblin.damage)] ?? 0.8) : 0) : 0.2;
        value += chance * worth;
        if (chance > 0) goblinWorth += chance;
      }
    } else if (region.kind === "obelisk") {
      const level = env.index.spells.get(region.spell)?.level ?? 0;
      const gap = level - player.spellLevel;
      if (gap > 0 && (!night || adventuring)) {
        const now = night ? Math.min(gap, learnUpToAt(env, state.magicSpace)) : 0;
        const later = Math.min(gap, learnUpToAt(env, state.magicSpace + (night ? MAGIC_AHEAD_NIGHT : MAGIC_AHEAD_DAY)));
        const bank = now > 0 ? now : 0;
        const expected =
          bank +
          (night ? 0.45 : 0.75) * Math.max(0, later - bank) +
          (night ? 0 : 0.2 * Math.max(0, Math.min(gap, 2) - later));
        spellGain = Math.max(spellGain, expected);
      }
    } else if (region.kind === "castle") {
      value += 0.05;
    }
    value += 0.5 * hero.items.length;
  }
  if (spellGain > 0) {
    value += marginal(scoring.spells, player.spellLevel, spellGain, SPELLS_PER_NIGHT * ahead.nights);
  }
  value += 0.4 * player.reserve.length;
  value += healthWorth(player.health) + powerWorth(player.power, maxPower(state, seat, env.content));
  return value;
}
