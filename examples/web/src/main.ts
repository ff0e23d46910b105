/** The reference web client: wires the session, the board and the panels together. */
import { TeqError, type GameState } from "teq-engine";
import "./style.css";
import { h, mount } from "./dom";
import { renderBoard } from "./board/board";
import { renderDecision } from "./panels/decision";
import { renderLog } from "./panels/log";
import { renderPlayers } from "./panels/players";
import { renderScores } from "./panels/scores";
import { renderSetup } from "./panels/setup";
import { clearPackNote, packLabel } from "./panels/pack-field";
import { renderTable } from "./panels/table";
import { stateHash } from "./hash";
import { SaveMismatch, downloadSave, loadSave } from "./save";
import { Session, type Setup } from "./session";
import { statusLine } from "./status";
import { Replay } from "./replay";
import { relabelDialog, setUpLocaleMenu } from "./locale-menu";
import { ui } from "./ui-text";
import { BotThread } from "./bot-thread";
import type { BotKind } from "./bots";
import { Hints } from "./hints";
import { REFERENCE, chosenEngine, showEngine, shownEngine } from "./engine";
import { OnlineMode } from "./online/mode";
import { renderOnlineForm, onlineDefaults } from "./online/dialog";
import type { OnlineSeat } from "./online/stored-seat";

const $ = (id: string): HTMLElement => {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`#${id} missing from index.html`);
  return el;
};

let session: Session | null = null;
let replay: Replay | null = null;
let botDelay = 150;
let selectedHero: number | null = null;
let botTimer: ReturnType<typeof setTimeout> | null = null;
/** Bot seats think in a Web Worker, so the page stays responsive while a bot plans. */
const botThread = new BotThread();
/** Hints for a human seat, asked of the bots' worker. */
const hints = new Hints(botThread, () => render());
let message = "";
let messageKind: "info" | "error" = "info";
/** Online play: a seat of a match on a boardgame.io server (src/online/). */
const online = new OnlineMode(() => render());

/** A refused action in the current locale's words (the engine's code picks them). */
function refusalWords(error: unknown): string {
  const e = ui().errors;
  return error instanceof TeqError ? (e.codes[error.code] ?? e.otherRefusal) : e.otherRefusal;
}

function say(text: string, kind: "info" | "error" = "info"): void {
  message = text;
  messageKind = kind;
}

function startGame(setup: Setup, delay: number): void {
  try {
    session = new Session(setup, chosenEngine());
  } catch (error) {
    say(error instanceof Error ? error.message : String(error), "error");
    render();
    return;
  }
  botDelay = delay;
  replay = null;
  hints.clear();
  message = "";
  clearPackNote();
  online.leave();
  ($("setup-dialog") as HTMLDialogElement).close();
  render();
}

function act(index: number): void {
  if (session === null) return;
  const state = session.state;
  const action = session.engine.legalActions(state)[index];
  if (action === undefined) return;
  try {
    session.apply(action);
    message = "";
  } catch (error) {
    say(refusalWords(error), "error");
  }
  selectedHero = null;
  render();
}

/**
 * Lets bots play, one action per tick: the worker picks the action (off the main thread), the
 * page applies it, unless the game moved on meanwhile (undo, load, a new game).
 */
function scheduleBots(): void {
  if (botTimer !== null || session === null || replay !== null) return;
  const turn = session.turn;
  if (turn === null || turn === "human") return;
  const kind: BotKind = turn;
  const asked = session;
  const n = asked.actions.length;
  botTimer = setTimeout(() => {
    void botThread.think(asked.engine, kind, asked.setup.options.seed, n, asked.state).then(
      (action) => {
        botTimer = null;
        if (session !== asked || replay !== null || asked.actions.length !== n) return render();
        asked.apply(action);
        render();
      },
      (error: unknown) => {
        botTimer = null;
        say(error instanceof Error ? error.message : String(error), "error");
        render();
      },
    );
  }, botDelay);
}

function showHash(state: GameState, actions: number): void {
  const el = $("hash");
  el.dataset["actions"] = "";
  void stateHash(state).then((hex) => {
    if (session?.actions.length !== actions && replay === null) return;
    el.textContent = `${hex.slice(0, 16)}…`;
    el.title = hex;
    el.dataset["hash"] = hex;
    el.dataset["actions"] = String(actions);
  });
}

function render(): void {
  const main = $("app");
  const t = ui();
  showEngine(online.active || session === null ? REFERENCE : session.engine);
  chrome();
  ($("save") as HTMLButtonElement).disabled = session === null;
  if (online.active) return renderOnlineMatch();
  if (session === null) {
    mount(main, h("p", { class: "empty" }, t.startOrLoad));
    return;
  }
  const viewing = replay;
  const state = viewing ? viewing.state : session.state;
  const seats = session.setup.seats;
  const decision = renderDecision(
    state,
    viewing ? seats.map(() => "heuristic") : seats,
    selectedHero,
    act,
    (hero) => {
      selectedHero = hero;
      render();
    },
    viewing
      ? null
      : hints.control(state, () => {
          if (session !== null && replay === null) hints.ask(session);
        }),
  );
  $("status").textContent = statusLine(state);
  ($("undo") as HTMLButtonElement).disabled = viewing !== null || !session.canUndo;
  ($("replay") as HTMLButtonElement).disabled = session.actions.length === 0;
  const aside = h(
    "aside",
    { class: "side" },
    viewing ? viewing.controls(render) : decision.panel,
    message ? h("p", { class: messageKind, role: messageKind === "error" ? "alert" : "status" }, message) : null,
    state.phase === "ended" ? renderScores(state) : null,
    renderTable(state),
    renderPlayers(
      state,
      seats.map((kind) => (kind === "human" ? ui().human : ui().bot)),
    ),
    h("h2", { class: "log-title" }, t.log),
    renderLog(viewing ? session.log.slice(0, viewing.step) : session.log),
  );
  mount(main, h("div", { class: "board-wrap" }, renderBoard(state, decision.interaction)), aside);
  const count = viewing ? viewing.step : session.actions.length;
  $("actions").textContent = t.actions(count);
  showHash(state, count);
  scheduleBots();
}

/** An online match, from this seat's view: no undo, save, replay or state hash (the seat has no full state). */
function renderOnlineMatch(): void {
  const page = online.page();
  if (page === null) return;
  mount($("app"), page.board, page.aside);
  $("status").textContent = page.status;
  for (const id of ["undo", "save", "replay"]) ($(id) as HTMLButtonElement).disabled = true;
  $("actions").textContent = ui().actions(page.moves);
  const hash = $("hash");
  hash.textContent = "";
  delete hash.dataset["hash"];
}

/** The online form: once a seat is joined, the page plays it (and a reload rejoins it). */
function openOnline(): void {
  const dialog = $("setup-dialog") as HTMLDialogElement;
  const onSeat = (seat: OnlineSeat): void => {
    dialog.close();
    session = null;
    replay = null;
    message = "";
    online.play(seat);
    render();
  };
  mount(
    dialog,
    renderOnlineForm(onSeat, () => dialog.close()),
  );
  dialog.dataset["form"] = "online";
  if (!dialog.open) dialog.showModal();
}

async function load(file: File): Promise<void> {
  try {
    session = loadSave(await file.text());
    replay = null;
    online.leave();
    say(ui().loaded(file.name));
  } catch (error) {
    const e = ui().errors;
    say(ui().couldNotLoad(file.name, error instanceof SaveMismatch ? e.saveMismatch : e.notASave), "error");
  }
  render();
}

function openSetup(): void {
  const dialog = $("setup-dialog") as HTMLDialogElement;
  // Always closable: the toolbar behind it also offers Load and Play online.
  mount(
    dialog,
    renderSetup(startGame, () => dialog.close()),
  );
  dialog.dataset["form"] = "setup";
  if (!dialog.open) dialog.showModal();
}

const localeSelect = $("locale") as HTMLSelectElement;
setUpLocaleMenu(localeSelect, () => {
  const dialog = $("setup-dialog") as HTMLDialogElement;
  relabelDialog(dialog, dialog.dataset["form"] === "online" ? openOnline : openSetup);
  render();
});

/** The page's fixed labels (toolbar, footer) in the current locale. */
function chrome(): void {
  const t = ui();
  document.documentElement.lang = localeSelect.value || "en";
  $("new").textContent = t.newGame;
  $("online").textContent = t.online.playOnline;
  $("undo").textContent = t.undo;
  $("save").textContent = t.save;
  $("load-label").textContent = t.load;
  $("replay").textContent = t.replay;
  $("hash-label").textContent = t.stateHash;
  $("disclaimer").textContent = t.disclaimer;
  $("subtitle").textContent = t.board.subtitle;
  $("pack-label").textContent = t.packHint.packLabel;
  mount($("pack"), packLabel(shownEngine()));
  localeSelect.setAttribute("aria-label", t.language);
}

$("new").addEventListener("click", openSetup);
$("online").addEventListener("click", openOnline);
$("undo").addEventListener("click", () => {
  session?.undo();
  selectedHero = null;
  render();
});
$("save").addEventListener("click", () => {
  if (session !== null) downloadSave(session);
});
$("load-file").addEventListener("change", (event) => {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  if (file) void load(file);
  input.value = "";
});
$("replay").addEventListener("click", () => {
  if (session === null) return;
  replay = replay
    ? null
    : new Replay(session, () => {
        replay = null;
        render();
      });
  render();
});

// A reload rejoins the match this tab was playing; a link with ?match=ID opens the online form.
// The first load opens no form: the toolbar offers a new game, a saved one and online play alike.
const resumed = online.resume();
render();
if (!resumed && onlineDefaults().matchID !== "") openOnline();
