// src/engine/create-game.ts
import { freeze } from "immer";

// src/content/provenance.ts
function confirmed(ref) {
  return { status: "confirmed", ref };
}
function provisional(reason) {
  return { status: "provisional", reason };
}
function sourced(fields, source) {
  const provenance = {};
  for (const field2 of fields) provenance[field2] = source;
  return provenance;
}
function rows(table, records) {
  return records.map((record) => ({ table, id: record.id, provenance: record.provenance }));
}
function sourcedRecords(pack) {
  const single2 = (table, provenance) => ({ table, id: table, provenance });
  return [
    single2("dice", pack.dice.provenance),
    single2("layout", pack.layout.provenance),
    ...rows("mapCards", pack.mapCards),
    ...rows("temples", pack.temples),
    ...rows("spells", pack.spells),
    ...rows("grottoEffects", pack.grottoEffects),
    { table: "magicTracks", id: "multiplayer", provenance: pack.magicTracks.multiplayer.provenance },
    { table: "magicTracks", id: "solo", provenance: pack.magicTracks.solo.provenance },
    ...rows("movementCards", pack.movementCards),
    ...rows("quests", pack.quests),
    ...rows("items", pack.items),
    ...pack.playerCards.map((card4) => ({ table: "playerCards", id: card4.color, provenance: card4.provenance })),
    single2("scoring", pack.scoring.provenance),
    single2("goldenMushrooms", pack.goldenMushrooms.provenance),
    ...rows("goldenMushrooms.mapCards", pack.goldenMushrooms.mapCards),
    ...rows("goldenMushrooms.actions", pack.goldenMushrooms.actions)
  ];
}
function listSources(pack) {
  const values = [];
  for (const record of sourcedRecords(pack)) {
    for (const [field2, source] of Object.entries(record.provenance ?? {})) {
      values.push({ table: record.table, id: record.id, field: field2, source });
    }
  }
  return values;
}
function listProvisional(pack) {
  const values = [];
  for (const { table, id, field: field2, source } of listSources(pack)) {
    if (source.status === "provisional") values.push({ table, id, field: field2, reason: source.reason });
  }
  return values;
}

// src/content/reference/sources.ts
var REF = {
  /** The component list of the base rulebook. */
  components: "Rulebook, Components",
  /** How the Land Map is built. */
  landMap: "Rulebook, Creating the Land Map",
  /** The five travel methods. */
  heroMovement: "Rulebook, Hero Movement",
  /** Spell levels of Snake, Scorpion and Spider. */
  learningSpells: "Rulebook, Learning Spells",
  /** The Sword example (Ice, then Shadow). */
  legendaryItems: "Rulebook, Legendary Items (Sword example)",
  /** Sword, Shield and Staff abilities, and the Bow note. */
  legendaryClarification: "Rulebook, Legendary Item Clarification",
  /** The multiplayer magic levels. */
  magicLevels: "Rulebook, Conjure Magic or Take Damage",
  /** The solo magic levels. */
  soloMagic: "Rulebook, Solo Variant: Night Phase - Adventuring",
  /** The Round Card's scoring table. */
  finalScoring: "Rulebook, Final Scoring (Round Card table)",
  /** Golden Mushrooms components. */
  goldenComponents: "Golden Mushrooms rulebook, Components",
  /** Golden Mushrooms setup (which grotto cards it removes). */
  goldenSetup: "Golden Mushrooms rulebook, Setup"
};
var WHY = {
  /** Which regions each map card holds. */
  composition: "map card composition inferred from an earlier edition (4 castle+obelisk, 6 temple+obelisk, 7 grotto+portal; medium confidence); left/right placement and spell per obelisk chosen by this project",
  /** The grotto effects, known only through a fan summary. */
  fanSummary: "effect known from a translated fan summary (CLARIFICATIONS.md section 3); the printed wording and exact card text are not public",
  /** Colours of the player cards. */
  colors: "the rulebook does not name the four player colours; chosen by this project",
  /** Anything invented outright. */
  invented: "printed card data is not public; invented by this project"
};

// src/content/reference/dice.ts
var referenceDice = {
  count: 5,
  faces: ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"],
  provenance: {
    count: confirmed(REF.components),
    faces: provisional("the six symbols are known; one face each is an inference")
  }
};

// src/content/reference/golden-mushrooms.ts
var UNKNOWN_ACTION = provisional(
  "the printed Golden Grotto actions are not in any public source; invented by this project"
);
var action = (id, description) => ({
  id,
  description,
  provenance: { description: UNKNOWN_ACTION }
});
var card = (n, actionId, side) => {
  const golden = { kind: "golden-grotto", action: actionId };
  const portal = { kind: "portal" };
  const face2 = side === "left" ? { left: golden, right: portal } : { left: portal, right: golden };
  return {
    id: `golden-grotto-${n}`,
    kind: "regular",
    bright: face2,
    gloom: face2,
    provenance: {
      kind: confirmed(`${REF.goldenSetup} (added to the regular map cards)`),
      ...sourced(
        ["bright", "gloom"],
        provisional(
          "the printed action is unknown (see goldenMushrooms.actions); the cards likely keep a portal, since setup still has 7 portals; placement chosen by this project"
        )
      )
    }
  };
};
var referenceGoldenMushrooms = {
  mapCards: [card(1, "golden-temple-leap", "left"), card(2, "golden-goblin-strike", "right"), card(3, "golden-magic-surge", "left")],
  replacesGrottoEffects: ["bright-temple-advance-1", "bright-magic-2", "bright-goblin-damage-1"],
  actions: [
    action("golden-temple-leap", "Move one of your heroes 2 spaces forward on its temple track."),
    action("golden-goblin-strike", "A goblin that one of your heroes is attacking takes 2 damage."),
    action("golden-magic-surge", "Move the magic token forward 2 spaces and gain 2 Power.")
  ],
  mushroomCount: 7,
  provenance: {
    mapCards: confirmed(`${REF.goldenComponents} (3 Golden Grotto map cards)`),
    replacesGrottoEffects: confirmed(REF.goldenSetup),
    actions: UNKNOWN_ACTION,
    mushroomCount: confirmed(REF.goldenComponents)
  }
};

// src/content/reference/grotto-effects.ts
var FACE_SOURCE = provisional(
  "the side each effect is printed on comes from a translated fan summary (CLARIFICATIONS.md section 3)"
);
var effect = (id, face2, description) => ({
  id,
  face: face2,
  description,
  provenance: { face: FACE_SOURCE, description: provisional(WHY.fanSummary) }
});
var namedByGolden = (id, description) => ({
  id,
  face: "bright",
  description,
  provenance: {
    face: FACE_SOURCE,
    description: confirmed(`${REF.goldenSetup} (identifies the card by this effect)`)
  }
});
var referenceGrottoEffects = [
  effect("bright-health-per-hero-away", "bright", "Gain 2 Health per hero of yours that stands anywhere but your own castle."),
  effect("bright-power-per-hero-away", "bright", "Gain 2 Power per hero of yours that stands anywhere but your own castle."),
  namedByGolden("bright-magic-2", "Move the magic token forward 2 spaces on the magic track."),
  namedByGolden("bright-goblin-damage-1", "A goblin that one of your heroes is attacking takes 1 damage."),
  effect(
    "bright-move-other-hero-orthogonal-3",
    "bright",
    "Move another of your heroes (not this one) up to 3 map cards away, orthogonally only."
  ),
  namedByGolden("bright-temple-advance-1", "Move one of your heroes 1 space forward on the temple track it is exploring."),
  effect(
    "bright-roll-for-temples",
    "bright",
    "Roll all 5 adventure dice; only the torch and scroll results count, to advance your heroes on temple tracks."
  ),
  effect("gloom-foot-move-other-heroes", "gloom", "Each of your two other heroes may make a Foot move."),
  effect(
    "gloom-power-then-roll",
    "gloom",
    "Gain 1 Power, then roll all 5 adventure dice and gain 1 more Power per Gain Power result."
  ),
  effect(
    "gloom-move-to-treasure-temple",
    "gloom",
    "Move another of your heroes to the temple named by a treasure quest in the quest row."
  ),
  effect(
    "gloom-roll-for-magic",
    "gloom",
    "Roll all 5 adventure dice; the magic token moves forward 2 spaces per Conjure Magic result."
  ),
  effect("gloom-health-per-hero-inland", "gloom", "Gain 2 Health per hero of yours that is on an inland (non-coast) map card."),
  effect(
    "gloom-roll-for-attack",
    "gloom",
    "Roll all 5 adventure dice; a goblin one of your heroes is attacking takes 1 damage per Attack Goblin result."
  ),
  effect("gloom-spend-power-temple-2", "gloom", "Pay 2 Power to move one of your heroes 2 spaces forward on its temple track.")
];

// src/content/reference/items.ts
var legendary = (id, name) => ({
  id,
  name,
  kind: "legendary",
  ability: { type: id },
  provenance: sourced(["name", "kind", "ability"], confirmed(REF.legendaryClarification))
});
var invented = (id, name, ability) => ({
  id,
  name,
  kind: "treasure",
  ability,
  provenance: {
    name: provisional(WHY.invented),
    kind: confirmed(`${REF.components} (12 Treasure Items)`),
    ability: provisional(`${WHY.invented}; uses one of the engine's item ability types`)
  }
});
var referenceItems = [
  legendary("sword", "Sword"),
  legendary("shield", "Shield"),
  legendary("staff", "Staff"),
  {
    id: "bow",
    name: "Bow",
    kind: "treasure",
    ability: { type: "bow" },
    provenance: sourced(["name", "kind", "ability"], confirmed(`${REF.legendaryClarification} (the Sword's note on the Bow)`))
  },
  invented("lantern", "Lantern", { type: "extra-symbol", symbol: "torch" }),
  invented("tome", "Old Tome", { type: "extra-symbol", symbol: "scroll" }),
  invented("dagger", "Goblin Dagger", { type: "extra-symbol", symbol: "attack-goblin" }),
  invented("pickaxe", "Pickaxe", { type: "forge-discount", cost: 1 }),
  invented("cloak", "Shadow Cloak", { type: "free-passage" }),
  invented("amulet", "Heart Amulet", { type: "max-bonus", stat: "health", amount: 1 }),
  invented("crystal", "Mana Crystal", { type: "max-bonus", stat: "power", amount: 1 }),
  invented("herbs", "Healing Herbs", { type: "rest-bonus", stat: "health", amount: 1 }),
  invented("ring", "Power Ring", { type: "rest-bonus", stat: "power", amount: 1 }),
  invented("firefly-jar", "Firefly Jar", { type: "extra-symbol", symbol: "torch" }),
  invented("old-map", "Old Map", { type: "extra-symbol", symbol: "scroll" })
];

// src/content/reference/layout.ts
var referenceLayout = {
  cross: [[1, 2], [2, 1], [2, 2], [2, 3], [3, 2]],
  castles: [[1, 1], [1, 3], [3, 1], [3, 3]],
  coast: [[0, 1], [0, 2], [1, 4], [2, 4], [4, 2], [4, 3], [2, 0], [3, 0]],
  coastRing: [[0, 1], [0, 2], [1, 3], [1, 4], [2, 4], [3, 3], [4, 3], [4, 2], [3, 1], [3, 0], [2, 0], [1, 1]],
  provenance: sourced(
    ["cross", "castles", "coast", "coastRing"],
    provisional(
      "the rulebook describes a cross, castles on its corners and 2 cards per side; the exact cells are the inferred pinwheel of CLARIFICATIONS.md section 4 (its mirror image is equally plausible)"
    )
  )
};

// src/content/reference/magic-tracks.ts
var flat = (rest) => ({ sequence: [], rest });
var advancing = { advances: true, damage: flat(0) };
var SPACES = [0, 0, 1, 1, 1, 2, 2, 2, 3];
var referenceMultiplayerMagic = {
  spaces: SPACES,
  levels: [
    { level: 0, learnUpTo: 0, takeDamage: flat(1), gainPower: flat(1), conjureMagic: advancing },
    { level: 1, learnUpTo: 1, takeDamage: flat(1), gainPower: flat(1), conjureMagic: advancing },
    { level: 2, learnUpTo: 2, takeDamage: flat(2), gainPower: flat(0), conjureMagic: advancing },
    { level: 3, learnUpTo: 3, takeDamage: flat(3), gainPower: flat(0), conjureMagic: { advances: false, damage: flat(1) } }
  ],
  provenance: {
    spaces: provisional(
      "the track has at least 8 spaces (Staff example: 5th space + 3 = 8th) and level 3 is its last space; the space-to-level table is inferred"
    ),
    levels: confirmed(REF.magicLevels)
  }
};
var referenceSoloMagic = {
  spaces: SPACES,
  levels: [
    { level: 0, learnUpTo: 0, takeDamage: { sequence: [0], rest: 1 }, gainPower: flat(1), conjureMagic: advancing },
    { level: 1, learnUpTo: 1, takeDamage: { sequence: [1, 0], rest: 1 }, gainPower: { sequence: [0], rest: 1 }, conjureMagic: advancing },
    { level: 2, learnUpTo: 2, takeDamage: flat(1), gainPower: flat(0), conjureMagic: advancing },
    { level: 3, learnUpTo: 3, takeDamage: flat(2), gainPower: flat(0), conjureMagic: { advances: false, damage: flat(1) } }
  ],
  provenance: {
    spaces: provisional("the solo side's spaces are not public; assumed the same as the 2-4 player side"),
    levels: confirmed(REF.soloMagic)
  }
};

// src/content/reference/map-cards.ts
var face = (main, other, side) => side === "left" ? { left: main, right: other } : { left: other, right: main };
var KIND_SOURCE = confirmed(`${REF.landMap} (4 castle cards, 13 regular cards)`);
var provenanceOf = (reason) => ({
  kind: KIND_SOURCE,
  ...sourced(["bright", "gloom"], provisional(reason))
});
var castleCard = (color, spell, side) => {
  const both = face({ kind: "castle", color }, { kind: "obelisk", spell }, side);
  return {
    id: `castle-${color}`,
    kind: "castle",
    bright: both,
    gloom: both,
    provenance: provenanceOf(`${WHY.composition}; ${WHY.colors}`)
  };
};
var templeCard = (temple2, spell, side) => {
  const both = face({ kind: "temple", temple: temple2 }, { kind: "obelisk", spell }, side);
  return { id: `temple-${temple2}`, kind: "regular", bright: both, gloom: both, provenance: provenanceOf(WHY.composition) };
};
var grottoCard = (n, bright, gloom, side) => ({
  id: `grotto-${n}`,
  kind: "regular",
  bright: face({ kind: "grotto", effect: bright }, { kind: "portal" }, side),
  gloom: face({ kind: "grotto", effect: gloom }, { kind: "portal" }, side),
  provenance: provenanceOf(`${WHY.composition}; which gloom effect backs which bright effect is unknown`)
});
var referenceMapCards = [
  castleCard("red", "snake", "left"),
  castleCard("blue", "spider", "right"),
  castleCard("green", "owl", "left"),
  castleCard("yellow", "raven", "right"),
  templeCard("ice", "scorpion", "left"),
  templeCard("shadow", "toad", "right"),
  templeCard("fire", "bat", "left"),
  templeCard("forest", "wolf", "right"),
  templeCard("sun", "bear", "right"),
  templeCard("storm", "dragon", "left"),
  grottoCard(1, "bright-health-per-hero-away", "gloom-foot-move-other-heroes", "left"),
  grottoCard(2, "bright-power-per-hero-away", "gloom-power-then-roll", "right"),
  grottoCard(3, "bright-magic-2", "gloom-move-to-treasure-temple", "left"),
  grottoCard(4, "bright-goblin-damage-1", "gloom-roll-for-magic", "right"),
  grottoCard(5, "bright-move-other-hero-orthogonal-3", "gloom-health-per-hero-inland", "right"),
  grottoCard(6, "bright-temple-advance-1", "gloom-roll-for-attack", "left"),
  grottoCard(7, "bright-roll-for-temples", "gloom-spend-power-temple-2", "left")
];

// src/content/reference/movement-cards.ts
var card2 = (method) => ({
  id: method,
  method,
  provenance: { method: confirmed(REF.heroMovement) }
});
var referenceMovementCards = [
  card2("horse"),
  card2("raft"),
  card2("gryphon"),
  card2("ship"),
  card2("foot")
];

// src/content/reference/player-cards.ts
var LEGENDARY_SOURCE = provisional(
  "the temple pairs printed on each player card are not public; one card's Sword is Ice then Shadow (the rulebook's example), which colour holds it is unknown; the other pairs are invented"
);
var card3 = (color, sword, shield, staff) => ({
  color,
  legendary: { sword, shield, staff },
  provenance: { color: provisional(WHY.colors), legendary: LEGENDARY_SOURCE }
});
var referencePlayerCards = [
  card3("red", ["ice", "shadow"], ["fire", "forest"], ["sun", "storm"]),
  card3("blue", ["fire", "sun"], ["storm", "ice"], ["shadow", "forest"]),
  card3("green", ["forest", "storm"], ["shadow", "sun"], ["ice", "fire"]),
  card3("yellow", ["sun", "forest"], ["shadow", "fire"], ["storm", "ice"])
];

// src/content/reference/quests.ts
var KIND_SOURCE2 = provisional(
  "the deck has Movement and Treasure quests; the split into 12 of each (one treasure quest per treasure item, 2 per temple) is inferred"
);
var REWARD_SOURCE = provisional(`${WHY.invented}; a small reward`);
var INVENTED_CONDITION = provisional(`${WHY.invented}; a condition the engine can check`);
var treasure = (temple2, n, item) => ({
  id: `quest-treasure-${temple2}-${n}`,
  kind: "treasure",
  temple: temple2,
  item,
  provenance: {
    kind: KIND_SOURCE2,
    temple: provisional(`${WHY.invented}; two quests per temple`),
    item: provisional(`${WHY.invented}; one quest per treasure item`)
  }
});
var movement = (id, condition, reward, conditionSource = INVENTED_CONDITION) => ({
  id: `quest-move-${id}`,
  kind: "movement",
  condition,
  reward,
  provenance: { kind: KIND_SOURCE2, condition: conditionSource, reward: REWARD_SOURCE }
});
var knownExample = (what) => provisional(`a known example quest (${what}, CLARIFICATIONS.md section 4); the exact printed condition is unconfirmed`);
var referenceQuests = [
  treasure("ice", 1, "bow"),
  treasure("ice", 2, "lantern"),
  treasure("shadow", 1, "tome"),
  treasure("shadow", 2, "dagger"),
  treasure("fire", 1, "pickaxe"),
  treasure("fire", 2, "cloak"),
  treasure("forest", 1, "amulet"),
  treasure("forest", 2, "crystal"),
  treasure("sun", 1, "herbs"),
  treasure("sun", 2, "ring"),
  treasure("storm", 1, "firefly-jar"),
  treasure("storm", 2, "old-map"),
  movement("row", { type: "heroes-in-line", line: "row" }, { power: 2 }, knownExample("heroes in one horizontal line")),
  movement("opponent-castle", { type: "hero-in-opponent-castle" }, { health: 2 }, knownExample("a hero in an opponent's castle")),
  movement("column", { type: "heroes-in-line", line: "column" }, { power: 2 }),
  movement("diagonal", { type: "heroes-in-line", line: "diagonal" }, { health: 1, power: 1 }),
  movement("coast-3", { type: "heroes-on-coast", count: 3 }, { health: 2 }),
  movement("inland-3", { type: "heroes-inland", count: 3 }, { power: 2 }),
  movement("through-3", { type: "travel-through", count: 3 }, { magic: 1 }),
  movement("gryphon-grotto", { type: "travel-by", method: "gryphon", endKind: "grotto" }, { power: 1 }),
  movement("raft-temple", { type: "travel-by", method: "raft", endKind: "temple" }, { health: 1 }),
  movement("apart", { type: "heroes-apart" }, { magic: 1 }),
  movement("together-3", { type: "heroes-together", count: 3 }, { health: 2 }),
  movement("temple-obelisk-portal", { type: "heroes-on-region-kinds", kinds: ["temple", "obelisk", "portal"] }, { power: 2 })
];

// src/content/reference/scoring.ts
var referenceScoring = {
  spells: [-4, -2, -1, 1, 2, 4, 6, 8, 10, 13, 16],
  quests: [-3, -1, 1, 3, 6, 8, 12, 16, 20, 25, 30],
  goblins: [-2, 1, 3, 6, 8, 12, 16, 20, 25, 30, 35],
  legendaryItem: 4,
  provenance: sourced(["spells", "quests", "goblins", "legendaryItem"], confirmed(REF.finalScoring))
};

// src/content/reference/spells.ts
var known = (id, name, level) => ({
  id,
  name,
  level,
  provenance: sourced(["name", "level"], confirmed(REF.learningSpells))
});
var invented2 = (id, name, level) => ({
  id,
  name,
  level,
  provenance: {
    name: provisional("only Snake, Scorpion and Spider are named by the rulebook; invented name"),
    level: provisional("10 obelisks and a spell level scored up to 10 suggest spells of levels 1 to 10 (inferred)")
  }
});
var referenceSpells = [
  known("snake", "Snake", 1),
  known("scorpion", "Scorpion", 2),
  known("spider", "Spider", 3),
  invented2("toad", "Toad", 4),
  invented2("bat", "Bat", 5),
  invented2("owl", "Owl", 6),
  invented2("wolf", "Wolf", 7),
  invented2("raven", "Raven", 8),
  invented2("bear", "Bear", 9),
  invented2("dragon", "Dragon", 10)
];

// src/content/reference/temples.ts
var TRACKS_SOURCE = provisional(
  "4 spaces per track (Exploring Temples) and a double second space on the gloom face (GloomFall) are confirmed; the torch/scroll icons of each space and any double space on the bright face are not public (chosen by this project)"
);
var T = { symbol: "torch", count: 1 };
var S = { symbol: "scroll", count: 1 };
var TT = { symbol: "torch", count: 2 };
var SS = { symbol: "scroll", count: 2 };
var gloomOf = (bright) => bright.map((space, index) => index === 1 ? { symbol: space.symbol, count: 2 } : space);
var temple = (id, name, nameSource, bright) => ({
  id,
  name,
  tracks: { bright, gloom: gloomOf(bright) },
  provenance: { name: nameSource, tracks: TRACKS_SOURCE }
});
var referenceTemples = [
  temple("ice", "Ice Temple", confirmed(REF.legendaryItems), [T, S, T, SS]),
  temple("shadow", "Shadow Temple", confirmed(REF.legendaryItems), [S, T, S, TT]),
  temple(
    "fire",
    "Fire Temple",
    provisional("named in a published review, not in the rulebook; likely but unconfirmed"),
    [T, T, S, S]
  ),
  temple("forest", "Forest Temple", provisional(WHY.invented), [S, S, TT, T]),
  temple("sun", "Sun Temple", provisional(WHY.invented), [T, S, S, T]),
  temple("storm", "Storm Temple", provisional(WHY.invented), [S, T, T, S])
];

// src/content/reference/index.ts
var referencePack = {
  id: "reference",
  formatVersion: 1,
  dice: referenceDice,
  layout: referenceLayout,
  mapCards: referenceMapCards,
  temples: referenceTemples,
  spells: referenceSpells,
  grottoEffects: referenceGrottoEffects,
  magicTracks: { multiplayer: referenceMultiplayerMagic, solo: referenceSoloMagic },
  movementCards: referenceMovementCards,
  quests: referenceQuests,
  items: referenceItems,
  playerCards: referencePlayerCards,
  scoring: referenceScoring,
  goldenMushrooms: referenceGoldenMushrooms
};

// src/content/validate/checker.ts
var Checker = class {
  /** Every problem so far, in the order found. */
  problems = [];
  /** The number of problems so far (compare before and after a check to see if it passed). */
  get count() {
    return this.problems.length;
  }
  /**
   * Records one problem.
   *
   * @param path - where, e.g. `"quests[4].temple"`
   * @param code - the stable code
   * @param message - a readable explanation
   */
  report(path, code, message) {
    this.problems.push({ path, code, message });
  }
};
function at(path, key2) {
  if (typeof key2 === "number") return `${path}[${key2}]`;
  return path === "" ? key2 : `${path}.${key2}`;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function kindOf(value) {
  if (value === null) return "null";
  if (value === void 0) return "undefined";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
function get(c, o, key2, path, read) {
  const value = Object.hasOwn(o, key2) ? o[key2] : void 0;
  if (value === void 0) {
    c.report(at(path, key2), "MISSING_FIELD", `missing required field "${key2}"`);
    return void 0;
  }
  return read(c, value, at(path, key2));
}
function readObject(c, value, path) {
  if (isObject(value)) return value;
  c.report(path, "NOT_AN_OBJECT", `expected an object, found ${kindOf(value)}`);
  return void 0;
}
function readArray(c, value, path) {
  if (Array.isArray(value)) return value;
  c.report(path, "WRONG_TYPE", `expected an array, found ${kindOf(value)}`);
  return void 0;
}
function readString(c, value, path) {
  if (typeof value !== "string") {
    c.report(path, "WRONG_TYPE", `expected a string, found ${kindOf(value)}`);
    return void 0;
  }
  if (value === "") {
    c.report(path, "INVALID_VALUE", "must not be empty");
    return void 0;
  }
  return value;
}
function readBoolean(c, value, path) {
  if (typeof value === "boolean") return value;
  c.report(path, "WRONG_TYPE", `expected a boolean, found ${kindOf(value)}`);
  return void 0;
}
function readNumber(c, value, path) {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  c.report(path, "WRONG_TYPE", `expected a finite number, found ${kindOf(value)}`);
  return void 0;
}
function integerFrom(min) {
  return (c, value, path) => {
    const n = readNumber(c, value, path);
    if (n === void 0) return void 0;
    if (Number.isInteger(n) && n >= min) return n;
    c.report(path, "INVALID_VALUE", `expected an integer of at least ${min}, found ${n}`);
    return void 0;
  };
}
function oneOf(allowed) {
  return (c, value, path) => {
    if (typeof value !== "string") {
      c.report(path, "WRONG_TYPE", `expected one of ${allowed.join(", ")}, found ${kindOf(value)}`);
      return void 0;
    }
    const found = allowed.find((candidate) => candidate === value);
    if (found === void 0) c.report(path, "INVALID_VALUE", `expected one of ${allowed.join(", ")}, found "${value}"`);
    return found;
  };
}
function arrayOf(read) {
  return (c, value, path) => {
    const items = readArray(c, value, path);
    if (items === void 0) return void 0;
    const before = c.count;
    const out = [];
    for (let index = 0; index < items.length; index++) out.push(read(c, items[index], at(path, index)));
    return c.count === before ? out : void 0;
  };
}

// src/content/validate/records.ts
var EXCLUDED = /* @__PURE__ */ new Set(["id", "provenance"]);
function checkProvenance(c, record, path) {
  const where = at(path, "provenance");
  const provenance = Object.hasOwn(record, "provenance") ? record["provenance"] : void 0;
  if (provenance === void 0) {
    c.report(where, "MISSING_PROVENANCE", "the record has no provenance");
    return;
  }
  if (!readObject(c, provenance, where)) return;
  const provenanceObj = provenance;
  const fields = Object.keys(record).filter((key2) => !EXCLUDED.has(key2));
  for (const field2 of fields) {
    if (!Object.hasOwn(provenanceObj, field2)) {
      c.report(at(where, field2), "MISSING_PROVENANCE", `no source for the field "${field2}"`);
    }
  }
  for (const [field2, source] of Object.entries(provenanceObj)) {
    const fieldPath = at(where, field2);
    if (!fields.includes(field2)) {
      c.report(fieldPath, "BAD_PROVENANCE", `names "${field2}", which is not a data field of the record`);
    } else {
      checkSource(c, source, fieldPath);
    }
  }
}
function checkSource(c, source, path) {
  if (!isObject(source)) {
    c.report(path, "BAD_PROVENANCE", `expected a source object, found ${kindOf(source)}`);
    return;
  }
  const status = source["status"];
  const text = status === "confirmed" ? "ref" : status === "provisional" ? "reason" : void 0;
  if (text === void 0) {
    c.report(path, "BAD_PROVENANCE", 'the status must be "confirmed" or "provisional"');
    return;
  }
  const value = source[text];
  if (typeof value !== "string" || value.trim() === "") {
    c.report(path, "BAD_PROVENANCE", `a ${String(status)} source needs a non-empty string "${text}"`);
  }
}
function readRecord(c, value, path, idKey, body) {
  const o = readObject(c, value, path);
  if (o === void 0) return { path, id: void 0, value: void 0 };
  const id = idKey === null ? void 0 : get(c, o, idKey, path, readString);
  const before = c.count;
  body(o, path);
  const valid2 = c.count === before;
  checkProvenance(c, o, path);
  return { path, id, value: valid2 ? o : void 0 };
}
function readTable(c, o, key2, path, read) {
  const items = get(c, o, key2, path, readArray);
  if (items === void 0) return void 0;
  const entries2 = [];
  for (let index = 0; index < items.length; index++) entries2.push(read(c, items[index], at(at(path, key2), index)));
  return entries2;
}
function valid(entries2) {
  const out = [];
  for (const entry of entries2 ?? []) if (entry.value !== void 0) out.push({ path: entry.path, value: entry.value });
  return out;
}
function idSet(entries2) {
  if (entries2 === void 0) return void 0;
  const ids = /* @__PURE__ */ new Set();
  for (const entry of entries2) if (entry.id !== void 0) ids.add(entry.id);
  return ids;
}
function checkUniqueIds(c, entries2, field2, what) {
  const first = /* @__PURE__ */ new Map();
  for (const entry of entries2) {
    if (entry.id === void 0) continue;
    const earlier = first.get(entry.id);
    if (earlier === void 0) first.set(entry.id, entry.path);
    else c.report(at(entry.path, field2), "DUPLICATE_ID", `${what} "${entry.id}" is also defined at ${earlier}`);
  }
}
function complete(entries2) {
  if (entries2 === void 0) return void 0;
  const values = valid(entries2);
  return values.length === entries2.length ? values : void 0;
}

// src/content/validate/check-map.ts
var FACES = ["bright", "gloom"];
function regionsOf(cards) {
  const out = [];
  for (const { path, value: card4 } of cards) {
    for (const face2 of FACES) {
      for (const side of ["left", "right"]) {
        out.push({ path: at(at(path, face2), side), face: face2, card: card4, region: card4[face2][side] });
      }
    }
  }
  return out;
}
function checkMapCards(c, p) {
  const base = valid(p.mapCards);
  const golden = valid(p.golden.cards);
  checkDecks(c, p, base);
  checkGoldenCards(c, golden);
  checkReferences(c, p, regionsOf([...base, ...golden]));
  if (p.temples !== void 0 && p.temples.length !== 6) {
    c.report("temples", "WRONG_COUNT", `expected 6 temples, found ${p.temples.length}`);
  }
  const all = complete(p.mapCards);
  if (all === void 0) return;
  const regular = regionsOf(all.filter((card4) => card4.value.kind === "regular"));
  for (const face2 of FACES) {
    const portals = regular.filter((r) => r.face === face2 && r.region.kind === "portal").length;
    if (portals !== 7) {
      c.report("mapCards", "WRONG_COUNT", `the ${face2} faces of the regular cards hold ${portals} goblin portals, expected 7`);
    }
  }
  if (p.temples === void 0) return;
  const regions = regionsOf(all);
  for (const temple2 of p.temples) {
    if (temple2.id === void 0) continue;
    for (const face2 of FACES) {
      const n = regions.filter((r) => r.face === face2 && r.region.kind === "temple" && r.region.temple === temple2.id).length;
      if (n !== 1) c.report(temple2.path, "WRONG_COUNT", `temple "${temple2.id}" is on ${n} regions of the ${face2} faces, expected exactly 1`);
    }
  }
}
function checkDecks(c, p, base) {
  if (p.mapCards === void 0) return;
  if (p.mapCards.length !== 17) c.report("mapCards", "WRONG_COUNT", `expected 17 map cards, found ${p.mapCards.length}`);
  const all = complete(p.mapCards);
  if (all !== void 0) {
    const castles = all.filter((card4) => card4.value.kind === "castle").length;
    if (castles !== 4) c.report("mapCards", "WRONG_COUNT", `expected 4 castle cards, found ${castles}`);
    if (all.length - castles !== 13) c.report("mapCards", "WRONG_COUNT", `expected 13 regular cards, found ${all.length - castles}`);
  }
  const colorAt = /* @__PURE__ */ new Map();
  for (const { path, value: card4 } of base) {
    const perFace = FACES.map((face2) => regionsOf([{ path, value: card4 }]).filter((r) => r.face === face2 && r.region.kind === "castle"));
    if (card4.kind === "regular") {
      for (const r of perFace.flat()) c.report(r.path, "INVALID_VALUE", "a regular map card cannot hold a castle");
      continue;
    }
    FACES.forEach((face2, index) => {
      const n = perFace[index]?.length ?? 0;
      if (n !== 1) c.report(at(path, face2), "WRONG_COUNT", `a castle card needs exactly 1 castle region per face, found ${n}`);
    });
    const [bright, gloom] = perFace.map((regions) => regions[0]?.region);
    if (bright?.kind !== "castle" || gloom?.kind !== "castle") continue;
    if (bright.color !== gloom.color) {
      c.report(at(path, "gloom"), "INVALID_VALUE", `the gloom castle is "${gloom.color}" but the bright castle is "${bright.color}"`);
    }
    const earlier = colorAt.get(bright.color);
    if (earlier === void 0) colorAt.set(bright.color, path);
    else c.report(at(path, "bright"), "INVALID_VALUE", `colour "${bright.color}" already has a castle card at ${earlier}`);
  }
}
function checkGoldenCards(c, golden) {
  for (const { path, value: card4 } of golden) {
    if (card4.kind !== "regular") c.report(at(path, "kind"), "INVALID_VALUE", 'a Golden Grotto card is a "regular" card');
    for (const face2 of FACES) {
      const n = [card4[face2].left, card4[face2].right].filter((r) => r.kind === "golden-grotto").length;
      if (n !== 1) c.report(at(path, face2), "WRONG_COUNT", `a Golden Grotto card needs 1 golden-grotto region per face, found ${n}`);
    }
  }
}
function checkReferences(c, p, regions) {
  const temples = idSet(p.temples);
  const spells = idSet(p.spells);
  const actions = idSet(p.golden.actions);
  const effects = /* @__PURE__ */ new Map();
  for (const e of p.grottoEffects ?? []) if (e.id !== void 0) effects.set(e.id, e.value?.face);
  const dangling = (path, what, id, ids) => {
    if (ids !== void 0 && !ids.has(id)) c.report(path, "DANGLING_REFERENCE", `no ${what} has the id "${id}"`);
  };
  for (const { path, face: face2, region } of regions) {
    if (region.kind === "temple") dangling(at(path, "temple"), "temple", region.temple, temples);
    if (region.kind === "obelisk") dangling(at(path, "spell"), "spell", region.spell, spells);
    if (region.kind === "golden-grotto") dangling(at(path, "action"), "Golden Grotto action", region.action, actions);
    if (region.kind === "grotto" && p.grottoEffects !== void 0) {
      const effectFace = effects.get(region.effect);
      if (!effects.has(region.effect)) {
        c.report(at(path, "effect"), "DANGLING_REFERENCE", `no grotto effect has the id "${region.effect}"`);
      } else if (effectFace !== void 0 && effectFace !== face2) {
        c.report(at(path, "effect"), "INVALID_VALUE", `"${region.effect}" is a ${effectFace} effect, printed on a ${face2} face`);
      }
    }
  }
}

// src/content/validate/check-cards.ts
var LEGENDARY = ["sword", "shield", "staff"];
var isLegendaryId = (id) => LEGENDARY.some((known2) => known2 === id);
function checkQuests(c, p) {
  if (p.quests === void 0) return;
  if (p.quests.length !== 24) c.report("quests", "WRONG_COUNT", `expected 24 quest cards, found ${p.quests.length}`);
  const temples = idSet(p.temples);
  const items = new Map((p.items ?? []).map((e) => [e.id, e.value]));
  for (const { path, value: quest } of valid(p.quests)) {
    if (quest.kind !== "treasure") continue;
    if (temples !== void 0 && !temples.has(quest.temple)) {
      c.report(at(path, "temple"), "DANGLING_REFERENCE", `no temple has the id "${quest.temple}"`);
    }
    if (p.items === void 0) continue;
    if (!items.has(quest.item)) {
      c.report(at(path, "item"), "DANGLING_REFERENCE", `no item has the id "${quest.item}"`);
    } else if (items.get(quest.item)?.kind === "legendary") {
      c.report(at(path, "item"), "INVALID_VALUE", `"${quest.item}" is a legendary item, not a treasure item`);
    }
  }
}
function checkItems(c, p) {
  if (p.items === void 0) return;
  const items = valid(p.items);
  const treasure2 = items.filter((item) => item.value.kind === "treasure");
  if (complete(p.items) !== void 0 && treasure2.length !== 12) {
    c.report("items", "WRONG_COUNT", `expected 12 treasure items, found ${treasure2.length}`);
  }
  const quests = complete(p.quests);
  for (const { path, value: item } of treasure2) {
    if (isLegendaryId(item.id)) c.report(at(path, "kind"), "INVALID_VALUE", `"${item.id}" is a legendary item`);
    if (isLegendaryId(item.ability.type)) {
      c.report(at(path, "ability"), "INVALID_VALUE", `only the legendary item "${item.ability.type}" has this ability`);
    }
    if (quests === void 0) continue;
    const n = quests.filter(({ value: q }) => q.kind === "treasure" && q.item === item.id).length;
    if (n !== 1) c.report(path, "WRONG_COUNT", `treasure item "${item.id}" is the item of ${n} treasure quests, expected exactly 1`);
  }
  for (const { path, value: item } of items) {
    if (item.kind !== "legendary") continue;
    if (!isLegendaryId(item.id)) {
      c.report(at(path, "kind"), "INVALID_VALUE", `the legendary items are ${LEGENDARY.join(", ")}; found "${item.id}"`);
    } else if (item.ability.type !== item.id) {
      c.report(at(path, "ability"), "INVALID_VALUE", `the ${item.id} needs the ability "${item.id}", found "${item.ability.type}"`);
    }
  }
  const ids = idSet(p.items);
  for (const id of LEGENDARY) {
    if (ids !== void 0 && !ids.has(id)) c.report("items", "WRONG_COUNT", `no legendary item "${id}"`);
  }
}
function checkPlayerCards(c, p) {
  if (p.playerCards === void 0) return;
  if (p.playerCards.length !== 4) c.report("playerCards", "WRONG_COUNT", `expected 4 player cards, found ${p.playerCards.length}`);
  checkColors(c, p);
  const temples = idSet(p.temples);
  const items = new Map((p.items ?? []).map((e) => [e.id, e.value]));
  const legendary2 = valid(p.items).filter((item) => item.value.kind === "legendary").map((item) => item.value.id);
  for (const { path, value: card4 } of valid(p.playerCards)) {
    const where = at(path, "legendary");
    for (const [itemId, pair] of Object.entries(card4.legendary)) {
      const itemPath = at(where, itemId);
      if (p.items !== void 0 && !items.has(itemId)) {
        c.report(itemPath, "DANGLING_REFERENCE", `no item has the id "${itemId}"`);
      } else if (items.get(itemId)?.kind === "treasure") {
        c.report(itemPath, "INVALID_VALUE", `"${itemId}" is a treasure item, not a legendary item`);
      }
      pair.forEach((temple2, index) => {
        if (temples !== void 0 && !temples.has(temple2)) {
          c.report(at(itemPath, index), "DANGLING_REFERENCE", `no temple has the id "${temple2}"`);
        }
      });
      if (pair[0] === pair[1]) c.report(at(itemPath, 1), "INVALID_VALUE", "the two temples must differ");
    }
    for (const itemId of legendary2) {
      if (!Object.hasOwn(card4.legendary, itemId)) {
        c.report(at(where, itemId), "MISSING_FIELD", `no temple pair for the legendary item "${itemId}"`);
      }
    }
  }
}
function checkColors(c, p) {
  const cards = complete(p.mapCards);
  if (cards === void 0 || p.playerCards === void 0) return;
  const castles = regionsOf(cards.filter((card4) => card4.value.kind === "castle")).filter(
    (r) => r.face === "bright"
  );
  const castleColors = /* @__PURE__ */ new Set();
  for (const { region } of castles) if (region.kind === "castle") castleColors.add(region.color);
  const playerColors = idSet(p.playerCards) ?? /* @__PURE__ */ new Set();
  for (const card4 of p.playerCards) {
    if (card4.id !== void 0 && !castleColors.has(card4.id)) {
      c.report(at(card4.path, "color"), "DANGLING_REFERENCE", `no castle card has the colour "${card4.id}"`);
    }
  }
  if (p.playerCards.some((card4) => card4.id === void 0)) return;
  for (const { path, region } of castles) {
    if (region.kind === "castle" && !playerColors.has(region.color)) {
      c.report(at(path, "color"), "DANGLING_REFERENCE", `no player card has the colour "${region.color}"`);
    }
  }
}

// src/content/validate/check-layout.ts
var SIZES = { cross: 5, castles: 4, coast: 8 };
var key = (cell) => `${cell[0]},${cell[1]}`;
var show = (cell) => `[${cell[0]}, ${cell[1]}]`;
function checkLayout(c, entry) {
  const layout = entry?.value;
  if (entry === void 0 || layout === void 0) return;
  const path = entry.path;
  const placed = /* @__PURE__ */ new Map();
  for (const part of ["cross", "castles", "coast"]) {
    const cells = layout[part];
    const partPath = at(path, part);
    if (cells.length !== SIZES[part]) {
      c.report(partPath, "LAYOUT", `expected ${SIZES[part]} cells, found ${cells.length}`);
    }
    cells.forEach((cell, index) => {
      const cellPath = at(partPath, index);
      if (cell[0] < 0 || cell[1] < 0) c.report(cellPath, "LAYOUT", `cell ${show(cell)} has a negative coordinate`);
      const earlier = placed.get(key(cell));
      if (earlier === void 0) placed.set(key(cell), cellPath);
      else c.report(cellPath, "LAYOUT", `cell ${show(cell)} is also used at ${earlier}`);
    });
  }
  checkRing(c, layout, path);
}
function checkRing(c, layout, path) {
  const ringPath = at(path, "coastRing");
  const outer = new Set([...layout.castles, ...layout.coast].map(key));
  const onRing = /* @__PURE__ */ new Map();
  layout.coastRing.forEach((cell, index) => {
    const cellPath = at(ringPath, index);
    const earlier = onRing.get(key(cell));
    if (earlier !== void 0) c.report(cellPath, "LAYOUT", `cell ${show(cell)} is already on the ring at ${earlier}`);
    else onRing.set(key(cell), cellPath);
    if (!outer.has(key(cell))) c.report(cellPath, "LAYOUT", `cell ${show(cell)} is neither a castle cell nor a coast cell`);
  });
  for (const part of ["castles", "coast"]) {
    layout[part].forEach((cell, index) => {
      if (!onRing.has(key(cell))) {
        c.report(at(at(path, part), index), "LAYOUT", `cell ${show(cell)} is missing from the coast ring`);
      }
    });
  }
  const ring = layout.coastRing;
  if (ring.length < 2) return;
  ring.forEach((cell, index) => {
    const next = ring[(index + 1) % ring.length];
    if (next === void 0) return;
    if (Math.max(Math.abs(cell[0] - next[0]), Math.abs(cell[1] - next[1])) !== 1) {
      const nextIndex = (index + 1) % ring.length;
      c.report(
        at(ringPath, index),
        "LAYOUT",
        `cell ${show(cell)} is not next to the following ring cell ${show(next)} (coastRing[${nextIndex}])`
      );
    }
  });
}

// src/content/validate/read-board.ts
var DIE_SYMBOLS = ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"];
var REGION_KINDS = ["castle", "obelisk", "temple", "grotto", "golden-grotto", "portal"];
var REGION_REFERENCE = {
  castle: "color",
  obelisk: "spell",
  temple: "temple",
  grotto: "effect",
  "golden-grotto": "action",
  portal: null
};
var readCount = integerFrom(0);
function readDice(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    get(c, o, "count", p, readCount);
    get(c, o, "faces", p, arrayOf(oneOf(DIE_SYMBOLS)));
  });
}
var readCell = (c, value, path) => {
  const pair = readArray(c, value, path);
  if (pair === void 0) return void 0;
  if (pair.length !== 2) {
    c.report(path, "WRONG_TYPE", `expected a [row, column] pair, found ${pair.length} elements`);
    return void 0;
  }
  const cell = arrayOf((c2, v, p) => {
    const n = readNumber(c2, v, p);
    if (n !== void 0 && !Number.isInteger(n)) c2.report(p, "INVALID_VALUE", `expected an integer, found ${n}`);
    return n !== void 0 && Number.isInteger(n) ? n : void 0;
  })(c, pair, path);
  return cell;
};
function readLayout(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    for (const key2 of ["cross", "castles", "coast", "coastRing"]) get(c, o, key2, p, arrayOf(readCell));
  });
}
var readRegion = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  const kind = get(c, o, "kind", path, oneOf(REGION_KINDS));
  if (kind === void 0) return void 0;
  const reference = REGION_REFERENCE[kind];
  if (reference !== null) get(c, o, reference, path, readString);
  return true;
};
var readFace = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "left", path, readRegion);
  get(c, o, "right", path, readRegion);
  return true;
};
function readMapCard(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "kind", p, oneOf(["castle", "regular"]));
    get(c, o, "bright", p, readFace);
    get(c, o, "gloom", p, readFace);
  });
}
var readTrackSpace = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "symbol", path, oneOf(["torch", "scroll"]));
  get(c, o, "count", path, (c2, v, p) => {
    if (v === 1 || v === 2) return v;
    c2.report(p, typeof v === "number" ? "INVALID_VALUE" : "WRONG_TYPE", `expected 1 or 2, found ${kindOf(v)} ${String(v)}`);
    return void 0;
  });
  return true;
};
var readTrack = (c, value, path) => {
  const spaces = arrayOf(readTrackSpace)(c, value, path);
  if (spaces === void 0) return void 0;
  if (spaces.length !== 4) c.report(path, "WRONG_COUNT", `a temple track has 4 spaces, found ${spaces.length}`);
  return true;
};
function readTemple(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "tracks", p, (c2, v, tp) => {
      const tracks = readObject(c2, v, tp);
      if (tracks === void 0) return void 0;
      get(c2, tracks, "bright", tp, readTrack);
      get(c2, tracks, "gloom", tp, readTrack);
      return true;
    });
  });
}
function readSpell(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "level", p, integerFrom(1));
  });
}
function readGrottoEffect(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "face", p, oneOf(["bright", "gloom"]));
    get(c, o, "description", p, readString);
  });
}

// src/content/validate/read-cards.ts
var TRAVEL_METHODS = ["horse", "raft", "gryphon", "ship", "foot"];
var readPositive = integerFrom(1);
function readMovementCard(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "method", p, oneOf(TRAVEL_METHODS));
  });
}
var CONDITION_PARAMS = {
  "heroes-in-line": { line: oneOf(["row", "column", "diagonal", "any"]) },
  "hero-in-opponent-castle": {},
  "heroes-on-region-kinds": {
    kinds: (c, v, p) => {
      const kinds = arrayOf(oneOf(REGION_KINDS))(c, v, p);
      if (kinds !== void 0 && kinds.length === 0) c.report(p, "INVALID_VALUE", "must list at least one region kind");
      return kinds;
    }
  },
  "heroes-on-coast": { count: readPositive },
  "heroes-inland": { count: readPositive },
  "travel-through": { count: readPositive },
  "travel-by": { method: oneOf(TRAVEL_METHODS), endKind: oneOf(REGION_KINDS) },
  "heroes-apart": {},
  "heroes-together": { count: readPositive }
};
function readTagged(params) {
  return (c, value, path) => {
    const o = readObject(c, value, path);
    if (o === void 0) return void 0;
    const type = get(c, o, "type", path, oneOf(Object.keys(params)));
    if (type === void 0) return void 0;
    for (const [key2, read] of Object.entries(params[type] ?? {})) get(c, o, key2, path, read);
    return true;
  };
}
var readReward = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  for (const key2 of ["health", "power", "magic"]) {
    if (Object.hasOwn(o, key2) && o[key2] !== void 0) integerFrom(0)(c, o[key2], at(path, key2));
  }
  return true;
};
function readQuest(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    const kind = get(c, o, "kind", p, oneOf(["movement", "treasure"]));
    if (kind === "movement") {
      get(c, o, "condition", p, readTagged(CONDITION_PARAMS));
      get(c, o, "reward", p, readReward);
    } else if (kind === "treasure") {
      get(c, o, "temple", p, readString);
      get(c, o, "item", p, readString);
    }
  });
}
var readStat = oneOf(["health", "power"]);
var ABILITY_PARAMS = {
  sword: {},
  shield: {},
  staff: {},
  bow: {},
  "extra-symbol": { symbol: oneOf(["torch", "scroll", "attack-goblin"]) },
  "forge-discount": { cost: integerFrom(0) },
  "free-passage": {},
  "max-bonus": { stat: readStat, amount: readPositive },
  "rest-bonus": { stat: readStat, amount: readPositive }
};
function readItem(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "kind", p, oneOf(["treasure", "legendary"]));
    get(c, o, "ability", p, readTagged(ABILITY_PARAMS));
  });
}
var readTemplePair = (c, value, path) => {
  const pair = readArray(c, value, path);
  if (pair === void 0) return void 0;
  if (pair.length !== 2) {
    c.report(path, "WRONG_COUNT", `expected two temples (first, second), found ${pair.length}`);
    return void 0;
  }
  return arrayOf(readString)(c, pair, path) === void 0 ? void 0 : true;
};
function readPlayerCard(c, value, path) {
  return readRecord(c, value, path, "color", (o, p) => {
    get(c, o, "legendary", p, (c2, v, lp) => {
      const legendary2 = readObject(c2, v, lp);
      if (legendary2 === void 0) return void 0;
      for (const [item, pair] of Object.entries(legendary2)) readTemplePair(c2, pair, at(lp, item));
      return true;
    });
  });
}

// src/content/validate/check-tables.ts
function checkDice(c, p) {
  const dice = p.dice?.value;
  if (p.dice === void 0 || dice === void 0) return;
  if (dice.count !== 5) c.report(at(p.dice.path, "count"), "WRONG_COUNT", `expected 5 adventure dice, found ${dice.count}`);
  if (dice.faces.length !== 6) c.report(at(p.dice.path, "faces"), "WRONG_COUNT", `a die has 6 faces, found ${dice.faces.length}`);
}
function checkSpells(c, p) {
  const levelAt = /* @__PURE__ */ new Map();
  for (const { path, value } of valid(p.spells)) {
    const earlier = levelAt.get(value.level);
    if (earlier === void 0) levelAt.set(value.level, path);
    else c.report(at(path, "level"), "INVALID_VALUE", `level ${value.level} is also the level of ${earlier}`);
  }
}
function checkMagicTracks(c, p) {
  for (const { path, value: track } of valid(p.magic)) {
    const spacesPath = at(path, "spaces");
    const defined = /* @__PURE__ */ new Map();
    track.levels.forEach((level, index) => {
      const levelPath = at(at(path, "levels"), index);
      const earlier = defined.get(level.level);
      if (earlier === void 0) defined.set(level.level, levelPath);
      else c.report(at(levelPath, "level"), "DUPLICATE_ID", `level ${level.level} is also defined at ${earlier}`);
    });
    if (track.spaces.length === 0) {
      c.report(spacesPath, "WRONG_COUNT", "the magic track needs at least one space");
      continue;
    }
    track.spaces.forEach((level, index) => {
      const previous = track.spaces[index - 1];
      if (previous !== void 0 && level < previous) {
        c.report(at(spacesPath, index), "INVALID_VALUE", `level ${level} follows level ${previous}; levels must not decrease`);
      }
      if (!defined.has(level)) c.report(at(spacesPath, index), "DANGLING_REFERENCE", `level ${level} is not defined in levels`);
    });
    const last = track.spaces[track.spaces.length - 1];
    const highest = Math.max(...defined.keys());
    if (last !== void 0 && defined.size > 0 && last !== highest) {
      c.report(at(spacesPath, track.spaces.length - 1), "INVALID_VALUE", `the last space must be the highest level (${highest}), found ${last}`);
    }
  }
}
function checkMovementCards(c, p) {
  if (p.movementCards === void 0) return;
  if (p.movementCards.length !== 5) {
    c.report("movementCards", "WRONG_COUNT", `expected 5 movement cards, found ${p.movementCards.length}`);
  }
  const seen = /* @__PURE__ */ new Set();
  for (const { path, value } of valid(p.movementCards)) {
    if (seen.has(value.method)) c.report(at(path, "method"), "WRONG_COUNT", `a second movement card for "${value.method}"`);
    seen.add(value.method);
  }
  if (complete(p.movementCards) === void 0) return;
  for (const method of TRAVEL_METHODS) {
    if (!seen.has(method)) c.report("movementCards", "WRONG_COUNT", `no movement card for "${method}"`);
  }
}
function checkGolden(c, p) {
  const path = "goldenMushrooms";
  const { cards, actions, replaces, mushroomCount } = p.golden;
  if (cards !== void 0 && cards.length !== 3) {
    c.report(at(path, "mapCards"), "WRONG_COUNT", `expected 3 Golden Grotto cards, found ${cards.length}`);
  }
  if (actions !== void 0 && actions.length !== 3) {
    c.report(at(path, "actions"), "WRONG_COUNT", `expected 3 Golden Grotto actions, found ${actions.length}`);
  }
  if (mushroomCount !== void 0 && mushroomCount !== 7) {
    c.report(at(path, "mushroomCount"), "WRONG_COUNT", `expected 7 mushroom tokens, found ${mushroomCount}`);
  }
  if (replaces === void 0) return;
  const effects = new Map((p.grottoEffects ?? []).map((e) => [e.id, e.value]));
  const regular = (complete(p.mapCards) ?? []).filter((card4) => card4.value.kind === "regular");
  const seen = /* @__PURE__ */ new Set();
  replaces.forEach((id, index) => {
    const where = at(at(path, "replacesGrottoEffects"), index);
    if (seen.has(id)) {
      c.report(where, "DUPLICATE_ID", `"${id}" is listed twice`);
      return;
    }
    seen.add(id);
    if (p.grottoEffects === void 0) return;
    if (!effects.has(id)) {
      c.report(where, "DANGLING_REFERENCE", `no grotto effect has the id "${id}"`);
      return;
    }
    const effect2 = effects.get(id);
    if (effect2 !== void 0 && effect2.face !== "bright") {
      c.report(where, "INVALID_VALUE", `"${id}" is a ${effect2.face} effect; only bright effects identify the removed cards`);
      return;
    }
    if (complete(p.mapCards) === void 0) return;
    const n = regular.filter(({ value }) => [value.bright.left, value.bright.right].some((r) => r.kind === "grotto" && r.effect === id)).length;
    if (n !== 1) c.report(where, "WRONG_COUNT", `"${id}" is on the bright face of ${n} regular cards, expected exactly 1`);
  });
}

// src/content/validate/read-rules.ts
var readNonNegative = integerFrom(0);
var readAmounts = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "sequence", path, arrayOf(readNonNegative));
  get(c, o, "rest", path, readNonNegative);
  return true;
};
var readLevel = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "level", path, readNonNegative);
  get(c, o, "learnUpTo", path, readNonNegative);
  get(c, o, "takeDamage", path, readAmounts);
  get(c, o, "gainPower", path, readAmounts);
  get(c, o, "conjureMagic", path, (c2, v, cp) => {
    const conjure = readObject(c2, v, cp);
    if (conjure === void 0) return void 0;
    get(c2, conjure, "advances", cp, readBoolean);
    get(c2, conjure, "damage", cp, readAmounts);
    return true;
  });
  return true;
};
function readMagicTrack(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    get(c, o, "spaces", p, arrayOf(readNonNegative));
    get(c, o, "levels", p, arrayOf(readLevel));
  });
}
var readScoreRow = (c, value, path) => {
  const row = arrayOf(readNumber)(c, value, path);
  if (row === void 0) return void 0;
  if (row.length !== 11) c.report(path, "WRONG_COUNT", `expected 11 entries (totals 0 to 10), found ${row.length}`);
  return true;
};
function readScoring(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    for (const key2 of ["spells", "quests", "goblins"]) get(c, o, key2, p, readScoreRow);
    get(c, o, "legendaryItem", p, readNumber);
  });
}
function readGoldenAction(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "description", p, readString);
  });
}
function readGolden(c, value, path) {
  let read = { cards: void 0, replaces: void 0, actions: void 0, mushroomCount: void 0 };
  readRecord(c, value, path, null, (o, p) => {
    read = {
      cards: readTable(c, o, "mapCards", p, readMapCard),
      replaces: get(c, o, "replacesGrottoEffects", p, arrayOf(readString)),
      actions: readTable(c, o, "actions", p, readGoldenAction),
      mushroomCount: get(c, o, "mushroomCount", p, readNonNegative)
    };
  });
  return read;
}

// src/content/validate-content.ts
var FORMAT_VERSION = 1;
function single(c, o, key2, path, read) {
  return get(c, o, key2, path, (c2, v, p) => read(c2, v, p));
}
function readPack(c, pack) {
  get(c, pack, "id", "", readString);
  if (Object.hasOwn(pack, "formatVersion") && pack["formatVersion"] !== void 0) {
    const version = pack["formatVersion"];
    if (version !== FORMAT_VERSION) {
      const found = typeof version === "number" || typeof version === "string" ? JSON.stringify(version) : kindOf(version);
      c.report("formatVersion", "FORMAT_VERSION", `this engine reads content format ${FORMAT_VERSION}, found ${found}`);
    }
  } else {
    c.report("formatVersion", "MISSING_FIELD", 'missing required field "formatVersion"');
  }
  const dice = single(c, pack, "dice", "", readDice);
  const layout = single(c, pack, "layout", "", readLayout);
  const mapCards = readTable(c, pack, "mapCards", "", readMapCard);
  const temples = readTable(c, pack, "temples", "", readTemple);
  const spells = readTable(c, pack, "spells", "", readSpell);
  const grottoEffects = readTable(c, pack, "grottoEffects", "", readGrottoEffect);
  const magic = [];
  get(c, pack, "magicTracks", "", (c2, v, p) => {
    const tracks = readObject(c2, v, p);
    if (tracks === void 0) return void 0;
    for (const side of ["multiplayer", "solo"]) {
      const track = single(c2, tracks, side, p, readMagicTrack);
      if (track !== void 0) magic.push(track);
    }
    return true;
  });
  const movementCards = readTable(c, pack, "movementCards", "", readMovementCard);
  const quests = readTable(c, pack, "quests", "", readQuest);
  const items = readTable(c, pack, "items", "", readItem);
  const playerCards = readTable(c, pack, "playerCards", "", readPlayerCard);
  single(c, pack, "scoring", "", readScoring);
  const none = { cards: void 0, replaces: void 0, actions: void 0, mushroomCount: void 0 };
  const golden = single(c, pack, "goldenMushrooms", "", readGolden) ?? none;
  return { dice, layout, mapCards, temples, spells, grottoEffects, magic, movementCards, quests, items, playerCards, golden };
}
function checkPack(c, p) {
  const tables = [
    [[...p.mapCards ?? [], ...p.golden.cards ?? []], "id", "map card"],
    [p.temples, "id", "temple"],
    [p.spells, "id", "spell"],
    [p.grottoEffects, "id", "grotto effect"],
    [p.movementCards, "id", "movement card"],
    [p.quests, "id", "quest"],
    [p.items, "id", "item"],
    [p.playerCards, "color", "player colour"],
    [p.golden.actions, "id", "Golden Grotto action"]
  ];
  for (const [entries2, field2, what] of tables) checkUniqueIds(c, entries2 ?? [], field2, what);
  checkDice(c, p);
  checkLayout(c, p.layout);
  checkMapCards(c, p);
  checkSpells(c, p);
  checkMagicTracks(c, p);
  checkMovementCards(c, p);
  checkQuests(c, p);
  checkItems(c, p);
  checkPlayerCards(c, p);
  checkGolden(c, p);
}
function validateContent(pack) {
  const c = new Checker();
  try {
    if (!isObject(pack)) {
      c.report("", "NOT_AN_OBJECT", `a content pack must be an object, found ${kindOf(pack)}`);
      return c.problems;
    }
    checkPack(c, readPack(c, pack));
  } catch (error) {
    c.report("", "INVALID_VALUE", `the pack could not be read${error instanceof Error ? `: ${error.message}` : ""}`);
  }
  return c.problems;
}

// src/core/clone.ts
function clonePlain(value) {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out2 = new Array(value.length);
    for (let i = 0; i < value.length; i++) out2[i] = clonePlain(value[i]);
    return out2;
  }
  const out = {};
  for (const key2 of Object.keys(value)) out[key2] = clonePlain(value[key2]);
  return out;
}

// src/core/errors.ts
var TeqError = class extends Error {
  /** A stable machine-readable code, e.g. `"NOT_YOUR_DECISION"`. */
  code;
  /**
   * @param code - the stable code
   * @param message - a readable explanation
   */
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
};
var IllegalActionError = class extends TeqError {
  /** The offending action, as it was given. */
  action;
  /**
   * @param code - the stable code
   * @param message - a readable explanation
   * @param action - the offending action
   */
  constructor(code, message, action2) {
    super(code, message);
    this.action = action2;
  }
};
var InvalidStateError = class extends TeqError {
};
var InvalidOptionsError = class extends TeqError {
};
var InvalidContentError = class extends TeqError {
  /** Every problem found, in a stable order. */
  problems;
  /** @param problems - the problems found (at least one) */
  constructor(problems) {
    const head = problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join("; ");
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
    super("INVALID_CONTENT", `The content pack is invalid: ${head}${more}`);
    this.problems = problems;
  }
};

// src/core/rng.ts
import seedrandom from "seedrandom";
function seedRng(seed) {
  return copyState(seedrandom.alea(String(seed), { state: true }).state());
}
var Rng = class {
  #prng;
  /** @param state - the stored state to resume from */
  constructor(state) {
    this.#prng = seedrandom.alea("", { state: { ...state } });
  }
  /**
   * A uniform float in [0, 1).
   * @returns the next float of the sequence
   */
  next() {
    return this.#prng();
  }
  /**
   * A uniform integer in [0, n).
   * @param n - the number of outcomes (a positive integer)
   * @returns an integer from 0 to n - 1
   */
  int(n) {
    return Math.floor(this.#prng() * n);
  }
  /**
   * The current generator state, to store back into the game state.
   * @returns a fresh plain-number copy
   */
  state() {
    return copyState(this.#prng.state());
  }
};
function copyState(s) {
  return { c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 };
}
function shuffleInPlace(items, draw) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    const a = items[i];
    items[i] = items[j];
    items[j] = a;
  }
}

// src/core/immer.ts
import { Immer } from "immer";
var immer = new Immer({ autoFreeze: true });

// src/core/runner.ts
var MAX_STEPS_PER_TRANSITION = 1e5;
var Context = class {
  env;
  events = [];
  #rng = null;
  #state;
  constructor(state, env) {
    this.#state = state;
    this.env = env;
  }
  random() {
    this.#rng ??= new Rng(this.#state.rng);
    return this.#rng.next();
  }
  randomInt(n) {
    return Math.floor(this.random() * n);
  }
  emit(event) {
    this.events.push(event);
  }
  /** Writes the advanced RNG state back, if anything was drawn. */
  storeRng(draft) {
    if (this.#rng !== null) draft.rng = this.#rng.state();
  }
};
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function decisionHandler(ruleset, state) {
  const decision = state.decision;
  if (decision === null) return null;
  const handler = ruleset.decisions[decision.kind];
  if (handler === void 0) {
    throw new InvalidStateError("STATE_UNKNOWN_DECISION", `The state waits on an unknown decision kind "${decision.kind}".`);
  }
  return { decision, handler };
}
function checkAction(ruleset, state, action2) {
  if (!isObject2(action2) || typeof action2["type"] !== "string") {
    return { code: "MALFORMED_ACTION", message: "An action must be a plain object with a string `type`." };
  }
  const type = action2["type"];
  const found = decisionHandler(ruleset, state);
  if (found === null) return { code: "GAME_OVER", message: "The game is over: no action is expected." };
  const { decision, handler } = found;
  const allowed = Object.hasOwn(handler.actionKeys, type) ? handler.actionKeys[type] : void 0;
  if (allowed === void 0) {
    const known2 = Object.values(ruleset.decisions).some((h) => Object.hasOwn(h.actionKeys, type));
    return known2 ? {
      code: "WRONG_ACTION_TYPE",
      message: `"${type}" does not answer the pending decision "${decision.kind}"; expected ${Object.keys(handler.actionKeys).map((t) => `"${t}"`).join(" or ")}.`
    } : { code: "UNKNOWN_ACTION_TYPE", message: `There is no action of type "${type}".` };
  }
  if (action2["player"] !== decision.player) {
    return {
      code: "NOT_YOUR_DECISION",
      message: `The pending decision "${decision.kind}" belongs to ${describeActor(decision.player)}, not to ${describeActor(action2["player"])}.`
    };
  }
  const extra = Object.keys(action2).filter((key2) => key2 !== "type" && key2 !== "player" && action2[key2] !== void 0 && !allowed.includes(key2));
  if (extra.length > 0) {
    return { code: "UNEXPECTED_FIELD", message: `A "${type}" action takes no field ${extra.map((k) => `"${k}"`).join(", ")}.` };
  }
  return handler.check(state, decision, action2, { env: ruleset.env(state, ruleset) });
}
function describeActor(actor) {
  if (actor === "chance") return "chance";
  if (typeof actor === "number") return `player ${actor}`;
  return `an actor given as ${JSON.stringify(actor) ?? String(actor)}`;
}
function listActions(ruleset, state) {
  const found = decisionHandler(ruleset, state);
  if (found === null) return [];
  const ctx = { env: ruleset.env(state, ruleset) };
  return found.handler.candidates(state, found.decision, ctx).filter((action2) => found.handler.check(state, found.decision, action2, ctx) === null);
}
function drain(ruleset, draft, ctx) {
  const kernel = draft;
  let count = 0;
  while (kernel.decision === null && kernel.queue.length > 0) {
    const step = kernel.queue.shift();
    const handler = ruleset.steps[step.kind];
    if (handler === void 0) {
      throw new InvalidStateError("STATE_UNKNOWN_STEP", `The state queues an unknown step kind "${step.kind}".`);
    }
    handler(draft, step, ctx);
    if (++count > MAX_STEPS_PER_TRANSITION) {
      throw new TeqError("RUNAWAY_STEPS", `More than ${MAX_STEPS_PER_TRANSITION} automatic steps in one transition.`);
    }
  }
}
function run(ruleset, state, mode, recipe) {
  const ctx = new Context(state, ruleset.env(state, ruleset));
  const fullRecipe = (draft) => {
    recipe(draft, ctx);
    drain(ruleset, draft, ctx);
    ctx.storeRng(draft);
  };
  if (mode === "in-place") {
    fullRecipe(state);
    return { state, events: ctx.events };
  }
  const next = immer.produce(state, fullRecipe);
  return { state: next, events: ctx.events };
}
function applyAction(ruleset, state, action2, mode) {
  const rejection = checkAction(ruleset, state, action2);
  if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action2);
  const found = decisionHandler(ruleset, state);
  if (found === null) throw new IllegalActionError("GAME_OVER", "The game is over: no action is expected.", action2);
  const { decision, handler } = found;
  return run(ruleset, state, mode, (draft, ctx) => {
    draft.decision = null;
    handler.apply(draft, decision, action2, ctx);
  });
}
function runSteps(ruleset, state, mode) {
  return run(ruleset, state, mode, () => {
  });
}

// src/rules/state/config.ts
var SCHEMA_VERSION = 1;

// src/core/compose.ts
function composeRuleset(base, modules) {
  const seen = [];
  let ruleset = base;
  for (const module of modules) {
    if (seen.includes(module.id)) {
      throw new TeqError("MODULE_DUPLICATE", `Module "${module.id}" is listed twice.`);
    }
    for (const required of module.requires ?? []) {
      if (!seen.includes(required)) {
        throw new TeqError("MODULE_REQUIRES", `Module "${module.id}" needs module "${required}" composed before it.`);
      }
    }
    for (const other of modules) {
      if (module.conflictsWith?.includes(other.id)) {
        throw new TeqError("MODULE_CONFLICT", `Module "${module.id}" cannot be combined with module "${other.id}".`);
      }
    }
    ruleset = module.extend(ruleset);
    seen.push(module.id);
  }
  return ruleset;
}

// src/rules/grottos/grotto-effect.ts
function noParams(action2) {
  return action2.target !== void 0 || action2.to !== void 0 ? { code: "MALFORMED_ACTION", message: "This grotto effect takes no `target` or `to`." } : null;
}
function readTarget(state, decision, action2, allowTo) {
  const target = action2.target;
  const heroes = state.players[decision.player]?.heroes.length ?? 0;
  if (typeof target !== "number" || !Number.isInteger(target) || target < 0 || target >= heroes) {
    return { code: "MALFORMED_ACTION", message: "This grotto effect needs `target`, the index of one of your heroes." };
  }
  if (!allowTo && action2.to !== void 0) return { code: "MALFORMED_ACTION", message: "This grotto effect takes no `to`." };
  return target;
}

// src/rules/map/geometry.ts
var LINES = {
  horse: [[0, 1], [0, -1]],
  raft: [[1, 0], [-1, 0]],
  gryphon: [[1, 1], [1, -1], [-1, 1], [-1, -1]]
};
var NEIGHBOURS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1]
];
var grids = /* @__PURE__ */ new WeakMap();
function gridOf(cells) {
  let grid = grids.get(cells);
  if (grid === void 0) {
    const at3 = /* @__PURE__ */ new Map();
    const ring = [];
    cells.forEach((cell, i) => {
      at3.set(`${cell.row},${cell.col}`, i);
      if (cell.coastIndex !== null) ring[cell.coastIndex] = i;
    });
    grid = { at: at3, ring };
    grids.set(cells, grid);
  }
  return grid;
}
function cellAt(cells, row, col) {
  return gridOf(cells).at.get(`${row},${col}`);
}
function areAdjacent(cells, a, b) {
  const ca = cells[a];
  const cb = cells[b];
  if (ca === void 0 || cb === void 0 || a === b) return false;
  return Math.abs(ca.row - cb.row) <= 1 && Math.abs(ca.col - cb.col) <= 1;
}
function lineRoutes(cells, from, steps, maxDistance) {
  const out = [];
  for (const [dr, dc] of steps) {
    const through = [];
    for (let k = 1; k <= maxDistance; k++) {
      const cell = cellAt(cells, from.row + dr * k, from.col + dc * k);
      if (cell === void 0) break;
      out.push({ cell, through: [...through] });
      through.push(cell);
    }
  }
  return out;
}
function shipRoutes(cells, from) {
  if (from.coastIndex === null) return [];
  const ring = gridOf(cells).ring;
  const n = ring.length;
  const out = [];
  for (const [direction, sign] of [["clockwise", 1], ["counterclockwise", -1]]) {
    const through = [];
    for (let k = 1; k < n; k++) {
      const cell = ring[((from.coastIndex + sign * k) % n + n) % n];
      out.push({ cell, through: [...through], direction });
      through.push(cell);
    }
  }
  return out;
}
function routesFrom(cells, from, method) {
  const start = cells[from];
  if (start === void 0) return [];
  let memo = routeMemo.get(cells);
  if (memo === void 0) {
    memo = /* @__PURE__ */ new Map();
    routeMemo.set(cells, memo);
  }
  const key2 = `${from}:${method}`;
  let routes = memo.get(key2);
  if (routes === void 0) {
    routes = computeRoutes(cells, start, method);
    memo.set(key2, routes);
  }
  return routes;
}
var routeMemo = /* @__PURE__ */ new WeakMap();
function computeRoutes(cells, start, method) {
  switch (method) {
    case "horse":
    case "raft":
    case "gryphon":
      return lineRoutes(cells, start, LINES[method], Number.POSITIVE_INFINITY);
    case "foot":
      return lineRoutes(cells, start, NEIGHBOURS, 1);
    case "ship":
      return shipRoutes(cells, start);
  }
}
function orthogonalRoutes(cells, from, maxDistance) {
  const start = cells[from];
  if (start === void 0) return [];
  return lineRoutes(cells, start, [...LINES.horse, ...LINES.raft], maxDistance);
}

// src/rules/goblins/portals.ts
function portalOnCell(state, cell) {
  return state.goblins.portals.findIndex((p) => p.at.cell === cell);
}
function hasAggressiveGoblin(state, cell) {
  const portal = state.goblins.portals[portalOnCell(state, cell)];
  return portal?.goblin?.stance === "aggressive";
}
function pacifyGoblin(draft, cell, ctx, cause) {
  const portal = draft.goblins.portals[portalOnCell(draft, cell)];
  if (portal?.goblin?.stance === "aggressive") {
    portal.goblin.stance = "passive";
    ctx.emit({ type: "goblin-flipped", cell, stance: "passive", cause });
  }
}

// src/rules/map/regions.ts
var SIDES = ["left", "right"];
function regionAt(cells, ref, env) {
  const cell = cells[ref.cell];
  if (cell === void 0) throw new RangeError(`No map cell ${ref.cell}.`);
  const card4 = env.index.mapCards.get(cell.cardId);
  if (card4 === void 0) throw new RangeError(`Unknown map card "${cell.cardId}".`);
  return card4[cell.face][ref.side];
}
function allRegions(cells) {
  const out = [];
  for (let cell = 0; cell < cells.length; cell++) for (const side of SIDES) out.push({ cell, side });
  return out;
}
function castleOf(cells, color, env) {
  let castles = castleMemo.get(cells);
  if (castles === void 0) {
    castles = /* @__PURE__ */ new Map();
    for (const ref of allRegions(cells)) {
      const region = regionAt(cells, ref, env);
      if (region.kind === "castle") castles.set(region.color, Object.freeze({ ...ref }));
    }
    castleMemo.set(cells, castles);
  }
  const found = castles.get(color);
  if (found === void 0) throw new RangeError(`The map has no castle of colour "${color}".`);
  return found;
}
var castleMemo = /* @__PURE__ */ new WeakMap();
function sameRegion(a, b) {
  return a.cell === b.cell && a.side === b.side;
}
function isRegionRef(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value;
  return Number.isInteger(v["cell"]) && (v["side"] === "left" || v["side"] === "right") && Object.keys(v).every((key2) => key2 === "cell" || key2 === "side" || v[key2] === void 0);
}

// src/rules/map/occupancy.ts
function heroesIn(state, ref) {
  const out = [];
  for (const player of state.players) {
    player.heroes.forEach((hero, i) => {
      if (sameRegion(hero.at, ref)) out.push([player.seat, i]);
    });
  }
  return out;
}
function occupancyRejection(state, env, seat, hero, to) {
  const others = heroesIn(state, to).filter(([s, h]) => !(s === seat && h === hero));
  const region = regionAt(state.map.cells, to, env);
  switch (region.kind) {
    case "castle":
      return null;
    case "temple":
      if (others.some(([s]) => s === seat)) {
        return { code: "TEMPLE_OWN_HERO", message: "A temple holds at most one hero of each player." };
      }
      if (others.length >= 2) return { code: "TEMPLE_FULL", message: "That temple already holds 2 heroes." };
      return null;
    case "portal":
      if (others.length > 0) return { code: "PORTAL_OCCUPIED", message: "Only one hero can attack a goblin at a time." };
      return null;
    default:
      if (others.some(([s]) => s === seat)) {
        return { code: "ONE_HERO_PER_PLAYER", message: `A ${region.kind} holds at most one hero of each player.` };
      }
      return null;
  }
}

// src/rules/map/move-hero.ts
function passageCost(state, env, seat, hero, through) {
  const items = state.players[seat]?.heroes[hero]?.items ?? [];
  if (items.some((id) => env.index.items.get(id)?.ability.type === "free-passage")) return 0;
  return through.filter((cell) => hasAggressiveGoblin(state, cell)).length;
}
function travelRejection(state, env, seat, hero, route, to) {
  const cost = passageCost(state, env, seat, hero, route.through);
  const power = state.players[seat]?.power ?? 0;
  if (cost > power) {
    return { code: "NOT_ENOUGH_POWER", message: `Moving past ${cost} aggressive goblin(s) costs ${cost} Power; the player has ${power}.` };
  }
  return occupancyRejection(state, env, seat, hero, to);
}
function moveHeroAlong(draft, ctx, seat, hero, route, to, cause) {
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (player === void 0 || walker === void 0) throw new RangeError(`No hero ${hero} for seat ${seat}.`);
  const cost = passageCost(draft, ctx.env, seat, hero, route.through);
  for (const cell of route.through) pacifyGoblin(draft, cell, ctx, "passed-through");
  if (cost > 0) {
    player.power -= cost;
    ctx.emit({ type: "power-spent", player: seat, amount: cost, reason: "passing goblins" });
  }
  const from = { ...walker.at };
  if (walker.templeSpace > 0) ctx.emit({ type: "temple-progress-lost", player: seat, hero, space: walker.templeSpace });
  walker.templeSpace = 0;
  walker.at = { cell: to.cell, side: to.side };
  ctx.emit({ type: "hero-moved", player: seat, hero, from, to: { ...walker.at }, through: [...route.through], cause });
  if (regionAt(draft.map.cells, to, ctx.env).kind === "portal") pacifyGoblin(draft, to.cell, ctx, "arrived");
  ctx.env.hooks.onHeroMoved(draft, ctx, seat, hero, from, route.through);
}
function moveHeroByEffect(draft, ctx, seat, hero, route, to, cause) {
  moveHeroAlong(draft, ctx, seat, hero, route, { cell: to.cell, side: to.side }, cause);
  draft.day?.moved?.heroes.push(hero);
}

// src/modules/gloomfall/foot-move.ts
var EFFECT = "gloom-foot-move-other-heroes";
function footMoves(state, env, seat, hero) {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === void 0) return [];
  const out = [];
  for (const route of routesFrom(state.map.cells, walker.at.cell, "foot")) {
    for (const side of SIDES) {
      const to = { cell: route.cell, side };
      if (travelRejection(state, env, seat, hero, route, to) === null) out.push({ route, to });
    }
  }
  return out;
}
function footRoute(state, env, seat, hero, to) {
  if (!isRegionRef(to)) return { code: "MALFORMED_ACTION", message: 'A Foot move needs `to`: { cell: <index>, side: "left" | "right" }.' };
  const from = state.players[seat]?.heroes[hero]?.at.cell ?? -1;
  const route = routesFrom(state.map.cells, from, "foot").find((r) => r.cell === to.cell);
  if (route === void 0) return { code: "UNREACHABLE", message: "A Foot move goes to one of the 8 map cards around the hero." };
  return travelRejection(state, env, seat, hero, route, to) ?? route;
}
function walk(draft, ctx, seat, hero, to) {
  const from = draft.players[seat]?.heroes[hero]?.at.cell ?? -1;
  const route = routesFrom(draft.map.cells, from, "foot").find((r) => r.cell === to.cell);
  if (route === void 0) return;
  moveHeroByEffect(draft, ctx, seat, hero, route, to, EFFECT);
}
var footMoveOtherHeroes = {
  candidates: (state, decision, ctx) => {
    const out = [];
    const heroes = state.players[decision.player]?.heroes ?? [];
    heroes.forEach((_, target) => {
      if (target === decision.hero) return;
      for (const { to } of footMoves(state, ctx.env, decision.player, target)) {
        out.push({ type: "use-grotto", player: decision.player, target, to });
      }
    });
    return out;
  },
  check: (state, decision, action2, ctx) => {
    const target = readTarget(state, decision, action2, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves your two OTHER heroes, not the one on it." };
    const route = footRoute(state, ctx.env, decision.player, target, action2.to);
    return "code" in route ? route : null;
  },
  apply: (draft, decision, action2, ctx) => {
    const first = action2.target;
    walk(draft, ctx, decision.player, first, action2.to);
    const heroes = draft.players[decision.player]?.heroes ?? [];
    const second = heroes.findIndex((_, h) => h !== decision.hero && h !== first);
    if (second >= 0 && footMoves(draft, ctx.env, decision.player, second).length > 0) {
      const next = { kind: "gloomfall/foot-move", player: decision.player, hero: second, effect: decision.effect };
      draft.decision = next;
    }
  }
};
var asAction = (a) => a;
var gloomfallFootMove = {
  actionKeys: { "gloomfall/foot-move": ["hero", "to"], "gloomfall/foot-stay": [] },
  candidates: (state, decision, ctx) => [
    ...footMoves(state, ctx.env, decision.player, decision.hero).map(
      ({ to }) => asAction({ type: "gloomfall/foot-move", player: decision.player, hero: decision.hero, to })
    ),
    asAction({ type: "gloomfall/foot-stay", player: decision.player })
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "gloomfall/foot-stay") return null;
    const move = action2;
    if (typeof move.hero !== "number" || !Number.isInteger(move.hero)) {
      return { code: "MALFORMED_ACTION", message: "gloomfall/foot-move needs `hero`, the index of the hero still to move." };
    }
    if (move.hero !== decision.hero) return { code: "GROTTO_TARGET", message: `Only hero ${decision.hero} may still move by Foot.` };
    const route = footRoute(state, ctx.env, decision.player, decision.hero, move.to);
    return "code" in route ? route : null;
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "gloomfall/foot-stay") return;
    walk(draft, ctx, decision.player, decision.hero, action2.to);
  }
};

// src/rules/content-index.ts
var cache = /* @__PURE__ */ new WeakMap();
function byId(records) {
  return new Map(records.map((r) => [r.id, r]));
}
function indexContent(content) {
  let index = cache.get(content);
  if (index === void 0) {
    index = {
      mapCards: byId([...content.mapCards, ...content.goldenMushrooms.mapCards]),
      temples: byId(content.temples),
      spells: byId(content.spells),
      quests: byId(content.quests),
      items: byId(content.items),
      grottoEffects: byId(content.grottoEffects),
      movementMethods: new Map(content.movementCards.map((card4) => [card4.id, card4.method]))
    };
    cache.set(content, index);
  }
  return index;
}

// src/rules/constants.ts
var ROUNDS = 5;
var GOBLIN_TOKENS = 16;
var HEROES_PER_PLAYER = 3;
var STARTING_HEALTH = 6;
var STARTING_POWER = 3;
var STAT_CAP = 10;
var HANDS_PER_HERO = 2;
var QUEST_ROW_SIZE = 3;
var DAY_TURNS = 4;
var GOBLIN_HEALTH = 5;
var DEFAULT_COLORS = ["red", "blue", "green", "yellow"];

// src/rules/stats.ts
function itemBonus(player, content, stat) {
  let bonus = 0;
  for (const id of [...player.heroes.flatMap((hero) => hero.items), ...player.reserve]) {
    const ability = indexContent(content).items.get(id)?.ability;
    if (ability?.type === "max-bonus" && ability.stat === stat) bonus += ability.amount;
  }
  return bonus;
}
function maxHealth(state, seat) {
  const player = state.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  return Math.min(STAT_CAP, STARTING_HEALTH + player.goblinsDefeated + itemBonus(player, state.content, "health"));
}
function maxPower(state, seat) {
  const player = state.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  return Math.min(STAT_CAP, STARTING_POWER + player.spellLevel + itemBonus(player, state.content, "power"));
}

// src/rules/gains/gain.ts
function gainStat(draft, ctx, seat, stat, amount, reason) {
  const player = draft.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  const cap = stat === "health" ? maxHealth(draft, seat) : maxPower(draft, seat);
  const before = player[stat];
  player[stat] = Math.max(before, Math.min(cap, before + amount));
  const gained = player[stat] - before;
  if (gained > 0) ctx.emit({ type: "gained", player: seat, stat, amount: gained, reason });
  return gained;
}
function usefulGains(state, seat) {
  const player = state.players[seat];
  if (player === void 0) return [];
  const out = [];
  if (player.health < maxHealth(state, seat)) out.push("health");
  if (player.power < maxPower(state, seat)) out.push("power");
  return out;
}
var offerGain = (draft, step, ctx) => {
  const options = usefulGains(draft, step.player);
  if (options.length === 2) {
    draft.decision = { kind: "choose-gain", player: step.player, reason: step.reason };
  } else if (options.length === 1) {
    gainStat(draft, ctx, step.player, options[0], 1, step.reason);
  }
};
var chooseGain = {
  actionKeys: { "choose-gain": ["stat"] },
  candidates: (_state, decision) => ["health", "power"].map((stat) => ({ type: "choose-gain", player: decision.player, stat })),
  check: (_state, _decision, action2) => {
    const stat = action2.stat;
    return stat === "health" || stat === "power" ? null : { code: "MALFORMED_ACTION", message: 'choose-gain needs `stat`: "health" or "power".' };
  },
  apply: (draft, decision, action2, ctx) => {
    gainStat(draft, ctx, decision.player, action2.stat, 1, decision.reason);
  }
};

// src/rules/magic/advance-magic.ts
function advanceMagic(draft, ctx, spaces, reason) {
  const last = ctx.env.hooks.magicTrack(ctx.env.content).spaces.length - 1;
  const before = draft.magicSpace;
  draft.magicSpace = Math.min(last, before + spaces);
  if (draft.magicSpace !== before) {
    ctx.emit({ type: "magic-advanced", spaces: draft.magicSpace - before, space: draft.magicSpace, reason });
  }
}

// src/rules/quests/movement-conditions.ts
function cellsOf(state, seat) {
  return (state.players[seat]?.heroes ?? []).map((hero) => hero.at.cell);
}
function kindOf2(state, env, seat, hero) {
  const at3 = state.players[seat]?.heroes[hero]?.at;
  return at3 === void 0 ? void 0 : regionAt(state.map.cells, at3, env).kind;
}
function isCoast(state, cell) {
  return state.map.cells[cell]?.coastIndex != null;
}
function inLine(state, cells, line) {
  if (new Set(cells).size !== cells.length) return false;
  const placed = cells.map((c) => state.map.cells[c]).filter((c) => c !== void 0);
  if (placed.length !== cells.length || placed.length === 0) return false;
  const first = placed[0];
  if (line === "row") return placed.every((c) => c.row === first.row);
  if (line === "column") return placed.every((c) => c.col === first.col);
  return placed.every((c) => c.row - c.col === first.row - first.col) || placed.every((c) => c.row + c.col === first.row + first.col);
}
var checkers = {
  "heroes-in-line": (state, _env, seat, _moved, c) => {
    const cells = cellsOf(state, seat);
    const lines = c.line === "any" ? ["row", "column", "diagonal"] : [c.line];
    return lines.some((line) => inLine(state, cells, line));
  },
  "hero-in-opponent-castle": (state, env, seat, moved) => moved.heroes.some((h) => {
    const at3 = state.players[seat]?.heroes[h]?.at;
    if (at3 === void 0) return false;
    const region = regionAt(state.map.cells, at3, env);
    return region.kind === "castle" && state.players.some((p) => p.seat !== seat && p.color === region.color);
  }),
  "heroes-on-region-kinds": (state, env, seat, moved, c) => {
    const heroes = state.players[seat]?.heroes ?? [];
    const kinds = heroes.map((_, h) => kindOf2(state, env, seat, h));
    const involved = moved.heroes.some((h) => c.kinds.includes(kinds[h]));
    return involved && c.kinds.every((kind) => kinds.includes(kind));
  },
  "heroes-on-coast": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    const movedOnCoast = moved.heroes.some((h) => isCoast(state, cells[h] ?? -1));
    return movedOnCoast && cells.filter((cell) => isCoast(state, cell)).length >= c.count;
  },
  "heroes-inland": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    const movedInland = moved.heroes.some((h) => !isCoast(state, cells[h] ?? -1));
    return movedInland && cells.filter((cell) => !isCoast(state, cell)).length >= c.count;
  },
  "travel-through": (_state, _env, _seat, moved, c) => moved.through >= c.count,
  "travel-by": (state, env, seat, moved, c) => moved.method === c.method && moved.heroes[0] !== void 0 && kindOf2(state, env, seat, moved.heroes[0]) === c.endKind,
  "heroes-apart": (state, _env, seat) => {
    const cells = cellsOf(state, seat);
    if (new Set(cells).size !== cells.length) return false;
    return cells.every((a, i) => cells.every((b, j) => i === j || !areAdjacent(state.map.cells, a, b)));
  },
  "heroes-together": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    return moved.heroes.some((h) => cells.filter((cell) => cell === cells[h]).length >= c.count);
  }
};
function isConditionMet(state, env, seat, moved, condition) {
  if (moved.heroes.length === 0) return false;
  const checker = checkers[condition.type];
  return checker !== void 0 && checker(state, env, seat, moved, condition);
}

// src/rules/quests/quest-row.ts
function drawQuest(draft, ctx) {
  const quests = draft.quests;
  if (quests.deck.length === 0) {
    if (quests.discard.length === 0) return null;
    const deck = [...quests.discard];
    shuffleInPlace(deck, (n) => ctx.randomInt(n));
    quests.deck = deck;
    quests.discard = [];
    ctx.emit({ type: "quest-deck-reshuffled", cards: deck.length });
  }
  return quests.deck.shift() ?? null;
}
function refillRow(draft, ctx) {
  while (draft.quests.row.length < QUEST_ROW_SIZE) {
    const id = drawQuest(draft, ctx);
    if (id === null) return;
    draft.quests.row.unshift(id);
  }
}
function rowHasMix(draft, ctx) {
  let movement2 = false;
  let treasure2 = false;
  for (const id of draft.quests.row) {
    const kind = ctx.env.index.quests.get(id)?.kind;
    if (kind === "movement") movement2 = true;
    if (kind === "treasure") treasure2 = true;
  }
  return movement2 && treasure2;
}
function dealRow(draft, ctx) {
  const discarded = [];
  refillRow(draft, ctx);
  let attempts = draft.quests.deck.length + draft.quests.discard.length + draft.quests.row.length;
  while (!rowHasMix(draft, ctx) && attempts-- > 0 && draft.quests.row.length > 0) {
    const dropped = draft.quests.row.pop();
    draft.quests.discard.push(dropped);
    discarded.push(dropped);
    refillRow(draft, ctx);
  }
  return discarded;
}
function takeFromRow(draft, questId, ctx) {
  const i = draft.quests.row.indexOf(questId);
  if (i < 0) throw new RangeError(`Quest "${questId}" is not in the row.`);
  draft.quests.row.splice(i, 1);
  refillRow(draft, ctx);
}

// src/rules/quests/take-quest.ts
function takeQuest(draft, ctx, seat, questId) {
  const quest = ctx.env.index.quests.get(questId);
  const player = draft.players[seat];
  if (quest === void 0 || player === void 0) throw new RangeError(`Cannot take quest "${questId}".`);
  takeFromRow(draft, questId, ctx);
  player.completedQuests.push(questId);
  ctx.emit({ type: "quest-completed", player: seat, quest: questId });
  if (quest.kind === "movement") {
    const { health = 0, power = 0, magic = 0 } = quest.reward;
    if (health > 0) gainStat(draft, ctx, seat, "health", health, "quest");
    if (power > 0) gainStat(draft, ctx, seat, "power", power, "quest");
    if (magic > 0) advanceMagic(draft, ctx, magic, "quest");
  } else {
    const rack = draft.itemRack.indexOf(quest.item);
    if (rack >= 0) {
      draft.itemRack.splice(rack, 1);
      draft.queue.unshift({ kind: "gain-item", player: seat, item: quest.item });
    }
  }
  if (draft.day !== null) {
    draft.day.questTaken = true;
    if (ctx.env.hooks.usesFirstPlayerToken && draft.firstPlayerToken === "quest") {
      draft.firstPlayerToken = "no-quest";
      ctx.emit({ type: "first-player-token-flipped" });
    }
  }
}
var checkMovementQuests = (draft, step, ctx) => {
  const day = draft.day;
  if (day === null) return;
  const earned = day.treasureQuests.filter((id) => draft.quests.row.includes(id));
  day.treasureQuests = [];
  if (day.questTaken) return;
  const moved = day.moved;
  const met = draft.quests.row.filter((id) => {
    const quest = ctx.env.index.quests.get(id);
    if (earned.includes(id)) return true;
    return moved !== null && quest?.kind === "movement" && isConditionMet(draft, ctx.env, step.player, moved, quest.condition);
  });
  if (met.length === 1) takeQuest(draft, ctx, step.player, met[0]);
  else if (met.length > 1) draft.decision = { kind: "choose-quest", player: step.player, options: met };
};
var chooseQuest = {
  actionKeys: { "choose-quest": ["quest"] },
  candidates: (_state, decision) => decision.options.map((quest) => ({ type: "choose-quest", player: decision.player, quest })),
  check: (_state, decision, action2) => {
    const quest = action2.quest;
    if (typeof quest !== "string") return { code: "MALFORMED_ACTION", message: "choose-quest needs `quest`, a quest id." };
    return decision.options.includes(quest) ? null : { code: "QUEST_NOT_OFFERED", message: `Quest "${quest}" is not among the completed quests.` };
  },
  apply: (draft, decision, action2, ctx) => takeQuest(draft, ctx, decision.player, action2.quest)
};

// src/rules/temples/temple-track.ts
function templeOfHero(state, env, seat, hero) {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === void 0) return null;
  const region = regionAt(state.map.cells, walker.at, env);
  if (region.kind !== "temple") return null;
  const face2 = state.map.cells[walker.at.cell]?.face ?? "bright";
  const track = env.index.temples.get(region.temple)?.tracks[face2];
  return track === void 0 ? null : { temple: region.temple, track };
}
function nextSpace(state, env, seat, hero) {
  const found = templeOfHero(state, env, seat, hero);
  const space = state.players[seat]?.heroes[hero]?.templeSpace ?? 0;
  return found?.track[space] ?? null;
}

// src/rules/temples/complete-temple.ts
function completeTempleByDay(draft, ctx, seat, hero) {
  const found = templeOfHero(draft, ctx.env, seat, hero);
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (found === null || player === void 0 || walker === void 0) return;
  returnHome(draft, ctx, seat, hero, "temple-completed");
  ctx.emit({ type: "temple-completed", player: seat, temple: found.temple });
  draft.queue.unshift(
    { kind: "offer-gain", player: seat, reason: "temple" },
    { kind: "complete-temple", player: seat, temple: found.temple, byDay: true },
    { kind: "advance-legendary", player: seat, temples: [found.temple] },
    // Offer the treasure quest (with any movement quest the same move met) now; the move's own
    // check afterwards finds the turn's quest taken, or nothing new.
    { kind: "check-movement-quests", player: seat }
  );
}
function returnHome(draft, ctx, seat, hero, cause) {
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (player === void 0 || walker === void 0) return;
  ctx.env.hooks.onReturnHome(draft, ctx, seat, hero, cause);
  const home = castleOf(draft.map.cells, player.color, ctx.env);
  const from = { ...walker.at };
  walker.at = { ...home };
  walker.templeSpace = 0;
  ctx.emit({ type: "hero-moved", player: seat, hero, from, to: { ...home }, through: [], cause });
}
var completeTemple = (draft, step, ctx) => {
  const offered = draft.quests.row.filter((id) => {
    const quest = ctx.env.index.quests.get(id);
    return quest?.kind === "treasure" && quest.temple === step.temple;
  });
  if (step.byDay && draft.day !== null) {
    for (const id of offered) if (!draft.day.treasureQuests.includes(id)) draft.day.treasureQuests.push(id);
    return;
  }
  if (offered.length === 1) takeQuest(draft, ctx, step.player, offered[0]);
  else if (offered.length > 1) draft.decision = { kind: "choose-quest", player: step.player, options: offered };
};
var advanceLegendary = (draft, step, ctx) => {
  const player = draft.players[step.player];
  const card4 = ctx.env.content.playerCards.find((c) => c.color === player?.color);
  if (player === void 0 || card4 === void 0) return;
  for (const item of Object.keys(card4.legendary)) {
    const progress = player.legendary[item] ?? 0;
    const pair = card4.legendary[item];
    if (pair === void 0 || progress >= pair.length || !step.temples.includes(pair[progress])) continue;
    player.legendary[item] = progress + 1;
    ctx.emit({ type: "legendary-advanced", player: step.player, item, progress: progress + 1 });
    if (progress + 1 === pair.length) draft.queue.unshift({ kind: "gain-item", player: step.player, item });
  }
};

// src/rules/temples/advance-temples.ts
function advanceable(state, env, d) {
  const heroes = state.players[d.player]?.heroes ?? [];
  return heroes.flatMap((_, h) => {
    const space = nextSpace(state, env, d.player, h);
    return space !== null && d[space.symbol] >= space.count ? [h] : [];
  });
}
function advanceHero(draft, ctx, seat, hero) {
  const walker = draft.players[seat]?.heroes[hero];
  const found = templeOfHero(draft, ctx.env, seat, hero);
  if (walker === void 0 || found === null || walker.templeSpace >= found.track.length) return;
  walker.templeSpace += 1;
  ctx.emit({ type: "temple-advanced", player: seat, hero, space: walker.templeSpace });
  if (walker.templeSpace === found.track.length && draft.phase === "day") completeTempleByDay(draft, ctx, seat, hero);
}
function offerTempleAdvances(draft, ctx, pool) {
  if (advanceable(draft, ctx.env, pool).length > 0) draft.decision = { kind: "advance-temples", ...pool };
}
var advanceTemples = {
  actionKeys: { "advance-hero": ["hero"], finish: [] },
  candidates: (state, decision, ctx) => [
    ...advanceable(state, ctx.env, decision).map((hero) => ({ type: "advance-hero", player: decision.player, hero })),
    { type: "finish", player: decision.player }
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "finish") return null;
    const hero = action2.hero;
    if (typeof hero !== "number" || !Number.isInteger(hero)) return { code: "MALFORMED_ACTION", message: "advance-hero needs `hero`, a hero index." };
    if (nextSpace(state, ctx.env, decision.player, hero) === null) return { code: "NOT_IN_TEMPLE", message: `Hero ${hero} is not on a temple track with a space ahead.` };
    if (!advanceable(state, ctx.env, decision).includes(hero)) return { code: "NOT_ENOUGH_SYMBOLS", message: `The symbols left cannot pay hero ${hero}'s next space.` };
    return null;
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "finish") return;
    const hero = action2.hero;
    const space = nextSpace(draft, ctx.env, decision.player, hero);
    if (space === null) return;
    const pool = { ...decision, [space.symbol]: decision[space.symbol] - space.count };
    advanceHero(draft, ctx, decision.player, hero);
    const { kind: _kind, ...rest } = pool;
    offerTempleAdvances(draft, ctx, rest);
  }
};
var grottoRollTemples = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  offerTempleAdvances(draft, ctx, {
    player: step.player,
    torch: symbols.filter((s) => s === "torch").length,
    scroll: symbols.filter((s) => s === "scroll").length,
    reason: draft.lastRoll?.purpose ?? "roll"
  });
};

// src/rules/grottos/effect-helpers.ts
function simpleEffect(apply) {
  return {
    candidates: (_state, decision) => [{ type: "use-grotto", player: decision.player }],
    check: (_state, _decision, action2) => noParams(action2),
    apply: (draft, decision, _action, ctx) => apply(draft, decision.player, ctx, decision.effect)
  };
}
function targetedEffect(eligible, apply, notEligible) {
  return {
    candidates: (state, decision, ctx) => eligible(state, decision.player, ctx.env).map((target) => ({ type: "use-grotto", player: decision.player, target })),
    check: (state, decision, action2, ctx) => {
      const target = readTarget(state, decision, action2, false);
      if (typeof target !== "number") return target;
      if (eligible(state, decision.player, ctx.env).includes(target)) return null;
      return typeof notEligible === "string" ? { code: "GROTTO_TARGET", message: notEligible } : notEligible(state, decision.player, target);
    },
    apply: (draft, decision, action2, ctx) => apply(draft, decision.player, action2.target, ctx, decision.effect)
  };
}
function heroesAttackingGoblins(state, seat) {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((hero, h) => state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, hero.at)) ? [h] : []);
}
function heroesOnTempleTracks(state, seat, env) {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((_, h) => nextSpace(state, env, seat, h) !== null ? [h] : []);
}

// src/modules/gloomfall/gloom-grottos.ts
var TEMPLE_2_COST = 2;
function rollThen(draft, seat, purpose, then) {
  draft.queue.unshift({ kind: "roll-dice", player: seat, purpose }, then);
}
function treasureTemples(state, env) {
  const temples = [];
  for (const id of state.quests.row) {
    const quest = env.index.quests.get(id);
    if (quest?.kind === "treasure" && !temples.includes(quest.temple)) temples.push(quest.temple);
  }
  const out = [];
  for (const temple2 of temples) {
    for (const ref of allRegions(state.map.cells)) {
      const region = regionAt(state.map.cells, ref, env);
      if (region.kind === "temple" && region.temple === temple2) out.push(ref);
    }
  }
  return out;
}
var moveToTreasureTemple = {
  candidates: (state, decision, ctx) => {
    const out = [];
    const destinations = treasureTemples(state, ctx.env);
    state.players[decision.player]?.heroes.forEach((hero, target) => {
      if (target === decision.hero) return;
      for (const to of destinations) {
        if (!sameRegion(hero.at, to) && occupancyRejection(state, ctx.env, decision.player, target, to) === null) {
          out.push({ type: "use-grotto", player: decision.player, target, to });
        }
      }
    });
    return out;
  },
  check: (state, decision, action2, ctx) => {
    const target = readTarget(state, decision, action2, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action2.to;
    if (!isRegionRef(to)) return { code: "MALFORMED_ACTION", message: "This grotto effect needs `to`, a region { cell, side }." };
    if (!treasureTemples(state, ctx.env).some((t) => sameRegion(t, to))) {
      return { code: "NOT_TREASURE_TEMPLE", message: "The destination must be the temple of a Treasure quest in the quest row." };
    }
    const at3 = state.players[decision.player]?.heroes[target]?.at;
    if (at3 !== void 0 && sameRegion(at3, to)) return { code: "ALREADY_THERE", message: "That hero already stands in this temple." };
    return occupancyRejection(state, ctx.env, decision.player, target, to);
  },
  apply: (draft, decision, action2, ctx) => {
    const target = action2.target;
    const to = action2.to;
    moveHeroByEffect(draft, ctx, decision.player, target, { cell: to.cell, through: [] }, to, decision.effect);
  }
};
var gloomGrottoEffects = {
  "gloom-foot-move-other-heroes": footMoveOtherHeroes,
  "gloom-power-then-roll": simpleEffect((draft, seat, ctx, effect2) => {
    gainStat(draft, ctx, seat, "power", 1, effect2);
    rollThen(draft, seat, effect2, { kind: "gloomfall/roll-gain-power", player: seat });
  }),
  "gloom-move-to-treasure-temple": moveToTreasureTemple,
  "gloom-roll-for-magic": simpleEffect((draft, seat, _ctx, effect2) => {
    rollThen(draft, seat, effect2, { kind: "gloomfall/roll-for-magic", player: seat });
  }),
  "gloom-health-per-hero-inland": simpleEffect((draft, seat, ctx, effect2) => {
    const inland = (draft.players[seat]?.heroes ?? []).filter((hero) => draft.map.cells[hero.at.cell]?.coastIndex === null).length;
    gainStat(draft, ctx, seat, "health", 2 * inland, effect2);
  }),
  "gloom-roll-for-attack": targetedEffect(
    (state, seat) => heroesAttackingGoblins(state, seat),
    (draft, seat, hero, _ctx, effect2) => rollThen(draft, seat, effect2, { kind: "gloomfall/roll-for-attack", player: seat, hero }),
    () => ({ code: "GROTTO_TARGET", message: "That hero is not attacking a goblin." })
  ),
  "gloom-spend-power-temple-2": targetedEffect(
    (state, seat, env) => (state.players[seat]?.power ?? 0) >= TEMPLE_2_COST ? heroesOnTempleTracks(state, seat, env) : [],
    (draft, seat, hero, ctx, effect2) => {
      const player = draft.players[seat];
      if (player === void 0) return;
      player.power -= TEMPLE_2_COST;
      ctx.emit({ type: "power-spent", player: seat, amount: TEMPLE_2_COST, reason: effect2 });
      advanceHero(draft, ctx, seat, hero);
      advanceHero(draft, ctx, seat, hero);
    },
    (state, seat) => (state.players[seat]?.power ?? 0) < TEMPLE_2_COST ? { code: "NOT_ENOUGH_POWER", message: `This grotto costs ${TEMPLE_2_COST} Power.` } : { code: "GROTTO_TARGET", message: "That hero is not on a temple track with a space ahead." }
  )
};

// src/rules/dice/roll-dice.ts
function rollDice(ctx) {
  const { count, faces } = ctx.env.content.dice;
  return Array.from({ length: count }, () => faces[ctx.randomInt(faces.length)]);
}
function countSymbol(symbols, symbol) {
  return symbols.filter((s) => s === symbol).length;
}

// src/rules/goblins/damage-goblin.ts
function damageGoblin(draft, ctx, seat, portal, amount) {
  const target = draft.goblins.portals[portal];
  const player = draft.players[seat];
  if (target?.goblin == null || player === void 0 || amount <= 0) return;
  const dealt = Math.min(GOBLIN_HEALTH, target.goblin.damage + amount) - target.goblin.damage;
  target.goblin.damage += dealt;
  target.goblin.dealtBy[seat] = (target.goblin.dealtBy[seat] ?? 0) + dealt;
  ctx.emit({ type: "goblin-damaged", cell: target.at.cell, damage: target.goblin.damage, player: seat });
  if (target.goblin.damage >= GOBLIN_HEALTH) {
    target.goblin = null;
    player.goblinsDefeated += 1;
    ctx.emit({ type: "goblin-defeated", cell: target.at.cell, player: seat });
    ctx.env.hooks.onGoblinDefeated(draft, ctx, seat, portal);
  }
}
function damageGoblinAttackedBy(draft, ctx, seat, hero, amount) {
  const at3 = draft.players[seat]?.heroes[hero]?.at;
  if (at3 === void 0) return;
  const portal = draft.goblins.portals.findIndex((p) => p.goblin !== null && p.at.cell === at3.cell && p.at.side === at3.side);
  if (portal >= 0) damageGoblin(draft, ctx, seat, portal, amount);
}

// src/modules/gloomfall/roll-steps.ts
var MAGIC_PER_SYMBOL = 2;
var rollGainPowerStep = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  gainStat(draft, ctx, step.player, "power", countSymbol(symbols, "gain-power"), draft.lastRoll?.purpose ?? "gloom-power-then-roll");
};
var rollForMagicStep = (draft, _step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  advanceMagic(draft, ctx, MAGIC_PER_SYMBOL * countSymbol(symbols, "conjure-magic"), draft.lastRoll?.purpose ?? "gloom-roll-for-magic");
};
var rollForAttackStep = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  damageGoblinAttackedBy(draft, ctx, step.player, step.hero, countSymbol(symbols, "attack-goblin"));
};

// src/modules/gloomfall/index.ts
var asModuleStep = (handler) => handler;
var gloomfall = {
  id: "gloomfall",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      mapFace: "gloom",
      newGoblinStance: "aggressive",
      grottoEffects: { ...base.hooks.grottoEffects, ...gloomGrottoEffects }
    },
    steps: {
      ...base.steps,
      "gloomfall/roll-gain-power": asModuleStep(rollGainPowerStep),
      "gloomfall/roll-for-magic": asModuleStep(rollForMagicStep),
      "gloomfall/roll-for-attack": asModuleStep(rollForAttackStep)
    },
    decisions: { ...base.decisions, "gloomfall/foot-move": gloomfallFootMove }
  })
};

// src/modules/golden-mushrooms/state.ts
var GOLDEN_MUSHROOMS = "golden-mushrooms";
function mushroomsOf(state) {
  const slice = state.moduleState[GOLDEN_MUSHROOMS];
  return slice?.mushrooms ?? [];
}
function draftMushrooms(draft) {
  const slice = draft.moduleState[GOLDEN_MUSHROOMS];
  if (slice === void 0) throw new RangeError("The Golden Mushrooms state is missing.");
  return slice.mushrooms;
}
function putMushroom(draft, index, place2) {
  const mushroom = draftMushrooms(draft)[index];
  if (mushroom === void 0) throw new RangeError(`No mushroom ${index}.`);
  mushroom.place = place2;
  mushroom.upright = place2.where !== "portal" && place2.where !== "supply";
}
function escortedBy(state, seat, hero) {
  return mushroomsOf(state).findIndex((m) => m.place.where === "hero" && m.place.seat === seat && m.place.hero === hero);
}
function inCastle(state, seat) {
  return indexesWhere(state, (p) => p.where === "castle" && p.seat === seat);
}
function abandonedIn(state, region) {
  return indexesWhere(state, (p) => p.where === "region" && sameRegion(p.region, region));
}
function capturedAt(state, portal) {
  return mushroomsOf(state).findIndex((m) => m.place.where === "portal" && sameRegion(m.place.region, portal));
}
function inSupply(state) {
  return indexesWhere(state, (p) => p.where === "supply");
}
function indexesWhere(state, pred) {
  const out = [];
  mushroomsOf(state).forEach((m, i) => {
    if (pred(m.place)) out.push(i);
  });
  return out;
}
function castleOwner(state, env, region) {
  const def = regionAt(state.map.cells, region, env);
  if (def.kind !== "castle") return null;
  return state.players.find((p) => p.color === def.color)?.seat ?? null;
}
function leaveMushroom(draft, env, index, region) {
  const owner = castleOwner(draft, env, region);
  putMushroom(draft, index, owner === null ? { where: "region", region: { cell: region.cell, side: region.side } } : { where: "castle", seat: owner });
}
function homeOf(state, env, seat) {
  const player = state.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  return castleOf(state.map.cells, player.color, env);
}

// src/modules/golden-mushrooms/check-state.ts
var PATH = `moduleState.${GOLDEN_MUSHROOMS}`;
function isRegion(state, value) {
  const ref = value;
  return typeof ref === "object" && ref !== null && Number.isInteger(ref.cell) && (ref.side === "left" || ref.side === "right") && ref.cell >= 0 && ref.cell < state.map.cells.length;
}
function checkMushroomState(state, env) {
  const issues = [];
  const slice = state.moduleState[GOLDEN_MUSHROOMS];
  const mushrooms = slice?.mushrooms;
  if (!Array.isArray(mushrooms)) return [{ path: `${PATH}.mushrooms`, message: "expected the list of mushrooms" }];
  const count = env.content.goldenMushrooms.mushroomCount;
  if (mushrooms.length !== count) issues.push({ path: `${PATH}.mushrooms`, message: `expected ${count} mushrooms, found ${mushrooms.length}` });
  const escorts = [];
  mushrooms.forEach((m, i) => {
    const path = `${PATH}.mushrooms[${i}]`;
    const { place: place2, upright } = m ?? {};
    const where = place2?.["where"];
    const bad = (message) => void issues.push({ path, message });
    if (typeof upright !== "boolean") return bad("`upright` must be true or false");
    switch (where) {
      case "portal":
        if (!isRegion(state, place2?.["region"]) || regionAt(state.map.cells, place2["region"], env).kind !== "portal") bad("captured at a region that is not a portal");
        if (upright) bad("a captured mushroom lies down");
        break;
      case "castle":
        if (state.players[place2?.["seat"]] === void 0) bad("in the castle of a seat that does not play");
        if (!upright) bad("a rescued mushroom stands upright");
        break;
      case "hero": {
        const key2 = `${String(place2?.["seat"])}/${String(place2?.["hero"])}`;
        if (state.players[place2?.["seat"]]?.heroes[place2?.["hero"]] === void 0) bad("escorted by a hero that does not exist");
        if (escorts.includes(key2)) bad(`hero ${key2} escorts a second mushroom`);
        escorts.push(key2);
        if (!upright) bad("an escorted mushroom stands upright");
        break;
      }
      case "region":
        if (!isRegion(state, place2?.["region"])) bad("abandoned in a region that does not exist");
        if (!upright) bad("an abandoned mushroom stands upright");
        break;
      case "supply":
        if (upright) bad("a mushroom in the supply lies down");
        break;
      default:
        bad(`unknown place ${JSON.stringify(where)}`);
    }
  });
  return issues;
}

// src/modules/golden-mushrooms/golden-grottos.ts
function targeted(eligible, apply, notEligible) {
  return {
    candidates: (state, d, ctx) => eligible(state, d.player, ctx).map((target) => ({ type: "golden-mushrooms/use-golden-grotto", player: d.player, target })),
    check: (state, d, action2, ctx) => {
      const target = action2.target;
      if (typeof target !== "number" || !Number.isInteger(target)) {
        return { code: "MALFORMED_ACTION", message: "This Golden Grotto action needs `target`, the index of one of your heroes." };
      }
      return eligible(state, d.player, ctx).includes(target) ? null : { code: "GROTTO_TARGET", message: notEligible };
    },
    apply: (draft, d, action2, ctx) => apply(draft, d.player, action2.target, ctx)
  };
}
var GOLDEN_LEAP = 2;
var GOLDEN_STRIKE = 2;
var GOLDEN_SURGE = 2;
var goldenActions = {
  "golden-temple-leap": targeted(
    (state, seat, ctx) => heroesOnTempleTracks(state, seat, ctx.env),
    (draft, seat, target, ctx) => {
      for (let i = 0; i < GOLDEN_LEAP; i++) {
        if (nextSpace(draft, ctx.env, seat, target) === null) break;
        advanceHero(draft, ctx, seat, target);
      }
    },
    "That hero is not on a temple track with a space ahead."
  ),
  "golden-goblin-strike": targeted(
    (state, seat) => heroesAttackingGoblins(state, seat),
    (draft, seat, target, ctx) => damageGoblinAttackedBy(draft, ctx, seat, target, GOLDEN_STRIKE),
    "That hero is not attacking a goblin."
  ),
  "golden-magic-surge": {
    candidates: (_state, d) => [{ type: "golden-mushrooms/use-golden-grotto", player: d.player }],
    check: (_state, _d, action2) => action2.target === void 0 ? null : { code: "MALFORMED_ACTION", message: "This Golden Grotto action takes no `target`." },
    apply: (draft, d, _action, ctx) => {
      advanceMagic(draft, ctx, GOLDEN_SURGE, "golden-magic-surge");
      gainStat(draft, ctx, d.player, "power", GOLDEN_SURGE, "golden-magic-surge");
    }
  }
};
var asActions = (actions) => actions;
var goldenArrival = (draft, ctx, seat, hero) => {
  const at3 = draft.players[seat]?.heroes[hero]?.at;
  if (at3 === void 0 || escortedBy(draft, seat, hero) < 0) return;
  const region = regionAt(draft.map.cells, at3, ctx.env);
  if (region.kind !== "golden-grotto") return;
  const handler = goldenActions[region.action];
  if (handler === void 0) return;
  const decision = { kind: "golden-mushrooms/use-golden-grotto", player: seat, hero, action: region.action };
  const usable = handler.candidates(draft, decision, ctx).some((use) => handler.check(draft, decision, use, ctx) === null);
  if (usable) draft.decision = decision;
};
var useGoldenGrotto = {
  actionKeys: { "golden-mushrooms/use-golden-grotto": ["target"], "golden-mushrooms/skip-golden-grotto": [] },
  candidates: (state, decision, ctx) => asActions([
    ...goldenActions[decision.action]?.candidates(state, decision, ctx) ?? [],
    { type: "golden-mushrooms/skip-golden-grotto", player: decision.player }
  ]),
  check: (state, decision, action2, ctx) => {
    if (action2.type === "golden-mushrooms/skip-golden-grotto") return null;
    const handler = goldenActions[decision.action];
    if (handler === void 0) return { code: "UNKNOWN_EFFECT", message: `No rule is defined for Golden Grotto action "${decision.action}".` };
    return handler.check(state, decision, action2, ctx);
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "golden-mushrooms/skip-golden-grotto") return;
    const escort = escortedBy(draft, decision.player, decision.hero);
    if (escort >= 0) putMushroom(draft, escort, { where: "supply" });
    goldenActions[decision.action]?.apply(draft, decision, action2, ctx);
  }
};

// src/modules/golden-mushrooms/move.ts
var MUSHROOM_CHOICES = ["carry", "steal", "abandon", "pick-up"];
function stealOdds(state, castle, thief, owner) {
  const here = heroesIn(state, castle);
  return { thieves: here.filter(([s]) => s === thief).length, guards: here.filter(([s]) => s === owner).length };
}
function heroMayChoose(state, env, seat, hero, choice) {
  const at3 = state.players[seat]?.heroes[hero]?.at;
  if (at3 === void 0) return { code: "UNKNOWN_HERO", message: `Player ${seat} has no hero ${hero}.` };
  const escorting = escortedBy(state, seat, hero) >= 0;
  if (choice === "abandon") {
    return escorting ? null : { code: "NO_MUSHROOM", message: "This hero escorts no mushroom to abandon." };
  }
  if (escorting) return { code: "MUSHROOM_ESCORTED", message: "A hero escorts only one mushroom at a time, and this one already escorts one." };
  if (choice === "carry") {
    if (!sameRegion(at3, homeOf(state, env, seat))) return { code: "NOT_IN_OWN_CASTLE", message: "Only a hero leaving its own castle can carry a mushroom from it." };
    if (inCastle(state, seat).length === 0) return { code: "NO_MUSHROOM", message: "There is no mushroom in your castle." };
    return null;
  }
  if (choice === "steal") {
    const owner = castleOwner(state, env, at3);
    if (owner === null || owner === seat) return { code: "NOT_IN_OPPONENT_CASTLE", message: "Only a hero leaving another player's castle can steal a mushroom." };
    if (inCastle(state, owner).length === 0) return { code: "NO_MUSHROOM", message: "That castle holds no mushroom." };
    const { thieves, guards } = stealOdds(state, at3, seat, owner);
    if (thieves <= guards) {
      return { code: "TOO_FEW_THIEVES", message: `Stealing needs more of your heroes in that castle than its owner's (${thieves} against ${guards}).` };
    }
    return null;
  }
  return null;
}
function mushroomRejection(state, env, seat, action2) {
  const choice = action2.mushroom;
  if (!MUSHROOM_CHOICES.includes(choice)) {
    return { code: "MALFORMED_ACTION", message: `\`mushroom\` must be one of ${MUSHROOM_CHOICES.map((c) => `"${c}"`).join(", ")}.` };
  }
  const why = heroMayChoose(state, env, seat, action2.hero, choice);
  if (why !== null) return why;
  const intoTemple = regionAt(state.map.cells, action2.to, env).kind === "temple";
  if (choice === "pick-up") {
    return abandonedIn(state, action2.to).length > 0 ? null : { code: "NO_MUSHROOM", message: "No mushroom is abandoned in that region." };
  }
  if (intoTemple) {
    return choice === "abandon" ? { code: "MUSHROOM_TEMPLE", message: "A mushroom never follows its hero into a temple: it is left behind without asking (move without `mushroom`)." } : { code: "MUSHROOM_TEMPLE", message: "A mushroom never follows its hero into a temple, so it cannot be taken along." };
  }
  return null;
}
var plainMove = (action2) => {
  const { mushroom: _omit, ...rest } = action2;
  return rest;
};
function withMushroomChoices(base) {
  return {
    actionKeys: { ...base.actionKeys, move: [...base.actionKeys["move"] ?? [], "mushroom"] },
    candidates: (state, decision, ctx) => {
      const out = [];
      for (const action2 of base.candidates(state, decision, ctx)) {
        out.push(action2);
        if (action2.type !== "move") continue;
        for (const choice of MUSHROOM_CHOICES) {
          if (heroMayChoose(state, ctx.env, decision.player, action2.hero, choice) !== null) continue;
          if (choice === "pick-up" && abandonedIn(state, action2.to).length === 0) continue;
          out.push({ ...action2, mushroom: choice });
        }
      }
      return out;
    },
    check: (state, decision, action2, ctx) => {
      const mushroom = action2.mushroom;
      if (action2.type !== "move" || mushroom === void 0) return base.check(state, decision, action2, ctx);
      const move = action2;
      return base.check(state, decision, plainMove(move), ctx) ?? mushroomRejection(state, ctx.env, decision.player, move);
    },
    apply: (draft, decision, action2, ctx) => {
      const mushroom = action2.mushroom;
      if (action2.type !== "move" || mushroom === void 0) {
        base.apply(draft, decision, action2, ctx);
        return;
      }
      const move = action2;
      setOff(draft, ctx, decision.player, move.hero, mushroom);
      base.apply(draft, decision, plainMove(move), ctx);
      if (mushroom === "pick-up") {
        const found = abandonedIn(draft, move.to)[0];
        if (found !== void 0) putMushroom(draft, found, { where: "hero", seat: decision.player, hero: move.hero });
      }
    }
  };
}
function setOff(draft, ctx, seat, hero, choice) {
  const at3 = draft.players[seat]?.heroes[hero]?.at;
  if (at3 === void 0) return;
  const escort = { where: "hero", seat, hero };
  if (choice === "carry") {
    const found = inCastle(draft, seat)[0];
    if (found !== void 0) putMushroom(draft, found, escort);
  } else if (choice === "steal") {
    const owner = castleOwner(draft, ctx.env, at3);
    const found = owner === null ? void 0 : inCastle(draft, owner)[0];
    if (found !== void 0) putMushroom(draft, found, escort);
  } else if (choice === "abandon") {
    const found = escortedBy(draft, seat, hero);
    if (found >= 0) leaveMushroom(draft, ctx.env, found, { cell: at3.cell, side: at3.side });
  }
}

// src/modules/golden-mushrooms/placement.ts
function mushroomPlacer(state) {
  const n = state.players.length;
  const key2 = (seat) => {
    const p = state.players[seat];
    return [p?.goblinsDefeated ?? 0, p?.spellLevel ?? 0, p?.completedQuests.length ?? 0, (seat - state.firstPlayer + n) % n];
  };
  let best = 0;
  for (let seat = 1; seat < n; seat++) {
    const a = key2(seat);
    const b = key2(best);
    const i = a.findIndex((v, k) => v !== b[k]);
    if (i >= 0 && a[i] < b[i]) best = seat;
  }
  return best;
}
function freePortals(state) {
  return state.goblins.portals.filter((p) => capturedAt(state, p.at) < 0).map((p) => p.at);
}
function refillWithMushrooms(base) {
  return (draft, step, ctx) => {
    const goblins = () => draft.goblins.portals.filter((p) => p.goblin !== null).length;
    const before = goblins();
    base(draft, step, ctx);
    if (goblins() > before && inSupply(draft).length > 0) draft.queue.unshift({ kind: "golden-mushrooms/place-mushrooms" });
  };
}
var placeMushrooms = (draft) => {
  const supply = inSupply(draft);
  if (supply.length === 0) return;
  const free = freePortals(draft);
  if (free.length > supply.length) {
    const decision = { kind: "golden-mushrooms/place-mushroom", player: mushroomPlacer(draft) };
    draft.decision = decision;
    return;
  }
  supply.forEach((index, i) => {
    const at3 = free[i];
    if (at3 !== void 0) putMushroom(draft, index, { where: "portal", region: { cell: at3.cell, side: at3.side } });
  });
};
var placeMushroom = {
  actionKeys: { "golden-mushrooms/place-mushroom": ["cell"] },
  candidates: (state, decision) => freePortals(state).map((at3) => ({ type: "golden-mushrooms/place-mushroom", player: decision.player, cell: at3.cell })),
  check: (state, _decision, action2) => {
    const cell = action2.cell;
    if (typeof cell !== "number" || !Number.isInteger(cell)) return { code: "MALFORMED_ACTION", message: "place-mushroom needs `cell`, the map cell of a portal." };
    const portal = state.goblins.portals.find((p) => p.at.cell === cell);
    if (portal === void 0) return { code: "NOT_A_PORTAL", message: `Map cell ${cell} has no goblin portal.` };
    if (capturedAt(state, portal.at) >= 0) return { code: "PORTAL_HAS_MUSHROOM", message: "That portal already has a mushroom." };
    return null;
  },
  apply: (draft, _decision, action2) => {
    const cell = action2.cell;
    const portal = draft.goblins.portals.find((p) => p.at.cell === cell);
    const index = inSupply(draft)[0];
    if (portal === void 0 || index === void 0) return;
    putMushroom(draft, index, { where: "portal", region: { cell: portal.at.cell, side: portal.at.side } });
    draft.queue.unshift({ kind: "golden-mushrooms/place-mushrooms" });
  }
};

// src/modules/golden-mushrooms/scoring.ts
var MUSHROOM_POINTS = 2;
var mushroomScore = {
  id: "mushrooms",
  count: (state, seat) => inCastle(state, seat).length,
  points: (n) => n * MUSHROOM_POINTS
};

// src/modules/golden-mushrooms/setup.ts
function isReplacedCard(content, card4) {
  return SIDES.some((side) => {
    const region = card4.bright[side];
    return region.kind === "grotto" && content.goldenMushrooms.replacesGrottoEffects.includes(region.effect);
  });
}
var withGoldenGrottos = (previous) => (content) => [...previous(content).filter((card4) => !isReplacedCard(content, card4)), ...content.goldenMushrooms.mapCards];
var setupMushrooms = (draft, _step, ctx) => {
  const mushrooms = [];
  for (let i = 0; i < ctx.env.content.goldenMushrooms.mushroomCount; i++) {
    const portal = draft.goblins.portals[i];
    mushrooms.push(
      portal === void 0 ? { place: { where: "supply" }, upright: false } : { place: { where: "portal", region: { cell: portal.at.cell, side: portal.at.side } }, upright: false }
    );
  }
  draft.moduleState[GOLDEN_MUSHROOMS] = { mushrooms };
};

// src/modules/golden-mushrooms/travel.ts
function hasGrotto(state, env, cell) {
  return SIDES.some((side) => {
    const kind = regionAt(state.map.cells, { cell, side }, env).kind;
    return kind === "grotto" || kind === "golden-grotto";
  });
}
var mushroomFollows = (previous) => (draft, ctx, seat, hero, from, through) => {
  previous(draft, ctx, seat, hero, from, through);
  const escort = escortedBy(draft, seat, hero);
  const at3 = draft.players[seat]?.heroes[hero]?.at;
  if (escort < 0 || at3 === void 0) return;
  if (regionAt(draft.map.cells, at3, ctx.env).kind === "temple") {
    leaveMushroom(draft, ctx.env, escort, from);
    return;
  }
  if (hasGrotto(draft, ctx.env, at3.cell)) {
    const passed = through.filter((cell) => hasGrotto(draft, ctx.env, cell)).length;
    if (passed > 0) gainStat(draft, ctx, seat, "power", passed, "golden-mushrooms/grottos-passed");
  }
  if (castleOwner(draft, ctx.env, at3) === seat) putMushroom(draft, escort, { where: "castle", seat });
};
var rescueMushroom = (previous) => (draft, ctx, seat, portal) => {
  previous(draft, ctx, seat, portal);
  const at3 = draft.goblins.portals[portal]?.at;
  if (at3 === void 0) return;
  const captured = capturedAt(draft, at3);
  if (captured >= 0) putMushroom(draft, captured, { where: "castle", seat });
};
var dropOnReturn = (previous) => (draft, ctx, seat, hero, cause) => {
  previous(draft, ctx, seat, hero, cause);
  const escort = escortedBy(draft, seat, hero);
  const at3 = draft.players[seat]?.heroes[hero]?.at;
  if (escort >= 0 && at3 !== void 0) leaveMushroom(draft, ctx.env, escort, { cell: at3.cell, side: at3.side });
};

// src/modules/golden-mushrooms/index.ts
var asModuleStep2 = (handler) => handler;
var asModuleDecision = (handler) => handler;
function withMushroomSetup(steps) {
  const setup = { kind: "golden-mushrooms/setup" };
  const at3 = steps.findIndex((s) => s.kind === "begin-round");
  return at3 < 0 ? [...steps, setup] : [...steps.slice(0, at3), setup, ...steps.slice(at3)];
}
var goldenMushrooms = {
  id: "golden-mushrooms",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: withMushroomSetup(base.hooks.setupSteps),
      regularMapCards: withGoldenGrottos(base.hooks.regularMapCards),
      scoreSources: [...base.hooks.scoreSources, mushroomScore],
      arrival: { ...base.hooks.arrival, "golden-grotto": goldenArrival },
      onHeroMoved: mushroomFollows(base.hooks.onHeroMoved),
      onGoblinDefeated: rescueMushroom(base.hooks.onGoblinDefeated),
      onReturnHome: dropOnReturn(base.hooks.onReturnHome),
      stateChecks: [...base.hooks.stateChecks, checkMushroomState]
    },
    steps: {
      ...base.steps,
      "refill-portals": refillWithMushrooms(base.steps["refill-portals"]),
      "golden-mushrooms/setup": asModuleStep2(setupMushrooms),
      "golden-mushrooms/place-mushrooms": asModuleStep2(placeMushrooms)
    },
    decisions: {
      ...base.decisions,
      "move-or-idle": withMushroomChoices(base.decisions["move-or-idle"]),
      "golden-mushrooms/use-golden-grotto": asModuleDecision(useGoldenGrotto),
      "golden-mushrooms/place-mushroom": asModuleDecision(placeMushroom)
    }
  })
};

// src/modules/solo/check-state.ts
var PATH2 = "moduleState.solo";
function checkSoloState(state, env) {
  const slice = state.moduleState["solo"];
  if (slice === void 0) return [];
  const cards = env.content.movementCards.map((c) => c.id);
  const issues = [];
  const list = (key2) => {
    const value = slice[key2];
    if (!Array.isArray(value) || value.some((id) => typeof id !== "string" || !cards.includes(id))) {
      issues.push({ path: `${PATH2}.${key2}`, message: "expected a list of movement card ids" });
      return [];
    }
    if (new Set(value).size !== value.length) issues.push({ path: `${PATH2}.${key2}`, message: "lists a card twice" });
    return value;
  };
  const dealt = list("dealt");
  const offered = list("offered");
  if (offered.length > 2) issues.push({ path: `${PATH2}.offered`, message: `at most 2 cards are offered, found ${offered.length}` });
  for (const id of offered) {
    if (!dealt.includes(id)) issues.push({ path: `${PATH2}.offered`, message: `"${id}" is offered but was not dealt` });
    if (state.movementCards.find((c) => c.id === id)?.used === true) issues.push({ path: `${PATH2}.offered`, message: `"${id}" is offered but already used` });
  }
  return issues;
}

// src/modules/solo/rule-action.ts
function asRuleAction(action2) {
  return action2;
}

// src/modules/solo/drafting.ts
var ID = "solo";
var DEAL_STEP = "solo/deal-movement-card";
function soloState(state) {
  return state.moduleState[ID] ?? { dealt: [], offered: [] };
}
function draftSlice(draft) {
  const slice = draft.moduleState[ID];
  if (slice !== void 0) return slice;
  const fresh = { dealt: [], offered: [] };
  draft.moduleState[ID] = fresh;
  return draft.moduleState[ID];
}
function undealtCards(state) {
  const dealt = soloState(state).dealt;
  return state.content.movementCards.map((card4) => card4.id).filter((id) => !dealt.includes(id));
}
function deal(draft, card4) {
  const slice = draftSlice(draft);
  slice.dealt.push(card4);
  slice.offered.push(card4);
}
var soloSetup = (draft) => {
  draft.moduleState[ID] = { dealt: [], offered: [] };
};
var dealMovementCard = (draft, _step, ctx) => {
  const undealt = undealtCards(draft);
  if (undealt.length === 0) return;
  if (undealt.length === 1) {
    deal(draft, undealt[0]);
    return;
  }
  if (draft.config.chance === "external") {
    draft.decision = { kind: DEAL_STEP, player: "chance" };
    return;
  }
  deal(draft, undealt[ctx.randomInt(undealt.length)]);
};
var dealChance = {
  actionKeys: { [DEAL_STEP]: ["card"] },
  candidates: (state) => undealtCards(state).map((card4) => asRuleAction({ type: DEAL_STEP, player: "chance", card: card4 })),
  check: (state, _decision, action2) => {
    const card4 = action2.card;
    if (typeof card4 !== "string") return { code: "MALFORMED_ACTION", message: `${DEAL_STEP} needs \`card\`, a movement card id.` };
    if (!state.content.movementCards.some((c) => c.id === card4)) return { code: "UNKNOWN_CARD", message: `There is no movement card "${card4}".` };
    if (!undealtCards(state).includes(card4)) return { code: "CARD_ALREADY_DEALT", message: `The ${card4} card was already dealt this Day.` };
    return null;
  },
  apply: (draft, _decision, action2) => {
    deal(draft, action2.card);
  }
};
var dealOutcomes = (state) => {
  const undealt = undealtCards(state);
  return undealt.map((card4) => ({ action: { type: DEAL_STEP, player: "chance", card: card4 }, probability: 1 / undealt.length }));
};
function offeredOnly(base) {
  return {
    ...base,
    check: (state, decision, action2, ctx) => {
      const rejection = base.check(state, decision, action2, ctx);
      if (rejection !== null) return rejection;
      const card4 = action2.card;
      const offered = soloState(state).offered;
      return offered.includes(card4) ? null : { code: "CARD_NOT_OFFERED", message: `The ${card4} card is not face up: choose one of the cards dealt (${offered.join(", ")}).` };
    }
  };
}
function dealingBeginDay(base) {
  return (draft, step, ctx) => {
    base(draft, step, ctx);
    draft.moduleState[ID] = { dealt: [], offered: [] };
    draft.queue.unshift({ kind: DEAL_STEP }, { kind: DEAL_STEP });
  };
}
function dealingEndDayTurn(base) {
  return (draft, step, ctx) => {
    const card4 = draft.day?.card ?? null;
    base(draft, step, ctx);
    const slice = draftSlice(draft);
    const i = card4 === null ? -1 : slice.offered.indexOf(card4);
    if (i >= 0) slice.offered.splice(i, 1);
    if (draft.day !== null) draft.queue.unshift({ kind: DEAL_STEP });
  };
}

// src/modules/solo/goals.ts
var SOLO_GOALS = {
  peasant: 40,
  page: 45,
  squire: 50,
  knight: 55,
  "hero-of-legend": 60
};
var goalVerdict = (state, total) => {
  const difficulty = state.config.difficulty ?? "peasant";
  const goal = SOLO_GOALS[difficulty];
  return { difficulty, goal, total, reached: total >= goal };
};

// src/rules/goblins/goblin-token.ts
function newGoblin(stance, players) {
  return { stance, damage: 0, dealtBy: new Array(players).fill(0) };
}
function healGoblin(goblin) {
  goblin.damage = 0;
  goblin.dealtBy.fill(0);
}

// src/modules/solo/goblins.ts
var SOLO_AGGRESSIVE_GOBLINS = 3;
var CHOOSE_GOBLINS = "solo/choose-aggressive-goblins";
function passiveGoblinCells(state) {
  return state.goblins.portals.filter((portal) => portal.goblin?.stance === "passive").map((portal) => portal.at.cell).sort((a, b) => a - b);
}
function combinations(items, k) {
  if (k === 0) return [[]];
  const out = [];
  items.forEach((first, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}
function chooseThreeGoblins(base) {
  return (draft, step, ctx) => {
    if (passiveGoblinCells(draft).length <= SOLO_AGGRESSIVE_GOBLINS) {
      base(draft, step, ctx);
      return;
    }
    for (const portal of draft.goblins.portals) if (portal.goblin !== null) healGoblin(portal.goblin);
    draft.decision = { kind: CHOOSE_GOBLINS, player: draft.firstPlayer, count: SOLO_AGGRESSIVE_GOBLINS };
  };
}
function checkChoice(state, decision, action2) {
  const cells = action2.cells;
  if (!Array.isArray(cells) || cells.some((c) => typeof c !== "number" || !Number.isInteger(c))) {
    return { code: "MALFORMED_ACTION", message: `${CHOOSE_GOBLINS} needs \`cells\`: the portal cells of the goblins that turn aggressive.` };
  }
  if (cells.length !== decision.count) {
    return { code: "GOBLIN_COUNT", message: `Choose exactly ${decision.count} goblins to turn aggressive; got ${cells.length}.` };
  }
  if (new Set(cells).size !== cells.length) return { code: "GOBLIN_DUPLICATE", message: "A goblin is listed twice." };
  const passive = passiveGoblinCells(state);
  const wrong = cells.find((c) => !passive.includes(c));
  if (wrong !== void 0) return { code: "GOBLIN_NOT_PASSIVE", message: `Map cell ${wrong} has no passive goblin on a portal.` };
  if (cells.some((c, i) => i > 0 && c < cells[i - 1])) {
    return { code: "GOBLIN_ORDER", message: "List the cells in ascending order." };
  }
  return null;
}
var chooseAggressiveGoblins = {
  actionKeys: { [CHOOSE_GOBLINS]: ["cells"] },
  candidates: (state, decision) => combinations(passiveGoblinCells(state), decision.count).map((cells) => asRuleAction({ type: CHOOSE_GOBLINS, player: decision.player, cells })),
  check: (state, decision, action2) => checkChoice(state, decision, action2),
  apply: (draft, _decision, action2, ctx) => {
    for (const cell of action2.cells) {
      const portal = draft.goblins.portals.find((p) => p.at.cell === cell && p.goblin?.stance === "passive");
      if (portal?.goblin == null) continue;
      portal.goblin.stance = "aggressive";
      ctx.emit({ type: "goblin-flipped", cell, stance: "aggressive", cause: "resolution" });
    }
  }
};

// src/modules/solo/index.ts
function soloSetupSteps(steps) {
  return steps.flatMap((step) => {
    if (step.kind === "setup-first-player") return [];
    if (step.kind === "begin-round") return [{ kind: "solo/setup" }, step];
    return [step];
  });
}
var solo = {
  id: "solo",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: soloSetupSteps(base.hooks.setupSteps),
      magicTrack: (content) => content.magicTracks.solo,
      resolutionSteps: base.hooks.resolutionSteps.filter((step) => step.kind !== "pass-first-player"),
      discardQuestAtResolution: () => true,
      usesFirstPlayerToken: false,
      chanceOutcomes: { ...base.hooks.chanceOutcomes, [DEAL_STEP]: dealOutcomes },
      goalVerdict,
      stateChecks: [...base.hooks.stateChecks, checkSoloState]
    },
    steps: {
      ...base.steps,
      "solo/setup": soloSetup,
      [DEAL_STEP]: dealMovementCard,
      "begin-day": dealingBeginDay(base.steps["begin-day"]),
      "end-day-turn": dealingEndDayTurn(base.steps["end-day-turn"]),
      "flip-goblins": chooseThreeGoblins(base.steps["flip-goblins"])
    },
    decisions: {
      ...base.decisions,
      "choose-movement-card": offeredOnly(base.decisions["choose-movement-card"]),
      [DEAL_STEP]: dealChance,
      [CHOOSE_GOBLINS]: chooseAggressiveGoblins
    }
  })
};

// src/modules/registry.ts
var MODULE_ORDER = ["solo", "gloomfall", "golden-mushrooms"];
var OPTIONAL_MODULE_IDS = ["gloomfall", "golden-mushrooms"];
var availableModules = {
  solo,
  gloomfall,
  "golden-mushrooms": goldenMushrooms
};

// src/rules/day/begin-day.ts
var beginDay = (draft) => {
  draft.phase = "day";
  draft.day = { turn: 0, leader: draft.firstPlayer, card: null, moved: null, questTaken: false, treasureQuests: [] };
  draft.queue.unshift({ kind: "begin-day-turn" });
};
var beginDayTurn = (draft, _step, ctx) => {
  const day = draft.day;
  if (day === null) throw new RangeError("begin-day-turn outside the Day.");
  day.card = null;
  ctx.emit({ type: "day-turn-began", turn: day.turn, leader: day.leader });
  draft.decision = { kind: "choose-movement-card", player: day.leader };
};

// src/rules/day/choose-movement-card.ts
var chooseMovementCard = {
  actionKeys: { "choose-movement-card": ["card"] },
  candidates: (state, decision) => state.movementCards.map((card4) => ({ type: "choose-movement-card", player: decision.player, card: card4.id })),
  check: (state, _decision, action2) => {
    const card4 = action2.card;
    if (typeof card4 !== "string") {
      return { code: "MALFORMED_ACTION", message: "choose-movement-card needs `card`, a movement card id." };
    }
    const entry = state.movementCards.find((c) => c.id === card4);
    if (entry === void 0) return { code: "UNKNOWN_CARD", message: `There is no movement card "${card4}".` };
    if (entry.used) return { code: "CARD_USED", message: `The ${card4} card was already used this round.` };
    return null;
  },
  apply: (draft, decision, action2, ctx) => {
    const { card: card4 } = action2;
    const day = draft.day;
    if (day === null) throw new RangeError("Movement card chosen outside the Day.");
    day.card = card4;
    ctx.emit({ type: "movement-card-chosen", player: decision.player, card: card4 });
    const seats = draft.config.players;
    for (let i = seats - 1; i >= 0; i--) {
      draft.queue.unshift({ kind: "day-player-turn", player: (day.leader + i) % seats });
    }
    draft.queue.splice(seats, 0, { kind: "end-day-turn" });
  }
};

// src/rules/day/day-turn-flow.ts
var dayPlayerTurn = (draft, step) => {
  const day = draft.day;
  if (day === null || day.card === null) throw new RangeError("day-player-turn without a movement card.");
  day.moved = null;
  day.questTaken = false;
  day.treasureQuests = [];
  draft.decision = { kind: "move-or-idle", player: step.player, card: day.card, transferred: [] };
};
var endDayTurn = (draft, _step, ctx) => {
  const day = draft.day;
  if (day === null || day.card === null) throw new RangeError("end-day-turn outside a Day turn.");
  const card4 = draft.movementCards.find((c) => c.id === day.card);
  if (card4 !== void 0) card4.used = true;
  ctx.emit({ type: "movement-card-flipped", card: day.card });
  day.card = null;
  if (day.turn + 1 < DAY_TURNS) {
    day.turn += 1;
    day.leader = (day.leader + 1) % draft.config.players;
    draft.queue.unshift({ kind: "begin-day-turn" });
  } else {
    draft.day = null;
    draft.queue.unshift({ kind: "begin-night" });
  }
};

// src/rules/items/equip.ts
function freeHands(state, seat) {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((hero, i) => hero.items.length < HANDS_PER_HERO ? [i] : []);
}
function place(draft, ctx, seat, item, hero) {
  const player = draft.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  if (hero === "reserve") player.reserve.push(item);
  else player.heroes[hero]?.items.push(item);
  ctx.emit({ type: "item-gained", player: seat, item, hero });
}
var gainItem = (draft, step, ctx) => {
  const options = freeHands(draft, step.player);
  if (options.length === 0) place(draft, ctx, step.player, step.item, "reserve");
  else if (options.length === 1) place(draft, ctx, step.player, step.item, options[0]);
  else draft.decision = { kind: "equip-item", player: step.player, item: step.item };
};
var equipItem = {
  actionKeys: { "equip-item": ["hero"] },
  candidates: (state, decision) => freeHands(state, decision.player).map((hero) => ({ type: "equip-item", player: decision.player, hero })),
  check: (state, decision, action2) => {
    const hero = action2.hero;
    if (typeof hero !== "number" || !Number.isInteger(hero)) return { code: "MALFORMED_ACTION", message: "equip-item needs `hero`, a hero index." };
    if (!freeHands(state, decision.player).includes(hero)) return { code: "NO_FREE_HAND", message: `Hero ${hero} has no free hand.` };
    return null;
  },
  apply: (draft, decision, action2, ctx) => place(draft, ctx, decision.player, decision.item, action2.hero)
};
var MOVES_PER_ITEM = 2;
function homeHeroes(state, seat, ctx) {
  const player = state.players[seat];
  if (player === void 0) return [];
  const home = castleOf(state.map.cells, player.color, ctx.env);
  return player.heroes.flatMap((hero, i) => sameRegion(hero.at, home) ? [i] : []);
}
function transferCandidates(state, decision, ctx) {
  const player = state.players[decision.player];
  if (player === void 0) return [];
  const atHome = homeHeroes(state, decision.player, ctx);
  const sources = [
    ...atHome.flatMap((h) => (player.heroes[h]?.items ?? []).map((item) => [item, h])),
    ...player.reserve.map((item) => [item, "reserve"])
  ];
  const out = [];
  for (const [item, from] of sources) {
    if (decision.transferred.filter((moved) => moved === item).length >= MOVES_PER_ITEM) continue;
    for (const to of [...atHome, "reserve"]) {
      if (to === from) continue;
      if (to !== "reserve" && (player.heroes[to]?.items.length ?? HANDS_PER_HERO) >= HANDS_PER_HERO) continue;
      out.push({ type: "transfer-item", player: decision.player, item, to });
    }
  }
  return out;
}
function checkTransfer(state, decision, action2, ctx) {
  const { item, to } = action2;
  if (typeof item !== "string" || !(to === "reserve" || typeof to === "number" && Number.isInteger(to))) {
    return { code: "MALFORMED_ACTION", message: 'transfer-item needs `item` (an item id) and `to` (a hero index or "reserve").' };
  }
  const legal = transferCandidates(state, decision, ctx).some((a) => a.item === item && a.to === to);
  return legal ? null : { code: "TRANSFER_NOT_ALLOWED", message: "Items move only among your heroes on your own castle and your player card, to a free hand, at most twice per item per turn." };
}
function applyTransfer(draft, decision, action2, ctx) {
  const player = draft.players[decision.player];
  if (player === void 0) return;
  const holder = player.heroes.find((hero) => hero.items.includes(action2.item));
  const source = holder?.items ?? player.reserve;
  source.splice(source.indexOf(action2.item), 1);
  if (action2.to === "reserve") player.reserve.push(action2.item);
  else player.heroes[action2.to]?.items.push(action2.item);
  ctx.emit({ type: "item-transferred", player: decision.player, item: action2.item, to: action2.to });
  draft.decision = { ...decision, transferred: [...decision.transferred, action2.item] };
}

// src/rules/day/move-or-idle.ts
function methodOf(decision, ctx) {
  const method = ctx.env.index.movementMethods.get(decision.card);
  if (method === void 0) throw new RangeError(`Unknown movement card "${decision.card}".`);
  return method;
}
function moveCandidates(state, decision, ctx) {
  const method = methodOf(decision, ctx);
  const out = [];
  const heroes = state.players[decision.player]?.heroes ?? [];
  heroes.forEach((hero, h) => {
    for (const route of routesFrom(state.map.cells, hero.at.cell, method)) {
      for (const side of SIDES) {
        const move = { type: "move", player: decision.player, hero: h, to: { cell: route.cell, side } };
        out.push(route.direction === void 0 ? move : { ...move, direction: route.direction });
      }
    }
  });
  return out;
}
function resolveMove(state, decision, action2, ctx) {
  const { hero, to, direction } = action2;
  const heroes = state.players[decision.player]?.heroes ?? [];
  if (typeof hero !== "number" || !Number.isInteger(hero)) return { code: "MALFORMED_ACTION", message: "move needs `hero`, a hero index." };
  const walker = heroes[hero];
  if (walker === void 0) return { code: "UNKNOWN_HERO", message: `Player ${decision.player} has no hero ${hero}.` };
  if (!isRegionRef(to)) {
    return { code: "MALFORMED_ACTION", message: 'move needs `to`: { cell: <index>, side: "left" | "right" }.' };
  }
  if (state.map.cells[to.cell] === void 0) return { code: "UNKNOWN_REGION", message: `There is no map cell ${to.cell}.` };
  const method = methodOf(decision, ctx);
  if (method === "ship" ? direction !== "clockwise" && direction !== "counterclockwise" : direction !== void 0) {
    return method === "ship" ? { code: "MALFORMED_ACTION", message: 'A Ship move needs `direction`: "clockwise" or "counterclockwise".' } : { code: "MALFORMED_ACTION", message: "Only a Ship move takes a `direction`." };
  }
  if (to.cell === walker.at.cell) return { code: "SAME_CARD", message: "A hero must move to a different map card." };
  if (method === "ship" && state.map.cells[walker.at.cell]?.coastIndex == null) {
    return { code: "NOT_ON_COAST", message: "Only a hero on the coast can travel by Ship." };
  }
  const route = routesFrom(state.map.cells, walker.at.cell, method).find((r) => r.cell === to.cell && r.direction === direction);
  if (route === void 0) return { code: "UNREACHABLE", message: `That map card cannot be reached by ${method} from where the hero stands.` };
  return route;
}
function checkMove(state, decision, action2, ctx) {
  const route = resolveMove(state, decision, action2, ctx);
  if ("code" in route) return route;
  return travelRejection(state, ctx.env, decision.player, action2.hero, route, action2.to);
}
var moveOrIdle = {
  actionKeys: { move: ["hero", "to", "direction"], idle: [], "transfer-item": ["item", "to"] },
  candidates: (state, decision, ctx) => [
    ...moveCandidates(state, decision, ctx),
    { type: "idle", player: decision.player },
    ...transferCandidates(state, decision, ctx)
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "idle") return null;
    if (action2.type === "transfer-item") return checkTransfer(state, decision, action2, ctx);
    return checkMove(state, decision, action2, ctx);
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "transfer-item") {
      applyTransfer(draft, decision, action2, ctx);
      return;
    }
    if (action2.type === "idle") {
      const { player } = action2;
      ctx.emit({ type: "idled", player });
      const inCastle2 = draft.players[player]?.heroes.some((hero) => regionAt(draft.map.cells, hero.at, ctx.env).kind === "castle");
      if (inCastle2 === true) draft.queue.unshift({ kind: "offer-gain", player, reason: "idle" });
      return;
    }
    const move = action2;
    const route = resolveMove(draft, decision, move, ctx);
    if ("code" in route) throw new RangeError(route.message);
    moveHeroAlong(draft, ctx, decision.player, move.hero, route, move.to, methodOf(decision, ctx));
    if (draft.day !== null) draft.day.moved = { heroes: [move.hero], method: methodOf(decision, ctx), through: route.through.length };
    draft.queue.unshift({ kind: "arrive", player: decision.player, hero: move.hero }, { kind: "check-movement-quests", player: decision.player });
  }
};

// src/rules/night/night-flow.ts
import { castDraft } from "immer";
function nextAdventurer(state, from) {
  const night = state.night;
  if (night === null) return null;
  const n = state.config.players;
  for (let k = 0; k < n; k++) {
    const seat = ((from + k) % n + n) % n;
    if (night.adventuring[seat] === true) return seat;
  }
  return null;
}
var beginNight = (draft, _step, ctx) => {
  draft.phase = "night";
  draft.night = { holder: draft.firstPlayer, adventuring: draft.players.map(() => true) };
  ctx.emit({ type: "night-began", round: draft.round });
  draft.queue.unshift({ kind: "night-turn" });
};
var nightTurn = (draft) => {
  const night = draft.night;
  if (night === null) return;
  const holder = nextAdventurer(draft, night.holder);
  if (holder === null) {
    draft.queue.unshift({ kind: "pass-dice", from: night.holder });
    return;
  }
  night.holder = holder;
  draft.decision = { kind: "adventure-or-rest", player: holder };
};
var passDice = (draft, step, ctx) => {
  const night = draft.night;
  if (night === null) return;
  const next = nextAdventurer(draft, step.from + 1);
  if (next !== null) {
    night.holder = next;
    draft.queue.unshift({ kind: "night-turn" });
    return;
  }
  draft.night = null;
  ctx.emit({ type: "night-ended", round: draft.round });
  if (draft.round >= ROUNDS) {
    draft.phase = "ended";
    ctx.emit({ type: "game-ended" });
    return;
  }
  draft.phase = "resolution";
  draft.queue.unshift(...castDraft(ctx.env.hooks.resolutionSteps));
};

// src/rules/night/night-abilities.ts
var NO_SYMBOLS = { torch: 0, scroll: 0, attack: 0 };
function heldAbilities(state, env, seat, hero) {
  return (state.players[seat]?.heroes[hero]?.items ?? []).map((id) => env.index.items.get(id)?.ability.type ?? "");
}
function forgeCost(state, env, seat, hero) {
  let cost = 2;
  for (const id of state.players[seat]?.heroes[hero]?.items ?? []) {
    const ability = env.index.items.get(id)?.ability;
    if (ability?.type === "forge-discount") cost = Math.min(cost, ability.cost);
  }
  return cost;
}
function rollPool(state, env, seat) {
  const symbols = state.lastRoll?.symbols ?? [];
  const pool = {
    torch: symbols.filter((s) => s === "torch").length,
    scroll: symbols.filter((s) => s === "scroll").length,
    attack: symbols.filter((s) => s === "attack-goblin").length
  };
  for (const [h, hero] of (state.players[seat]?.heroes ?? []).entries()) {
    if (inGrotto(state, env, seat, h)) continue;
    for (const id of hero.items) {
      const ability = env.index.items.get(id)?.ability;
      if (ability?.type === "extra-symbol") pool[ability.symbol === "attack-goblin" ? "attack" : ability.symbol] += 1;
    }
  }
  return pool;
}
function attackTargets(state, env, seat, hero) {
  const at3 = state.players[seat]?.heroes[hero]?.at;
  if (at3 === void 0 || inGrotto(state, env, seat, hero)) return [];
  const out = [];
  if (state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, at3))) out.push(at3.cell);
  if (heldAbilities(state, env, seat, hero).includes("bow")) {
    for (const portal of state.goblins.portals) {
      const occupied = state.players.some((p) => p.heroes.some((other) => sameRegion(other.at, portal.at)));
      if (portal.goblin !== null && !occupied && areAdjacent(state.map.cells, at3.cell, portal.at.cell)) out.push(portal.at.cell);
    }
  }
  return out;
}
function inGrotto(state, env, seat, hero) {
  const at3 = state.players[seat]?.heroes[hero]?.at;
  if (at3 === void 0) return false;
  const kind = regionAt(state.map.cells, at3, env).kind;
  return kind === "grotto" || kind === "golden-grotto";
}
function nightOptions(state, env, seat, pool) {
  const player = state.players[seat];
  if (player === void 0) return [];
  const out = [];
  player.heroes.forEach((hero, h) => {
    const space = nextSpace(state, env, seat, h);
    if (space !== null) {
      const cost = forgeCost(state, env, seat, h);
      for (let forge = 0; forge <= space.count; forge++) {
        if (space.count - forge <= pool[space.symbol] && forge * cost <= player.power) {
          out.push(forge === 0 ? { type: "advance-hero", player: seat, hero: h } : { type: "advance-hero", player: seat, hero: h, forge });
        }
      }
    }
    if (pool.attack > 0) for (const cell of attackTargets(state, env, seat, h)) out.push({ type: "attack", player: seat, hero: h, cell });
    const atPortalWithGoblin = state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, hero.at));
    if (atPortalWithGoblin && player.power >= 1 && heldAbilities(state, env, seat, h).includes("sword")) {
      out.push({ type: "sword", player: seat, hero: h });
    }
  });
  return out;
}
function applyNightOption(draft, ctx, seat, pool, action2) {
  const player = draft.players[seat];
  if (player === void 0) return pool;
  if (action2.type === "advance-hero") {
    const space = nextSpace(draft, ctx.env, seat, action2.hero);
    if (space === null) return pool;
    const forge = action2.forge ?? 0;
    if (forge > 0) {
      const cost = forge * forgeCost(draft, ctx.env, seat, action2.hero);
      player.power -= cost;
      ctx.emit({ type: "power-spent", player: seat, amount: cost, reason: "forge-ahead" });
    }
    advanceHero(draft, ctx, seat, action2.hero);
    return { ...pool, [space.symbol]: pool[space.symbol] - (space.count - forge) };
  }
  const portal = portalOnCell(draft, action2.type === "attack" ? action2.cell : player.heroes[action2.hero]?.at.cell ?? -1);
  if (action2.type === "sword") {
    player.power -= 1;
    ctx.emit({ type: "power-spent", player: seat, amount: 1, reason: "sword" });
    damageGoblin(draft, ctx, seat, portal, 1);
    return pool;
  }
  damageGoblin(draft, ctx, seat, portal, 1);
  return { ...pool, attack: pool.attack - 1 };
}
function isListed(options, action2) {
  const a = action2;
  return options.some(
    (o) => o.type === a["type"] && o.hero === a["hero"] && (o.type !== "attack" || o.cell === a["cell"]) && (o.type !== "advance-hero" || (o.forge ?? 0) === (a["forge"] === void 0 ? 0 : a["forge"]) && a["forge"] !== 0)
  );
}

// src/rules/night/adventure-or-rest.ts
var adventureOrRest = {
  actionKeys: { adventure: [], rest: [], "advance-hero": ["hero", "forge"], sword: ["hero"] },
  candidates: (state, decision, ctx) => [
    { type: "adventure", player: decision.player },
    { type: "rest", player: decision.player },
    ...nightOptions(state, ctx.env, decision.player, NO_SYMBOLS)
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "adventure" || action2.type === "rest") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, NO_SYMBOLS), action2) ? null : { code: "ABILITY_NOT_AVAILABLE", message: "That Forge Ahead or Sword use is not possible now (hero, Power or target)." };
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "adventure") {
      ctx.emit({ type: "adventured", player: decision.player });
      draft.queue.unshift(
        { kind: "roll-dice", player: decision.player, purpose: "adventure" },
        { kind: "resolve-adventure-roll", player: decision.player }
      );
    } else if (action2.type === "rest") {
      draft.queue.unshift({ kind: "rest-heroes", player: decision.player }, { kind: "pass-dice", from: decision.player });
    } else {
      applyNightOption(draft, ctx, decision.player, NO_SYMBOLS, action2);
      draft.decision = decision;
    }
  }
};

// src/rules/magic/magic-level.ts
function magicLevel(state, env, extraSpaces = 0) {
  const track = env.hooks.magicTrack(env.content);
  const space = Math.min(track.spaces.length - 1, state.magicSpace + extraSpaces);
  const level = track.spaces[space] ?? 0;
  const def = track.levels.find((l) => l.level === level);
  if (def === void 0) throw new RangeError(`Magic level ${level} is not defined by the content pack.`);
  return def;
}
function onLastMagicSpace(state, env) {
  return state.magicSpace >= env.hooks.magicTrack(env.content).spaces.length - 1;
}
function amountAt(amounts, index) {
  return amounts.sequence[index] ?? amounts.rest;
}

// src/rules/night/withdraw-attacks.ts
function withdrawAttacks(draft, ctx, seat) {
  for (const portal of draft.goblins.portals) {
    const goblin = portal.goblin;
    const share = goblin?.dealtBy[seat] ?? 0;
    if (goblin == null || share <= 0) continue;
    goblin.damage = Math.max(0, goblin.damage - share);
    goblin.dealtBy[seat] = 0;
    ctx.emit({ type: "goblin-healed", cell: portal.at.cell });
  }
}

// src/rules/night/damage.ts
function defendCost(state, env, seat) {
  const heroes = state.players[seat]?.heroes ?? [];
  const shield = heroes.some((hero) => hero.items.some((id) => env.index.items.get(id)?.ability.type === "shield"));
  return shield ? 1 : 2;
}
function exhaust(draft, ctx, seat) {
  const player = draft.players[seat];
  const night = draft.night;
  if (player === void 0 || night === null) return;
  night.adventuring[seat] = false;
  ctx.emit({ type: "exhausted", player: seat });
  withdrawAttacks(draft, ctx, seat);
  player.heroes.forEach((_, h) => returnHome(draft, ctx, seat, h, "exhausted"));
  player.health = STARTING_HEALTH;
  player.power = STARTING_POWER;
  if (player.spellLevel > 0) {
    player.spellLevel -= 1;
    ctx.emit({ type: "spell-level-lost", player: seat, spellLevel: player.spellLevel });
  }
}
function suffer(draft, ctx, seat, amount) {
  const player = draft.players[seat];
  if (player === void 0) return;
  player.health = Math.max(0, player.health - amount);
  ctx.emit({ type: "damage-taken", player: seat, amount, health: player.health });
  if (player.health === 0) exhaust(draft, ctx, seat);
}
var dealDamage = (draft, step, ctx) => {
  if (step.remaining <= 0) return;
  const recipient = nextAdventurer(draft, step.next);
  if (recipient === null) return;
  const level = magicLevel(draft, ctx.env);
  const amounts = step.source === "take-damage" ? level.takeDamage : level.conjureMagic.damage;
  const amount = amountAt(amounts, step.index);
  if (step.remaining > 1) {
    draft.queue.unshift({ ...step, index: step.index + 1, next: (recipient + 1) % draft.config.players, remaining: step.remaining - 1 });
  }
  if (amount <= 0) return;
  const cost = defendCost(draft, ctx.env, recipient);
  if ((draft.players[recipient]?.power ?? 0) >= cost) {
    draft.decision = { kind: "defend", player: recipient, amount, cost };
  } else {
    suffer(draft, ctx, recipient, amount);
  }
};
var defend = {
  actionKeys: { defend: [], "take-damage": [] },
  candidates: (_state, decision) => [
    { type: "defend", player: decision.player },
    { type: "take-damage", player: decision.player }
  ],
  check: () => null,
  apply: (draft, decision, action2, ctx) => {
    const player = draft.players[decision.player];
    if (player === void 0) return;
    if (action2.type === "defend") {
      player.power -= decision.cost;
      ctx.emit({ type: "power-spent", player: decision.player, amount: decision.cost, reason: "defend" });
      ctx.emit({ type: "damage-defended", player: decision.player, amount: decision.amount });
    } else {
      suffer(draft, ctx, decision.player, decision.amount);
    }
  }
};

// src/rules/night/resolve-roll.ts
var resolveAdventureRoll = (draft, step) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  const player = step.player;
  draft.queue.unshift(
    { kind: "deal-damage", roller: player, source: "take-damage", index: 0, next: player, remaining: countSymbol(symbols, "take-damage") },
    { kind: "roll-gain-power", player },
    { kind: "roll-conjure-magic", player },
    { kind: "open-spend-windows", player },
    { kind: "pass-dice", from: player }
  );
};
var rollGainPower = (draft, step, ctx) => {
  const count = countSymbol(draft.lastRoll?.symbols ?? [], "gain-power");
  const amounts = magicLevel(draft, ctx.env).gainPower;
  let next = step.player;
  for (let i = 0; i < count; i++) {
    const seat = nextAdventurer(draft, next);
    if (seat === null) return;
    const amount = amountAt(amounts, i);
    if (amount > 0) gainStat(draft, ctx, seat, "power", amount, "gain-power");
    next = (seat + 1) % draft.config.players;
  }
};
var rollConjureMagic = (draft, step, ctx) => {
  const count = countSymbol(draft.lastRoll?.symbols ?? [], "conjure-magic");
  let damaging = 0;
  for (let i = 0; i < count; i++) {
    if (magicLevel(draft, ctx.env).conjureMagic.advances && !onLastMagicSpace(draft, ctx.env)) advanceMagic(draft, ctx, 1, "conjure-magic");
    else damaging += 1;
  }
  if (damaging > 0) {
    draft.queue.unshift({ kind: "deal-damage", roller: step.player, source: "conjure-magic", index: 0, next: step.player, remaining: damaging });
  }
};
var openSpendWindows = (draft, step) => {
  const n = draft.config.players;
  const windows = [];
  for (let k = 0; k < n; k++) windows.push({ kind: "spend-window", player: (step.player + k) % n });
  draft.queue.unshift(...windows);
};

// src/rules/night/spend-roll.ts
var spendWindow = (draft, step, ctx) => {
  if (draft.night?.adventuring[step.player] !== true) return;
  const pool = rollPool(draft, ctx.env, step.player);
  if (nightOptions(draft, ctx.env, step.player, pool).length > 0) {
    draft.decision = { kind: "night-spend", player: step.player, ...pool };
  }
};
var nightSpend = {
  actionKeys: { "advance-hero": ["hero", "forge"], attack: ["hero", "cell"], sword: ["hero"], finish: [] },
  candidates: (state, decision, ctx) => [
    ...nightOptions(state, ctx.env, decision.player, decision),
    { type: "finish", player: decision.player }
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "finish") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, decision), action2) ? null : { code: "ABILITY_NOT_AVAILABLE", message: "That use of the roll is not possible (symbols, Power, hero or target)." };
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "finish") return;
    const pool = applyNightOption(draft, ctx, decision.player, decision, action2);
    if (nightOptions(draft, ctx.env, decision.player, pool).length > 0) {
      draft.decision = { kind: "night-spend", player: decision.player, ...pool };
    }
  }
};

// src/rules/night/rest.ts
function bestSpell(state, env, seat, spells, extraSpaces) {
  const current = state.players[seat]?.spellLevel ?? 0;
  const reach = magicLevel(state, env, extraSpaces).learnUpTo;
  let best = null;
  for (const id of spells) {
    const level = env.index.spells.get(id)?.level ?? 0;
    if (level > current && level - current <= reach && (best === null || level > best.level)) best = { id, level };
  }
  return best;
}
function staffNeed(state, env, seat, spells, staffSpell) {
  if (staffSpell === null) return null;
  const without = bestSpell(state, env, seat, spells, 0);
  const target = env.index.spells.get(staffSpell)?.level ?? 0;
  if (without !== null && without.level >= target) return null;
  const power = state.players[seat]?.power ?? 0;
  const last = env.hooks.magicTrack(env.content).spaces.length - 1;
  for (let k = 1; k <= Math.min(power, last - state.magicSpace); k++) {
    if (bestSpell(state, env, seat, [staffSpell], k) !== null) return k;
  }
  return null;
}
var restHeroes = (draft, step, ctx) => {
  const seat = step.player;
  const player = draft.players[seat];
  if (player === void 0 || draft.night === null) return;
  draft.night.adventuring[seat] = false;
  ctx.emit({ type: "rested", player: seat });
  withdrawAttacks(draft, ctx, seat);
  const spells = [];
  let staffSpell = null;
  const completed = [];
  const returned = [];
  player.heroes.forEach((hero, h) => {
    const region = regionAt(draft.map.cells, hero.at, ctx.env);
    const temple2 = templeOfHero(draft, ctx.env, seat, h);
    if (region.kind === "obelisk") {
      spells.push(region.spell);
      if (hero.items.some((id) => ctx.env.index.items.get(id)?.ability.type === "staff")) staffSpell = region.spell;
    }
    if (temple2 !== null && hero.templeSpace >= temple2.track.length) completed.push(temple2.temple);
    if (region.kind === "portal" || region.kind === "obelisk" || temple2 !== null && hero.templeSpace >= temple2.track.length) {
      returnHome(draft, ctx, seat, h, "rested");
      returned.push(h);
    }
  });
  for (const temple2 of completed) ctx.emit({ type: "temple-completed", player: seat, temple: temple2 });
  const need = staffNeed(draft, ctx.env, seat, spells, staffSpell);
  draft.queue.unshift(
    ...completed.map((temple2) => ({ kind: "complete-temple", player: seat, temple: temple2, byDay: false })),
    ...completed.length > 0 ? [{ kind: "advance-legendary", player: seat, temples: completed }] : [],
    ...returned.map(() => ({ kind: "offer-gain", player: seat, reason: "rest" }))
  );
  restBonuses(draft, ctx, seat, returned);
  if (need !== null && staffSpell !== null) draft.decision = { kind: "use-staff", player: seat, power: need, spells, staffSpell };
  else learnBest(draft, ctx, seat, spells, 0);
};
function restBonuses(draft, ctx, seat, returned) {
  for (const h of returned) {
    for (const id of draft.players[seat]?.heroes[h]?.items ?? []) {
      const ability = ctx.env.index.items.get(id)?.ability;
      if (ability?.type === "rest-bonus") gainStat(draft, ctx, seat, ability.stat, ability.amount, "item");
    }
  }
}
function learnBest(draft, ctx, seat, spells, extraSpaces) {
  learn(draft, ctx, seat, bestSpell(draft, ctx.env, seat, spells, extraSpaces));
}
function learn(draft, ctx, seat, best) {
  const player = draft.players[seat];
  if (best === null || player === void 0) return;
  player.spellLevel = best.level;
  ctx.emit({ type: "spell-learned", player: seat, spell: best.id, spellLevel: best.level });
}
var useStaff = {
  actionKeys: { "use-staff": [], "skip-staff": [] },
  candidates: (_state, decision) => [
    { type: "use-staff", player: decision.player },
    { type: "skip-staff", player: decision.player }
  ],
  check: () => null,
  apply: (draft, decision, action2, ctx) => {
    const player = draft.players[decision.player];
    if (player === void 0) return;
    if (action2.type === "use-staff") {
      player.power -= decision.power;
      ctx.emit({ type: "power-spent", player: decision.player, amount: decision.power, reason: "staff" });
      const plain = bestSpell(draft, ctx.env, decision.player, decision.spells, 0);
      const staffed = bestSpell(draft, ctx.env, decision.player, [decision.staffSpell], decision.power);
      learn(draft, ctx, decision.player, staffed !== null && (plain === null || staffed.level > plain.level) ? staffed : plain);
    } else {
      learnBest(draft, ctx, decision.player, decision.spells, 0);
    }
  }
};

// src/rules/chance/roll-outcomes.ts
function factorial(n) {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
var cache2 = /* @__PURE__ */ new Map();
function rollOutcomes(faces, dice) {
  const key2 = `${faces.join(",")}/${dice}`;
  const cached = cache2.get(key2);
  if (cached !== void 0) return cached;
  const distinct = faces.filter((face2, i) => faces.indexOf(face2) === i);
  const weight = distinct.map((face2) => faces.filter((f) => f === face2).length / faces.length);
  const out = [];
  const counts = new Array(distinct.length).fill(0);
  const visit = (i, left) => {
    if (i === distinct.length - 1) {
      counts[i] = left;
      let p = factorial(dice);
      const symbols = [];
      counts.forEach((c, j) => {
        p *= weight[j] ** c / factorial(c);
        for (let k = 0; k < c; k++) symbols.push(distinct[j]);
      });
      if (p > 0) out.push({ symbols, probability: p });
      return;
    }
    for (let c = left; c >= 0; c--) {
      counts[i] = c;
      visit(i + 1, left - c);
    }
  };
  if (distinct.length > 0) visit(0, dice);
  cache2.set(key2, out);
  return out;
}

// src/rules/dice/roll-step.ts
function storeRoll(draft, ctx, player, purpose, symbols) {
  draft.lastRoll = { player, purpose, symbols: [...symbols] };
  ctx.emit({ type: "dice-rolled", player, symbols: [...symbols], purpose });
}
var rollDiceStep = (draft, step, ctx) => {
  if (draft.config.chance === "external") {
    draft.lastRoll = { player: step.player, purpose: step.purpose, symbols: [] };
    draft.decision = { kind: "chance", player: "chance", dice: ctx.env.content.dice.count, purpose: step.purpose };
    return;
  }
  storeRoll(draft, ctx, step.player, step.purpose, rollDice(ctx));
};
function isOutcome(symbols, dice, faces) {
  return Array.isArray(symbols) && symbols.length === dice && symbols.every((s) => faces.includes(s));
}
var chanceRoll = {
  actionKeys: { "roll-outcome": ["symbols"] },
  candidates: (_state, decision, ctx) => rollOutcomes(ctx.env.content.dice.faces, decision.dice).map(
    (o) => ({ type: "roll-outcome", player: "chance", symbols: o.symbols })
  ),
  check: (_state, decision, action2, ctx) => {
    const symbols = action2.symbols;
    return isOutcome(symbols, decision.dice, ctx.env.content.dice.faces) ? null : { code: "MALFORMED_ACTION", message: `roll-outcome needs \`symbols\`: ${decision.dice} die faces.` };
  },
  apply: (draft, decision, action2, ctx) => {
    const roller = draft.lastRoll?.player ?? 0;
    storeRoll(draft, ctx, roller, decision.purpose, action2.symbols);
  }
};
var diceChanceOutcomes = (_state, decision, env) => decision.kind !== "chance" ? [] : rollOutcomes(env.content.dice.faces, decision.dice).map((o) => ({
  action: { type: "roll-outcome", player: "chance", symbols: o.symbols },
  probability: o.probability
}));

// src/rules/round/resolution.ts
import { castDraft as castDraft2 } from "immer";
var resetMagic = (draft, _step, ctx) => {
  draft.magicSpace = 0;
  ctx.emit({ type: "magic-reset" });
};
var flipGoblins = (draft, _step, ctx) => {
  for (const portal of draft.goblins.portals) {
    if (portal.goblin === null) continue;
    healGoblin(portal.goblin);
    if (portal.goblin.stance === "passive") {
      portal.goblin.stance = "aggressive";
      ctx.emit({ type: "goblin-flipped", cell: portal.at.cell, stance: "aggressive", cause: "resolution" });
    }
  }
};
var refillPortals = (draft, _step, ctx) => {
  for (const portal of draft.goblins.portals) {
    if (portal.goblin !== null || draft.goblins.supply === 0) continue;
    const goblin = newGoblin(ctx.env.hooks.newGoblinStance, draft.players.length);
    portal.goblin = castDraft2(goblin);
    draft.goblins.supply -= 1;
    ctx.emit({ type: "goblin-appeared", cell: portal.at.cell, stance: goblin.stance });
  }
};
var resetMovementCards = (draft) => {
  for (const card4 of draft.movementCards) card4.used = false;
};
var refreshQuestRow = (draft, _step, ctx) => {
  if (ctx.env.hooks.discardQuestAtResolution(draft)) {
    const dropped = draft.quests.row.pop();
    if (dropped !== void 0) {
      draft.quests.discard.push(dropped);
      ctx.emit({ type: "quest-discarded", quest: dropped });
    }
  }
  dealRow(draft, ctx);
};
var passFirstPlayer = (draft, _step, ctx) => {
  draft.firstPlayer = (draft.firstPlayer + 1) % draft.config.players;
  draft.firstPlayerToken = "quest";
  ctx.emit({ type: "first-player-chosen", player: draft.firstPlayer });
};
var advanceRound = (draft) => {
  draft.round += 1;
  draft.queue.unshift({ kind: "begin-round" });
};

// src/rules/day/arrive.ts
var baseArrival = {
  castle: (draft, _ctx, seat) => {
    draft.queue.unshift({ kind: "offer-gain", player: seat, reason: "castle" });
  },
  grotto: (draft, ctx, seat, hero) => {
    const at3 = draft.players[seat]?.heroes[hero]?.at;
    if (at3 === void 0) return;
    const region = regionAt(draft.map.cells, at3, ctx.env);
    if (region.kind === "grotto" && ctx.env.hooks.grottoEffects[region.effect] !== void 0) {
      draft.decision = { kind: "use-grotto", player: seat, hero, effect: region.effect };
    }
  }
};
var arrive = (draft, step, ctx) => {
  const at3 = draft.players[step.player]?.heroes[step.hero]?.at;
  if (at3 === void 0) return;
  const kind = regionAt(draft.map.cells, at3, ctx.env).kind;
  ctx.env.hooks.arrival[kind]?.(draft, ctx, step.player, step.hero);
};

// src/rules/grottos/bright-grottos.ts
function heroesAway(state, env, seat) {
  const player = state.players[seat];
  if (player === void 0) return 0;
  const home = castleOf(state.map.cells, player.color, env);
  return player.heroes.filter((hero) => !sameRegion(hero.at, home)).length;
}
var ORTHOGONAL_RANGE = 3;
var moveOtherHero = {
  candidates: (state, decision, ctx) => {
    const out = [];
    const heroes = state.players[decision.player]?.heroes ?? [];
    heroes.forEach((hero, target) => {
      if (target === decision.hero) return;
      for (const route of orthogonalRoutes(state.map.cells, hero.at.cell, ORTHOGONAL_RANGE)) {
        for (const side of SIDES) {
          const to = { cell: route.cell, side };
          if (travelRejection(state, ctx.env, decision.player, target, route, to) === null) {
            out.push({ type: "use-grotto", player: decision.player, target, to });
          }
        }
      }
    });
    return out;
  },
  check: (state, decision, action2, ctx) => {
    const target = readTarget(state, decision, action2, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action2.to;
    if (!isRegionRef(to)) {
      return { code: "MALFORMED_ACTION", message: "This grotto effect needs `to`, a region { cell, side }." };
    }
    const from = state.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = orthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (route === void 0) return { code: "UNREACHABLE", message: "The destination is not 1 to 3 cards away along a row or column." };
    return travelRejection(state, ctx.env, decision.player, target, route, to);
  },
  apply: (draft, decision, action2, ctx) => {
    const target = action2.target;
    const to = action2.to;
    const from = draft.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = orthogonalRoutes(draft.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (route === void 0) return;
    moveHeroByEffect(draft, ctx, decision.player, target, route, to, decision.effect);
  }
};
var brightGrottoEffects = {
  "bright-health-per-hero-away": simpleEffect((draft, seat, ctx) => {
    gainStat(draft, ctx, seat, "health", 2 * heroesAway(draft, ctx.env, seat), "grotto");
  }),
  "bright-power-per-hero-away": simpleEffect((draft, seat, ctx) => {
    gainStat(draft, ctx, seat, "power", 2 * heroesAway(draft, ctx.env, seat), "grotto");
  }),
  "bright-magic-2": simpleEffect((draft, _seat, ctx) => advanceMagic(draft, ctx, 2, "grotto")),
  "bright-goblin-damage-1": targetedEffect(
    heroesAttackingGoblins,
    (draft, seat, target, ctx) => damageGoblinAttackedBy(draft, ctx, seat, target, 1),
    "That hero is not attacking a goblin."
  ),
  "bright-move-other-hero-orthogonal-3": moveOtherHero,
  "bright-temple-advance-1": targetedEffect(
    heroesOnTempleTracks,
    (draft, seat, target, ctx) => advanceHero(draft, ctx, seat, target),
    "That hero is not on a temple track with a space ahead."
  ),
  "bright-roll-for-temples": simpleEffect((draft, seat) => {
    draft.queue.unshift(
      { kind: "roll-dice", player: seat, purpose: "bright-roll-for-temples" },
      { kind: "grotto-roll-temples", player: seat }
    );
  })
};

// src/rules/grottos/use-grotto.ts
var useGrotto = {
  actionKeys: { "use-grotto": ["target", "to"], "skip-grotto": [] },
  candidates: (state, decision, ctx) => [
    ...ctx.env.hooks.grottoEffects[decision.effect]?.candidates(state, decision, ctx) ?? [],
    { type: "skip-grotto", player: decision.player }
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "skip-grotto") return null;
    const effect2 = ctx.env.hooks.grottoEffects[decision.effect];
    if (effect2 === void 0) return { code: "UNKNOWN_EFFECT", message: `No rule is defined for grotto effect "${decision.effect}".` };
    return effect2.check(state, decision, action2, ctx);
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "skip-grotto") {
      ctx.emit({ type: "grotto-skipped", player: decision.player, effect: decision.effect });
      return;
    }
    ctx.emit({ type: "grotto-used", player: decision.player, effect: decision.effect });
    ctx.env.hooks.grottoEffects[decision.effect]?.apply(draft, decision, action2, ctx);
  }
};

// src/rules/scoring/score-sources.ts
function tablePoints(column, total) {
  const i = Math.max(0, Math.min(total, column.length - 1));
  return column[i] ?? 0;
}
function legendaryItemsGained(state, seat) {
  const progress = state.players[seat]?.legendary ?? {};
  return Object.values(progress).filter((n) => n >= 2).length;
}
var baseScoreSources = [
  {
    id: "quests",
    count: (state, seat) => state.players[seat]?.completedQuests.length ?? 0,
    points: (n, content) => tablePoints(content.scoring.quests, n)
  },
  {
    id: "goblins",
    count: (state, seat) => state.players[seat]?.goblinsDefeated ?? 0,
    points: (n, content) => tablePoints(content.scoring.goblins, n)
  },
  {
    id: "spells",
    count: (state, seat) => state.players[seat]?.spellLevel ?? 0,
    points: (n, content) => tablePoints(content.scoring.spells, n)
  },
  {
    id: "legendary-items",
    count: legendaryItemsGained,
    points: (n, content) => n * content.scoring.legendaryItem
  }
];

// src/rules/round/begin-round.ts
var beginRound = (draft, _step, ctx) => {
  ctx.emit({ type: "round-began", round: draft.round });
  draft.queue.unshift({ kind: "begin-day" });
};

// src/rules/setup/build-map.ts
function ringIndex(ring, [row, col]) {
  const i = ring.findIndex(([r, c]) => r === row && c === col);
  return i < 0 ? null : i;
}
var buildMap = (draft, _step, ctx) => {
  const { content, hooks } = ctx.env;
  const { layout } = content;
  const draw = (n) => ctx.randomInt(n);
  const regular = hooks.regularMapCards(content).map((card4) => card4.id);
  const castles = content.mapCards.filter((card4) => card4.kind === "castle").map((card4) => card4.id);
  shuffleInPlace(regular, draw);
  shuffleInPlace(castles, draw);
  const slots = [
    ...layout.cross.map((pos, i) => [pos, regular[i]]),
    ...layout.castles.map((pos, i) => [pos, castles[i]]),
    ...layout.coast.map((pos, i) => [pos, regular[layout.cross.length + i]])
  ];
  const cells = slots.map(([pos, cardId]) => {
    if (cardId === void 0) throw new RangeError("The content pack has too few map cards for its layout.");
    return { cardId, row: pos[0], col: pos[1], face: hooks.mapFace, coastIndex: ringIndex(layout.coastRing, pos) };
  });
  draft.map = { cells };
  ctx.emit({ type: "map-built", cards: cells.map((c) => c.cardId) });
};

// src/rules/setup/choose-first-player.ts
var chooseFirstPlayer = (draft, _step, ctx) => {
  const seat = draft.config.firstPlayer ?? ctx.randomInt(draft.config.players);
  draft.firstPlayer = seat;
  draft.firstPlayerToken = "quest";
  ctx.emit({ type: "first-player-chosen", player: seat });
};

// src/rules/setup/setup-goblins.ts
import { castDraft as castDraft3 } from "immer";
var setupGoblins = (draft, _step, ctx) => {
  const cells = draft.map.cells;
  const portals = allRegions(cells).filter((ref) => regionAt(cells, ref, ctx.env).kind === "portal").map((at3) => ({ at: at3, goblin: newGoblin(ctx.env.hooks.newGoblinStance, draft.config.players) }));
  draft.goblins = castDraft3({ portals, supply: GOBLIN_TOKENS - portals.length });
};

// src/rules/setup/setup-movement-cards.ts
var setupMovementCards = (draft, _step, ctx) => {
  draft.movementCards = ctx.env.content.movementCards.map((card4) => ({ id: card4.id, used: false }));
};

// src/rules/setup/setup-players.ts
import { castDraft as castDraft4 } from "immer";
var setupPlayers = (draft, _step, ctx) => {
  const { content } = ctx.env;
  const players = draft.config.colors.map((color, seat) => {
    const card4 = content.playerCards.find((c) => c.color === color);
    if (card4 === void 0) throw new RangeError(`No player card of colour "${color}".`);
    const home = castleOf(draft.map.cells, color, ctx.env);
    return {
      seat,
      color,
      health: STARTING_HEALTH,
      power: STARTING_POWER,
      spellLevel: 0,
      goblinsDefeated: 0,
      completedQuests: [],
      heroes: Array.from({ length: HEROES_PER_PLAYER }, () => ({ at: { ...home }, templeSpace: 0, items: [] })),
      reserve: [],
      legendary: Object.fromEntries(Object.keys(card4.legendary).map((item) => [item, 0]))
    };
  });
  draft.players = castDraft4(players);
};

// src/rules/setup/setup-quests.ts
var setupQuests = (draft, _step, ctx) => {
  const deck = ctx.env.content.quests.map((q) => q.id);
  shuffleInPlace(deck, (n) => ctx.randomInt(n));
  draft.quests = { deck, row: [], discard: [] };
  const discarded = dealRow(draft, ctx);
  ctx.emit({ type: "quest-row-dealt", row: [...draft.quests.row], discarded });
};

// src/rules/ruleset.ts
var baseHooks = {
  setupSteps: [
    { kind: "setup-map" },
    { kind: "setup-players" },
    { kind: "setup-goblins" },
    { kind: "setup-movement-cards" },
    { kind: "setup-quests" },
    { kind: "setup-first-player" },
    { kind: "begin-round" }
  ],
  mapFace: "bright",
  regularMapCards: (content) => content.mapCards.filter((card4) => card4.kind === "regular"),
  newGoblinStance: "passive",
  magicTrack: (content) => content.magicTracks.multiplayer,
  scoreSources: baseScoreSources,
  stateChecks: [],
  grottoEffects: brightGrottoEffects,
  resolutionSteps: [
    { kind: "reset-magic" },
    { kind: "flip-goblins" },
    { kind: "refill-portals" },
    { kind: "reset-movement-cards" },
    { kind: "refresh-quest-row" },
    { kind: "pass-first-player" },
    { kind: "advance-round" }
  ],
  discardQuestAtResolution: (state) => state.firstPlayerToken === "quest",
  arrival: baseArrival,
  onHeroMoved: () => {
  },
  onGoblinDefeated: () => {
  },
  onReturnHome: () => {
  },
  usesFirstPlayerToken: true,
  chanceOutcomes: { chance: diceChanceOutcomes },
  goalVerdict: () => null
};
var baseRuleset = {
  steps: {
    "setup-map": buildMap,
    "setup-players": setupPlayers,
    "setup-goblins": setupGoblins,
    "setup-movement-cards": setupMovementCards,
    "setup-quests": setupQuests,
    "setup-first-player": chooseFirstPlayer,
    "begin-round": beginRound,
    "begin-day": beginDay,
    "begin-day-turn": beginDayTurn,
    "day-player-turn": dayPlayerTurn,
    "end-day-turn": endDayTurn,
    "begin-night": beginNight,
    "offer-gain": offerGain,
    "gain-item": gainItem,
    arrive,
    "check-movement-quests": checkMovementQuests,
    "complete-temple": completeTemple,
    "advance-legendary": advanceLegendary,
    "night-turn": nightTurn,
    "roll-dice": rollDiceStep,
    "resolve-adventure-roll": resolveAdventureRoll,
    "deal-damage": dealDamage,
    "roll-gain-power": rollGainPower,
    "roll-conjure-magic": rollConjureMagic,
    "open-spend-windows": openSpendWindows,
    "spend-window": spendWindow,
    "pass-dice": passDice,
    "rest-heroes": restHeroes,
    "grotto-roll-temples": grottoRollTemples,
    "reset-magic": resetMagic,
    "flip-goblins": flipGoblins,
    "refill-portals": refillPortals,
    "reset-movement-cards": resetMovementCards,
    "refresh-quest-row": refreshQuestRow,
    "pass-first-player": passFirstPlayer,
    "advance-round": advanceRound
  },
  decisions: {
    "choose-movement-card": chooseMovementCard,
    "move-or-idle": moveOrIdle,
    "choose-gain": chooseGain,
    "equip-item": equipItem,
    "choose-quest": chooseQuest,
    "use-grotto": useGrotto,
    "advance-temples": advanceTemples,
    "adventure-or-rest": adventureOrRest,
    defend,
    "night-spend": nightSpend,
    "use-staff": useStaff,
    chance: chanceRoll
  },
  env: (state, ruleset) => ({ content: state.content, index: indexContent(state.content), hooks: ruleset.hooks }),
  hooks: baseHooks
};

// src/engine/modules.ts
var MODULE_IDS = OPTIONAL_MODULE_IDS;
var implemented = availableModules;
var cache3 = /* @__PURE__ */ new Map();
function isModuleAvailable(id) {
  return implemented[id] !== void 0;
}
function rulesetFor(modules) {
  const key2 = modules.join(",");
  let ruleset = cache3.get(key2);
  if (ruleset === void 0) {
    const parts = modules.map((id) => {
      const module = implemented[id];
      if (module === void 0) throw new InvalidStateError("STATE_MODULE", `Module "${id}" is not available in this engine.`);
      return module;
    });
    ruleset = composeRuleset(baseRuleset, parts);
    cache3.set(key2, ruleset);
  }
  return ruleset;
}

// src/engine/options.ts
var SOLO = "solo";
var DIFFICULTIES = ["peasant", "page", "squire", "knight", "hero-of-legend"];
var KNOWN_KEYS = ["seed", "players", "modules", "difficulty", "content", "colors", "firstPlayer", "chance"];
function fail(code, message) {
  throw new InvalidOptionsError(code, message);
}
function normalizeOptions(options, playerColors) {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    fail("OPTIONS_NOT_OBJECT", "createGame needs an options object such as { seed: 1, players: 2 }.");
  }
  const o = options;
  const unknownKeys = Object.keys(o).filter((k) => !KNOWN_KEYS.includes(k));
  if (unknownKeys.length > 0) {
    fail("OPTION_UNKNOWN", `Unknown option(s) ${unknownKeys.map((k) => `"${k}"`).join(", ")}; known: ${KNOWN_KEYS.join(", ")}.`);
  }
  const seed = o["seed"];
  if (!(typeof seed === "string" && seed.length > 0 || typeof seed === "number" && Number.isFinite(seed))) {
    fail("OPTION_SEED", "`seed` is required: a non-empty string or a finite number.");
  }
  const players = o["players"];
  if (typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4) {
    fail("OPTION_PLAYERS", `\`players\` must be an integer from 1 to 4 (1 = solo); got ${JSON.stringify(players)}.`);
  }
  const chosen = normalizeModules(o["modules"]);
  const modules = MODULE_ORDER.filter((id) => id === SOLO ? players === 1 : chosen.includes(id));
  const difficulty = normalizeDifficulty(o["difficulty"], players);
  const colors = normalizeColors(o["colors"], players, playerColors);
  const firstPlayer = o["firstPlayer"];
  if (firstPlayer !== void 0 && (typeof firstPlayer !== "number" || !Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players)) {
    fail("OPTION_FIRST_PLAYER", `\`firstPlayer\` must be a seat from 0 to ${players - 1}.`);
  }
  const chance = o["chance"] ?? "seeded";
  if (chance !== "seeded" && chance !== "external") {
    fail("OPTION_CHANCE", '`chance` must be "seeded" or "external".');
  }
  return {
    // -0 is a number JSON cannot keep; it seeds the same generator as 0 (String(-0) === "0").
    seed: Object.is(seed, -0) ? 0 : seed,
    players,
    modules,
    difficulty,
    chance,
    colors,
    firstPlayer: firstPlayer ?? null
  };
}
function normalizeDifficulty(value, players) {
  if (players !== 1) {
    if (value !== void 0) fail("OPTION_DIFFICULTY", "`difficulty` applies to the solo variant only (players: 1).");
    return null;
  }
  if (value === void 0) return "peasant";
  if (typeof value !== "string" || !DIFFICULTIES.includes(value)) {
    fail("OPTION_DIFFICULTY", `Unknown difficulty ${JSON.stringify(value)}; the solo difficulties are ${DIFFICULTIES.join(", ")}.`);
  }
  return value;
}
function normalizeModules(value) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) fail("OPTION_MODULES", "`modules` must be an array of module ids.");
  for (const id of value) {
    if (typeof id !== "string" || !MODULE_IDS.includes(id)) {
      fail("OPTION_MODULES", `Unknown module ${JSON.stringify(id)}; known modules: ${MODULE_IDS.join(", ")}.`);
    }
    if (!isModuleAvailable(id)) fail("MODULE_UNAVAILABLE", `Module "${id}" is not available yet in this version.`);
  }
  if (new Set(value).size !== value.length) fail("OPTION_MODULES", "`modules` lists a module twice.");
  return MODULE_IDS.filter((id) => value.includes(id));
}
function normalizeColors(value, players, playerColors) {
  const colors = value ?? DEFAULT_COLORS.filter((c) => playerColors.includes(c)).slice(0, players);
  if (!Array.isArray(colors) || colors.length !== players || colors.some((c) => typeof c !== "string")) {
    fail("OPTION_COLORS", `\`colors\` must list exactly ${players} colour names.`);
  }
  if (new Set(colors).size !== colors.length) fail("OPTION_COLORS", "`colors` lists a colour twice.");
  const missing = colors.filter((c) => !playerColors.includes(c));
  if (missing.length > 0) {
    fail("OPTION_COLORS", `No player card of colour ${missing.map((c) => `"${c}"`).join(", ")}; available: ${playerColors.join(", ")}.`);
  }
  return colors;
}

// src/engine/create-game.ts
var frozenReference = null;
function contentFor(options) {
  const given = options.content;
  if (given === void 0) {
    frozenReference ??= freeze(clonePlain(referencePack), true);
    return frozenReference;
  }
  const problems = validateContent(given);
  if (problems.length > 0) throw new InvalidContentError(problems);
  return freeze(clonePlain(given), true);
}
function createGame(options) {
  const probe = typeof options === "object" && options !== null ? options : {};
  const content = contentFor(probe);
  const config = normalizeOptions(options, content.playerCards.map((card4) => card4.color));
  const ruleset = rulesetFor(config.modules);
  const skeleton = {
    schemaVersion: SCHEMA_VERSION,
    config,
    content,
    rng: seedRng(config.seed),
    decision: null,
    queue: ruleset.hooks.setupSteps,
    phase: "setup",
    round: 1,
    map: { cells: [] },
    players: [],
    firstPlayer: 0,
    firstPlayerToken: "quest",
    magicSpace: 0,
    goblins: { portals: [], supply: 0 },
    quests: { deck: [], row: [], discard: [] },
    itemRack: content.items.filter((item) => item.kind === "treasure").map((item) => item.id),
    movementCards: [],
    day: null,
    night: null,
    lastRoll: null,
    moduleState: {}
  };
  return freeze(runSteps(ruleset, skeleton, "immutable").state, true);
}

// src/engine/state-guard.ts
function assertStateShape(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidStateError("STATE_NOT_OBJECT", "A game state must be an object created by createGame.");
  }
  const s = value;
  if (s["schemaVersion"] !== SCHEMA_VERSION) {
    throw new InvalidStateError(
      "STATE_VERSION",
      `This engine reads state schema version ${SCHEMA_VERSION}; the state has ${JSON.stringify(s["schemaVersion"]) ?? "none"}.`
    );
  }
  const config = s["config"];
  const modules = config?.["modules"];
  if (typeof config !== "object" || config === null || !Array.isArray(modules) || typeof s["content"] !== "object" || s["content"] === null || Array.isArray(s["content"]) || !Array.isArray(s["queue"]) || !(s["decision"] === null || typeof s["decision"] === "object" && typeof s["decision"].kind === "string")) {
    throw new InvalidStateError("STATE_MALFORMED", "The state lacks its config, content, queue or decision.");
  }
  const players = config["players"];
  if (typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4 || !Array.isArray(s["players"]) || s["phase"] !== "setup" && s["players"].length !== players) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's config.players must be 1 to 4 and match its player boards.");
  }
  const unavailable = modules.filter((m) => typeof m !== "string" || !isModuleAvailable(m));
  if (unavailable.length > 0) {
    throw new InvalidStateError("STATE_MODULE", `The state names module(s) this engine does not provide: ${JSON.stringify(unavailable)}.`);
  }
  const rng = s["rng"];
  if (typeof rng !== "object" || rng === null || !["c", "s0", "s1", "s2"].every((k) => typeof rng[k] === "number" && Number.isFinite(rng[k]))) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's RNG must hold four finite numbers c, s0, s1, s2.");
  }
}

// src/engine/api.ts
function guarded(body) {
  try {
    return body();
  } catch (error) {
    if (error instanceof TeqError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_CORRUPT", `The state is inconsistent and cannot be played: ${reason}`);
  }
}
function reduceWithEvents(state, action2) {
  assertStateShape(state);
  return guarded(() => applyAction(rulesetFor(state.config.modules), state, action2, "immutable"));
}
function reduce(state, action2) {
  return reduceWithEvents(state, action2).state;
}
function validate(state, action2) {
  try {
    assertStateShape(state);
    const rejection = guarded(() => checkAction(rulesetFor(state.config.modules), state, action2));
    if (rejection === null) return { ok: true };
    return { ok: false, error: new IllegalActionError(rejection.code, rejection.message, action2) };
  } catch (error) {
    if (error instanceof TeqError) return { ok: false, error };
    throw error;
  }
}
function legalActions(state) {
  assertStateShape(state);
  return guarded(() => listActions(rulesetFor(state.config.modules), state));
}
function isGameOver(state) {
  assertStateShape(state);
  return state.phase === "ended";
}

// src/rules/scoring/scores.ts
function itemsHeld(state, seat) {
  const player = state.players[seat];
  if (player === void 0) return 0;
  const onHeroes = player.heroes.reduce((n, hero) => n + hero.items.length, 0);
  const legendaryOnHeroes = player.heroes.reduce(
    (n, hero) => n + hero.items.filter((item) => item in player.legendary).length,
    0
  );
  return onHeroes - legendaryOnHeroes + player.reserve.filter((i) => !(i in player.legendary)).length + legendaryItemsGained(state, seat);
}
var TIE_BREAK_ORDER = ["quests", "goblins", "spellLevel", "items"];
function scoreSheet(state, sources, content, verdict = () => null) {
  const players = state.players.map((player) => {
    const breakdown = sources.map((source) => {
      const count = source.count(state, player.seat);
      return { source: source.id, count, points: source.points(count, content) };
    });
    return {
      seat: player.seat,
      color: player.color,
      total: breakdown.reduce((sum, line) => sum + line.points, 0),
      breakdown,
      tieBreaks: {
        quests: player.completedQuests.length,
        goblins: player.goblinsDefeated,
        spellLevel: player.spellLevel,
        items: itemsHeld(state, player.seat)
      }
    };
  });
  let leaders = players;
  const best = Math.max(...leaders.map((p) => p.total));
  leaders = leaders.filter((p) => p.total === best);
  for (const key2 of TIE_BREAK_ORDER) {
    const top = Math.max(...leaders.map((p) => p.tieBreaks[key2]));
    leaders = leaders.filter((p) => p.tieBreaks[key2] === top);
  }
  const final = state.phase === "ended";
  const solo2 = verdict(state, players[0]?.total ?? 0);
  if (solo2 !== null) return { final, players, winners: solo2.reached ? players.map((p) => p.seat) : [], solo: solo2 };
  return { final, players, winners: leaders.map((p) => p.seat) };
}

// src/engine/scores.ts
function scores(state) {
  assertStateShape(state);
  const hooks = rulesetFor(state.config.modules).hooks;
  return guarded(() => scoreSheet(state, hooks.scoreSources, state.content, hooks.goalVerdict));
}

// src/engine/player-view.ts
function playerView(state, viewer) {
  assertStateShape(state);
  if (viewer !== "spectator" && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.config.players)) {
    throw new InvalidOptionsError("VIEWER", `The viewer must be a seat from 0 to ${state.config.players - 1} or "spectator".`);
  }
  return guarded(() => {
    const order = new Map(state.content.quests.map((q, i) => [q.id, i]));
    const deck = [...state.quests.deck].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return { ...state, rng: null, quests: { ...state.quests, deck } };
  });
}

// src/engine/replay.ts
function replay(options, actions) {
  let state = createGame(options);
  actions.forEach((action2, index) => {
    try {
      state = reduce(state, action2);
    } catch (error) {
      if (error instanceof IllegalActionError) {
        throw new IllegalActionError(error.code, `Action #${index} refused: ${error.message}`, action2);
      }
      throw error;
    }
  });
  return state;
}

// src/engine/chance.ts
function chanceOutcomes(state) {
  assertStateShape(state);
  const decision = state.decision;
  if (decision === null || decision.player !== "chance") return [];
  const ruleset = rulesetFor(state.config.modules);
  const outcomes = ruleset.hooks.chanceOutcomes[decision.kind];
  if (outcomes === void 0) return [];
  return outcomes(state, decision, ruleset.env(state, ruleset)).map((o) => ({ action: o.action, probability: o.probability }));
}

// src/engine/parse-state.ts
import { freeze as freeze2 } from "immer";

// src/engine/state-check/problems.ts
var MAX_PROBLEMS = 50;
var Problems = class {
  /** @param code - the code of every problem this collector records */
  constructor(code) {
    this.code = code;
  }
  code;
  /** The problems so far, in the order found. */
  list = [];
  /** Whether no more problems are collected. */
  get full() {
    return this.list.length >= MAX_PROBLEMS;
  }
  /** The number of problems so far (compare before and after a check to see whether it passed). */
  get count() {
    return this.list.length;
  }
  /**
   * Records one problem (ignored once full).
   *
   * @param path - where
   * @param message - what is wrong
   */
  add(path, message) {
    if (!this.full) this.list.push({ path, code: this.code, message });
  }
};
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
function at2(path, key2) {
  if (typeof key2 === "number") return `${path}[${key2}]`;
  if (!IDENTIFIER.test(key2)) return `${path}[${JSON.stringify(key2)}]`;
  return path === "" ? key2 : `${path}.${key2}`;
}
function describe(value) {
  if (value === null) return "null";
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "string") return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}...` : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
var LEADS = {
  STATE_MALFORMED: "The state is malformed",
  STATE_CONTENT: "The state's content pack is invalid",
  STATE_INCONSISTENT: "The state is inconsistent"
};
var SHOWN = 5;
var StateCheckError = class extends InvalidStateError {
  /** Every problem found (at most 50), each `"path: message"`, in the order found. */
  problems;
  /** @param problems - the problems found (at least one; all with the code of the first) */
  constructor(problems) {
    const lines = problems.map((p) => p.path === "" ? p.message : `${p.path}: ${p.message}`);
    const head = lines.slice(0, SHOWN).join("; ");
    const more = lines.length > SHOWN ? ` (and ${lines.length - SHOWN} more)` : "";
    const code = problems[0]?.code ?? "STATE_MALFORMED";
    super(code, `${LEADS[code]}: ${head}${more}`);
    this.name = "InvalidStateError";
    this.problems = lines;
  }
};

// src/engine/state-check/read.ts
function isObj(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function readRecord2(p, value, path, keys) {
  if (!isObj(value)) {
    p.add(path, `expected an object, found ${describe(value)}`);
    return void 0;
  }
  for (const key2 of keys) if (!Object.hasOwn(value, key2)) p.add(at2(path, key2), "missing required field");
  for (const key2 of Object.keys(value)) if (!keys.includes(key2)) p.add(at2(path, key2), "unknown field");
  return value;
}
function field(o, key2, path, read) {
  return Object.hasOwn(o, key2) ? read(o[key2], at2(path, key2)) : void 0;
}
function readArray2(p, value, path, min = 0, max = Infinity) {
  if (!Array.isArray(value)) {
    p.add(path, `expected an array, found ${describe(value)}`);
    return void 0;
  }
  if (value.length < min || value.length > max) {
    const want = min === max ? `exactly ${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    p.add(path, `expected ${want} entries, found ${value.length}`);
    return void 0;
  }
  return value;
}
function eachOf(p, items, path, read) {
  const out = [];
  for (let i = 0; i < items.length && !p.full; i++) out.push(read(items[i], at2(path, i), i));
  return out;
}
function readInt(p, value, path, min, max) {
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return value;
  p.add(path, `expected an integer from ${min} to ${max}, found ${describe(value)}`);
  return void 0;
}
function readString2(p, value, path) {
  if (typeof value === "string" && value !== "") return value;
  p.add(path, `expected a non-empty string, found ${describe(value)}`);
  return void 0;
}
function readBoolean2(p, value, path) {
  if (typeof value === "boolean") return value;
  p.add(path, `expected true or false, found ${describe(value)}`);
  return void 0;
}
function readOneOf(p, value, path, values) {
  if (values.includes(value)) return value;
  p.add(path, `expected one of ${values.map((v) => JSON.stringify(v)).join(", ")}, found ${describe(value)}`);
  return void 0;
}

// src/engine/state-check/check-conservation.ts
function entries(path, ids, suffix) {
  return ids.map((id, i) => ({ path: suffix === void 0 ? at2(path, i) : at2(at2(path, i), suffix), id }));
}
function checkOnce(p, rule, found) {
  const knownSet = new Set(rule.known);
  const seen = /* @__PURE__ */ new Map();
  for (const { path, id } of found) {
    if (rule.skip?.(id) === true) continue;
    if (!knownSet.has(id)) {
      p.add(path, `${rule.unknown ?? `unknown ${rule.what}`} ${describe(id)}`);
      continue;
    }
    const first = seen.get(id);
    if (first !== void 0) p.add(path, `the ${rule.what} ${describe(id)} is already at ${first}`);
    else seen.set(id, path);
  }
  const missing = rule.known.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    const plural = missing.length > 1;
    p.add(rule.where, `the ${rule.what}${plural ? "s" : ""} ${missing.map((id) => describe(id)).join(", ")} ${plural ? "are" : "is"} nowhere`);
  }
}
function checkConservation(p, ctx) {
  checkQuestCards(p, ctx);
  checkGoblinTokens(p, ctx);
  checkItems2(p, ctx);
  checkMovementCards2(p, ctx);
}
function checkQuestCards(p, { state, env }) {
  const found = [
    ...entries("quests.deck", state.quests.deck),
    ...entries("quests.row", state.quests.row),
    ...entries("quests.discard", state.quests.discard),
    ...state.players.flatMap((player, seat) => entries(at2(at2("players", seat), "completedQuests"), player.completedQuests))
  ];
  checkOnce(p, { what: "quest", known: env.content.quests.map((q) => q.id), where: "quests" }, found);
}
function checkGoblinTokens(p, { state }) {
  const onPortals = state.goblins.portals.filter((portal) => portal.goblin !== null).length;
  const defeated = state.players.reduce((sum, player) => sum + player.goblinsDefeated, 0);
  const total = onPortals + state.goblins.supply + defeated;
  if (total !== GOBLIN_TOKENS) {
    p.add(
      "goblins.supply",
      `the goblin tokens on portals (${onPortals}), in the supply (${state.goblins.supply}) and defeated (${defeated}) make ${total}, not ${GOBLIN_TOKENS}`
    );
  }
}
function inTransit(value, path) {
  if (!isObj(value) || !Object.hasOwn(value, "item")) return null;
  const item = value["item"];
  if (typeof item !== "string") return null;
  return { seat: value["player"], found: { path: at2(path, "item"), id: item } };
}
function checkItems2(p, { state, env }) {
  const isLegendary = (id) => env.index.items.get(id)?.kind === "legendary";
  const held = state.players.map((player, seat) => {
    const path = at2("players", seat);
    return [...player.heroes.flatMap((hero, h) => entries(at2(at2(at2(path, "heroes"), h), "items"), hero.items)), ...entries(at2(path, "reserve"), player.reserve)];
  });
  const transit = [inTransit(state.decision, "decision"), ...state.queue.map((step, i) => inTransit(step, at2("queue", i)))];
  for (const t of transit) {
    if (t === null) continue;
    if (typeof t.seat === "number" && held[t.seat] !== void 0) held[t.seat]?.push(t.found);
    else p.add(t.found.path, `an item in transit to ${describe(t.seat)}, who is not a player`);
  }
  const found = [...entries("itemRack", state.itemRack), ...held.flat()];
  const treasure2 = env.content.items.filter((item) => item.kind === "treasure").map((item) => item.id);
  checkOnce(p, { what: "treasure item", known: treasure2, where: "itemRack", skip: isLegendary, unknown: "unknown item" }, found);
  state.itemRack.forEach((id, i) => {
    if (isLegendary(id)) p.add(at2("itemRack", i), `the legendary item ${describe(id)} is never on the item rack`);
  });
  state.players.forEach((player, seat) => {
    const once = /* @__PURE__ */ new Set();
    for (const { path, id } of held[seat] ?? []) {
      if (!isLegendary(id)) continue;
      const progress = Object.hasOwn(player.legendary, id) ? player.legendary[id] : void 0;
      if (progress !== 2) {
        p.add(path, `the legendary item ${describe(id)} is held before both its temples are completed (legendary.${id} is ${describe(progress)})`);
      } else if (once.has(id)) {
        p.add(path, `the legendary item ${describe(id)} is held twice by this player`);
      }
      once.add(id);
    }
  });
}
function checkMovementCards2(p, { state, env }) {
  const known2 = env.content.movementCards.map((card4) => card4.id);
  const found = entries("movementCards", state.movementCards.map((card4) => card4.id), "id");
  checkOnce(p, { what: "movement card", known: known2, where: "movementCards" }, found);
}

// src/engine/state-check/check-content.ts
function checkContent(p, content) {
  for (const problem of validateContent(content)) {
    p.add(problem.path === "" ? "content" : `content.${problem.path}`, `${problem.message} (${problem.code})`);
  }
}
function checkContentRanges(p, ctx) {
  const { state, env } = ctx;
  const spaces = env.hooks.magicTrack(env.content).spaces.length;
  if (state.magicSpace >= spaces) {
    p.add("magicSpace", `expected an integer from 0 to ${spaces - 1} (the magic track has ${spaces} spaces), found ${describe(state.magicSpace)}`);
  }
}

// src/engine/state-check/check-fields-board.ts
var MAP_KEYS = Object.keys({ cells: 1 });
var CELL_KEYS = Object.keys({ cardId: 1, row: 1, col: 1, face: 1, coastIndex: 1 });
var REF_KEYS = Object.keys({ cell: 1, side: 1 });
var GOBLINS_KEYS = Object.keys({ portals: 1, supply: 1 });
var PORTAL_KEYS = Object.keys({ at: 1, goblin: 1 });
var TOKEN_KEYS = Object.keys({ stance: 1, damage: 1, dealtBy: 1 });
var QUESTS_KEYS = Object.keys({ deck: 1, row: 1, discard: 1 });
var MOVEMENT_KEYS = Object.keys({ id: 1, used: 1 });
var SIDES2 = Object.keys({ left: 1, right: 1 });
var FACES2 = Object.keys({ bright: 1, gloom: 1 });
var STANCES = Object.keys({ passive: 1, aggressive: 1 });
var MAX_GRID = 99;
function checkRegionRef(p, value, path, cells) {
  const ref = readRecord2(p, value, path, REF_KEYS);
  if (ref === void 0) return;
  field(ref, "cell", path, (v, q) => readInt(p, v, q, 0, cells === void 0 ? MAX_GRID * MAX_GRID : cells - 1));
  field(ref, "side", path, (v, q) => readOneOf(p, v, q, SIDES2));
}
function checkBoardFields(p, s, shape) {
  field(s, "map", "", (v, q) => checkMap(p, v, q));
  field(s, "goblins", "", (v, q) => checkGoblins(p, v, q, shape));
  field(s, "quests", "", (v, q) => checkQuests2(p, v, q));
  field(s, "itemRack", "", (v, q) => checkIds(p, v, q));
  field(s, "movementCards", "", (v, q) => {
    const cards = readArray2(p, v, q);
    if (cards === void 0) return;
    eachOf(p, cards, q, (card4, qi) => {
      const c = readRecord2(p, card4, qi, MOVEMENT_KEYS);
      if (c === void 0) return;
      field(c, "id", qi, (w, r) => readString2(p, w, r));
      field(c, "used", qi, (w, r) => readBoolean2(p, w, r));
    });
  });
}
function checkIds(p, value, path, max = Infinity) {
  const ids = readArray2(p, value, path, 0, max);
  if (ids !== void 0) eachOf(p, ids, path, (id, q) => readString2(p, id, q));
}
function checkMap(p, value, path) {
  const map = readRecord2(p, value, path, MAP_KEYS);
  if (map === void 0) return;
  field(map, "cells", path, (v, q) => {
    const cells = readArray2(p, v, q, 1, MAX_GRID);
    if (cells === void 0) return;
    eachOf(p, cells, q, (cell, qi) => {
      const c = readRecord2(p, cell, qi, CELL_KEYS);
      if (c === void 0) return;
      field(c, "cardId", qi, (w, r) => readString2(p, w, r));
      field(c, "row", qi, (w, r) => readInt(p, w, r, 0, MAX_GRID));
      field(c, "col", qi, (w, r) => readInt(p, w, r, 0, MAX_GRID));
      field(c, "face", qi, (w, r) => readOneOf(p, w, r, FACES2));
      field(c, "coastIndex", qi, (w, r) => w === null ? null : readInt(p, w, r, 0, MAX_GRID * MAX_GRID));
    });
  });
}
function checkGoblins(p, value, path, shape) {
  const goblins = readRecord2(p, value, path, GOBLINS_KEYS);
  if (goblins === void 0) return;
  field(goblins, "portals", path, (v, q) => {
    const portals = readArray2(p, v, q, 0, GOBLIN_TOKENS * 2);
    if (portals === void 0) return;
    eachOf(p, portals, q, (portal, qi) => {
      const o = readRecord2(p, portal, qi, PORTAL_KEYS);
      if (o === void 0) return;
      field(o, "at", qi, (w, r) => checkRegionRef(p, w, r, shape.cells));
      field(o, "goblin", qi, (w, r) => {
        if (w === null) return;
        const token = readRecord2(p, w, r, TOKEN_KEYS);
        if (token === void 0) return;
        field(token, "stance", r, (x, t) => readOneOf(p, x, t, STANCES));
        const damage = field(token, "damage", r, (x, t) => readInt(p, x, t, 0, GOBLIN_HEALTH - 1));
        field(token, "dealtBy", r, (x, t) => {
          const shares = readArray2(p, x, t, shape.players ?? 0, shape.players ?? Infinity);
          if (shares === void 0) return;
          let sum = 0;
          shares.forEach((share, i) => sum += readInt(p, share, `${t}[${i}]`, 0, GOBLIN_HEALTH - 1) ?? 0);
          if (damage !== void 0 && sum !== damage) p.add(t, `the shares add up to ${sum}, but the goblin's damage is ${damage}`);
        });
      });
    });
  });
  field(goblins, "supply", path, (v, q) => readInt(p, v, q, 0, GOBLIN_TOKENS));
}
function checkQuests2(p, value, path) {
  const quests = readRecord2(p, value, path, QUESTS_KEYS);
  if (quests === void 0) return;
  field(quests, "deck", path, (v, q) => checkIds(p, v, q));
  field(quests, "row", path, (v, q) => checkIds(p, v, q, QUEST_ROW_SIZE));
  field(quests, "discard", path, (v, q) => checkIds(p, v, q));
}

// src/engine/state-check/check-fields-players.ts
var PLAYER_KEYS = Object.keys({
  seat: 1,
  color: 1,
  health: 1,
  power: 1,
  spellLevel: 1,
  goblinsDefeated: 1,
  completedQuests: 1,
  heroes: 1,
  reserve: 1,
  legendary: 1
});
var HERO_KEYS = Object.keys({ at: 1, templeSpace: 1, items: 1 });
var TRACK_SPACES = 4;
var LEGENDARY_DONE = 2;
var MAX_SPELL_LEVEL = 10;
function checkPlayerFields(p, s, shape) {
  field(s, "players", "", (v, q) => {
    const players = readArray2(p, v, q, 1, 4);
    if (players === void 0) return;
    if (shape.players !== void 0 && players.length !== shape.players) {
      p.add(q, `expected ${shape.players} players (config.players), found ${players.length}`);
      return;
    }
    eachOf(p, players, q, (player, qi, seat) => checkPlayer(p, player, qi, seat, shape));
  });
}
function checkPlayer(p, value, path, seat, shape) {
  const o = readRecord2(p, value, path, PLAYER_KEYS);
  if (o === void 0) return;
  field(o, "seat", path, (v, q) => {
    if (v !== seat) p.add(q, `expected ${seat} (the player's index), found ${describe(v)}`);
  });
  field(o, "color", path, (v, q) => readString2(p, v, q));
  field(o, "health", path, (v, q) => readInt(p, v, q, 0, STAT_CAP));
  field(o, "power", path, (v, q) => readInt(p, v, q, 0, STAT_CAP));
  field(o, "spellLevel", path, (v, q) => readInt(p, v, q, 0, MAX_SPELL_LEVEL));
  field(o, "goblinsDefeated", path, (v, q) => readInt(p, v, q, 0, GOBLIN_TOKENS));
  field(o, "completedQuests", path, (v, q) => checkIds(p, v, q));
  field(o, "heroes", path, (v, q) => {
    const heroes = readArray2(p, v, q, HEROES_PER_PLAYER, HEROES_PER_PLAYER);
    if (heroes !== void 0) eachOf(p, heroes, q, (hero, qi) => checkHero(p, hero, qi, shape));
  });
  field(o, "reserve", path, (v, q) => checkIds(p, v, q));
  field(o, "legendary", path, (v, q) => {
    if (!isObj(v)) {
      p.add(q, `expected an object, found ${describe(v)}`);
      return;
    }
    for (const key2 of Object.keys(v)) readInt(p, v[key2], at2(q, key2), 0, LEGENDARY_DONE);
  });
}
function checkHero(p, value, path, shape) {
  const hero = readRecord2(p, value, path, HERO_KEYS);
  if (hero === void 0) return;
  field(hero, "at", path, (v, q) => checkRegionRef(p, v, q, shape.cells));
  field(hero, "templeSpace", path, (v, q) => readInt(p, v, q, 0, TRACK_SPACES));
  field(hero, "items", path, (v, q) => checkIds(p, v, q, HANDS_PER_HERO));
}

// src/engine/state-check/check-fields-progress.ts
var DAY_KEYS = Object.keys({ turn: 1, leader: 1, card: 1, moved: 1, questTaken: 1, treasureQuests: 1 });
var MOVED_KEYS = Object.keys({ heroes: 1, method: 1, through: 1 });
var NIGHT_KEYS = Object.keys({ holder: 1, adventuring: 1 });
var ROLL_KEYS = Object.keys({ player: 1, purpose: 1, symbols: 1 });
var SYMBOLS = Object.keys({
  "take-damage": 1,
  "gain-power": 1,
  "conjure-magic": 1,
  torch: 1,
  scroll: 1,
  "attack-goblin": 1
});
var METHODS = Object.keys({ horse: 1, raft: 1, gryphon: 1, ship: 1, foot: 1 });
var MAX_THROUGH = 99;
var MAX_DICE = 99;
function checkDay(p, value, path, seat) {
  const day = readRecord2(p, value, path, DAY_KEYS);
  if (day === void 0) return;
  field(day, "turn", path, (v, q) => readInt(p, v, q, 0, DAY_TURNS - 1));
  field(day, "leader", path, seat);
  field(day, "card", path, (v, q) => v === null ? null : readString2(p, v, q));
  field(day, "moved", path, (v, q) => {
    if (v === null) return;
    const moved = readRecord2(p, v, q, MOVED_KEYS);
    if (moved === void 0) return;
    field(moved, "heroes", q, (w, r) => {
      const heroes = readArray2(p, w, r, 0, HEROES_PER_PLAYER);
      if (heroes !== void 0) eachOf(p, heroes, r, (hero, rh) => readInt(p, hero, rh, 0, HEROES_PER_PLAYER - 1));
    });
    field(moved, "method", q, (w, r) => readOneOf(p, w, r, METHODS));
    field(moved, "through", q, (w, r) => readInt(p, w, r, 0, MAX_THROUGH));
  });
  field(day, "questTaken", path, (v, q) => readBoolean2(p, v, q));
  field(day, "treasureQuests", path, (v, q) => checkIds(p, v, q, QUEST_ROW_SIZE));
}
function checkNight(p, value, path, seat, shape) {
  const night = readRecord2(p, value, path, NIGHT_KEYS);
  if (night === void 0) return;
  field(night, "holder", path, seat);
  field(night, "adventuring", path, (v, q) => {
    const flags = shape.players === void 0 ? readArray2(p, v, q, 1, 4) : readArray2(p, v, q, shape.players, shape.players);
    if (flags !== void 0) eachOf(p, flags, q, (flag, qi) => readBoolean2(p, flag, qi));
  });
}
function checkLastRoll(p, value, path, seat) {
  const roll = readRecord2(p, value, path, ROLL_KEYS);
  if (roll === void 0) return;
  field(roll, "player", path, seat);
  field(roll, "purpose", path, (v, q) => readString2(p, v, q));
  field(roll, "symbols", path, (v, q) => {
    const symbols = readArray2(p, v, q, 0, MAX_DICE);
    if (symbols !== void 0) eachOf(p, symbols, q, (symbol, qi) => readOneOf(p, symbol, qi, SYMBOLS));
  });
}

// src/engine/state-check/check-fields.ts
var STATE_KEYS = Object.keys({
  schemaVersion: 1,
  config: 1,
  content: 1,
  rng: 1,
  decision: 1,
  queue: 1,
  phase: 1,
  round: 1,
  map: 1,
  players: 1,
  firstPlayer: 1,
  firstPlayerToken: 1,
  magicSpace: 1,
  goblins: 1,
  quests: 1,
  itemRack: 1,
  movementCards: 1,
  day: 1,
  night: 1,
  lastRoll: 1,
  moduleState: 1
});
var CONFIG_KEYS = Object.keys({
  seed: 1,
  players: 1,
  modules: 1,
  difficulty: 1,
  chance: 1,
  colors: 1,
  firstPlayer: 1
});
var RNG_KEYS = Object.keys({ c: 1, s0: 1, s1: 1, s2: 1 });
var PHASES = Object.keys({ setup: 1, day: 1, night: 1, resolution: 1, ended: 1 });
var CHANCE = Object.keys({ seeded: 1, external: 1 });
var TOKEN_SIDES = Object.keys({ quest: 1, "no-quest": 1 });
function checkFields(p, value) {
  const s = readRecord2(p, value, "", STATE_KEYS);
  if (s === void 0) return;
  if (s["schemaVersion"] !== 1) p.add("schemaVersion", `expected 1, found ${describe(s["schemaVersion"])}`);
  const config = field(s, "config", "", (v, q) => checkConfig(p, v, q));
  field(s, "content", "", (v, q) => isObj(v) ? v : p.add(q, `expected an object, found ${describe(v)}`));
  field(s, "rng", "", (v, q) => checkRng(p, v, q));
  const cellsValue = isObj(s["map"]) ? s["map"]["cells"] : void 0;
  const shape = { players: config?.players, cells: Array.isArray(cellsValue) ? cellsValue.length : void 0 };
  const seat = (v, q) => shape.players === void 0 ? readInt(p, v, q, 0, 3) : readInt(p, v, q, 0, shape.players - 1);
  field(s, "decision", "", (v, q) => checkDecision(p, v, q, seat));
  field(s, "queue", "", (v, q) => checkQueue(p, v, q));
  if (config?.modules !== void 0) checkKinds(p, s, config.modules);
  field(s, "phase", "", (v, q) => readOneOf(p, v, q, PHASES));
  field(s, "round", "", (v, q) => readInt(p, v, q, 1, ROUNDS));
  checkBoardFields(p, s, shape);
  checkPlayerFields(p, s, shape);
  field(s, "firstPlayer", "", seat);
  field(s, "firstPlayerToken", "", (v, q) => readOneOf(p, v, q, TOKEN_SIDES));
  field(s, "magicSpace", "", (v, q) => readInt(p, v, q, 0, Number.MAX_SAFE_INTEGER));
  field(s, "day", "", (v, q) => v === null ? null : checkDay(p, v, q, seat));
  field(s, "night", "", (v, q) => v === null ? null : checkNight(p, v, q, seat, shape));
  field(s, "lastRoll", "", (v, q) => v === null ? null : checkLastRoll(p, v, q, seat));
  field(s, "moduleState", "", (v, q) => checkModuleState(p, v, q, config?.modules));
}
function checkConfig(p, value, path) {
  const c = readRecord2(p, value, path, CONFIG_KEYS);
  if (c === void 0) return void 0;
  field(c, "seed", path, (v, q) => {
    if (!(typeof v === "string" && v !== "" || typeof v === "number" && Number.isFinite(v))) {
      p.add(q, `expected a non-empty string or a finite number, found ${describe(v)}`);
    }
  });
  const players = field(c, "players", path, (v, q) => readInt(p, v, q, 1, 4));
  const modules = field(c, "modules", path, (v, q) => checkModules(p, v, q, players));
  field(c, "difficulty", path, (v, q) => {
    if (players === 1) readOneOf(p, v, q, DIFFICULTIES);
    else if (players !== void 0 && v !== null) p.add(q, `expected null (a difficulty is for the solo variant only), found ${describe(v)}`);
  });
  field(c, "chance", path, (v, q) => readOneOf(p, v, q, CHANCE));
  field(c, "colors", path, (v, q) => {
    const colors = readArray2(p, v, q, 1, 4);
    if (colors === void 0) return;
    if (players !== void 0 && colors.length !== players) {
      p.add(q, `expected one colour per player (${players}), found ${colors.length}`);
    }
    const seen = /* @__PURE__ */ new Set();
    eachOf(p, colors, q, (color, qi) => {
      const name = readString2(p, color, qi);
      if (name !== void 0 && seen.has(name)) p.add(qi, `the colour ${describe(name)} is listed twice`);
      if (name !== void 0) seen.add(name);
    });
  });
  field(c, "firstPlayer", path, (v, q) => {
    if (v !== null) readInt(p, v, q, 0, (players ?? 4) - 1);
  });
  return { players, modules };
}
function checkModules(p, value, path, players) {
  const modules = readArray2(p, value, path, 0, MODULE_ORDER.length);
  if (modules === void 0) return void 0;
  const before = p.count;
  eachOf(p, modules, path, (id, q) => {
    const name = readOneOf(p, id, q, MODULE_ORDER);
    if (name !== void 0 && !isModuleAvailable(name)) p.add(q, `the module "${name}" is not available in this engine version`);
  });
  if (p.count !== before) return void 0;
  const canonical = MODULE_ORDER.filter((id) => modules.includes(id));
  if (canonical.length !== modules.length || canonical.some((id, i) => modules[i] !== id)) {
    p.add(path, `expected each module once, in canonical order (${MODULE_ORDER.join(", ")})`);
    return void 0;
  }
  if (players !== void 0 && canonical.includes("solo") !== (players === 1)) {
    p.add(path, players === 1 ? 'expected "solo" first (a 1-player game is the solo variant)' : 'expected no "solo" (only a 1-player game is the solo variant)');
    return void 0;
  }
  return canonical;
}
function checkRng(p, value, path) {
  const rng = readRecord2(p, value, path, RNG_KEYS);
  if (rng === void 0) return;
  field(rng, "c", path, (v, q) => readInt(p, v, q, 0, 2 ** 32 - 1));
  for (const key2 of ["s0", "s1", "s2"]) {
    field(rng, key2, path, (v, q) => {
      if (!(typeof v === "number" && v >= 0 && v < 1)) p.add(q, `expected a number from 0 up to (not including) 1, found ${describe(v)}`);
    });
  }
}
function checkDecision(p, value, path, seat) {
  if (value === null) return;
  if (!isObj(value)) {
    p.add(path, `expected null or an object, found ${describe(value)}`);
    return;
  }
  if (!Object.hasOwn(value, "kind")) p.add(at2(path, "kind"), "missing required field");
  else readString2(p, value["kind"], at2(path, "kind"));
  if (!Object.hasOwn(value, "player")) p.add(at2(path, "player"), "missing required field");
  else if (value["player"] !== "chance") seat(value["player"], at2(path, "player"));
}
function checkQueue(p, value, path) {
  const queue = readArray2(p, value, path);
  if (queue === void 0) return;
  eachOf(p, queue, path, (step, q) => {
    if (!isObj(step)) p.add(q, `expected an object, found ${describe(step)}`);
    else if (!Object.hasOwn(step, "kind")) p.add(at2(q, "kind"), "missing required field");
    else readString2(p, step["kind"], at2(q, "kind"));
  });
}
function checkKinds(p, s, modules) {
  const ruleset = rulesetFor(modules);
  const decision = s["decision"];
  if (isObj(decision) && typeof decision["kind"] === "string" && !Object.hasOwn(ruleset.decisions, decision["kind"])) {
    p.add("decision.kind", `unknown decision kind ${describe(decision["kind"])}`);
  }
  const queue = s["queue"];
  if (!Array.isArray(queue)) return;
  eachOf(p, queue, "queue", (step, q) => {
    if (isObj(step) && typeof step["kind"] === "string" && !Object.hasOwn(ruleset.steps, step["kind"])) {
      p.add(at2(q, "kind"), `unknown step kind ${describe(step["kind"])}`);
    }
  });
}
function checkModuleState(p, value, path, modules) {
  if (!isObj(value)) {
    p.add(path, `expected an object, found ${describe(value)}`);
    return;
  }
  if (modules === void 0) return;
  for (const key2 of Object.keys(value)) {
    if (!modules.includes(key2)) p.add(at2(path, key2), "a state slice of a module this game does not compose");
  }
}

// src/engine/state-check/check-flow.ts
function checkFlow(p, { state }) {
  if (state.phase === "setup") {
    p.add("phase", 'a saved game is never in "setup" (setup runs to the first decision inside createGame)');
  } else if (state.phase === "ended" && state.decision !== null) {
    p.add("decision", `expected null (the game has ended), found a pending "${state.decision.kind}" decision`);
  } else if (state.phase !== "ended" && state.decision === null) {
    p.add("decision", `a pending decision is expected in the ${state.phase} phase, found null`);
  }
  if (state.phase === "day" && state.day === null) p.add("day", "expected the Day's progress during the Day phase, found null");
  if (state.phase !== "day" && state.day !== null) p.add("day", `expected null outside the Day phase (the phase is "${state.phase}")`);
  if (state.phase !== "night" && state.night !== null) p.add("night", `expected null outside the Night phase (the phase is "${state.phase}")`);
  const day = state.day;
  if (day === null) return;
  const leader = (state.firstPlayer + day.turn) % state.config.players;
  if (day.leader !== leader) {
    p.add("day.leader", `expected ${leader} (turn ${day.turn} is led by the player ${day.turn} seats clockwise from the first player, ${state.firstPlayer}), found ${day.leader}`);
  }
  const used = state.movementCards.filter((c) => c.used).length;
  if (used !== day.turn) p.add("movementCards", `expected ${day.turn} movement cards used before turn ${day.turn}, found ${used}`);
  const card4 = day.card;
  if (card4 !== null) {
    const entry = state.movementCards.find((c) => c.id === card4);
    if (entry === void 0) p.add("day.card", `unknown movement card ${describe(card4)}`);
    else if (entry.used) p.add("day.card", `the ${card4} card is this turn's card but is already flipped as used`);
  }
}

// src/engine/state-check/check-json.ts
var MAX_DEPTH = 64;
function checkPlainJson(p, value) {
  walk2(p, value, "", 0, /* @__PURE__ */ new Set());
}
function walk2(p, value, path, depth, ancestors) {
  if (p.full) return;
  switch (typeof value) {
    case "string":
    case "boolean":
      return;
    case "number":
      if (!Number.isFinite(value)) p.add(path, `expected JSON data, found the number ${String(value)}`);
      return;
    case "object":
      break;
    default:
      p.add(path, `expected JSON data, found ${value === void 0 ? "undefined" : `a ${typeof value}`}`);
      return;
  }
  if (value === null) return;
  if (depth >= MAX_DEPTH) {
    p.add(path, `nested more than ${MAX_DEPTH} levels deep`);
    return;
  }
  if (ancestors.has(value)) {
    p.add(path, "expected JSON data, found a reference cycle");
    return;
  }
  ancestors.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && !p.full; i++) {
      if (!(i in value)) p.add(at2(path, i), "expected JSON data, found an array hole");
      else walk2(p, value[i], at2(path, i), depth + 1, ancestors);
    }
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      p.add(path, "expected a plain object, found an instance of a class");
    } else {
      for (const key2 of Object.keys(value)) {
        if (p.full) break;
        if (key2 === "__proto__") {
          p.add(at2(path, key2), 'the key "__proto__" is not allowed (copying it would change a prototype)');
          continue;
        }
        walk2(p, value[key2], at2(path, key2), depth + 1, ancestors);
      }
    }
  }
  ancestors.delete(value);
}

// src/engine/state-check/check-map.ts
function checkMap2(p, ctx) {
  const { state, env } = ctx;
  const { layout } = env.content;
  const positions = [...layout.cross, ...layout.castles, ...layout.coast];
  const cells = state.map.cells;
  if (cells.length !== positions.length) {
    p.add("map.cells", `expected ${positions.length} cells (the layout's positions), found ${cells.length}`);
    return;
  }
  const castleSlots = new Set(layout.castles.map((_, i) => layout.cross.length + i));
  const regular = new Set(env.hooks.regularMapCards(env.content).map((card4) => card4.id));
  const castles = new Set(env.content.mapCards.filter((card4) => card4.kind === "castle").map((card4) => card4.id));
  const seen = /* @__PURE__ */ new Map();
  cells.forEach((cell, i) => {
    const path = at2("map.cells", i);
    const [row, col] = positions[i];
    if (cell.row !== row || cell.col !== col) {
      p.add(path, `expected layout position row ${row}, col ${col} (cells follow the layout: cross, castles, coast), found row ${cell.row}, col ${cell.col}`);
    }
    const ring = layout.coastRing.findIndex(([r, c]) => r === row && c === col);
    const coastIndex = ring < 0 ? null : ring;
    if (cell.coastIndex !== coastIndex) {
      p.add(at2(path, "coastIndex"), `expected ${describe(coastIndex)} (the position's place on the layout's coast ring), found ${describe(cell.coastIndex)}`);
    }
    if (cell.face !== env.hooks.mapFace) {
      p.add(at2(path, "face"), `expected "${env.hooks.mapFace}" (the face this game's ruleset uses), found ${describe(cell.face)}`);
    }
    const castleSlot = castleSlots.has(i);
    const deck = castleSlot ? castles : regular;
    if (!deck.has(cell.cardId)) {
      const known2 = env.index.mapCards.has(cell.cardId);
      p.add(
        at2(path, "cardId"),
        known2 ? `the map card ${describe(cell.cardId)} does not belong on a ${castleSlot ? "castle" : "regular"} position of this game's map` : `unknown map card ${describe(cell.cardId)}`
      );
    }
    const first = seen.get(cell.cardId);
    if (first !== void 0) p.add(at2(path, "cardId"), `the map card ${describe(cell.cardId)} is already placed at map.cells[${first}]`);
    else seen.set(cell.cardId, i);
  });
}

// src/engine/state-check/check-placement.ts
function checkPlacement(p, ctx) {
  const { state, env } = ctx;
  const cells = state.map.cells;
  state.players.forEach((player, seat) => {
    player.heroes.forEach((hero, h) => {
      if (hero.templeSpace === 0) return;
      const region = regionAt(cells, hero.at, env);
      if (region.kind !== "temple") {
        p.add(
          at2(at2(at2(at2("players", seat), "heroes"), h), "templeSpace"),
          `expected 0 (the hero stands on a ${region.kind}, not a temple), found ${hero.templeSpace}`
        );
      }
    });
  });
  const expected = allRegions(cells).filter((ref) => regionAt(cells, ref, env).kind === "portal");
  const portals = state.goblins.portals;
  if (portals.length !== expected.length) {
    p.add("goblins.portals", `expected ${expected.length} portals (the map's portal regions), found ${portals.length}`);
    return;
  }
  portals.forEach((portal, i) => {
    const want = expected[i];
    if (want !== void 0 && (portal.at.cell !== want.cell || portal.at.side !== want.side)) {
      p.add(
        at2(at2("goblins.portals", i), "at"),
        `expected the portal at cell ${want.cell} ${want.side} (portals in map order), found cell ${describe(portal.at.cell)} ${portal.at.side}`
      );
    }
  });
}

// src/engine/state-check/check-players.ts
function checkPlayers(p, ctx) {
  const { state, env } = ctx;
  state.players.forEach((player, seat) => {
    const path = at2("players", seat);
    const color = state.config.colors[seat];
    if (player.color !== color) {
      p.add(at2(path, "color"), `expected ${describe(color)} (config.colors[${seat}]), found ${describe(player.color)}`);
    }
    const card4 = env.content.playerCards.find((c) => c.color === player.color);
    if (card4 === void 0) {
      p.add(at2(path, "color"), `no player card of colour ${describe(player.color)} in the content pack`);
      return;
    }
    const want = Object.keys(card4.legendary);
    const have = Object.keys(player.legendary);
    if (want.length !== have.length || want.some((id, i) => have[i] !== id)) {
      p.add(at2(path, "legendary"), `expected the ${player.color} player card's legendary items ${want.join(", ")} in that order, found ${have.join(", ") || "none"}`);
    }
  });
}

// src/engine/state-check/context.ts
function checkContext(state) {
  const ruleset = rulesetFor(state.config.modules);
  return { state, env: ruleset.env(state, ruleset) };
}

// src/engine/state-check/index.ts
function checkShape(value) {
  const json = new Problems("STATE_MALFORMED");
  checkPlainJson(json, value);
  if (json.count > 0) return json.list;
  const fields = new Problems("STATE_MALFORMED");
  checkFields(fields, value);
  return fields.list;
}
function checkState(value) {
  const shape = checkShape(value);
  if (shape.length > 0) return shape;
  const state = value;
  const content = new Problems("STATE_CONTENT");
  checkContent(content, state.content);
  if (content.count > 0) return content.list;
  const ctx = checkContext(state);
  const ranges = new Problems("STATE_MALFORMED");
  checkContentRanges(ranges, ctx);
  if (ranges.count > 0) return ranges.list;
  const p = new Problems("STATE_INCONSISTENT");
  checkMap2(p, ctx);
  if (p.count === 0) checkPlacement(p, ctx);
  checkPlayers(p, ctx);
  checkConservation(p, ctx);
  checkFlow(p, ctx);
  if (p.count === 0) {
    const ruleset = rulesetFor(state.config.modules);
    const env = ruleset.env(state, ruleset);
    for (const check of ruleset.hooks.stateChecks) for (const issue of check(state, env)) p.add(issue.path, issue.message);
  }
  return p.list;
}

// src/engine/parse-state.ts
function parseState(input) {
  try {
    return parse(input);
  } catch (error) {
    if (error instanceof InvalidStateError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_MALFORMED", `The state could not be read: ${reason}`);
  }
}
function parse(input) {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new InvalidStateError("STATE_JSON", `The state is not valid JSON: ${error.message}`);
    }
  }
  try {
    assertStateShape(value);
  } catch (error) {
    if (error instanceof InvalidStateError && error.code === "STATE_MALFORMED") {
      const problems2 = checkShape(value);
      if (problems2.length > 0) throw new StateCheckError(problems2);
    }
    throw error;
  }
  const problems = checkState(value);
  if (problems.length > 0) throw new StateCheckError(problems);
  return freeze2(clonePlain(value), true);
}

// src/engine/simulator.ts
function cloneState(state) {
  const out = {};
  for (const key2 of Object.keys(state)) {
    out[key2] = key2 === "content" ? state.content : clonePlain(state[key2]);
  }
  return out;
}
var Simulator = class {
  #state;
  #ruleset;
  /** @param state - the state to start from (copied; the original is never touched) */
  constructor(state) {
    assertStateShape(state);
    this.#state = cloneState(state);
    this.#ruleset = rulesetFor(state.config.modules);
  }
  /**
   * The live internal state. Do not mutate it; it changes on the next `apply`.
   * @returns the current state
   */
  get state() {
    return this.#state;
  }
  /**
   * A deep copy of the current state, safe to keep.
   * @returns a copy
   */
  snapshot() {
    return cloneState(this.#state);
  }
  /**
   * Every legal action now.
   * @returns the legal actions
   */
  legalActions() {
    return listActions(this.#ruleset, this.#state);
  }
  /**
   * Checks and applies an action in place.
   * @param action - the action
   * @returns the events of the transition
   * @throws IllegalActionError when the action is illegal (the state is unchanged)
   */
  apply(action2) {
    const rejection = checkAction(this.#ruleset, this.#state, action2);
    if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action2);
    return applyAction(this.#ruleset, this.#state, action2, "in-place").events;
  }
  /**
   * Whether the game has ended.
   * @returns true after the last round
   */
  isGameOver() {
    return this.#state.phase === "ended";
  }
};

// src/bots/evaluate.ts
function evaluateFor(state, seat, ruleset) {
  const player = state.players[seat];
  if (player === void 0) return 0;
  const env = { content: state.content, index: indexContent(state.content), hooks: ruleset.hooks };
  const sheet = scoreSheet(state, ruleset.hooks.scoreSources, state.content);
  let value = sheet.players[seat]?.total ?? 0;
  for (const hero of player.heroes) {
    const region = regionAt(state.map.cells, hero.at, env);
    if (region.kind === "temple") value += 0.6 + 1.3 * hero.templeSpace;
    if (region.kind === "portal") {
      const goblin = state.goblins.portals.find((p) => p.at.cell === hero.at.cell)?.goblin;
      if (goblin != null) value += 1 + 0.5 * goblin.damage;
    }
    if (region.kind === "obelisk") {
      const level = env.index.spells.get(region.spell)?.level ?? 0;
      if (level > player.spellLevel) value += Math.min(3, level - player.spellLevel);
    }
    value += 0.8 * hero.items.length;
  }
  value += 0.8 * player.reserve.length;
  value += 1.5 * Object.values(player.legendary).reduce((a, b) => a + b, 0);
  value += 0.35 * player.health + 0.25 * Math.min(player.power, maxPower(state, seat));
  return value;
}

// src/bots/seeded-random.ts
function seededRandom(seed) {
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  let a = h;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/bots/heuristic-bot.ts
function sampleChance(state, random) {
  const outcomes = chanceOutcomes(state);
  if (outcomes.length === 0) return null;
  let r = random();
  for (const outcome of outcomes) {
    r -= outcome.probability;
    if (r <= 0) return outcome.action;
  }
  return outcomes[outcomes.length - 1].action;
}
function randomBot(seed) {
  const random = seededRandom(seed);
  return (state) => {
    const chance = sampleChance(state, random);
    if (chance !== null) return chance;
    const options = legalActions(state);
    const pick = options[Math.floor(random() * options.length)];
    if (pick === void 0) throw new RangeError("No legal action: the game is over.");
    return pick;
  };
}
function shouldRest(state, seat) {
  const player = state.players[seat];
  if (player === void 0) return true;
  return player.health <= 2 || player.health <= 3 && player.heroes.some((h) => h.templeSpace >= 4);
}
function heuristicBot(seed) {
  const random = seededRandom(seed);
  return (state) => {
    const chance = sampleChance(state, random);
    if (chance !== null) return chance;
    const options = legalActions(state);
    const decision = state.decision;
    const seat = typeof decision?.player === "number" ? decision.player : 0;
    if (decision?.kind === "adventure-or-rest") {
      const rest = options.find((a) => a.type === "rest");
      if (rest !== void 0 && shouldRest(state, seat)) return rest;
    }
    const ruleset = rulesetFor(state.config.modules);
    const determinized = { ...state, rng: seedRng(Math.floor(random() * 2 ** 31)) };
    let best;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const action2 of options) {
      const sim = new Simulator(determinized);
      sim.apply(action2);
      const value = evaluateFor(sim.state, seat, ruleset) + random() * 0.01;
      if (value > bestValue) {
        bestValue = value;
        best = action2;
      }
    }
    if (best === void 0) throw new RangeError("No legal action: the game is over.");
    return best;
  };
}
export {
  DIFFICULTIES,
  IllegalActionError,
  InvalidContentError,
  InvalidOptionsError,
  InvalidStateError,
  MODULE_IDS,
  OPTIONAL_MODULE_IDS,
  SCHEMA_VERSION,
  Simulator,
  TeqError,
  chanceOutcomes,
  cloneState,
  confirmed,
  createGame,
  heuristicBot,
  isGameOver,
  isModuleAvailable,
  legalActions,
  listProvisional,
  listSources,
  maxHealth,
  maxPower,
  parseState,
  playerView,
  provisional,
  randomBot,
  reduce,
  reduceWithEvents,
  referencePack,
  replay,
  scores,
  sourced,
  validate,
  validateContent
};
//# sourceMappingURL=index.js.map