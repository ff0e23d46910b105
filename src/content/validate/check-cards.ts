/**
 * Cross-table checks of quests, items and player cards.
 *
 * @module
 */

import { at, Checker } from "./checker";
import { regionsOf } from "./check-map";
import type { ParsedPack } from "./parsed";
import { complete, idSet, valid } from "./records";

/** The legendary items the rules know, each with the ability of the same name. */
const LEGENDARY = ["sword", "shield", "staff"] as const;
const isLegendaryId = (id: string): boolean => LEGENDARY.some((known) => known === id);

/**
 * Checks the quests: 24 cards; each treasure quest names an existing temple and treasure item.
 */
export function checkQuests(c: Checker, p: ParsedPack): void {
  if (p.quests === undefined) return;
  if (p.quests.length !== 24) c.report("quests", "WRONG_COUNT", `expected 24 quest cards, found ${p.quests.length}`);
  const temples = idSet(p.temples);
  const items = new Map((p.items ?? []).map((e) => [e.id, e.value] as const));
  for (const { path, value: quest } of valid(p.quests)) {
    if (quest.kind !== "treasure") continue;
    if (temples !== undefined && !temples.has(quest.temple)) {
      c.report(at(path, "temple"), "DANGLING_REFERENCE", `no temple has the id "${quest.temple}"`);
    }
    if (p.items === undefined) continue;
    if (!items.has(quest.item)) {
      c.report(at(path, "item"), "DANGLING_REFERENCE", `no item has the id "${quest.item}"`);
    } else if (items.get(quest.item)?.kind === "legendary") {
      c.report(at(path, "item"), "INVALID_VALUE", `"${quest.item}" is a legendary item, not a treasure item`);
    }
  }
}

/**
 * Checks the items: 12 treasure items, each the item of exactly one treasure quest, and the
 * legendary items sword, shield and staff with their abilities.
 */
export function checkItems(c: Checker, p: ParsedPack): void {
  if (p.items === undefined) return;
  const items = valid(p.items);
  const treasure = items.filter((item) => item.value.kind === "treasure");
  if (complete(p.items) !== undefined && treasure.length !== 12) {
    c.report("items", "WRONG_COUNT", `expected 12 treasure items, found ${treasure.length}`);
  }
  const quests = complete(p.quests);
  for (const { path, value: item } of treasure) {
    if (isLegendaryId(item.id)) c.report(at(path, "kind"), "INVALID_VALUE", `"${item.id}" is a legendary item`);
    if (isLegendaryId(item.ability.type)) {
      c.report(at(path, "ability"), "INVALID_VALUE", `only the legendary item "${item.ability.type}" has this ability`);
    }
    if (quests === undefined) continue;
    const n = quests.filter(({ value: q }) => q.kind === "treasure" && q.item === item.id).length;
    if (n !== 1)
      c.report(
        path,
        "WRONG_COUNT",
        `treasure item "${item.id}" is the item of ${n} treasure quests, expected exactly 1`,
      );
  }
  for (const { path, value: item } of items) {
    if (item.kind !== "legendary") continue;
    if (!isLegendaryId(item.id)) {
      c.report(
        at(path, "kind"),
        "INVALID_VALUE",
        `the legendary items are ${LEGENDARY.join(", ")}; found "${item.id}"`,
      );
    } else if (item.ability.type !== item.id) {
      c.report(
        at(path, "ability"),
        "INVALID_VALUE",
        `the ${item.id} needs the ability "${item.id}", found "${item.ability.type}"`,
      );
    }
  }
  const ids = idSet(p.items);
  for (const id of LEGENDARY) {
    if (ids !== undefined && !ids.has(id)) c.report("items", "WRONG_COUNT", `no legendary item "${id}"`);
  }
}

/**
 * Checks the player cards: 4 cards whose colours match the castle colours one to one, and whose
 * legendary entries name legendary items and existing, distinct temples.
 */
export function checkPlayerCards(c: Checker, p: ParsedPack): void {
  if (p.playerCards === undefined) return;
  if (p.playerCards.length !== 4)
    c.report("playerCards", "WRONG_COUNT", `expected 4 player cards, found ${p.playerCards.length}`);
  checkColors(c, p);
  const temples = idSet(p.temples);
  const items = new Map((p.items ?? []).map((e) => [e.id, e.value] as const));
  const legendary = valid(p.items)
    .filter((item) => item.value.kind === "legendary")
    .map((item) => item.value.id);
  for (const { path, value: card } of valid(p.playerCards)) {
    const where = at(path, "legendary");
    for (const [itemId, pair] of Object.entries(card.legendary)) {
      const itemPath = at(where, itemId);
      if (p.items !== undefined && !items.has(itemId)) {
        c.report(itemPath, "DANGLING_REFERENCE", `no item has the id "${itemId}"`);
      } else if (items.get(itemId)?.kind === "treasure") {
        c.report(itemPath, "INVALID_VALUE", `"${itemId}" is a treasure item, not a legendary item`);
      }
      pair.forEach((temple, index) => {
        if (temples !== undefined && !temples.has(temple)) {
          c.report(at(itemPath, index), "DANGLING_REFERENCE", `no temple has the id "${temple}"`);
        }
      });
      if (pair[0] === pair[1]) c.report(at(itemPath, 1), "INVALID_VALUE", "the two temples must differ");
    }
    for (const itemId of legendary) {
      if (!Object.hasOwn(card.legendary, itemId)) {
        c.report(at(where, itemId), "MISSING_FIELD", `no temple pair for the legendary item "${itemId}"`);
      }
    }
  }
}

/** Player colours and castle colours must match one to one (duplicates are reported elsewhere). */
function checkColors(c: Checker, p: ParsedPack): void {
  const cards = complete(p.mapCards);
  if (cards === undefined || p.playerCards === undefined) return;
  const castles = regionsOf(cards.filter((card) => card.value.kind === "castle")).filter((r) => r.face === "bright");
  const castleColors = new Set<string>();
  for (const { region } of castles) if (region.kind === "castle") castleColors.add(region.color);
  const playerColors = idSet(p.playerCards) ?? new Set<string>();
  for (const card of p.playerCards) {
    if (card.id !== undefined && !castleColors.has(card.id)) {
      c.report(at(card.path, "color"), "DANGLING_REFERENCE", `no castle card has the colour "${card.id}"`);
    }
  }
  if (p.playerCards.some((card) => card.id === undefined)) return;
  for (const { path, region } of castles) {
    if (region.kind === "castle" && !playerColors.has(region.color)) {
      c.report(at(path, "color"), "DANGLING_REFERENCE", `no player card has the colour "${region.color}"`);
    }
  }
}
