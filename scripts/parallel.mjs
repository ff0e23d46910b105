// Runs shell commands side by side (the stages of `npm test` that do not depend on each other), each
// one's output held back and printed whole when it ends, in the order given. Exits non-zero when any
// command fails, after all have ended. Usage: node scripts/parallel.mjs "<command>" "<command>" ...
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: node scripts/parallel.mjs \"<command>\" [\"<command>\" ...]");
  process.exit(2);
}

const started = Date.now();
const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const begin = Date.now();
      const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
      const chunks = [];
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
      child.on("close", (code, signal) => resolve({ command, code: code ?? 1, signal, output: Buffer.concat(chunks).toString("utf8"), seconds: (Date.now() - begin) / 1000 }));
    }),
);

let failed = 0;
for (const run of runs) {
  const { command, code, signal, output, seconds } = await run;
  process.stdout.write(`\n> ${command}\n${output}`);
  const verdict = code === 0 ? "ok" : `FAILED (${signal ?? `exit ${code}`})`;
  console.log(`> ${command}: ${verdict} in ${seconds.toFixed(1)} s`);
  if (code !== 0) failed++;
}
console.log(`\n${commands.length - failed}/${commands.length} stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failed === 0 ? 0 : 1;
