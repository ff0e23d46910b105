/** The reference web client: wires the session, the board and the panels together. */
import { TeqError, type GameState } from "teq-engine";
import "./style.css";
import { h, mount } from "./dom";
import { renderBoard } from "./board/board";
import { renderDecision, type HintControl } from "./panels/decision";
import { renderLog } from "./panels/log";
import { renderPlayers } from "./panels/players";
import { renderScores } from "./panels/scores";
import { renderSetup } from "./panels/setup";
import { clearPackNote, packLabel } from "./panels/pack-field";
import { renderTable } from "./panels/table";
import { stateHash } from "./hash";
import { SaveMismatch, loadSave, toSaveFile } from "./save";
import { Session, type Setup } from "./session";
import { statusLine } from "./status";
import { Replay } from "./replay";
import { LOCALES, describeAction, setLocale } from "./labels";
import { setUiLocale, ui } from "./ui-text";
import { BotThread } from "./bot-thread";
import type { Advice, BotKind } from "./bots";
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
/** The last hint asked for: the state it is for, and the answer once the worker gives it. */
let hint: { readonly state: GameState; readonly advice: Advice | null; readonly error: string | null } | null = null;
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
  hint = null;
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

/** Asks the bots' worker for a hint for the human seat deciding now (shown when it answers, if the game has not moved). */
function askHint(): void {
  if (session === null || replay !== null) return;
  const asked = session;
  const state = asked.state;
  hint = { state, advice: null, error: null };
  render();
  const answer = (advice: Advice | null, error: string | null): void => {
    if (hint?.state !== state) return;
    hint = { state, advice, error };
    render();
  };
  botThread.hint(asked.engine, asked.setup.options.seed, asked.actions.length, state).then(
    (advice) => answer(advice, null),
    (error: unknown) => answer(null, error instanceof Error ? error.message : String(error)),
  );
}

/** The hint button's state for the state on screen. */
function hintControl(state: GameState): HintControl {
  const t = ui().packHint;
  const mine = hint?.state === state ? hint : null;
  let answer: HTMLElement | null = null;
  if (mine?.advice) {
    const percent = Math.round(mine.advice.chance * 100);
    answer = h(
      "p",
      { class: "hint-answer", role: "status", "data-testid": "hint-result", "data-percent": percent },
      t.hintLine(describeAction(state, mine.advice.action)),
      " ",
      t.chanceLine(percent, state.config.players === 1, mine.advice.samples),
    );
  } else if (mine?.error != null)
    answer = h("p", { class: "error", role: "alert", "data-testid": "hint-result" }, t.hintFailed(mine.error));
  return {
    ask: askHint,
    busy: mine !== null && mine.advice === null && mine.error === null,
    answer,
    action: mine?.advice?.action ?? null,
  };
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
    viewing ? null : hintControl(state),
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

function save(): void {
  if (session === null) return;
  const blob = new Blob([JSON.stringify(toSaveFile(session))], { type: "application/json" });
  const a = h("a", {
    href: URL.createObjectURL(blob),
    download: `teq-${String(session.setup.options.seed)}-${session.actions.length}.json`,
  });
  a.click();
  URL.revokeObjectURL(a.href);
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

/** Rebuilds an open form in the current language, keeping what was typed, chosen and said. */
function relabelDialog(): void {
  const dialog = $("setup-dialog") as HTMLDialogElement;
  if (!dialog.open) return;
  const fields = [...dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].map((el) => ({
    id: el.dataset["testid"] ?? el.name,
    value: el.value,
    checked: el instanceof HTMLInputElement ? el.checked : false,
  }));
  (dialog.dataset["form"] === "online" ? openOnline : openSetup)();
  for (const f of fields) {
    const el = [...dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].find(
      (x) => (x.dataset["testid"] ?? x.name) === f.id,
    );
    if (el === undefined) continue;
    el.value = f.value;
    if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = f.checked;
    el.dispatchEvent(new Event("change"));
  }
}

/** Where the chosen language is kept across reloads. */
const LOCALE_KEY = "teq-locale";
const localeSelect = $("locale") as HTMLSelectElement;
for (const [code, { label }] of Object.entries(LOCALES)) localeSelect.append(h("option", { value: code }, label));
/** Switches every word of the page to a locale (and remembers it). */
function useLocale(code: string): void {
  const chosen = code in LOCALES ? code : "en";
  localeSelect.value = chosen;
  setLocale(chosen);
  setUiLocale(chosen);
  try {
    localStorage.setItem(LOCALE_KEY, chosen);
  } catch {
    // Storage refused (a private window): the choice lasts until the page is left.
  }
}
localeSelect.addEventListener("change", () => {
  useLocale(localeSelect.value);
  relabelDialog();
  render();
});
useLocale(
  ((): string => {
    try {
      return localStorage.getItem(LOCALE_KEY) ?? "en";
    } catch {
      return "en";
    }
  })(),
);

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
$("save").addEventListener("click", save);
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
