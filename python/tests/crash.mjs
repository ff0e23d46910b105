// A stand-in engine that fails at once: one line on stderr, exit code 3 (tests/check_envs.py).
process.stderr.write("starting\nfatal: the engine broke on purpose\n");
process.exit(3);
