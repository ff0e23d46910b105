"""Finding the teq-engine command line (a Node.js program) to run as the environments' engine."""

import os
import shutil
from pathlib import Path

CLI_RELATIVE = Path("dist") / "cli" / "teq-engine.js"


class EngineNotFound(RuntimeError):
    """No teq-engine command line was found; the message says where it was looked for."""


def _is_checkout(d):
    return (d / "package.json").is_file() and (d / "src" / "cli" / "main.ts").is_file() and '"name": "teq-engine"' in (d / "package.json").read_text(encoding="utf-8")


def engine_command(cli=None):
    """The command (a list) that runs `teq-engine serve --stdio`, and the directory to run it in.

    In order:
    1. `cli`, else the environment variable TEQ_ENGINE_CLI: a CLI file run with `node`
       (`dist/cli/teq-engine.js` of a build or of an installed package). A `.ts` file (a checkout's
       `src/cli/main.ts`) is run with `node --import tsx` from its checkout.
    2. A checkout of teq-engine containing the current directory (or this file, for an editable
       install): its built `dist/cli/teq-engine.js` when present (`npm run build`), else its sources
       through tsx (after `npm ci`).
    3. An installed npm package: `node_modules/teq-engine/dist/cli/teq-engine.js` in the current
       directory or a parent, else a `teq-engine` command on PATH (`npm install -g teq-engine`).
    """
    node = shutil.which("node")
    chosen = cli or os.environ.get("TEQ_ENGINE_CLI")
    if chosen:
        path = Path(chosen).resolve()
        if not path.is_file():
            raise EngineNotFound(f"TEQ_ENGINE_CLI names {chosen}, which is not a file")
        return _node_command(node, path), str(path.parent)
    here = [Path.cwd().resolve(), Path(__file__).resolve().parent]
    for start in here:
        for d in [start, *start.parents]:
            if _is_checkout(d):
                built = d / CLI_RELATIVE
                if built.is_file():
                    return _node_command(node, built), str(d)
                if (d / "node_modules" / "tsx").is_dir():
                    return _node_command(node, d / "src" / "cli" / "main.ts"), str(d)
            installed = d / "node_modules" / "teq-engine" / CLI_RELATIVE
            if installed.is_file():
                return _node_command(node, installed), str(d)
    on_path = shutil.which("teq-engine")
    if on_path:
        return [on_path, "serve", "--stdio"], None
    raise EngineNotFound(
        "teq-engine's command line was not found: set TEQ_ENGINE_CLI to its dist/cli/teq-engine.js, "
        "run from a checkout (after `npm ci`), or `npm install teq-engine` in this directory or a parent"
    )


def _node_command(node, path):
    if node is None:
        raise EngineNotFound("node (Node.js 20 or later) is not on PATH: the environments run the engine with it")
    if path.suffix == ".ts":
        return [node, "--import", "tsx", str(path), "serve", "--stdio"]
    return [node, str(path), "serve", "--stdio"]
