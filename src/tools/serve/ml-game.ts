/**
 * One game of serve's `ml-*` commands: played in place on the engine's `Simulator`, with the legal
 * ids of the position kept from one step to the next (each list is made once), server bots on
 * their seats, and the actions played kept so `ml-describe` can replay them into words.
 *
 * @module
 */
import {
  createGame,
  reduce,
  scores,
  Simulator,
  type Action,
  type Bot,
  type GameOptions,
  type GameState,
  type TextOptions,
} from "../../index";
import { actionSpace } from "../../ml/index";
import { legalIdsOf } from "../../ml/action-ids";
import { createBot } from "../bots";
import { ToolError } from "../errors";
import { actionText, decisionText } from "./describe";

/** Bot moves one step may run at most (a safety net). */
const MAX_BOT_ACTIONS = 20_000;

/** The score fields of a frame: totals (solo every frame, others at the end), winners, the solo goal. */
export interface ScoreFields {
  readonly scores?: readonly number[];
  readonly winners?: readonly number[];
  readonly goal?: number;
  readonly goalReached?: boolean;
}

/** A game stepped by action id. */
export class MlGame {
  readonly sim: Simulator;
  /** The action space's size N. */
  readonly actionCount: number;
  /** The legal ids of the position now (none once the game is over), index for index with `#actions`. */
  ids: readonly number[] = [];
  #actions: readonly Action[] = [];
  /** Whether `#actions` is the simulator's own list, so an index into it can be applied unchecked. */
  #listed = false;
  readonly #bots: readonly (Bot | null)[];
  /** Each seat's score total at the last frame (solo rewards are its differences). */
  #totals: readonly number[];
  /** Every action played since setup, and where the last step's begin (for `ml-describe`). */
  readonly #history: Action[] = [];
  #stepStart = 0;

  /**
   * @param options - createGame options (checked by the engine, which throws coded errors)
   * @param botNames - a bot name or null per seat
   * @param botSeed - the seed the bots' own seeds derive from
   * @param sim - the game set up from `options` (made here when not given)
   */
  constructor(
    readonly options: GameOptions,
    readonly botNames: readonly (string | null)[],
    readonly botSeed: string,
    sim: Simulator = Simulator.create(options),
  ) {
    this.sim = sim;
    this.actionCount = actionSpace(this.sim.state.config).size;
    this.#bots = botNames.map((name, seat) => (name === null ? null : createBot(name, `${botSeed}/${seat}/${name}`)));
    this.#totals = totalsOf(this.sim.state);
    this.#runBots();
    this.#list();
  }

  /** The state now (live: read it before the next step). */
  get state(): GameState {
    return this.sim.state;
  }

  /** Whether the game has ended. */
  get done(): boolean {
    return this.sim.isGameOver();
  }

  /** The seat to act, or null once the game is over. */
  get seat(): number | null {
    const actor = this.sim.toMove();
    return typeof actor === "number" ? actor : null;
  }

  /** Checks an action id (and the seat playing it, when given) and throws the coded refusal, or returns its index. */
  check(actionId: unknown, seat: unknown): number {
    if (this.done) throw new ToolError("GAME_OVER", 'The game is over: reset it (ml-step with "reset") or close it.');
    const n = this.actionCount;
    const legal = this.ids.length;
    if (typeof actionId !== "number" || !Number.isInteger(actionId) || actionId < 0 || actionId >= n)
      throw new ToolError(
        "BAD_ACTION_ID",
        `The action id ${JSON.stringify(actionId)} is not an integer from 0 to ${n - 1}; ${legal} ids are legal.`,
      );
    if (seat !== undefined && seat !== this.seat)
      throw new ToolError(
        "NOT_YOUR_TURN",
        `Seat ${JSON.stringify(seat)} may not act: seat ${String(this.seat)} is to act (action id ${actionId}, ${legal} ids legal).`,
      );
    const k = this.ids.indexOf(actionId);
    if (k < 0)
      throw new ToolError("ILLEGAL_ACTION_ID", `The action id ${actionId} is masked out: ${legal} ids are legal here.`);
    return k;
  }

  /** Plays the `k`-th legal action (from `check`), then the server bots, and lists the next position. */
  play(k: number): void {
    this.#stepStart = this.#history.length;
    const action = this.#actions[k]!;
    this.#history.push(action);
    if (this.#listed) this.sim.applyIndex(k);
    else this.sim.apply(action);
    this.#runBots();
    this.#list();
  }

  /** The legal action with the given id now, or undefined. */
  actionOf(id: number): Action | undefined {
    const k = this.ids.indexOf(id);
    return k < 0 ? undefined : this.#actions[k];
  }

  /** The id of a legal action now (matched by its JSON), or null. */
  idOf(action: Action): number | null {
    const key = JSON.stringify(action);
    const k = this.#actions.findIndex((a) => JSON.stringify(a) === key);
    return k < 0 ? null : this.ids[k]!;
  }

  /** The rewards of the frame now (and updates the totals they are counted from), with its score fields. */
  settle(): { rewards: number[]; fields: ScoreFields } {
    const state = this.sim.state;
    const players = state.config.players;
    const rewards = new Array<number>(players).fill(0);
    const done = this.done;
    if (players !== 1 && !done) return { rewards, fields: {} };
    const sheet = scores(state);
    const totals = sheet.players.map((p) => p.total);
    if (players === 1) rewards[0] = totals[0]! - this.#totals[0]!;
    else for (let s = 0; s < players; s++) rewards[s] = sheet.winners.includes(s) ? 1 : -1;
    this.#totals = totals;
    const solo = sheet.solo;
    return {
      rewards,
      fields: {
        scores: totals,
        ...(done ? { winners: sheet.winners } : {}),
        ...(solo !== undefined ? { goal: solo.goal, goalReached: solo.reached } : {}),
      },
    };
  }

  /** The actions of the last step in words (replayed from setup with `reduce`), and the decision now. */
  describe(options: TextOptions): { played: string[]; decision: string | null } {
    let state = createGame(this.options);
    const played: string[] = [];
    this.#history.forEach((action, i) => {
      if (i >= this.#stepStart) played.push(actionText(state, action, options));
      state = reduce(state, action);
    });
    return { played, decision: decisionText(state, options) };
  }

  #runBots(): void {
    for (let n = 0; ; n++) {
      const actor = this.sim.toMove();
      const bot = typeof actor === "number" ? this.#bots[actor] : null;
      if (bot === null || bot === undefined || this.done) return;
      if (n >= MAX_BOT_ACTIONS) throw new ToolError("BOT_LOOP", "The bots played too many actions in one step.");
      const action = bot(this.sim.state);
      this.#history.push(action);
      this.sim.apply(action);
    }
  }

  #list(): void {
    if (this.done) {
      this.ids = [];
      this.#actions = [];
      return;
    }
    const legal = this.sim.legalActions();
    const { ids, actions } = legalIdsOf(this.sim.state, legal);
    this.ids = ids;
    this.#actions = actions;
    this.#listed = actions.length === legal.length;
  }
}

/** Each seat's score total now. */
function totalsOf(state: GameState): number[] {
  return scores(state).players.map((p) => p.total);
}
