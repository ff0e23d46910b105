/**
 * The English locale, built in and the default of every formatter.
 *
 * @module
 */
import type { BaseLocale } from "../locale";

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const list = (items: readonly string[]): string => {
  if (items.length === 0) return "nothing";
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
};

const TRAVEL = new Set(["horse", "raft", "gryphon", "ship", "foot"]);

/** The base game's words (the modules add theirs below). */
const base: BaseLocale = {
  code: "en",
  names: {},
  terms: {
    colors: { red: "Red", blue: "Blue", green: "Green", yellow: "Yellow" },
    chance: "The dice",
    hero: (owner, n) => `${owner}'s hero ${n}`,
    ownHero: (n) => `hero ${n}`,
    stats: { health: "Health", power: "Power" },
    symbols: {
      "take-damage": "Take Damage",
      "gain-power": "Gain Power",
      "conjure-magic": "Conjure Magic",
      torch: "Torch",
      scroll: "Scroll",
      "attack-goblin": "Attack Goblin",
    },
    methods: { horse: "Horse", raft: "Raft", gryphon: "Gryphon", ship: "Ship", foot: "Foot" },
    regionKinds: {
      castle: "castle",
      obelisk: "obelisk",
      temple: "temple",
      grotto: "Mushroom Grotto",
      "golden-grotto": "Golden Grotto",
      portal: "goblin portal",
    },
    stances: { passive: "passive", aggressive: "aggressive" },
    phases: { setup: "Setup", day: "Day", night: "Night", resolution: "Resolution", ended: "Game over" },
    faces: { bright: "bright", gloom: "gloom" },
    difficulties: {
      peasant: "Peasant",
      page: "Page",
      squire: "Squire",
      knight: "Knight",
      "hero-of-legend": "Hero of Legend",
    },
    directions: { clockwise: "clockwise", counterclockwise: "counterclockwise" },
    places: {
      castle: (owner) => `${owner}'s castle`,
      obelisk: (spell, level, card) => `the ${spell} obelisk${level === null ? "" : ` (level ${level})`} on ${card}`,
      temple: (temple) => `the ${temple}`,
      grotto: (effect, card) => `the grotto of ${card} (${effect})`,
      goldenGrotto: (action, card) => `the Golden Grotto of ${card} (${action})`,
      portal: (card) => `the portal of ${card}`,
      unknownCell: (cell) => `map cell ${cell + 1}`,
    },
    goblin: (card) => `the goblin at ${card}`,
    reasons: {
      castle: "arriving at the castle",
      idle: "idling",
      temple: "completing a temple",
      rest: "returning home",
      quest: "quest reward",
      grotto: "grotto",
      item: "item",
      defend: "defending",
      "forge-ahead": "Forge Ahead",
      "passing goblins": "passing aggressive goblins",
      sword: "the Sword",
      staff: "the Staff",
      roll: "the roll",
      adventure: "adventuring",
      resolution: "Resolution",
      arrived: "a hero arrived",
      "passed-through": "a hero passed by",
      exhausted: "exhausted",
      rested: "resting",
      "temple-completed": "temple completed",
      "returned-home": "returned home",
    },
    list,
    scoreSources: { quests: "quests", goblins: "goblins", spells: "spell level", "legendary-items": "legendary items" },
  },
  actions: {
    "choose-movement-card": (a, t) => `${t.player(a.player)} picks the ${t.movementCard(a.card)} card`,
    move: (a, t) => {
      const sail = a.direction === undefined ? "" : `, sailing ${base.terms.directions[a.direction]}`;
      return `${t.player(a.player)} moves ${t.ownHero(a.hero)} to ${t.place(a.to)}${sail}`;
    },
    idle: (a, t) => `${t.player(a.player)} idles`,
    "choose-gain": (a, t) => `${t.player(a.player)} takes 1 ${t.stat(a.stat)}`,
    "equip-item": (a, t) => {
      const item = t.decision?.kind === "equip-item" ? `the ${t.item(t.decision.item)}` : "the item";
      return `${t.player(a.player)} gives ${item} to ${t.ownHero(a.hero)}`;
    },
    "transfer-item": (a, t) =>
      `${t.player(a.player)} moves the ${t.item(a.item)} to ${a.to === "reserve" ? "the player card" : t.ownHero(a.to)}`,
    "choose-quest": (a, t) => `${t.player(a.player)} takes the quest "${t.quest(a.quest)}"`,
    "use-grotto": (a, t) => {
      const target = a.target === undefined ? "" : ` for ${t.ownHero(a.target)}`;
      const via = a.via === undefined ? "" : ` by way of ${t.list(a.via.map((c) => t.cell(c)))}`;
      const to = a.to === undefined ? "" : `, to ${t.place(a.to)}${via}`;
      return `${t.player(a.player)} uses the grotto${target}${to}`;
    },
    "skip-grotto": (a, t) => `${t.player(a.player)} passes on the grotto`,
    "advance-hero": (a, t) => {
      const forge = a.forge === undefined || a.forge === 0 ? "" : ` (forging ${plural(a.forge, "symbol", "symbols")})`;
      return `${t.player(a.player)} advances ${t.ownHero(a.hero)} on its temple track${forge}`;
    },
    finish: (a, t) => `${t.player(a.player)} is done with the roll`,
    adventure: (a, t) => `${t.player(a.player)} adventures`,
    rest: (a, t) => `${t.player(a.player)} rests`,
    defend: (a, t) => `${t.player(a.player)} defends with Power`,
    "take-damage": (a, t) => `${t.player(a.player)} takes the damage`,
    attack: (a, t) => `${t.player(a.player)} attacks ${t.goblin(a.cell)} with ${t.ownHero(a.hero)}`,
    sword: (a, t) => `${t.player(a.player)} strikes with the Sword of ${t.ownHero(a.hero)}`,
    "use-staff": (a, t) => `${t.player(a.player)} uses the Staff`,
    "skip-staff": (a, t) => `${t.player(a.player)} does not use the Staff`,
    "roll-outcome": (a, t) => `The dice show ${t.list(a.symbols.map((s) => t.symbol(s)))}`,
    "draw-quest": (a, t) => `The quest "${t.quest(a.quest)}" is drawn`,
  },
  decisions: {
    "choose-movement-card": (d, t) => `${t.player(d.player)} picks this turn's movement card`,
    "move-or-idle": (d, t) => `${t.player(d.player)} moves a hero by ${t.movementCard(d.card)}, or idles`,
    "choose-gain": (d, t) => `${t.player(d.player)} takes 1 Health or 1 Power (${t.reason(d.reason)})`,
    "equip-item": (d, t) => `${t.player(d.player)} chooses the hero who takes the ${t.item(d.item)}`,
    "choose-quest": (d, t) =>
      `${t.player(d.player)} chooses one quest: ${t.list(d.options.map((q) => `"${t.quest(q)}"`))}`,
    "use-grotto": (d, t) => `${t.player(d.player)} may use ${t.grottoEffect(d.effect)} with ${t.ownHero(d.hero)}`,
    "advance-temples": (d, t) =>
      `${t.player(d.player)} spends ${d.torch} Torch and ${d.scroll} Scroll on temple tracks (${t.reason(d.reason)})`,
    "adventure-or-rest": (d, t) => `${t.player(d.player)} adventures or rests`,
    defend: (d, t) => `${t.player(d.player)} defends ${d.amount} damage for ${d.cost} Power, or takes it`,
    "night-spend": (d, t) =>
      `${t.player(d.player)} spends the roll: ${d.torch} Torch, ${d.scroll} Scroll, ${d.attack} Attack Goblin`,
    "use-staff": (d, t) =>
      `${t.player(d.player)} may pay ${d.power} Power with the Staff to learn ${t.spell(d.staffSpell)}`,
    chance: (d, t) => `The dice decide: ${plural(d.dice, "die", "dice")} for ${t.reason(d.purpose)}`,
    "draw-quest": () => "The next quest card is drawn",
  },
  events: {
    "map-built": (e) => `The Land Map is laid out (${plural(e.cards.length, "card", "cards")})`,
    "quest-row-dealt": (e, t) => `The quest row is dealt: ${t.list(e.row.map((q) => `"${t.quest(q)}"`))}`,
    "quest-drawn": (e, t) => `The quest "${t.quest(e.quest)}" is drawn into the row`,
    "quest-deck-reshuffled": (e) =>
      `The quest discard pile is shuffled into a new deck of ${plural(e.cards, "card", "cards")}`,
    "first-player-chosen": (e, t) => `${t.player(e.player)} takes the first player token`,
    "round-began": (e) => `Round ${e.round} begins`,
    "day-began": (e) => `Day breaks on round ${e.round}`,
    "player-turn-began": (e, t) => `${t.player(e.player)} moves or idles`,
    "day-turn-began": (e, t) => `Day turn ${e.turn + 1}, led by ${t.player(e.leader)}`,
    "movement-card-chosen": (e, t) => `${t.player(e.player)} picks the ${t.movementCard(e.card)} card`,
    "movement-card-flipped": (e, t) => `The ${t.movementCard(e.card)} card is turned over (used this round)`,
    idled: (e, t) => `${t.player(e.player)} idles`,
    "hero-moved": (e, t) => {
      const hero = t.hero(e.player, e.hero);
      if (e.from.cell === e.to.cell && e.from.side === e.to.side) return `${hero} stays at ${t.place(e.to)}`;
      const through = e.through.length === 0 ? "" : `, through ${t.list(e.through.map((c) => t.cell(c)))}`;
      const why = TRAVEL.has(e.cause) ? `by ${t.movementCard(e.cause)}` : t.reason(e.cause);
      return `${hero} goes from ${t.place(e.from)} to ${t.place(e.to)}${through} (${why})`;
    },
    "goblin-flipped": (e, t) => {
      const goblin = t.goblin(e.cell);
      return `${goblin.charAt(0).toUpperCase()}${goblin.slice(1)} turns ${base.terms.stances[e.stance]} (${t.reason(e.cause)})`;
    },
    "power-spent": (e, t) => `${t.player(e.player)} spends ${e.amount} Power (${t.reason(e.reason)})`,
    "temple-progress-lost": (e, t) =>
      `${t.hero(e.player, e.hero)} leaves its temple track and loses its progress (space ${e.space})`,
    gained: (e, t) =>
      e.amount === 0
        ? `${t.player(e.player)} gains no ${t.stat(e.stat)}: already at the maximum (${t.reason(e.reason)})`
        : `${t.player(e.player)} gains ${e.amount} ${t.stat(e.stat)} (${t.reason(e.reason)})`,
    "magic-advanced": (e, t) =>
      `The magic token moves ${plural(e.spaces, "space", "spaces")}, to space ${e.space + 1} (${t.reason(e.reason)})`,
    "quest-completed": (e, t) => `${t.player(e.player)} completes the quest "${t.quest(e.quest)}"`,
    "first-player-token-flipped": () => "The first player token turns to its crossed-out side: a quest was taken today",
    "item-taken": (e, t) => `${t.player(e.player)} takes the ${t.item(e.item)} from the item rack`,
    "item-gained": (e, t) =>
      `${t.player(e.player)} gains the ${t.item(e.item)} (${e.hero === "reserve" ? "kept on the player card" : `to ${t.ownHero(e.hero)}`})`,
    "item-transferred": (e, t) =>
      `${t.player(e.player)} moves the ${t.item(e.item)} to ${e.to === "reserve" ? "the player card" : t.ownHero(e.to)}`,
    "temple-advanced": (e, t) => `${t.hero(e.player, e.hero)} reaches space ${e.space} of its temple track`,
    "temple-completed": (e, t) => `${t.player(e.player)} completes the ${t.temple(e.temple)}`,
    "legendary-advanced": (e, t) =>
      e.progress >= 2
        ? `${t.player(e.player)} earns the ${t.item(e.item)}`
        : `${t.player(e.player)} has ${e.progress} of the 2 temples for the ${t.item(e.item)}`,
    "goblin-damaged": (e, t) => `${t.player(e.player)} hits ${t.goblin(e.cell)} (${e.damage} damage in all)`,
    "goblin-defeated": (e, t) => `${t.player(e.player)} defeats ${t.goblin(e.cell)}`,
    "grotto-used": (e, t) => `${t.player(e.player)} uses ${t.grottoEffect(e.effect)}`,
    "grotto-skipped": (e, t) => `${t.player(e.player)} passes on ${t.grottoEffect(e.effect)}`,
    "dice-rolled": (e, t) =>
      `${t.player(e.player)} rolls ${t.list(e.symbols.map((s) => t.symbol(s)))} (${t.reason(e.purpose)})`,
    "roll-pending": (e, t) => `${t.player(e.player)} throws ${plural(e.dice, "die", "dice")} (${t.reason(e.purpose)})`,
    "dice-passed": (e, t) => `The dice pass to ${t.player(e.player)}`,
    "night-began": (e) => `Night falls on round ${e.round}`,
    "night-ended": (e) => `The Night of round ${e.round} ends`,
    adventured: (e, t) => `${t.player(e.player)} adventures`,
    rested: (e, t) => `${t.player(e.player)} rests`,
    exhausted: (e, t) => `${t.player(e.player)} is exhausted: every hero returns home`,
    "spell-level-lost": (e, t) => `${t.player(e.player)} loses a spell level (now ${e.spellLevel})`,
    "damage-taken": (e, t) => `${t.player(e.player)} takes ${e.amount} damage (${e.health} Health left)`,
    "damage-defended": (e, t) => `${t.player(e.player)} blocks ${e.amount} damage`,
    "goblin-healed": (e, t) => {
      const goblin = t.goblin(e.cell);
      return `${goblin.charAt(0).toUpperCase()}${goblin.slice(1)} heals its damage`;
    },
    "spell-learned": (e, t) =>
      `${t.player(e.player)} learns the ${t.spell(e.spell)} spell (spell level ${e.spellLevel})`,
    "magic-reset": () => "The magic token returns to the first space",
    "movement-cards-reset": () => "The movement cards are turned face up for the next round",
    "goblin-appeared": (e, t) => `A ${base.terms.stances[e.stance]} goblin appears at the portal of ${t.cell(e.cell)}`,
    "quest-discarded": (e, t) => `The quest "${t.quest(e.quest)}" is discarded`,
    "game-ended": () => "The game is over",
  },
  quests: {
    conditions: {
      "heroes-in-line": (c) =>
        c.line === "any"
          ? "all three of your heroes in one line"
          : `all three of your heroes in one ${c.line === "diagonal" ? "diagonal" : c.line}`,
      "hero-in-opponent-castle": () => "move a hero into another player's castle",
      "heroes-on-region-kinds": (c, t) =>
        `heroes on a ${t.list(c.kinds.map((k) => base.terms.regionKinds[k]))} at once`,
      "heroes-on-coast": (c) => `${plural(c.count, "hero", "heroes")} on coast cards`,
      "heroes-inland": (c) => `${plural(c.count, "hero", "heroes")} on inland cards`,
      "travel-through": (c) => `a move through ${plural(c.count, "map card", "map cards")}`,
      "travel-by": (c, t) => `a ${t.movementCard(c.method)} move that ends on a ${base.terms.regionKinds[c.endKind]}`,
      "heroes-apart": () => "your three heroes on three cards, no two adjacent",
      "heroes-together": (c) => `${plural(c.count, "hero", "heroes")} of yours on one map card`,
    },
    reward: (r) => {
      const parts = [
        r.health ? `+${r.health} Health` : "",
        r.power ? `+${r.power} Power` : "",
        r.magic ? `magic token +${r.magic}` : "",
      ].filter((p) => p !== "");
      return parts.length === 0 ? "no reward" : parts.join(", ");
    },
    movement: (name, condition, reward) => `"${name}" (movement quest): ${condition}; reward ${reward}`,
    treasure: (name, temple, item) => `"${name}" (treasure quest): complete the ${temple} to gain the ${item}`,
  },
  scores: {
    total: (player, points, lines) => `${player}: ${points} VP${lines.length === 0 ? "" : ` (${lines.join(", ")})`}`,
    line: (source, count, points) => `${source} ${count} (${points} VP)`,
    winners: (players, final) =>
      final
        ? `${players.length > 1 ? "Winners (tied)" : "Winner"}: ${list(players)}`
        : `${players.length > 1 ? "Leading (tied)" : "Leading"}: ${list(players)}`,
  },
};

/** The base game's English words, without any module's (the package entry joins the built-in modules' words: `en`). */
export const baseEn: BaseLocale = base;
