/**
 * A new game's configuration, for the options a simulation passes game after game: a seed,
 * `players` and `modules`, nothing else. `normalizeOptions` checks such options once per engine,
 * player count and module list; each later game copies that configuration with its own seed (checked
 * by `normalizeSeed`). Any other options are normalized in full every time. A list is remembered
 * only once it has passed the checks, so the memo holds at most the valid player counts and module
 * lists.
 *
 * @module
 */
import { packedMap } from "../core/packed";
import type { GameConfig } from "../rules/state";
import type { EngineContext } from "./engine-context";
import { normalizeOptions, normalizeSeed } from "./options";

/** Checked configurations by engine context, then by `commonKey`. */
const checked = new WeakMap<EngineContext, Map<string, GameConfig>>();

/**
 * The configuration of a game's options (read into plain data by `createGame`), as
 * `normalizeOptions` gives it.
 *
 * @param ctx - the engine context (its content pack's colours and its module set)
 * @param options - the options, read into plain data
 * @returns the configuration, the game's own copy
 * @throws {@link InvalidOptionsError} as `normalizeOptions`
 */
export function configOf(ctx: EngineContext, options: unknown): GameConfig {
  const key = commonKey(options);
  let memo = key === null ? undefined : checked.get(ctx);
  const known = key === null ? undefined : memo?.get(key);
  if (known !== undefined) return copyConfig(known, normalizeSeed((options as { seed?: unknown }).seed));
  const config = normalizeOptions(
    options,
    packedMap(ctx.content.playerCards, (card) => card.color),
    ctx.modules,
  );
  if (key !== null) {
    if (memo === undefined) {
      memo = new Map();
      checked.set(ctx, memo);
    }
    memo.set(key, copyConfig(config, config.seed));
  }
  return config;
}

/** `players` and the module list of options with no other key but `seed`, as a key; null for any other options. */
function commonKey(options: unknown): string | null {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  for (const name of Object.keys(options)) if (name !== "seed" && name !== "players" && name !== "modules") return null;
  const { players, modules } = options as { players?: unknown; modules?: unknown };
  if (typeof players !== "number") return null;
  if (modules === undefined) return String(players);
  if (!Array.isArray(modules)) return null;
  // Each id prefixed by its length: two different lists of strings never share a key.
  // By index, as `normalizeOptions` reads the list (not through the array iterator).
  let key = `${players}:`;
  for (let i = 0; i < modules.length; i++) {
    const id: unknown = modules[i];
    if (typeof id !== "string") return null;
    key += `${id.length}:${id}`;
  }
  return key;
}

/** A configuration with a seed, its arrays and rulings copied (each game's state owns its own), in `normalizeOptions`' field order. */
function copyConfig(config: GameConfig, seed: string | number): GameConfig {
  return {
    seed,
    players: config.players,
    modules: [...config.modules],
    difficulty: config.difficulty,
    chance: config.chance,
    colors: [...config.colors],
    firstPlayer: config.firstPlayer,
    rulings: { ...config.rulings },
  };
}
