/**
 * Helpers for the solo variant's tests: solo games, and scenarios edited into the Night or the end
 * of a round.
 */
import { referencePack } from "../../../src/index";
import { createGame, type Difficulty, type GameState } from "../../../src/index";
import { home, mutable, putHero, type S } from "../../support/scenario";

/** A fresh mutable solo game. */
function soloGame(
  options: { seed?: string | number; difficulty?: Difficulty; chance?: "seeded" | "external" } = {},
): S {
  const { seed = "solo-scenario", difficulty, chance } = options;
  return mutable(
    createGame({
      seed,
      players: 1,
      ...(difficulty === undefined ? {} : { difficulty }),
      ...(chance === undefined ? {} : { chance }),
    }),
  );
}

/** The first space of each magic level on the track in use. */
function spaceOfLevel(_s: S | GameState, level: number): number {
  const space = referencePack.magicTracks.solo.spaces.indexOf(level);
  if (space < 0) throw new Error(`no space of level ${level}`);
  return space;
}

/**
 * The solo player about to adventure or rest at Night (external chance, every hero home), with the
 * magic token on the first space of `level`.
 */
export function nightScenario(level: number, stats: { health?: number; power?: number } = {}): S {
  const s = soloGame({ chance: "external" });
  for (let h = 0; h < 3; h++) putHero(s, 0, h, home(s, 0));
  s.phase = "night";
  s.day = null;
  s.night = { holder: 0, adventuring: [true] };
  s.magicSpace = spaceOfLevel(s, level);
  s.players[0]!.health = stats.health ?? 6;
  s.players[0]!.power = stats.power ?? 0;
  s.decision = { kind: "adventure-or-rest", player: 0 };
  s.queue = [];
  return s;
}

/** The solo player about to rest at the end of round `round`'s Night, so Resolution follows. */
export function endOfNight(round = 1): S {
  const s = nightScenario(0);
  s.round = round;
  return s;
}
