/**
 * The sources the reference pack cites, named once so that every record cites them alike.
 *
 * @module
 */

/**
 * Rulebook sections and other sources that confirm values of the reference pack.
 */
export const REF = {
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
  goldenSetup: "Golden Mushrooms rulebook, Setup",
} as const;

/**
 * Reasons shared by several provisional values of the reference pack.
 */
export const WHY = {
  /** Which regions each map card holds. */
  composition:
    "map card composition inferred from an earlier edition (4 castle+obelisk, 6 temple+obelisk, 7 grotto+portal; medium confidence); left/right placement and spell per obelisk chosen by this project",
  /** The grotto effects, known only through a fan summary. */
  fanSummary:
    "effect known from a translated player summary (docs/sources.md, Translated player summary); the printed wording and exact card text are not public",
  /** Colours of the player cards. */
  colors: "the rulebook does not name the four player colours; chosen by this project",
  /** Display names of cards the rulebooks do not name. */
  unnamed: "the rulebooks give this card no name; named by this project after what it shows",
  /** Anything invented outright. */
  invented: "printed card data is not public; invented by this project",
} as const;
