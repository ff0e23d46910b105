// Runs shell commands side by side (the stages of `npm test` that do not depend on each other), each
// one's output held back and printed whole when it ends, in the order given. Exits non-zero when any
// command fails, after all have ended. With TEQ_SERIAL=1 (which .ci/run sets: CI has time, and
// full-size suites next to three other stages strain a 2-core machine) the commands run one after
// the other instead. Usage: node scripts/parallel.mjs "<command>" "<command>" ...
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const started = Date.now();
const serial = process.env.TEQ_SERIAL === "1";

/** The children's environment: FORCE_COLOR as given, else colour exactly when this process writes to a terminal. */
const colour = (env = process.env, tty = process.stdout.isTTY === true) =>
  env.FORCE_COLOR !== undefined ? { ...env } : tty ? { ...env, FORCE_COLOR: "1" } : { ...env, NO_COLOR: "1" };

/** Runs one command: its output streamed (`live`) or collected to print whole later. */
const start = (command, live) =>
  new Promise((resolve) => {
    const begin = Date.now();
    if (live) process.stdout.write(`\n> ${command}\n`);
    const child = spawn(command, {
      shell: true,
      stdio: live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
      // Colour only when the output is a terminal (a log file gets no escape codes); FORCE_COLOR still decides when set.
      env: colour(),
    });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) =>
      resolve({
        command,
        code: code ?? 1,
        signal,
        output: Buffer.concat(chunks).toString("utf8"),
        seconds: (Date.now() - begin) / 1000,
      }),
    );
  });

const runs = [];
if (serial) for (const command of commands) runs.push(Promise.resolve(await start(command, true)));
else for (const command of commands) runs.push(start(command, false));

let failed = 0;
for (const run of runs) {
  const { command, code, signal, output, seconds } = await run;
  if (!serial) process.stdout.write(`\n> ${command}\n${output}`);
  const verdict = code === 0 ? "ok" : `FAILED (${signal ?? `exit ${code}`})`;
  console.log(`> ${command}: ${verdict} in ${seconds.toFixed(1)} s`);
  if (code !== 0) failed++;
}
console.log(
  `\n${commands.length - failed}/${commands.length} stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = failed === 0 ? 0 : 1;
