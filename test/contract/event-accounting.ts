/**
 * "No silent changes" (issue 12, item 3): the events of a transition must account for every
 * visible change between the two states. docs/events.md documents this mapping for front-ends.
 *
 * 1. The VISIBLE state is the state minus what no player sees or what is not a change to animate,
 *    each excluded here by name: `rng` (hidden), `queue` (the engine's pending automatic steps),
 *    `content` and `config` and `schemaVersion` (fixed for the game), `decision` (the prompt: who
 *    must decide what, read from the new state), and the ORDER of `quests.deck` (hidden; its size
 *    stays visible).
 * 2. Every leaf that differs between the visible states (a path such as
 *    `players.1.heroes.2.at.cell`) must match a rule below, and the rule must find an event of the
 *    transition that NAMES the same entity (the same seat and hero, the same portal cell, the same
 *    mushroom index, the same card id...). A path no rule matches is a failure too, so a new state
 *    field must be mapped before it can change.
 */
import type { GameEvent, GameState } from "../../src/index";

/** One changed leaf of the visible state. */
export interface Change {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** The visible part of a state (see the module comment for each exclusion). */
export function visibleState(state: GameState): Record<string, unknown> {
  const {
    rng: _rng,
    queue: _queue,
    pack: _pack,
    config: _config,
    schemaVersion: _v,
    decision: _decision,
    quests,
    ...rest
  } = state;
  return { ...rest, quests: { row: quests.row, discard: quests.discard, deckSize: quests.deck.length } };
}

/** Every leaf path whose value differs (arrays by index; a missing side is `undefined`). */
export function diff(before: unknown, after: unknown, path = "", out: Change[] = []): Change[] {
  if (before === after) return out;
  const container = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
  if (container(before) && container(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) diff(before[key], after[key], path === "" ? key : `${path}.${key}`, out);
    return out;
  }
  out.push({ path, before, after });
  return out;
}

type Ev<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;

/** What a rule sees: the change, both states, the events, and the path's captures. */
interface Ctx {
  readonly change: Change;
  readonly prev: GameState;
  readonly next: GameState;
  readonly m: readonly string[];
  has<T extends GameEvent["type"]>(type: T, pred?: (e: Ev<T>) => boolean): boolean;
}

/** One mapping row: a path pattern, what explains a change there, and the row's documentation. */
interface Rule {
  readonly path: RegExp;
  readonly doc: string;
  readonly explains: (c: Ctx) => boolean;
}

const num = (s: string | undefined): number => Number(s);
const sameRegion = (a: { cell: number; side: string }, b: { cell: number; side: string } | undefined): boolean =>
  b !== undefined && a.cell === b.cell && a.side === b.side;
/** The portal cell at index i (the portals never move). */
const portalCell = (c: Ctx, i: string | undefined): number => c.next.goblins.portals[num(i)]?.at.cell ?? -1;
/** The items of a hero or the reserve of a player, before and after. */
const itemsAt = (s: GameState, seat: number, where: number | "reserve"): readonly string[] =>
  (where === "reserve" ? s.players[seat]?.reserve : s.players[seat]?.heroes[where]?.items) ?? [];
const itemsChanged = (c: Ctx, seat: number, where: number | "reserve"): string[] => {
  const a = itemsAt(c.prev, seat, where);
  const b = itemsAt(c.next, seat, where);
  return [...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))];
};
/** The solo slice's lists. */
const soloList = (s: GameState, key: "dealt" | "offered"): readonly string[] =>
  (s.moduleState["solo"] as Record<string, readonly string[]> | undefined)?.[key] ?? [];
const mushroomEvents = new Set<string>([
  "golden-mushrooms/placed",
  "golden-mushrooms/rescued",
  "golden-mushrooms/carried",
  "golden-mushrooms/stolen",
  "golden-mushrooms/picked-up",
  "golden-mushrooms/delivered",
  "golden-mushrooms/abandoned",
  "golden-mushrooms/golden-grotto-used",
]);

/** The mapping, in the order docs/events.md lists it. */
export const RULES: readonly Rule[] = [
  {
    path: /^phase$/,
    doc: "`day-began` (day), `night-began` (night), `night-ended` (resolution), `game-ended` (ended)",
    explains: (c) =>
      ({
        day: c.has("day-began"),
        night: c.has("night-began"),
        resolution: c.has("night-ended"),
        ended: c.has("game-ended"),
        setup: false,
      })[c.next.phase],
  },
  {
    path: /^round$/,
    doc: "`round-began` with that round",
    explains: (c) => c.has("round-began", (e) => e.round === c.next.round),
  },
  {
    path: /^players\.(\d+)\.health$/,
    doc: "`gained` (health), `damage-taken`, `exhausted` of that seat",
    explains: (c) => {
      const seat = num(c.m[1]);
      return (
        c.has("gained", (e) => e.player === seat && e.stat === "health") ||
        c.has("damage-taken", (e) => e.player === seat) ||
        c.has("exhausted", (e) => e.player === seat)
      );
    },
  },
  {
    path: /^players\.(\d+)\.power$/,
    doc: "`gained` (power), `power-spent`, `exhausted` of that seat",
    explains: (c) => {
      const seat = num(c.m[1]);
      return (
        c.has("gained", (e) => e.player === seat && e.stat === "power") ||
        c.has("power-spent", (e) => e.player === seat) ||
        c.has("exhausted", (e) => e.player === seat)
      );
    },
  },
  {
    path: /^players\.(\d+)\.spellLevel$/,
    doc: "`spell-learned`, `spell-level-lost` of that seat",
    explains: (c) =>
      c.has("spell-learned", (e) => e.player === num(c.m[1])) ||
      c.has("spell-level-lost", (e) => e.player === num(c.m[1])),
  },
  {
    path: /^players\.(\d+)\.goblinsDefeated$/,
    doc: "`goblin-defeated` by that seat",
    explains: (c) => c.has("goblin-defeated", (e) => e.player === num(c.m[1])),
  },
  {
    path: /^players\.(\d+)\.completedQuests\.\d+$/,
    doc: "`quest-completed` of that seat and quest",
    explains: (c) => c.has("quest-completed", (e) => e.player === num(c.m[1]) && e.quest === c.change.after),
  },
  {
    path: /^players\.(\d+)\.heroes\.(\d+)\.at\.(cell|side)$/,
    doc: "`hero-moved` of that seat and hero, to where it now stands",
    explains: (c) => {
      const [seat, hero] = [num(c.m[1]), num(c.m[2])];
      const at = c.next.players[seat]?.heroes[hero]?.at;
      return c.has("hero-moved", (e) => e.player === seat && e.hero === hero && sameRegion(e.to, at));
    },
  },
  {
    path: /^players\.(\d+)\.heroes\.(\d+)\.templeSpace$/,
    doc: "`temple-advanced` (to that space), `temple-progress-lost` or `hero-moved` of that seat and hero",
    explains: (c) => {
      const [seat, hero] = [num(c.m[1]), num(c.m[2])];
      const mine = (e: { player: number; hero: number }): boolean => e.player === seat && e.hero === hero;
      return (
        c.has("temple-advanced", (e) => mine(e) && e.space === c.change.after) ||
        c.has("temple-progress-lost", mine) ||
        c.has("hero-moved", mine)
      );
    },
  },
  {
    path: /^players\.(\d+)\.(?:heroes\.(\d+)\.items|reserve)\.\d+$/,
    doc: "`item-gained` or `item-transferred` of that seat naming each item that arrived or left",
    explains: (c) => {
      const seat = num(c.m[1]);
      const where = c.m[2] === undefined ? ("reserve" as const) : num(c.m[2]);
      return itemsChanged(c, seat, where).every(
        (item) =>
          c.has("item-gained", (e) => e.player === seat && e.item === item) ||
          c.has("item-transferred", (e) => e.player === seat && e.item === item),
      );
    },
  },
  {
    path: /^players\.(\d+)\.legendary\.(.+)$/,
    doc: "`legendary-advanced` of that seat and item, to that progress",
    explains: (c) =>
      c.has(
        "legendary-advanced",
        (e) => e.player === num(c.m[1]) && e.item === c.m[2] && e.progress === c.change.after,
      ),
  },
  {
    path: /^firstPlayer$/,
    doc: "`first-player-chosen` naming the new first player",
    explains: (c) => c.has("first-player-chosen", (e) => e.player === c.next.firstPlayer),
  },
  {
    path: /^firstPlayerToken$/,
    doc: "`first-player-token-flipped` (to no-quest), `first-player-chosen` (a new first player, quest side up)",
    explains: (c) =>
      c.next.firstPlayerToken === "no-quest" ? c.has("first-player-token-flipped") : c.has("first-player-chosen"),
  },
  {
    path: /^magicSpace$/,
    doc: "`magic-advanced` (to that space), `magic-reset`",
    explains: (c) =>
      c.has("magic-advanced", (e) => e.space === c.next.magicSpace) ||
      (c.next.magicSpace === 0 && c.has("magic-reset")),
  },
  {
    path: /^goblins\.portals\.(\d+)\.goblin(?:\.stance)?$/,
    doc: "`goblin-appeared`, `goblin-defeated`, `goblin-flipped` (to that stance) at that portal's cell",
    explains: (c) => {
      const cell = portalCell(c, c.m[1]);
      const goblin = c.next.goblins.portals[num(c.m[1])]?.goblin ?? null;
      if (goblin === null) return c.has("goblin-defeated", (e) => e.cell === cell);
      return (
        c.has("goblin-appeared", (e) => e.cell === cell) ||
        c.has("goblin-flipped", (e) => e.cell === cell && e.stance === goblin.stance)
      );
    },
  },
  {
    path: /^goblins\.portals\.(\d+)\.goblin\.(?:damage|dealtBy\.\d+)$/,
    doc: "`goblin-damaged` (to that damage), `goblin-healed`, `goblin-appeared` at that portal's cell",
    explains: (c) => {
      const cell = portalCell(c, c.m[1]);
      const damage = c.next.goblins.portals[num(c.m[1])]?.goblin?.damage;
      return (
        c.has("goblin-damaged", (e) => e.cell === cell && e.damage === damage) ||
        c.has("goblin-healed", (e) => e.cell === cell) ||
        c.has("goblin-appeared", (e) => e.cell === cell)
      );
    },
  },
  {
    path: /^goblins\.supply$/,
    doc: "`goblin-appeared` (a goblin left the supply)",
    explains: (c) => c.has("goblin-appeared"),
  },
  {
    path: /^quests\.row\.\d+$/,
    doc: "the row's content: every quest that left it by `quest-completed` / `quest-discarded`, every quest that entered it by `quest-drawn`",
    explains: (c) => {
      const [a, b] = [c.prev.quests.row, c.next.quests.row];
      const left = a.filter((q) => !b.includes(q));
      const entered = b.filter((q) => !a.includes(q));
      const moved = left.length === 0 && entered.length === 0; // only shifted by a draw or a removal
      return (
        left.every(
          (q) => c.has("quest-completed", (e) => e.quest === q) || c.has("quest-discarded", (e) => e.quest === q),
        ) &&
        entered.every((q) => c.has("quest-drawn", (e) => e.quest === q)) &&
        (!moved || c.has("quest-drawn") || c.has("quest-completed") || c.has("quest-discarded"))
      );
    },
  },
  {
    path: /^quests\.discard\.\d+$/,
    doc: "`quest-discarded` naming the quest, or `quest-deck-reshuffled` (the pile became the deck)",
    explains: (c) =>
      c.has("quest-deck-reshuffled") ||
      (typeof c.change.after === "string" && c.has("quest-discarded", (e) => e.quest === c.change.after)),
  },
  {
    path: /^quests\.deckSize$/,
    doc: "`quest-drawn`, `quest-deck-reshuffled`",
    explains: (c) => c.has("quest-drawn") || c.has("quest-deck-reshuffled"),
  },
  {
    path: /^itemRack\.\d+$/,
    doc: "`item-taken` of every item that left the rack",
    explains: (c) => {
      const left = c.prev.itemRack.filter((i) => !c.next.itemRack.includes(i));
      return left.length > 0 && left.every((item) => c.has("item-taken", (e) => e.item === item));
    },
  },
  {
    path: /^movementCards\.(\d+)\.used$/,
    doc: "`movement-card-flipped` naming the card (used), `movement-cards-reset` (all face up again)",
    explains: (c) =>
      c.change.after === true
        ? c.has("movement-card-flipped", (e) => e.card === c.next.movementCards[num(c.m[1])]?.id)
        : c.has("movement-cards-reset"),
  },
  {
    path: /^day$|^day\.(turn|leader)$/,
    doc: "`day-began`, `day-turn-began` (turn and leader), `movement-card-flipped` (the turn ended: the next one is set up), `night-began` (the Day is over)",
    explains: (c) =>
      c.next.day === null
        ? c.has("night-began")
        : c.has("day-began") ||
          c.has("day-turn-began", (e) => e.turn === c.next.day?.turn && e.leader === c.next.day?.leader) ||
          // Between two turns (a solo deal pending): the flip ended the turn; the next turn's own event comes when it begins.
          (c.next.day.card === null &&
            c.next.decision?.kind !== "choose-movement-card" &&
            c.has("movement-card-flipped")),
  },
  {
    path: /^day\.card$/,
    doc: "`movement-card-chosen` (set), `movement-card-flipped` (cleared after the turn)",
    explains: (c) =>
      c.change.after === null
        ? c.has("movement-card-flipped")
        : c.has("movement-card-chosen", (e) => e.card === c.change.after),
  },
  {
    path: /^day\.(moved|questTaken|treasureQuests)(\..+)?$/,
    doc: "the current player's turn bookkeeping: `player-turn-began` (reset), `hero-moved`, `idled`, `quest-completed`, `temple-completed`",
    explains: (c) =>
      ["player-turn-began", "hero-moved", "idled", "quest-completed", "temple-completed"].some((t) =>
        c.has(t as GameEvent["type"]),
      ),
  },
  {
    path: /^night$|^night\.holder$/,
    doc: "`night-began`, `dice-passed` (to the new holder), `night-ended`",
    explains: (c) =>
      c.next.night === null
        ? c.has("night-ended")
        : c.has("night-began") || c.has("dice-passed", (e) => e.player === c.next.night?.holder),
  },
  {
    path: /^night\.adventuring\.(\d+)$/,
    doc: "`rested`, `exhausted` of that seat",
    explains: (c) =>
      c.has("rested", (e) => e.player === num(c.m[1])) || c.has("exhausted", (e) => e.player === num(c.m[1])),
  },
  {
    path: /^lastRoll(\..+)?$/,
    doc: "`dice-rolled` (the symbols), `roll-pending` (external chance: the roll awaits its outcome)",
    explains: (c) =>
      c.has(
        "dice-rolled",
        (e) => e.purpose === c.next.lastRoll?.purpose && e.symbols.join() === c.next.lastRoll.symbols.join(),
      ) || c.has("roll-pending", (e) => e.purpose === c.next.lastRoll?.purpose && c.next.lastRoll.symbols.length === 0),
  },
  {
    path: /^moduleState\.golden-mushrooms\.mushrooms\.(\d+)(\..+)?$/,
    doc: "a Golden Mushrooms event naming that mushroom (placed, rescued, carried, stolen, picked-up, delivered, abandoned, golden-grotto-used)",
    explains: (c) =>
      c.has("golden-mushrooms/placed", (e) => e.mushroom === num(c.m[1])) ||
      [...mushroomEvents].some((t) =>
        c.has(t as GameEvent["type"], (e) => (e as { mushroom?: number }).mushroom === num(c.m[1])),
      ),
  },
  {
    path: /^moduleState\.solo\.(dealt|offered)\.\d+$/,
    doc: "`solo/drafting-began` (cleared), `solo/movement-card-dealt` naming each card dealt, `solo/movement-card-played` naming the card that left the offer",
    explains: (c) => {
      const key = c.m[1] as "dealt" | "offered";
      const [a, b] = [soloList(c.prev, key), soloList(c.next, key)];
      if (b.length === 0) return c.has("solo/drafting-began");
      const added = b.filter((x) => !a.includes(x));
      const removed = a.filter((x) => !b.includes(x));
      return (
        (added.length > 0 || removed.length > 0 || c.has("solo/drafting-began")) &&
        added.every((card) => c.has("solo/movement-card-dealt", (e) => e.card === card)) &&
        removed.every(
          (card) => c.has("solo/drafting-began") || c.has("solo/movement-card-played", (e) => e.card === card),
        )
      );
    },
  },
];

/** The changes of one transition that no event accounts for (empty when every change is explained). */
export function unexplained(
  prev: GameState,
  next: GameState,
  events: readonly GameEvent[],
): { change: Change; reason: string }[] {
  const has = <T extends GameEvent["type"]>(type: T, pred?: (e: Ev<T>) => boolean): boolean =>
    events.some((e) => e.type === type && (pred === undefined || pred(e as Ev<T>)));
  const out: { change: Change; reason: string }[] = [];
  for (const change of diff(visibleState(prev), visibleState(next))) {
    const rule = RULES.find((r) => r.path.test(change.path));
    if (rule === undefined) {
      out.push({ change, reason: "no mapping rule for this path" });
      continue;
    }
    const m = rule.path.exec(change.path) ?? [];
    if (!rule.explains({ change, prev, next, m: [...m].map<string>((x) => x ?? undefined), has }))
      out.push({ change, reason: `expected ${rule.doc}` });
  }
  return out;
}
