// After typedoc: every relative link of the generated site (docs-site/) reaches a file that
// exists, and every #anchor an element id of its page. Part of `npm run docs`, so a broken link in
// the README, the guides or a doc comment fails it (typedoc itself checks files, not anchors).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const site = resolve(import.meta.dirname, "..", process.argv[2] ?? "docs-site");
const pages = (dir) =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? pages(join(dir, n)) : n.endsWith(".html") ? [join(dir, n)] : [],
  );
const ids = new Map();
const idsOf = (file) => {
  if (!ids.has(file))
    ids.set(file, new Set([...readFileSync(file, "utf8").matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])));
  return ids.get(file);
};
const broken = [];
let checked = 0;
for (const page of pages(site)) {
  const html = readFileSync(page, "utf8");
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) continue; // external
    const [path, anchor] = href.split("#");
    const target = path === "" ? page : resolve(dirname(page), decodeURIComponent(path));
    checked++;
    if (!existsSync(target)) broken.push(`${page.slice(site.length + 1)}: ${href} (no such file)`);
    else if (anchor && target.endsWith(".html") && !idsOf(target).has(decodeURIComponent(anchor)))
      broken.push(`${page.slice(site.length + 1)}: ${href} (no such anchor)`);
  }
}
if (broken.length > 0) {
  console.error(`docs: ${broken.length} broken link(s):\n${[...new Set(broken)].join("\n")}`);
  process.exit(1);
}
console.log(`docs: ${checked} relative links checked, none broken`);
