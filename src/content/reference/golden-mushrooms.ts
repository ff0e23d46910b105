/**
 * The Golden Mushrooms expansion content of the reference pack.
 *
 * @module
 */

import { confirmed, provisional, sourced } from "../provenance";
import type { GoldenActionDef, GoldenMushroomsContent, MapCardDef } from "../types";
import { REF, WHY } from "./sources";

const UNKNOWN_ACTION = provisional(
  "the printed Golden Grotto actions are not in any public source; invented by this project",
);

const action = (id: string, name: string, description: string): GoldenActionDef => ({
  id,
  name,
  description,
  provenance: { name: UNKNOWN_ACTION, description: UNKNOWN_ACTION },
});

const card = (n: number, actionId: string, side: "left" | "right"): MapCardDef => {
  const golden = { kind: "golden-grotto", action: actionId } as const;
  const portal = { kind: "portal" } as const;
  const face = side === "left" ? { left: golden, right: portal } : { left: portal, right: golden };
  return {
    id: `golden-grotto-${n}`,
    name: `Golden Grotto ${n}`,
    kind: "regular",
    bright: face,
    gloom: face,
    provenance: {
      name: provisional(WHY.unnamed),
      kind: confirmed(`${REF.goldenSetup} (added to the regular map cards)`),
      ...sourced(
        ["bright", "gloom"],
        provisional(
          "the printed action is unknown (see goldenMushrooms.actions); the cards likely keep a portal, since setup still has 7 portals; placement chosen by this project",
        ),
      ),
    },
  };
};

/**
 * Three Golden Grotto cards replacing the grotto cards of three bright effects, seven mushroom
 * tokens, and three invented actions.
 */
export const referenceGoldenMushrooms: GoldenMushroomsContent = {
  mapCards: [
    card(1, "golden-temple-leap", "left"),
    card(2, "golden-goblin-strike", "right"),
    card(3, "golden-magic-surge", "left"),
  ],
  replacesGrottoEffects: ["bright-temple-advance-1", "bright-magic-2", "bright-goblin-damage-1"],
  actions: [
    action("golden-temple-leap", "Temple Leap", "Move one of your heroes 2 spaces forward on its temple track."),
    action("golden-goblin-strike", "Goblin Strike", "A goblin that one of your heroes is attacking takes 2 damage."),
    action("golden-magic-surge", "Magic Surge", "Move the magic token forward 2 spaces and gain 2 Power."),
  ],
  mushroomCount: 7,
  provenance: {
    mapCards: confirmed(`${REF.goldenComponents} (3 Golden Grotto map cards)`),
    replacesGrottoEffects: confirmed(REF.goldenSetup),
    actions: UNKNOWN_ACTION,
    mushroomCount: confirmed(REF.goldenComponents),
  },
};
