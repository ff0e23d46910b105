/**
 * A progress display for long runs: on a terminal, cli-progress's bar redrawn in place (at most 10
 * times a second) with the count, the rate and the time left; otherwise (a pipe, a CI log), a plain
 * line at every tenth and at the end, which a log keeps readable (cli-progress's own non-terminal
 * mode prints on a timer instead).
 *
 * @module
 */
import cliProgress from "cli-progress";
import { wallClockMs } from "./clock";

/** Where progress goes: a stream-like writer and whether it is a terminal. */
export interface ProgressSink {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** A running progress display. */
export interface Progress {
  /** Reports how many units are done so far. */
  update(done: number): void;
  /** Draws the final state and ends the line. */
  stop(): void;
}

/** `75s` -> `1m 15s`; `3700s` -> `1h 01m`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/**
 * Starts a progress display of `total` units named `unit` (e.g. "games").
 *
 * @param now - the clock in milliseconds (injectable for tests)
 */
export function createProgress(
  total: number,
  unit: string,
  sink: ProgressSink,
  label = "simulate",
  now: () => number = wallClockMs,
): Progress {
  const started = now();
  let done = 0;
  let lastTenth = 0;
  const stats = (): string => {
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
    const pct = total > 0 ? Math.floor((100 * done) / total) : 100;
    return `${done}/${total} ${unit} (${pct}%) | ${rate.toFixed(1)} ${unit}/s | elapsed ${formatDuration(seconds)} | ETA ${done >= total ? "0s" : formatDuration(eta)}`;
  };
  const line = (): string => `${label}: ${stats()}\n`;
  if (sink.isTTY === true) return terminalBar(total, label, sink, stats, (value) => (done = value));
  return {
    update(value) {
      done = value;
      const tenth = total > 0 ? Math.floor((10 * done) / total) : 10;
      if (tenth > lastTenth && done < total) {
        lastTenth = tenth;
        sink.write(line());
      }
    },
    stop() {
      sink.write(line());
    },
  };
}

/** cli-progress's bar on a terminal, its text the same statistics as the plain lines. */
function terminalBar(
  total: number,
  label: string,
  sink: ProgressSink,
  stats: () => string,
  record: (done: number) => void,
): Progress {
  const bar = new cliProgress.SingleBar({
    stream: sink as unknown as NodeJS.WritableStream, // cli-progress writes to it and reads isTTY and columns, nothing else
    fps: 10,
    barsize: Math.max(10, Math.min(40, (sink.columns ?? 80) - 80)),
    barCompleteChar: "#",
    barIncompleteChar: "-",
    format: (options, params) => `${label} [${cliProgress.Format.BarFormat(params.progress, options)}] ${stats()}`,
  });
  bar.start(total, 0);
  return {
    update(value) {
      record(value);
      bar.update(value);
    },
    stop() {
      bar.stop();
    },
  };
}
