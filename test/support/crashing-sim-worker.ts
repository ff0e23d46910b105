// A simulation worker that dies on its first chunk, as a worker killed by the system or crashing in
// native code would: test/tools/simulate.test.ts checks that the pool stops the run with its stderr.
process.on("message", () => {
  process.stderr.write("crashing-sim-worker: out of cheese\n");
  process.exit(3);
});
