/**
 * The engine a tool plays through, from its `--content <pack.json>` and `--module <file>` options:
 * the content pack read from a JSON file, the module imported from an ES module file that exports a
 * `GameModule`. Loaded once per process (a simulation worker loads it from the same paths).
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createEngine, TeqError, type ContentPack, type Engine, type GameModule } from "../index";
import { ToolError } from "./errors";
import type { SeatRow } from "./sim/rows";

/** Where a tool's engine comes from: absolute paths of a content pack and a module file, if given. */
export interface EngineSource {
  readonly content: string | null;
  readonly module: string | null;
}

/** A loaded engine, with the id of the module file's module (null without `--module`). */
export interface LoadedEngine {
  /** Typed as the base engine: a module read at run time adds no static types. */
  readonly engine: Engine;
  readonly moduleId: string | null;
  /** The module file's module (null without `--module`). */
  readonly module: GameModule | null;
}

const loaded = new Map<string, Promise<LoadedEngine>>();
const ready = new Map<string, LoadedEngine>();

/** The engine source of a command's `--content` and `--module` values (null when neither is given). */
export function engineSourceOf(values: Readonly<Record<string, string>>, cwd = process.cwd()): EngineSource | null {
  const content = values["content"];
  const module = values["module"];
  if (content === undefined && module === undefined) return null;
  return {
    content: content === undefined ? null : resolve(cwd, content),
    module: module === undefined ? null : resolve(cwd, module),
  };
}

/** Whether a value has the shape of a `GameModule` (an object with a string `id`). */
function isModule(value: unknown): value is GameModule {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}

/** The `GameModule` a module file exports: its default export, else its only exported module. */
async function importModule(file: string): Promise<GameModule> {
  let exports: Record<string, unknown>;
  try {
    exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new ToolError("BAD_MODULE", `--module ${file} could not be imported: ${(error as Error).message}`);
  }
  if (isModule(exports["default"])) return exports["default"];
  const found = Object.values(exports).filter(isModule);
  if (found.length === 1) return found[0]!;
  throw new ToolError(
    "BAD_MODULE",
    found.length === 0
      ? `--module ${file} exports no GameModule (an object with an \`id\`, as a default or named export).`
      : `--module ${file} exports ${found.length} GameModules; export the one to play as default.`,
  );
}

/** The content pack of a JSON file. */
function readContent(file: string): ContentPack {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as ContentPack;
  } catch (error) {
    throw new ToolError("BAD_CONTENT", `--content ${file} is not a readable JSON file: ${(error as Error).message}`);
  }
}

async function load(source: EngineSource): Promise<LoadedEngine> {
  const content = source.content === null ? undefined : readContent(source.content);
  const module = source.module === null ? null : await importModule(source.module);
  try {
    const engine: Engine = createEngine({
      ...(content === undefined ? {} : { content }),
      modules: module === null ? [] : [module],
    });
    return { engine, moduleId: module?.id ?? null, module };
  } catch (error) {
    if (error instanceof TeqError)
      throw new ToolError(error.code, `${source.module ?? source.content ?? ""}: ${error.message}`);
    throw error;
  }
}

/**
 * Loads (once per process) the engine of a source; refuses a module file that exports no
 * `GameModule` and an invalid pack with a `ToolError`.
 */
export async function loadEngine(source: EngineSource): Promise<LoadedEngine> {
  const key = JSON.stringify(source);
  let pending = loaded.get(key);
  if (pending === undefined) {
    pending = load(source).then((done) => {
      ready.set(key, done);
      return done;
    });
    loaded.set(key, pending);
  }
  return pending;
}

/** The engine of a source already loaded in this process (`loadEngine` first). */
export function loadedEngine(source: EngineSource): LoadedEngine {
  const done = ready.get(JSON.stringify(source));
  if (done === undefined) throw new Error("loadedEngine: the engine source was not loaded in this process.");
  return done;
}

/** What a tool played, in a line: `content: <id> (fingerprint <hex>), module: <id>` (`none` without one). */
export function engineLine(loaded: LoadedEngine): string {
  const { engine, moduleId } = loaded;
  return `content: ${engine.content.id} (fingerprint ${engine.fingerprint}), module: ${moduleId ?? "none"}`;
}

/**
 * The English names of the module file's score sources, keyed as their result columns are
 * (`points_<source>`: hyphens as underscores), each with the module's id: `tithes (my-module)`.
 */
export function sourceLabels(loaded: LoadedEngine): Record<string, string> {
  const module = loaded.module;
  if (module === null) return {};
  const words = module.words["en"]?.scoreSources ?? {};
  return Object.fromEntries(
    Object.entries(words).map(([source, word]) => [source.replace(/-/g, "_"), `${word} (${module.id})`]),
  );
}

/**
 * Refuses (`ENGINE_MISMATCH`) result rows not played by this engine: with `--module`, rows whose
 * modules lack the module's id; with `--content`, rows whose `content` is not this pack's
 * `<id>@<fingerprint>`.
 */
export function checkRowsEngine(rows: readonly SeatRow[], source: EngineSource, loaded: LoadedEngine): void {
  const { engine, moduleId } = loaded;
  const pack = `${engine.content.id}@${engine.fingerprint}`;
  for (const row of rows) {
    const modules = typeof row["modules"] === "string" ? row["modules"].split("+") : [];
    if (moduleId !== null && !modules.includes(moduleId))
      throw new ToolError(
        "ENGINE_MISMATCH",
        `--module ${source.module ?? ""}: the results hold games played without module "${moduleId}" (seed ${String(row["seed"])}, modules "${modules.join("+")}").`,
      );
    if (source.content !== null && row["content"] !== pack)
      throw new ToolError(
        "ENGINE_MISMATCH",
        `--content ${source.content}: the results hold games not played with pack ${pack} (seed ${String(row["seed"])}, content ${row["content"] == null ? "the reference pack" : String(row["content"])}).`,
      );
  }
}
