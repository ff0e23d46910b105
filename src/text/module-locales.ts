/**
 * The words of a module: its tables in each locale it speaks (English at least). The text layer adds
 * them to the module contract (`GameModule.words`), so that the engine, which knows no words, names
 * no locale either.
 *
 * @module
 */
import type { ModuleTypes, Own } from "../engine/game-module";
import type { ScoreSheet as BaseScoreSheet } from "../rules/scoring/scores";
import type { TextContext } from "./locale";

declare module "../engine/game-module" {
  // `any` as in the contract's own declaration (type parameters of merged declarations must match).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface GameModule<Id extends string = string, T extends ModuleTypes = any> {
    /** Its words, by locale code. */
    readonly words: ModuleLocales<T, Id>;
  }
}

/**
 * The words of a module in one locale: its own actions, decisions and events (the tables are
 * mapped over its kinds, so a kind without words does not compile), the words of the reasons and
 * score sources it adds, and what it adds to the sentences of base actions it extends.
 *
 * @example
 * ```ts
 * const words: ModuleWords<any> = { actions: {}, decisions: {}, events: {} };
 * ```
 */
export interface ModuleWords<T extends ModuleTypes, Id extends string = string> {
  /** Its own actions (types namespaced by its id). */
  readonly actions: {
    readonly [K in Own<T["action"]["type"], Id>]: (
      action: Extract<T["action"], { readonly type: K }>,
      t: TextContext,
    ) => string;
  };
  /** Its decisions. */
  readonly decisions: {
    readonly [K in Own<T["decision"]["kind"], Id>]: (
      decision: Extract<T["decision"], { readonly kind: K }>,
      t: TextContext,
    ) => string;
  };
  /** Its events. */
  readonly events: {
    readonly [K in Own<T["event"]["type"], Id>]: (
      event: Extract<T["event"], { readonly type: K }>,
      t: TextContext,
    ) => string;
  };
  /** Words for the reason, cause and purpose strings it adds. */
  readonly reasons?: Readonly<Record<string, string>>;
  /** Words for the score sources it adds, by source id. */
  readonly scoreSources?: Readonly<Record<string, string>>;
  /** Appended to the sentence of an action it extends with fields of its own (a base action or another module's), by action type. */
  readonly actionSuffixes?: {
    readonly [K in Exclude<T["action"]["type"], Own<T["action"]["type"], Id>>]?: (
      action: Extract<T["action"], { readonly type: K }>,
      t: TextContext,
    ) => string;
  };
  /** The verdict line of a score sheet it decides (in place of the winners' line), or null when the sheet is not its. */
  readonly verdict?: (
    sheet: BaseScoreSheet & T["sheet"],
    t: TextContext,
    difficulty: (level: string) => string,
  ) => string | null;
}

/**
 * A module's words in every locale it speaks: English at least (the fallback of any other locale).
 *
 * @example
 * ```ts
 * const words: ModuleLocales<any> = { en: { actions: {}, decisions: {}, events: {} } };
 * ```
 */
export interface ModuleLocales<T extends ModuleTypes, Id extends string = string> {
  /** English (the fallback). */
  readonly en: ModuleWords<T, Id>;
  /** Other locales, by locale code (`ja`, ...). */
  readonly [code: string]: ModuleWords<T, Id> | undefined;
}
