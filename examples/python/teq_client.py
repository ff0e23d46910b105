"""A minimal client for `teq-engine serve --stdio` (standard library only).

The server reads one JSON request per line on its stdin and writes one JSON response per line on
its stdout. See docs/tools.md for the protocol.

    with TeqClient() as teq:
        game = teq.call("new-game", options={"seed": 7, "players": 2}, bots=[None, "heuristic"])
"""

import json
import os
import shlex
import subprocess
from pathlib import Path

# This file's checkout of teq-engine, if it sits in one (examples/python/ under the repository root).
_CHECKOUT = Path(__file__).resolve().parents[2]


def default_command():
    """The server command and its working directory when TEQ_SERVE_CMD is not set.

    In a checkout of teq-engine (after `npm ci`), `npm start --silent -- serve --stdio` runs the
    sources with no build step (`--silent` keeps npm's banner off stdout, which the protocol owns).
    Anywhere else, `npx teq-engine serve --stdio`: the command a project depending on the package has.
    """
    if os.environ.get("TEQ_SERVE_CMD"):
        return shlex.split(os.environ["TEQ_SERVE_CMD"]), None
    if (_CHECKOUT / "src" / "cli" / "main.ts").is_file():
        if not (_CHECKOUT / "node_modules" / "tsx").is_dir():
            raise RuntimeError(f"run `npm ci` in {_CHECKOUT} first: the server runs from the checkout's sources with its dev tools")
        return ["npm", "start", "--silent", "--", "serve", "--stdio"], str(_CHECKOUT)
    return ["npx", "teq-engine", "serve", "--stdio"], None


class TeqError(Exception):
    """An error response: `code` is stable (e.g. "NOT_YOUR_DECISION"), `message` readable."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class TeqClient:
    """Starts the server as a child process and exchanges request/response lines with it.

    The command defaults to `default_command()`; set TEQ_SERVE_CMD (a shell-style command line) or
    pass `command` to use another, e.g. `node dist/cli/teq-engine.js serve --stdio`.
    """

    def __init__(self, command=None, cwd=None):
        if command is None:
            command, default_cwd = default_command()
            cwd = cwd if cwd is not None else default_cwd
        self.command = command
        try:
            self._process = subprocess.Popen(
                command,
                cwd=cwd,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                bufsize=1,
            )
        except FileNotFoundError:
            raise RuntimeError(f"cannot start the server ({shlex.join(command)}): {command[0]} is not installed or not on PATH") from None
        self._next_id = 0

    def request(self, cmd, **params):
        """Sends one request and returns the whole response object (ok or not)."""
        self._next_id += 1
        message = dict(params, id=self._next_id, cmd=cmd)
        try:
            self._process.stdin.write(json.dumps(message) + "\n")
            self._process.stdin.flush()
        except BrokenPipeError:
            # It ended before reading the request (a server that cannot start may exit at once).
            raise self._gone() from None
        line = self._process.stdout.readline()
        if not line:
            raise self._gone()
        try:
            response = json.loads(line)
        except json.JSONDecodeError:
            raise RuntimeError(
                f"the server ({shlex.join(self.command)}) wrote a line that is not a JSON response: {line.rstrip()[:200]!r}"
                + (" (npm's banner: run npm with --silent)" if line.startswith(">") else "")
            ) from None
        if response.get("id") != self._next_id:
            raise RuntimeError(f"response id {response.get('id')} does not match request {self._next_id}")
        return response

    def call(self, cmd, **params):
        """Sends one request and returns its result, raising TeqError for an error response."""
        response = self.request(cmd, **params)
        if not response["ok"]:
            raise TeqError(response["error"]["code"], response["error"]["message"])
        return response["result"]

    def _gone(self):
        """The error for a server that has ended: its exit status, and where its messages are."""
        return RuntimeError(f"the server ({shlex.join(self.command)}) closed its output and {self._exit_status()}; its messages, if any, are on stderr above")

    def _exit_status(self):
        """The server's exit status in words, waiting a little for it to end."""
        try:
            code = self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return "is still running"
        if code < 0:
            return f"was stopped by signal {-code}"
        return f"exited with code {code}" + (" (127: the command was not found)" if code == 127 else "")

    def close(self):
        if self._process.poll() is None:
            try:
                self.request("quit")
            except (BrokenPipeError, RuntimeError):
                pass
            try:
                self._process.stdin.close()
            except BrokenPipeError:
                pass
            self._process.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
