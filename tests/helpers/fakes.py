"""Fakes of paid APIs: real HTTP servers on 127.0.0.1 speaking the OpenAI wire format (embeddings and
chat completions), answering what a test scripts."""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class EmbeddingsEndpoint(BaseHTTPRequestHandler):
    """A loopback OpenAI-compatible /v1/embeddings endpoint with deterministic 8-dimensional vectors."""

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.headers.get("Authorization") != "Bearer good-key":
            self._send(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}})
            return
        data = [
            {"object": "embedding", "index": i, "embedding": [float((len(text) + k) % 5) + 0.5 for k in range(8)]}
            for i, text in enumerate(body["input"])
        ]
        self._send(200, {"object": "list", "data": data, "model": body["model"],
                         "usage": {"prompt_tokens": 1, "total_tokens": 1}})

    def _send(self, status: int, payload: dict) -> None:
        raw = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: object) -> None:
        pass


# --- a loopback OpenAI-compatible chat-completions endpoint (the LLM extractor's tests) --------------
@dataclass
class Reply:
    status: int = 200
    body: dict[str, Any] | str = field(default_factory=dict)  # a str is sent as it is
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def completion(answer: dict[str, Any] | str, prompt_tokens: int = 100, completion_tokens: int = 20) -> Reply:
    """A 200 chat completion whose message content is `answer` (a dict is sent as its JSON)."""
    content = answer if isinstance(answer, str) else json.dumps(answer)
    return Reply(body={
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1700000000, "model": "test-model",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    })


def error(status: int, message: str, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, {"error": {"message": message, "type": "server_error", "code": None}}, headers or {})


EMPTY: dict[str, Any] = {"concepts": [], "relationships": []}


class FakeLLM:
    """What the endpoint was asked, and what it will answer."""

    def __init__(self) -> None:
        self.bodies: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []  # names in lower case
        self.script: deque[Reply] = deque()
        self.respond: Callable[[dict[str, Any]], Reply] = lambda body: completion(EMPTY)
        self.in_flight = 0
        self.max_in_flight = 0
        self.lock = threading.Lock()
        self.url = ""

    def reply_to(self, body: dict[str, Any], headers: dict[str, str]) -> Reply:
        with self.lock:
            self.bodies.append(body)
            self.headers.append(headers)
            return self.script.popleft() if self.script else self.respond(body)


class ChatEndpoint(BaseHTTPRequestHandler):
    server: LLMServer

    def do_POST(self) -> None:
        fake = self.server.fake
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path != "/v1/chat/completions":
            self._send(error(404, f"no route {self.path}"))
            return
        with fake.lock:
            fake.in_flight += 1
            fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
        try:
            reply = fake.reply_to(body, {name.lower(): value for name, value in self.headers.items()})
            time.sleep(reply.delay)
            self._send(reply)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up waiting (the timeout test)
        finally:
            with fake.lock:
                fake.in_flight -= 1

    def _send(self, reply: Reply) -> None:
        raw = (reply.body if isinstance(reply.body, str) else json.dumps(reply.body)).encode()
        self.send_response(reply.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: object) -> None:
        pass


class LLMServer(ThreadingHTTPServer):
    daemon_threads = True
    fake: FakeLLM


@contextmanager
def serving_in_thread(server: ThreadingHTTPServer) -> Iterator[str]:
    """A fake endpoint served on a daemon thread until the block ends; yields its base URL (.../v1)."""
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def embeddings_endpoint() -> Iterator[str]:
    """The fake /v1/embeddings endpoint; yields its base URL (.../v1)."""
    with serving_in_thread(ThreadingHTTPServer(("127.0.0.1", 0), EmbeddingsEndpoint)) as url:
        yield url


@contextmanager
def llm_endpoint() -> Iterator[FakeLLM]:
    """The fake chat-completions endpoint, and what it was asked (`FakeLLM`)."""
    server = LLMServer(("127.0.0.1", 0), ChatEndpoint)
    server.fake = FakeLLM()
    with serving_in_thread(server) as url:
        server.fake.url = url
        yield server.fake
