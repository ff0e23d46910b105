/** The whole SVG board: the map, the magic track and the quest row. */
import type { GameState } from "teq-engine";
import { s } from "../dom";
import { ui } from "../ui-text";
import { MAP_SIZE } from "./geometry";
import { renderMap, type MapInteraction } from "./map";
import { renderMagicTrack, renderQuestRow } from "./tracks";

const QUEST_HEIGHT = 56;

/** Renders the board into a fresh `<svg>`. */
export function renderBoard(state: GameState, interaction: MapInteraction): SVGSVGElement {
  const magicY = MAP_SIZE + 10;
  const questY = magicY + 38;
  const height = questY + QUEST_HEIGHT + 2;
  return s(
    "svg",
    { class: "board", viewBox: `-2 -2 ${MAP_SIZE + 4} ${height + 4}`, role: "img", "aria-label": ui().board.gameBoard },
    renderMap(state, interaction),
    renderMagicTrack(state, magicY),
    renderQuestRow(state, questY, QUEST_HEIGHT),
  );
}
