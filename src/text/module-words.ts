/**
 * Joins the words the modules declare (`words` of each module definition, one table per locale
 * code, English as the fallback) into a locale: their actions, decisions and events, the reasons
 * and score sources they add, what they append to base actions they extend, and their score
 * verdicts. The built-in locales are joined once with the built-in modules (by the package entry);
 * an engine's other modules are joined on demand (`TextOptions.engine`), once per locale and engine.
 *
 * @module
 */
import type { GameModule } from "../engine/game-module";
import type { ModuleWords } from "./module-locales";
import type { BaseLocale, Locale, TextContext } from "./locale";

type Message = (value: never, t: TextContext) => string;
type Table = Readonly<Record<string, Message>>;

/** The modules each locale made here was joined with (those of the locale it extends first). */
const joinedWith = new WeakMap<Locale, readonly GameModule[]>();

/**
 * The modules whose words a locale made by {@link withModuleWords} holds; undefined for a locale
 * made otherwise.
 *
 * @param locale - a locale
 * @returns its modules, or undefined
 */
export function modulesOf(locale: Locale): readonly GameModule[] | undefined {
  return joinedWith.get(locale);
}

/** One table from several, later entries winning (a module's words over the base words). */
const joinTables = (...tables: readonly (object | undefined)[]): Readonly<Record<string, unknown>> =>
  Object.assign({}, ...tables) as Readonly<Record<string, unknown>>;

/**
 * A locale with the words of these modules joined in (the modules' words in the locale's language,
 * or their English words when they have none in it).
 *
 * @param base - a base locale, or a full locale to extend with more modules
 * @param modules - the modules whose words to join
 * @returns the joined locale
 * @example
 * ```ts
 * import { BUILTIN_MODULES, withModuleWords, en } from "teq-engine";
 * withModuleWords(en, BUILTIN_MODULES).code; // "en"
 * ```
 */
export function withModuleWords(base: BaseLocale | Locale, modules: readonly GameModule[]): Locale {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const words: ModuleWords<any>[] = modules.map((m) => m.words[base.code] ?? m.words.en);
  const actions: Record<string, Message> = { ...(base.actions as Table) };
  for (const w of words) Object.assign(actions, w.actions);
  for (const w of words) {
    for (const [type, suffix] of Object.entries<Message>(w.actionSuffixes ?? {})) {
      const sentence = actions[type];
      if (sentence !== undefined)
        actions[type] = (action: never, t: TextContext) => sentence(action, t) + suffix(action, t);
    }
  }
  const verdicts = words.flatMap((w) => (w.verdict === undefined ? [] : [w.verdict]));
  const earlier = base.scores.verdict;
  const difficulty = (level: string): string =>
    (base.terms.difficulties as Readonly<Record<string, string>>)[level] ?? level;
  const joined = {
    ...base,
    terms: {
      ...base.terms,
      reasons: joinTables(base.terms.reasons, ...words.map((w) => w.reasons)),
      scoreSources: joinTables(base.terms.scoreSources, ...words.map((w) => w.scoreSources)),
    },
    actions,
    decisions: joinTables(base.decisions, ...words.map((w) => w.decisions)),
    events: joinTables(base.events, ...words.map((w) => w.events)),
    scores: {
      ...base.scores,
      verdict: (sheet: Parameters<NonNullable<Locale["scores"]["verdict"]>>[0], t: TextContext): string | null => {
        for (const verdict of verdicts) {
          const line = verdict(sheet, t, difficulty);
          if (line !== null) return line;
        }
        return earlier?.(sheet, t) ?? null;
      },
    },
  };
  // Cast: the base tables cover the base game's kinds and each module's words its own kinds, so the
  // joined tables cover every kind of these modules; the compiler cannot follow a join over a list.
  const locale = joined as unknown as Locale;
  joinedWith.set(locale, [...(joinedWith.get(base as Locale) ?? []), ...modules]);
  return locale;
}
