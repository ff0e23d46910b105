/**
 * The online form: the server's addresses and a name, then either create a match (players,
 * modules, solo difficulty) and take its first seat, or join a match by its ID. Both go through
 * boardgame.io's lobby API; the seat's credentials it answers are what `onSeat` receives.
 */
import { DIFFICULTIES, OPTIONAL_MODULE_IDS, type Difficulty } from "teq-engine";
import type { TeqSetupData } from "teq-engine/boardgame.io";
import { h } from "../dom";
import { terms } from "../labels";
import { LobbyError, createMatch, joinMatch } from "./lobby";
import type { OnlineSeat } from "./stored-seat";
import { ui } from "../ui-text";

/** Where the form starts: `?server=…&lobby=…&match=…` in the page's address, else this host's ports 8000 and 8001. */
export function onlineDefaults(): { server: string; api: string; matchID: string } {
  const query = new URLSearchParams(location.search);
  const host = location.hostname === "" ? "127.0.0.1" : location.hostname;
  return {
    server: query.get("server") ?? `http://${host}:8000`,
    api: query.get("lobby") ?? `http://${host}:8001`,
    matchID: query.get("match") ?? "",
  };
}

const trimmed = (url: string): string => url.trim().replace(/\/+$/, "");

/** A lobby failure in the current locale's words (the HTTP status stays on the note's `data-status`). */
function lobbyWords(error: unknown): { words: string; status: number } {
  const e = ui().errors;
  if (!(error instanceof LobbyError)) return { words: e.unreachable, status: 0 };
  if (error.status === 0) return { words: e.unreachable, status: 0 };
  return { words: e.lobby[error.status] ?? e.otherLobby(error.status), status: error.status };
}

/** Builds the form; `onSeat` receives the joined seat. */
export function renderOnlineForm(onSeat: (seat: OnlineSeat) => void, onCancel: () => void): HTMLElement {
  const t = ui().online;
  const defaults = onlineDefaults();
  const server = h("input", { name: "server", "data-testid": "online-server", value: defaults.server, size: 28 });
  const api = h("input", { name: "lobby", "data-testid": "online-lobby", value: defaults.api, size: 28 });
  const name = h("input", {
    name: "name",
    "data-testid": "online-name",
    value: t.defaultName,
    size: 16,
    maxlength: 40,
  });
  const players = h(
    "select",
    { name: "players", "data-testid": "online-players" },
    ...[1, 2, 3, 4].map((n) => h("option", { value: n, selected: n === 2 }, String(n))),
  );
  const modules = OPTIONAL_MODULE_IDS.map((id) =>
    h("input", { type: "checkbox", value: id, "data-testid": `online-module-${id}` }),
  );
  const difficulty = h(
    "select",
    { name: "difficulty", "data-testid": "online-difficulty" },
    ...DIFFICULTIES.map((d) => h("option", { value: d }, terms().difficulties[d])),
  );
  const matchID = h("input", { name: "match", "data-testid": "online-match", value: defaults.matchID, size: 24 });
  const seat = h(
    "select",
    { name: "seat", "data-testid": "online-seat" },
    h("option", { value: "" }, t.anySeat),
    ...[0, 1, 2, 3].map((n) => h("option", { value: n }, String(n + 1))),
  );
  const note = h("p", { class: "thinking", role: "status", "data-testid": "online-note" });
  const syncDifficulty = (): void => {
    difficulty.disabled = players.value !== "1";
  };
  players.addEventListener("change", syncDifficulty);
  syncDifficulty();

  /** Runs a lobby call, saying so, and hands over the seat or the server's answer. */
  const run = (call: () => Promise<{ matchID: string; playerID: string; credentials: string }>): void => {
    note.className = "thinking";
    note.textContent = t.working;
    call().then(
      (joined) =>
        onSeat({
          server: trimmed(server.value),
          api: trimmed(api.value),
          name: name.value.trim() || t.defaultName,
          ...joined,
        }),
      (error: unknown) => {
        const { words, status } = lobbyWords(error);
        note.className = "error";
        note.dataset["status"] = String(status);
        note.textContent = ui().online.failed(words);
      },
    );
  };
  const create = (): void =>
    run(async () => {
      const n = Number(players.value);
      const setupData: TeqSetupData = {
        modules: OPTIONAL_MODULE_IDS.filter((_, i) => modules[i]?.checked === true),
        ...(n === 1 ? { difficulty: difficulty.value as Difficulty } : {}),
      };
      const id = await createMatch(trimmed(api.value), n, setupData);
      return joinMatch(trimmed(api.value), id, name.value.trim() || t.defaultName);
    });
  const join = (): void => {
    if (matchID.value.trim() === "") {
      note.className = "error";
      note.textContent = ui().errors.noMatchId;
      return;
    }
    run(() =>
      joinMatch(
        trimmed(api.value),
        matchID.value.trim(),
        name.value.trim() || t.defaultName,
        seat.value === "" ? undefined : seat.value,
      ),
    );
  };

  return h(
    "div",
    { class: "setup online-form", "data-testid": "online-form" },
    h("h2", {}, t.title),
    h("label", {}, t.serverUrl, server),
    h("label", {}, t.lobbyUrl, api),
    h("label", {}, t.yourName, name),
    h(
      "fieldset",
      {},
      h("legend", {}, t.createTitle),
      h("label", {}, t.players, players),
      h("div", {}, ...modules.map((m) => h("label", {}, m, ` ${ui().board.modules[m.value] ?? m.value}`))),
      h("label", {}, t.difficulty, difficulty),
      h("button", { type: "button", class: "primary", "data-testid": "online-create", onclick: create }, t.create),
    ),
    h(
      "fieldset",
      {},
      h("legend", {}, t.joinTitle),
      h("label", {}, t.matchId, matchID),
      h("label", {}, t.seat, seat),
      h("button", { type: "button", class: "primary", "data-testid": "online-join", onclick: join }, t.join),
    ),
    note,
    h("div", { class: "row" }, h("button", { type: "button", onclick: onCancel }, t.cancel)),
  );
}
