/**
 * The page of an online match, from this seat's view: the same board, decision panel, table,
 * player boards and scores as a local game, the match's panel (its ID to share, who sits where,
 * whose turn) and the moves so far.
 */
import { legalActions, type GameState } from "teq-engine";
import { h } from "../dom";
import type { SeatKind } from "../bots";
import { renderBoard } from "../board/board";
import { renderDecision } from "../panels/decision";
import { renderPlayers } from "../panels/players";
import { renderScores } from "../panels/scores";
import { renderTable } from "../panels/table";
import { describeDecision, playerName } from "../labels";
import { statusLine } from "../status";
import { renderOnlineLog } from "./log";
import type { OnlineGame } from "./online-game";
import { ui } from "../ui-text";
import { asShown } from "./view-state";

/** What the page shows, for main.ts to mount. */
export interface OnlinePage {
  readonly board: Element | null;
  readonly aside: HTMLElement;
  readonly status: string;
  readonly moves: number;
}

/** Whose turn it is, as the match panel's `data-turn` says it (for people and tests alike). */
function turnOf(game: OnlineGame): "mine" | "theirs" | "sending" | "over" | "connecting" {
  const s = game.state;
  if (s === null) return "connecting";
  if (s.gameover !== undefined) return "over";
  if (game.pending !== null) return "sending";
  return s.currentPlayer === game.seat.playerID ? "mine" : "theirs";
}

/** The match panel: its ID, this seat, whose turn, the seats' players, and leaving. */
function matchPanel(game: OnlineGame, state: GameState | null, onLeave: () => void): HTMLElement {
  const t = ui().online;
  const turn = turnOf(game);
  const me = game.mySeat;
  const current = game.state?.currentPlayer;
  const line = !game.connected
    ? state === null
      ? t.connecting
      : t.disconnected
    : turn === "mine"
      ? t.yourTurn
      : turn === "sending"
        ? t.sending
        : turn === "theirs" && state !== null && current !== undefined
          ? t.waitingFor(playerName(state, Number(current)))
          : null;
  // Who sits where: the server's word (its matchData) when it has spoken, else the lobby's. This
  // seat is connected exactly when its socket is; while it is not, nobody else's state is known.
  const roster = (game.conn.seats ?? game.roster?.players ?? []).map((p) => ({
    ...p,
    status:
      p.id === me
        ? game.connected
          ? t.online
          : t.offline
        : !game.connected
          ? t.unknown
          : p.isConnected
            ? t.online
            : t.offline,
  }));
  return h(
    "section",
    {
      class: "online",
      "data-testid": "online-panel",
      "data-seat": me,
      "data-turn": turn,
      "data-state-id": game.state?.stateID ?? -1,
      "data-moves": game.conn.moves.length,
      "data-connected": String(game.connected),
      "data-viewer": game.state ? String(game.state.view.viewer) : "",
    },
    h("h2", {}, t.match, h("code", { "data-testid": "match-id" }, game.seat.matchID)),
    h("small", {}, t.share),
    h("p", { "data-testid": "online-you" }, state ? t.you(playerName(state, me)) : t.rejoining),
    line ? h("p", { class: turn === "mine" ? "your-turn" : "thinking", "data-testid": "online-turn" }, line) : null,
    roster.length > 0
      ? h(
          "ul",
          { class: "roster", "aria-label": t.seatsTitle },
          ...roster.map((p) =>
            h(
              "li",
              { "data-seat": p.id },
              state ? `${playerName(state, p.id)}: ` : `${p.id + 1}: `,
              p.name ?? t.emptySeat,
              p.name ? h("small", { "data-testid": `seat-status-${p.id}` }, ` (${p.status})`) : null,
            ),
          ),
        )
      : null,
    h("button", { type: "button", "data-testid": "online-leave", onclick: onLeave }, t.leave),
  );
}

/**
 * Renders an online match. Actions are offered only on this seat's turn, from its own view;
 * choosing one sends it to the server, and the page changes when the server's answer arrives.
 */
export function renderOnline(
  game: OnlineGame,
  selectedHero: number | null,
  onHero: (hero: number) => void,
  onLeave: () => void,
): OnlinePage {
  const t = ui().online;
  const view = game.state?.view ?? null;
  const state = view === null ? null : asShown(view);
  const panel = matchPanel(game, state, onLeave);
  const problem =
    game.problem === null
      ? null
      : h(
          "p",
          { class: "error", role: "alert", "data-testid": "online-problem", "data-code": game.problem },
          game.problem === "refused"
            ? t.refused
            : game.problem === "disconnected"
              ? t.cannotSend
              : (ui().errors.codes[game.problem] ?? ui().errors.otherRefusal),
        );
  if (state === null || view === null)
    return { board: null, aside: h("aside", { class: "side" }, panel, problem), status: t.connecting, moves: 0 };

  // Disconnected: no action is offered (none could be sent), and the panel says why.
  const mine = game.myTurn && game.connected;
  const seats: SeatKind[] = state.players.map((p) => (mine && p.seat === game.mySeat ? "human" : "random"));
  const onAction = (index: number): void => {
    const action = legalActions(view)[index];
    if (action !== undefined) game.act(action);
  };
  const decision = renderDecision(state, seats, selectedHero, onAction, onHero);
  // Another seat's turn (or our move on its way): what is asked, and who is deciding; no actions.
  const waiting =
    mine || state.decision === null
      ? null
      : h(
          "div",
          { class: "decision bot", "data-testid": "decision" },
          h("p", { class: "ask" }, describeDecision(state, state.decision)),
          h(
            "p",
            { class: "thinking", "data-testid": "online-wait" },
            !game.connected
              ? t.actionsDisabled
              : game.pending !== null
                ? t.sending
                : t.waitingFor(playerName(state, state.decision.player)),
          ),
        );
  const aside = h(
    "aside",
    { class: "side" },
    panel,
    waiting ?? decision.panel,
    problem,
    state.phase === "ended" ? renderScores(state) : null,
    renderTable(state),
    renderPlayers(
      state,
      state.players.map((p) => {
        const name = (game.conn.seats ?? game.roster?.players)?.find((r) => r.id === p.seat)?.name;
        return name === undefined ? "" : ui().online.named(name);
      }),
    ),
    h("h2", { class: "log-title" }, ui().log),
    renderOnlineLog(game.conn.moves, game.viewsBefore, game.steps, view),
  );
  return {
    board: h("div", { class: "board-wrap" }, renderBoard(state, decision.interaction)),
    aside,
    status: statusLine(state),
    moves: game.conn.moves.length,
  };
}
