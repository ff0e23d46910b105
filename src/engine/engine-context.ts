/**
 * What an engine is bound to: one content pack (frozen, indexed, fingerprinted) and the rulesets
 * composed for it, each with its environment built once. Every entry point runs against one.
 *
 * @module
 */
import { freeze } from "immer";
import { contentFingerprint } from "../content/fingerprint";
import { referencePack } from "../content/reference";
import type { ContentPack } from "../content/types";
import { clonePlain } from "../core/clone";
import { indexContent } from "../rules/content-index";
import type { GameRuleset, RulesEnv } from "../rules/game-types";
import type { PackRef } from "../rules/state";
import { referenceModuleSet, type ModuleSet } from "./module-set";

/** One content pack and its bound rulesets (internal to the engine layer). */
export interface EngineContext {
  readonly content: ContentPack;
  readonly pack: PackRef;
  /** The modules this engine knows (the built-in ones, then its own). */
  readonly modules: ModuleSet;
  /** The ruleset composed for these modules, its environment bound to this pack. */
  rules(modules: readonly string[]): GameRuleset;
}

/** Binds a frozen, validated content pack into an engine context. */
export function engineContext(content: ContentPack, modules: ModuleSet = referenceModuleSet()): EngineContext {
  const pack: PackRef = Object.freeze({ id: content.id, fingerprint: contentFingerprint(content) });
  const bound = new Map<string, GameRuleset>();
  const index = indexContent(content);
  // Every state of a game shares its frozen `config.modules` array: answer it again without a join.
  let lastModules: readonly string[] | null = null;
  let lastRuleset: GameRuleset | null = null;
  return {
    content,
    pack,
    modules,
    rules(ids) {
      if (ids === lastModules && lastRuleset !== null && Object.isFrozen(ids)) return lastRuleset;
      const key = ids.join(",");
      let ruleset = bound.get(key);
      if (ruleset === undefined) {
        const composed = modules.ruleset(ids);
        const env: RulesEnv = { content, index, hooks: composed.hooks };
        ruleset = { ...composed, env: () => env };
        bound.set(key, ruleset);
      }
      lastModules = ids;
      lastRuleset = ruleset;
      return ruleset;
    },
  };
}

let reference: EngineContext | null = null;

/** The context of the reference pack, built on first use. */
export function referenceContext(): EngineContext {
  reference ??= engineContext(freeze(clonePlain(referencePack), true));
  return reference;
}

const contexts = new WeakMap<object, EngineContext>();

/** Records the context behind an engine object made by `createEngine`. */
export function registerEngine(engine: object, ctx: EngineContext): void {
  contexts.set(engine, ctx);
}

/** The context behind an engine object, or undefined for anything `createEngine` did not make. */
export function contextOf(engine: object): EngineContext | undefined {
  return contexts.get(engine);
}
