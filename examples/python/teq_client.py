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


class TeqError(Exception):
    """An error response: `code` is stable (e.g. "NOT_YOUR_DECISION"), `message` readable."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class TeqClient:
    """Starts the server as a child process and exchanges request/response lines with it.

    The command defaults to `npx teq-engine serve --stdio`; set TEQ_SERVE_CMD (a shell-style
    command line) or pass `command` to use another, e.g. `node dist/cli/teq-engine.js serve --stdio`.
    """

    def __init__(self, command=None, cwd=None):
        if command is None:
            command = shlex.split(os.environ.get("TEQ_SERVE_CMD", "npx teq-engine serve --stdio"))
        self._process = subprocess.Popen(
            command,
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self._next_id = 0

    def request(self, cmd, **params):
        """Sends one request and returns the whole response object (ok or not)."""
        self._next_id += 1
        message = dict(params, id=self._next_id, cmd=cmd)
        self._process.stdin.write(json.dumps(message) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the server closed its output (exit code {self._process.poll()})")
        response = json.loads(line)
        if response.get("id") != self._next_id:
            raise RuntimeError(f"response id {response.get('id')} does not match request {self._next_id}")
        return response

    def call(self, cmd, **params):
        """Sends one request and returns its result, raising TeqError for an error response."""
        response = self.request(cmd, **params)
        if not response["ok"]:
            raise TeqError(response["error"]["code"], response["error"]["message"])
        return response["result"]

    def close(self):
        if self._process.poll() is None:
            try:
                self.request("quit")
            except (BrokenPipeError, RuntimeError):
                pass
            self._process.stdin.close()
            self._process.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
