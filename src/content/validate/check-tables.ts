/**
 * Cross-field checks of the smaller tables: dice, spells, magic tracks, movement cards and the
 * Golden Mushrooms content.
 *
 * @module
 */

import { at, Checker } from "./checker";
import type { ParsedPack } from "./parsed";
import { TRAVEL_METHODS } from "../schema/cards";
import { complete, valid } from "./records";

/**
 * Checks the dice: 5 dice of 6 faces.
 */
export function checkDice(c: Checker, p: ParsedPack): void {
  const dice = p.dice?.value;
  if (p.dice === undefined || dice === undefined) return;
  if (dice.count !== 5)
    c.report(at(p.dice.path, "count"), "WRONG_COUNT", `expected 5 adventure dice, found ${dice.count}`);
  if (dice.faces.length !== 6)
    c.report(at(p.dice.path, "faces"), "WRONG_COUNT", `a die has 6 faces, found ${dice.faces.length}`);
}

/**
 * Checks that no two spells share a level.
 */
export function checkSpells(c: Checker, p: ParsedPack): void {
  const levelAt = new Map<number, string>();
  for (const { path, value } of valid(p.spells)) {
    const earlier = levelAt.get(value.level);
    if (earlier === undefined) levelAt.set(value.level, path);
    else c.report(at(path, "level"), "INVALID_VALUE", `level ${value.level} is also the level of ${earlier}`);
  }
}

/**
 * Checks both magic tracks: a non-empty, non-decreasing track whose every level is defined, whose
 * last space is the highest level, and whose levels are defined once each.
 */
export function checkMagicTracks(c: Checker, p: ParsedPack): void {
  for (const { path, value: track } of valid(p.magic)) {
    const spacesPath = at(path, "spaces");
    const defined = new Map<number, string>();
    track.levels.forEach((level, index) => {
      const levelPath = at(at(path, "levels"), index);
      const earlier = defined.get(level.level);
      if (earlier === undefined) defined.set(level.level, levelPath);
      else c.report(at(levelPath, "level"), "DUPLICATE_ID", `level ${level.level} is also defined at ${earlier}`);
    });
    if (track.spaces.length === 0) {
      c.report(spacesPath, "WRONG_COUNT", "the magic track needs at least one space");
      continue;
    }
    track.spaces.forEach((level, index) => {
      const previous = track.spaces[index - 1];
      if (previous !== undefined && level < previous) {
        c.report(
          at(spacesPath, index),
          "INVALID_VALUE",
          `level ${level} follows level ${previous}; levels must not decrease`,
        );
      }
      if (!defined.has(level))
        c.report(at(spacesPath, index), "DANGLING_REFERENCE", `level ${level} is not defined in levels`);
    });
    const last = track.spaces[track.spaces.length - 1];
    const highest = Math.max(...defined.keys());
    if (last !== undefined && defined.size > 0 && last !== highest) {
      c.report(
        at(spacesPath, track.spaces.length - 1),
        "INVALID_VALUE",
        `the last space must be the highest level (${highest}), found ${last}`,
      );
    }
  }
}

/**
 * Checks the movement cards: 5 cards, one per travel method.
 */
export function checkMovementCards(c: Checker, p: ParsedPack): void {
  if (p.movementCards === undefined) return;
  if (p.movementCards.length !== 5) {
    c.report("movementCards", "WRONG_COUNT", `expected 5 movement cards, found ${p.movementCards.length}`);
  }
  const seen = new Set<string>();
  for (const { path, value } of valid(p.movementCards)) {
    if (seen.has(value.method))
      c.report(at(path, "method"), "WRONG_COUNT", `a second movement card for "${value.method}"`);
    seen.add(value.method);
  }
  if (complete(p.movementCards) === undefined) return;
  for (const method of TRAVEL_METHODS) {
    if (!seen.has(method)) c.report("movementCards", "WRONG_COUNT", `no movement card for "${method}"`);
  }
}

/**
 * Checks the Golden Mushrooms counts and the grotto effects whose cards it removes: each a bright
 * effect printed on exactly one regular base card, listed once.
 */
export function checkGolden(c: Checker, p: ParsedPack): void {
  const path = "goldenMushrooms";
  const { cards, actions, replaces, mushroomCount } = p.golden;
  if (cards !== undefined && cards.length !== 3) {
    c.report(at(path, "mapCards"), "WRONG_COUNT", `expected 3 Golden Grotto cards, found ${cards.length}`);
  }
  if (actions !== undefined && actions.length !== 3) {
    c.report(at(path, "actions"), "WRONG_COUNT", `expected 3 Golden Grotto actions, found ${actions.length}`);
  }
  if (mushroomCount !== undefined && mushroomCount !== 7) {
    c.report(at(path, "mushroomCount"), "WRONG_COUNT", `expected 7 mushroom tokens, found ${mushroomCount}`);
  }
  if (replaces === undefined) return;
  const effects = new Map((p.grottoEffects ?? []).map((e) => [e.id, e.value] as const));
  const regular = (complete(p.mapCards) ?? []).filter((card) => card.value.kind === "regular");
  const seen = new Set<string>();
  replaces.forEach((id, index) => {
    const where = at(at(path, "replacesGrottoEffects"), index);
    if (seen.has(id)) {
      c.report(where, "DUPLICATE_ID", `"${id}" is listed twice`);
      return;
    }
    seen.add(id);
    if (p.grottoEffects === undefined) return;
    if (!effects.has(id)) {
      c.report(where, "DANGLING_REFERENCE", `no grotto effect has the id "${id}"`);
      return;
    }
    const effect = effects.get(id);
    if (effect !== undefined && effect.face !== "bright") {
      c.report(
        where,
        "INVALID_VALUE",
        `"${id}" is a ${effect.face} effect; only bright effects identify the removed cards`,
      );
      return;
    }
    if (complete(p.mapCards) === undefined) return;
    const n = regular.filter(({ value }) =>
      [value.bright.left, value.bright.right].some((r) => r.kind === "grotto" && r.effect === id),
    ).length;
    if (n !== 1)
      c.report(where, "WRONG_COUNT", `"${id}" is on the bright face of ${n} regular cards, expected exactly 1`);
  });
}
