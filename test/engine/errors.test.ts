/**
 * Errors: one table of every code (src/engine/error-codes.ts) that cannot drift from the sources
 * or from docs/errors.md; messages that name the offending field and whose decision is pending;
 * the precedence of the action checks; `isTeqError` and `instanceof` across copies.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderErrorsDoc } from "../../scripts/errors-doc-lib";
import {
  CONTENT_PROBLEM_CODES,
  createGame,
  ERROR_CODES,
  IllegalActionError,
  InvalidOptionsError,
  isIllegalActionError,
  isTeqError,
  legalActions,
  reduce,
  TeqError,
  validate,
  type GameState,
} from "../../src/index";

const SRC = new URL("../../src/", import.meta.url).pathname;

/** The source files the library (src/index.ts) reaches through relative imports: not the CLI or tools. */
function librarySources(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:from|import)\s+"(\.[^"]+)"/g)) {
      const base = join(dirname(file), m[1]!);
      const target = [`${base}.ts`, join(base, "index.ts"), base].find((f) => existsSync(f) && statSync(f).isFile());
      if (target !== undefined) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** Every ALL_CAPS string literal of a source file, comments removed. */
function codeLiterals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(/["'`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})["'`]/g)].map((m) => m[1]!);
}

function refusal(state: GameState, action: unknown): TeqError {
  const result = validate(state, action);
  if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return result.error;
}

describe("the error code table", () => {
  // The library's sources only: the CLI and tools have codes of their own (EPIPE, serve's protocol).
  const files = librarySources(join(SRC, "index.ts")).filter((f) => !f.endsWith("error-codes.ts"));
  const used = new Set(files.flatMap((f) => codeLiterals(readFileSync(f, "utf8"))));
  const listed = new Set([...Object.keys(ERROR_CODES), ...Object.keys(CONTENT_PROBLEM_CODES)]);

  it("lists every code the sources produce (add a new code to src/engine/error-codes.ts, then run `npx tsx scripts/errors-doc.ts`)", () => {
    expect([...used].filter((code) => !listed.has(code)).sort()).toEqual([]);
  });

  it("lists no code the sources never produce", () => {
    expect([...listed].filter((code) => !used.has(code)).sort()).toEqual([]);
  });

  it("is what docs/errors.md shows (run `npx tsx scripts/errors-doc.ts` after changing it)", () => {
    expect(readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8")).toBe(renderErrorsDoc());
  });
});

describe("messages and precedence", () => {
  const state = createGame({ seed: "friday-night", players: 3, modules: ["gloomfall"] });
  const seat = (state.decision as { player: number }).player;

  it("an action of the wrong seat is NOT_YOUR_DECISION, whatever its type, and says whose decision it is", () => {
    const other = (seat + 1) % 3;
    const wrongType = refusal(state, { type: "idle", player: other });
    expect(wrongType.code).toBe("NOT_YOUR_DECISION");
    expect(wrongType.message).toContain(`player ${seat}`);
    expect(wrongType.message).toContain('"choose-movement-card"');
    expect(refusal(state, { type: "idle", player: seat }).code).toBe("WRONG_ACTION_TYPE");
    expect(refusal(state, { type: "teleport", player: other }).code).toBe("UNKNOWN_ACTION_TYPE");
  });

  it("Night Phase: an idle by the wrong seat names the seat whose adventure-or-rest decision is pending", () => {
    let s = createGame({ seed: "night-errors", players: 2, firstPlayer: 0 });
    while (s.phase !== "night") s = reduce(s, legalActions(s)[0]!);
    const pending = s.decision as { kind: string; player: number };
    const error = refusal(s, { type: "idle", player: 1 - pending.player });
    expect(error.code).toBe("NOT_YOUR_DECISION");
    expect(error.message).toContain(`"${pending.kind}" belongs to player ${pending.player}`);
  });

  it("an extra field is named, with the fields the action takes", () => {
    const error = refusal(state, { type: "choose-movement-card", player: seat, card: "horse", note: "hi" });
    expect(error.code).toBe("UNEXPECTED_FIELD");
    expect(error.message).toBe(
      'A "choose-movement-card" action takes no field "note"; its fields are "type", "player", "card".',
    );
  });

  it("an extra key inside `to` is named", () => {
    let s = state;
    while (s.decision?.kind !== "move-or-idle") s = reduce(s, legalActions(s)[0]!);
    const move = legalActions(s).find((a) => a.type === "move") as { to: object } | undefined;
    expect(move).toBeDefined();
    const error = refusal(s, { ...move, to: { ...move!.to, note: 1 } });
    expect(error.code).toBe("MALFORMED_ACTION");
    expect(error.message).toContain("`to`");
    expect(error.message).toContain('"note"');
    expect(refusal(s, { ...move, to: { ...move!.to, side: "up" } }).message).toContain("`to.side`");
  });
});

describe("module ids", () => {
  it('"solo" is a module id; listing it is accepted with players: 1 and changes nothing', async () => {
    const { MODULE_IDS } = await import("../../src/index");
    expect(MODULE_IDS).toEqual(["solo", "gloomfall", "golden-mushrooms"]);
    const implied = createGame({ seed: "s", players: 1 });
    const listed = createGame({ seed: "s", players: 1, modules: ["solo"] });
    expect(listed).toEqual(implied);
    expect(listed.config.modules).toEqual(["solo"]);
    expect(listed.config.modules.every((id) => MODULE_IDS.includes(id as never))).toBe(true);
  });

  it('"solo" with more than one player is refused, saying why', () => {
    let error: unknown;
    try {
      createGame({ seed: "s", players: 2, modules: ["solo"] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect((error as InvalidOptionsError).code).toBe("OPTION_MODULES");
    expect((error as InvalidOptionsError).message).toContain("players: 1");
  });
});

describe("recognising errors", () => {
  it("isTeqError / isIllegalActionError / instanceof recognise a branded error of another copy, and nothing else", () => {
    const error = refusal(createGame({ seed: 1, players: 2 }), { type: "idle", player: 7 });
    expect(isTeqError(error) && isIllegalActionError(error)).toBe(true);
    // A copy of the error as another build of the package would make it: same brand, other class.
    const foreign = Object.assign(Object.create(Error.prototype) as Error, { code: "GAME_OVER", message: "x" });
    Object.defineProperty(foreign, Symbol.for("teq-engine.error"), { value: ["IllegalActionError", "TeqError"] });
    expect(isTeqError(foreign)).toBe(true);
    expect(isIllegalActionError(foreign)).toBe(true);
    expect(foreign instanceof IllegalActionError && foreign instanceof TeqError).toBe(true);
    expect(foreign instanceof InvalidOptionsError).toBe(false);
    expect(isTeqError(new Error("x"))).toBe(false);
    expect(isTeqError({ code: "GAME_OVER" })).toBe(false);
    expect(isTeqError(null)).toBe(false);
    expect(new Error("x") instanceof TeqError).toBe(false);
  });
});
