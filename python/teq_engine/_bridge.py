"""One Node.js process running `teq-engine serve --stdio`, spoken to in JSON lines with timeouts."""

import base64
import collections
import json
import os
import select
import subprocess
import threading
import time

import numpy as np

from ._locate import engine_command


class EngineError(RuntimeError):
    """The engine refused a request: `code` is its stable error code, `message` says why."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class IllegalActionId(EngineError, ValueError):
    """An action id that is out of range, masked out, or played by an agent that is not to act."""


class EngineDied(RuntimeError):
    """The Node.js process ended or stopped answering; the message gives its exit code and last stderr line."""


ID_CODES = {"BAD_ACTION_ID", "ILLEGAL_ACTION_ID", "NOT_YOUR_TURN"}


def floats(b64):
    """A float32 array from the base64 of its little-endian bytes."""
    return np.frombuffer(base64.b64decode(b64), dtype="<f4")


def bytes_mask(b64):
    """An int8 array (0 or 1) from the base64 of the mask's bytes."""
    return np.frombuffer(base64.b64decode(b64), dtype=np.int8)


def sparse_floats(entry, length):
    """A float32 array of `length` from a sparse observation: `index` (uint16) and `values` (float32), base64."""
    out = np.zeros(length, np.float32)
    out[np.frombuffer(base64.b64decode(entry["index"]), "<u2")] = np.frombuffer(base64.b64decode(entry["values"]), "<f4")
    return out


def ids_mask(b64, count):
    """An int8 mask of `count` ids from the base64 of the legal ids (uint16)."""
    mask = np.zeros(count, np.int8)
    mask[np.frombuffer(base64.b64decode(b64), "<u2")] = 1
    return mask


class Engine:
    """The engine process. `call(cmd, **params)` returns the result or raises `EngineError`.

    `timeout` (seconds) bounds every answer; a process that does not answer in time is killed and
    `EngineDied` raised. `close()` stops it (also at exit of a `with` block).
    """

    def __init__(self, cli=None, timeout=60.0):
        command, cwd = engine_command(cli)
        self.command = command
        self.timeout = timeout
        self._stderr = collections.deque(maxlen=20)
        try:
            self._process = subprocess.Popen(
                command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0
            )
        except OSError as error:
            raise EngineDied(f"cannot start the engine ({' '.join(command)}): {error}") from None
        self._stderr_reader = threading.Thread(target=self._drain_stderr, daemon=True)
        self._stderr_reader.start()
        self._buffer = b""
        self._next = 0

    def _drain_stderr(self):
        for line in iter(self._process.stderr.readline, b""):
            text = line.decode("utf-8", "replace").rstrip()
            if text:
                self._stderr.append(text)

    def _died(self, what):
        try:
            code = self._process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self._process.kill()
            code = self._process.wait()
        # The reader ends at the end of stderr, once the process (and any child holding the pipe) is
        # gone: waiting for it, not for a fixed time, is what makes the last line certain to be read.
        self._stderr_reader.join(timeout=5)
        last = self._stderr[-1] if self._stderr else "(nothing on stderr)"
        return EngineDied(f"the teq-engine process {what} (exit code {code}); its last stderr line: {last}")

    def call(self, cmd, **params):
        """Sends one request and returns its result; raises EngineError on an error answer."""
        self.send(cmd, **params)
        return self.receive()

    def new_game(self, options, replacing=None):
        """Starts a game (`ml-new`, sparse frames) and returns its first frame. `replacing`, a game id,
        is closed in the same round trip: both requests are written before either answer is read."""
        if replacing is not None:
            self.send("ml-close", game=replacing)
        self.send("ml-new", options=options, encoding="sparse")
        refused = None
        if replacing is not None:
            try:
                self.receive()
            except EngineError as error:
                refused = error
        frame = self.receive()
        if refused is not None:
            self.call("ml-close", game=frame["game"])
            raise refused
        return frame

    def send(self, cmd, **params):
        """Sends one request without waiting: `receive()` reads its answer (answers come in order)."""
        if self._process.poll() is not None:
            raise self._died("has ended")
        self._next += 1
        message = dict(params, id=self._next, cmd=cmd)
        try:
            self._process.stdin.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
        except (BrokenPipeError, OSError):
            raise self._died("ended before reading the request") from None

    def receive(self):
        """The result of the oldest request not yet answered; raises EngineError on an error answer."""
        answer = json.loads(self._read_line())
        if answer.get("ok"):
            return answer["result"]
        error = answer.get("error") or {}
        code, text = error.get("code", "UNKNOWN"), error.get("message", "")
        raise (IllegalActionId if code in ID_CODES else EngineError)(code, text)

    def _read_line(self):
        newline = self._buffer.find(b"\n")
        if newline >= 0:
            line, self._buffer = self._buffer[:newline], self._buffer[newline + 1 :]
            return line
        deadline = time.monotonic() + self.timeout
        fd = self._process.stdout.fileno()
        chunks = [self._buffer]
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self._process.kill()
                raise self._died(f"did not answer within {self.timeout:g} s and was stopped")
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                raise self._died("ended")
            newline = chunk.find(b"\n")
            if newline >= 0:
                chunks.append(chunk[:newline])
                self._buffer = chunk[newline + 1 :]
                return b"".join(chunks)
            chunks.append(chunk)

    def close(self):
        """Stops the process (a `quit` request, then a kill if it lingers)."""
        process = self._process
        if process.poll() is None:
            try:
                process.stdin.write(b'{"cmd":"quit"}\n')
                process.stdin.close()
                process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                process.kill()
                process.wait()
        for stream in (process.stdout, process.stderr):
            try:
                stream.close()
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass
