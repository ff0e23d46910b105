/** Where the browser tests find Chromium, and how they launch it. */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's chromium package (override with CHROMIUM_PATH). */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** Whether the browser tests can run here. */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** The one line printed when the browser tests are skipped. */
export const SKIP_LINE = `Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH).`;

/** Launches headless Chromium with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
