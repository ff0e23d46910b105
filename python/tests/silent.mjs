// A stand-in engine that reads requests and never answers (tests/check_envs.py: nothing hangs).
process.stdin.resume();
setTimeout(() => {}, 600_000);
