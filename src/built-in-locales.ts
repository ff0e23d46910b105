/**
 * The built-in locales: the base game's words in each language, joined with the built-in modules'
 * words (each module's own tables, `words` of its definition), as a user joins theirs
 * (`withModuleWords`).
 *
 * @module
 */
import { BUILTIN_MODULES } from "./built-in-modules";
import type { Locale } from "./text/locale";
import { baseEn } from "./text/locales/en";
import { baseJa } from "./text/locales/ja";
import { withModuleWords } from "./text/module-words";

/**
 * English. Player colours and 1-based hero numbers (`"Red's hero 2"`); card names from the
 * content pack.
 *
 * @example
 * ```ts
 * import { createGame, describeAction, en } from "teq-engine";
 * describeAction({ type: "idle", player: 1 }, createGame({ seed: "x", players: 2 }), { locale: en }); // "Blue idles"
 * ```
 */
export const en: Locale = withModuleWords(baseEn, BUILTIN_MODULES);

/**
 * Japanese (日本語), with the terms of the Japanese player summary: `"赤のヒーロー2"`,
 * `"イカダ"`, `"氷の寺院"`.
 *
 * @example
 * ```ts
 * import { createGame, describeEvent, ja } from "teq-engine";
 * describeEvent({ type: "round-began", round: 1 }, createGame({ seed: "x", players: 2 }), { locale: ja }); // "ラウンド1開始"
 * ```
 */
export const ja: Locale = withModuleWords(baseJa, BUILTIN_MODULES);
