/** The player boards: Health and Power with their maxima, spells, items, goblins, quests. */
import { maxHealth, maxPower, moduleStateOf, type GameState } from "teq-engine";
import { shownEngine } from "../engine";
import { h } from "../dom";
import { cssColor, pack } from "../content";
import { nameOf, playerName, questText } from "../labels";
import { ui } from "../ui-text";

function meter(label: string, value: number, max: number, cls: string): HTMLElement {
  return h(
    "div",
    { class: `meter ${cls}`, title: `${label} ${ui().of(value, max)}` },
    h("span", { class: "meter-label" }, label),
    h(
      "span",
      { class: "meter-bar" },
      h("span", { class: "meter-fill", style: `width:${max > 0 ? (100 * value) / max : 0}%` }),
    ),
    h("span", { class: "meter-value" }, `${value}/${max}`),
  );
}

function legendaryLine(state: GameState, seat: number): HTMLElement {
  const player = state.players[seat];
  const card = pack().playerCards.find((c) => c.color === player?.color);
  const items = Object.entries(player?.legendary ?? {}).map(([item, done]) => {
    const temples = card?.legendary[item]?.map((t) => nameOf("temples", t).replace(/ Temple$/, "")).join(" + ") ?? "";
    return h(
      "span",
      { class: done >= 2 ? "gained" : "", title: ui().legendaryTitle(temples) },
      `${nameOf("items", item)} ${done}/2`,
    );
  });
  return h("p", { class: "legendary" }, ...items);
}

/**
 * Renders every player's board; `who` is said beside each seat's colour: who plays it (a local
 * game: human or bot; online: the player's name).
 */
export function renderPlayers(state: GameState, who: readonly string[]): HTMLElement {
  const sheet = shownEngine().scores(state);
  const acting = state.decision?.player;
  const mushrooms = moduleStateOf(state, "golden-mushrooms");
  const t = ui();
  return h(
    "div",
    { class: "players" },
    ...state.players.map((p) => {
      const total = sheet.players[p.seat]?.total ?? 0;
      const held = p.heroes.flatMap((hero, i) =>
        hero.items.length === 0 ? [] : [t.heroItems(i + 1, hero.items.map((it) => nameOf("items", it)).join(", "))],
      );
      if (p.reserve.length > 0) held.push(t.cardItems(p.reserve.map((it) => nameOf("items", it)).join(", ")));
      const home = mushrooms?.mushrooms.filter((m) => m.place.where === "castle" && m.place.seat === p.seat).length;
      return h(
        "section",
        {
          class: `player${acting === p.seat ? " acting" : ""}`,
          style: `--c:${cssColor(p.color)}`,
          "data-seat": p.seat,
        },
        h(
          "h3",
          {},
          h("span", { class: "swatch" }),
          playerName(state, p.seat),
          h("small", { "data-testid": `who-${p.seat}` }, who[p.seat] ?? ""),
          state.firstPlayer === p.seat
            ? h(
                "span",
                {
                  class: "first",
                  title: t.firstTokenTitle(t.board.tokenSides[state.firstPlayerToken] ?? state.firstPlayerToken),
                },
                t.firstToken,
              )
            : null,
          h("span", { class: "vp", "data-testid": `vp-${p.seat}` }, t.vp(total)),
        ),
        meter(t.health, p.health, maxHealth(state, p.seat), "health"),
        meter(t.power, p.power, maxPower(state, p.seat), "power"),
        h(
          "p",
          { class: "facts" },
          t.facts(p.spellLevel, p.goblinsDefeated, p.completedQuests.length),
          home !== undefined ? t.mushroomsHome(home) : "",
        ),
        h("p", { class: "items" }, t.items, held.length === 0 ? h("small", {}, t.none) : held.join("; ")),
        legendaryLine(state, p.seat),
        p.completedQuests.length > 0
          ? h(
              "details",
              {},
              h("summary", {}, t.questsDone(p.completedQuests.length)),
              h("ul", {}, ...p.completedQuests.map((q) => h("li", { title: questText(q) }, nameOf("quests", q)))),
            )
          : null,
      );
    }),
  );
}
