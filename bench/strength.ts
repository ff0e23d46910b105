// The MCTS strength script (`npm run bench:strength -- [options]`): seeded games of one MCTS bot
// against heuristic bots, or solo games, in this process alone (no workers: run it with `nice`).
//
//   --games N        games (default 200); --from K plays game indexes K..K+N-1
//   --players 2|4    2: MCTS against one heuristic bot, seats alternating; 4: one MCTS seat (rotating
//                    over the four seats) against three heuristic bots (default 2)
//   --solo           solo games instead; prints the goal reach per difficulty with Wilson intervals
//   --difficulty D   solo: the difficulty the games are played at (default peasant); a bot that
//                    plays for the goal (`mcts:endgame=1`) plays for this one
//   --bot SPEC       the MCTS bot as the CLI names it (default `mcts`), e.g. `mcts:iterations=400`
//   --progress       one line per game on stderr
//
// It prints the win rate (a shared first place counts half) with its 95% Wilson interval, the
// margin over the best rival (mean, standard deviation, and how many VP a game better the bot would
// have to play to win 90% at that spread), and the MCTS bot's time per decision (every decision it
// is asked, searched or not): mean and p95 wall clock, mean CPU. The machine may be shared: it also
// times a fixed reference workload (one seeded heuristic-bot game) before and after, so runs on
// differently loaded machines compare by ratio; CPU time is what one core would take unshared (wall
// clock includes waiting for a core). The game loop and timing are `bench/timed-games.ts`, shared
// with the MCTS section of `npm run bench`.
import { SOLO_GOALS } from "../src/modules/solo/goals";
import * as library from "../src/index";
import { DIFFICULTIES, type Bot, type Difficulty } from "../src/index";
import { createBot } from "../src/tools/bots";
import { spread, wilson } from "../src/tools/stats/wilson";
import { DecisionClock, meanP95, playGame, referenceGame, versusHeuristic } from "./timed-games";

const argv = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const GAMES = Number(value("--games") ?? 200);
const FROM = Number(value("--from") ?? 0);
const PLAYERS = Number(value("--players") ?? 2);
const SOLO = argv.includes("--solo");
const SPEC = value("--bot") ?? "mcts";
const PROGRESS = argv.includes("--progress");
const DIFFICULTY = (value("--difficulty") ?? "peasant") as Difficulty;
if (!DIFFICULTIES.includes(DIFFICULTY)) throw new RangeError(`--difficulty: one of ${DIFFICULTIES.join(", ")}`);

const clock = new DecisionClock();
/** The bot of `SPEC`, each call timed (wall clock and CPU). */
const timed = (seed: string): Bot => clock.time(createBot(SPEC, seed));
const reference = (): { wall: number; cpu: number } => referenceGame(library);

/**
 * The fewest VP a game (a whole number) that, added to every margin, would make the win share
 * reach `target` (a tie counts half): how far the bot is from a bar, at the spread the dice give.
 */
function gainFor(margins: readonly number[], target: number): number {
  for (let gain = 0; ; gain++) {
    let share = 0;
    for (const m of margins) share += m + gain > 0 ? 1 : m + gain === 0 ? 0.5 : 0;
    if (share >= target * margins.length) return gain;
  }
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const started = performance.now();
reference(); // warms the module load and the JIT up: the figures below are of a warm process
const before = reference();
let wins = 0;
const totals: number[] = [];
const rivals: number[] = [];
for (let g = FROM; g < FROM + GAMES; g++) {
  if (SOLO) {
    const sheet = playGame(library, `strength-solo-${g}`, 1, [timed(`s-${g}`)], DIFFICULTY);
    totals.push(sheet.players[0]!.total);
    if (PROGRESS) console.error(`solo game ${g}: ${sheet.players[0]!.total} VP`);
    continue;
  }
  const outcome = versusHeuristic(library, g, PLAYERS, timed);
  wins += outcome.share;
  totals.push(outcome.total);
  rivals.push(outcome.rival);
  if (PROGRESS)
    console.error(`game ${g}: ${outcome.share} (${wins}/${g - FROM + 1}) ${outcome.total} VP against ${outcome.rival}`);
}
const after = reference();
const n = totals.length;
const [wallMean, wallP95] = meanP95(clock.wallMs);
const [cpuMean, cpuP95] = meanP95(clock.cpuMs);
console.log(`bot ${SPEC}, games ${FROM}..${FROM + n - 1}`);
if (SOLO) {
  const vp = spread(totals);
  console.log(
    `solo over ${n} games played at ${DIFFICULTY}: mean VP ${vp.mean.toFixed(1)}, median ${vp.median}, best ${vp.max}`,
  );
  for (const difficulty of DIFFICULTIES) {
    const goal = SOLO_GOALS[difficulty];
    const rate = wilson(totals.filter((t) => t >= goal).length, n);
    console.log(
      `  ${difficulty} (goal ${goal} VP): ${rate.successes}/${n} = ${pct(rate.rate)} (95% CI ${pct(rate.low)}-${pct(rate.high)})`,
    );
  }
} else {
  const rate = wilson(wins, n);
  console.log(
    `${PLAYERS} players, MCTS vs heuristic: won ${wins}/${n} = ${pct(rate.rate)} (95% Wilson ${pct(rate.low)}-${pct(rate.high)}); ` +
      `mean VP ${spread(totals).mean.toFixed(1)} vs best rival ${spread(rivals).mean.toFixed(1)}`,
  );
  const margins = totals.map((t, i) => t - rivals[i]!);
  const margin = spread(margins);
  console.log(
    `margin over the best rival: mean ${margin.mean.toFixed(1)} VP, standard deviation ${margin.sd.toFixed(1)}; ` +
      `every game ${gainFor(margins, 0.9)} VP better would win 90%`,
  );
}
console.log(
  `per decision (${clock.wallMs.length}): wall mean ${wallMean.toFixed(1)} ms, p95 ${wallP95.toFixed(1)} ms; ` +
    `CPU mean ${cpuMean.toFixed(1)} ms, p95 ${cpuP95.toFixed(1)} ms`,
);
console.log(
  `reference game (heuristic vs heuristic): wall ${before.wall.toFixed(0)}/${after.wall.toFixed(0)} ms, CPU ${before.cpu.toFixed(0)}/${after.cpu.toFixed(0)} ms (before/after); ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
