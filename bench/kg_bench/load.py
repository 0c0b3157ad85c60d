"""`kg bench load`: many MCP clients over streamable HTTP against one `kg serve`.

The server runs as users run it (`kg serve`, its own process) on a throwaway Neo4j holding the packaged
sample, plus a synthetic graph with `--concepts N`. Each client is an MCP session over streamable HTTP
(bench/mcp_wire.py: the protocol's requests without the SDK's machinery, so that clients on the same
cores take as little as they can from the server they measure) making a realistic mix of tool calls
(searches, details, neighbours, paths, passages, visualization links) with arguments drawn from the
graph. Three phases, each `--seconds` long:

- closed: every client calls again as soon as it has an answer (saturation throughput);
- open: every client starts one call every `--rate` seconds, whether or not the last one answered, and
  latency counts from the scheduled start (a slow server cannot hide its queue);
- search: closed loop of hybrid search_concepts only (searches per second at saturation).

Reported per phase and per tool: calls, answered calls per second with their p50/p95/p99 latency, calls
the server refused as busy (`refused`, with `refused_p50`/`refused_p95`: a refusal should be fast),
errors (anything else), plus how busy the server processes and the whole machine were,
which tells where the work piles up. A client refused in a closed loop waits what the server said
(`retry_after`) before its next call, as a well-behaved client does.

Each client lives in its own task for the whole run, so one client's failure is that client's: a call
that fails is an error of its tool, and a session that dies (the server restarted or unreachable) is an
error of the phase, its calls in flight errors of their tools, and a new session goes on.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import configured_variant

from .common import Log, bench_server, machine, percentiles, serve
from .cpu import CpuMeter, settle
from .mcp_wire import SessionLost, WireSession
from .synthetic import VOCABULARY, synthetic_search_bundle, timed_import

PHASES = ("closed", "open", "search")
# Issue goals on 2 cores at 100,000 concepts: saturation throughput of hybrid searches, and an open loop
# of 100 clients x 1 call/s (above capacity: admitted calls answered within the bound, refusals fast).
# Below capacity (`--clients 50 --phases open`) no call may be refused and p95 stays <= 250 ms.
GOALS = {"errors": 0, "search_per_second": 85.0, "open_p95_ms": 1000.0, "refused_p95_ms": 50.0,
         "below_capacity_p95_ms": 250.0}
SESSION = "(session)"  # where a lost MCP session's error is reported
WARM_UP = "warm-up"  # the unmeasured closed loop before the phases


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    phases = [p.strip() for p in args.phases.split(",") if p.strip()]
    unknown = sorted(set(phases) - set(PHASES))
    if unknown:
        raise InvalidArgument(f"--phases: unknown phase(s) {', '.join(unknown)}; choose from {', '.join(PHASES)}")
    if args.warm_up < 0:
        raise InvalidArgument(f"--warm-up: seconds, 0 or more, not {args.warm_up:g}")
    return run_load_bench(settings, clients=args.clients, rate=args.rate, seconds=args.seconds,
                          concepts=args.concepts, phases=phases, workers=args.workers, warm_up=args.warm_up,
                          use_configured=args.use_configured, log=log)


# --- what the clients ask -------------------------------------------------------------------------------
@dataclass
class Material:
    """Real ids and words from the graph, so that calls find something (as an assistant's would)."""

    concept_ids: list[str]
    documents: list[str]
    source_ids: list[str]
    words: list[str]


def sample_material(extra_concepts: int) -> Material:
    from kg_server.transfer.files import read_bundle
    from kg_server.transfer.sample import BUNDLE_FILE

    bundle = read_bundle(BUNDLE_FILE)
    ids = [c.concept_id for c in bundle.concepts]
    words = sorted({w.lower() for c in bundle.concepts for w in c.label.split() if len(w) > 3})
    if extra_concepts:
        ids += [f"concept-{i}" for i in range(0, extra_concepts, max(1, extra_concepts // 500))]
        words += list(VOCABULARY)
    return Material(concept_ids=ids, documents=[d.name for d in bundle.documents],
                    source_ids=[s.source_id for s in bundle.sources], words=words)


@dataclass
class Draw:
    """Draws one call's arguments from the material."""

    material: Material
    picker: random.Random

    def query(self) -> str:
        return " ".join(self.picker.sample(self.material.words, self.picker.randint(1, 3)))

    def concept(self) -> str:
        return self.picker.choice(self.material.concept_ids)

    def other_concept(self, concept: str) -> str:
        return self.picker.choice([c for c in self.material.concept_ids[:200] if c != concept]
                                  or self.material.concept_ids)


def _connections(draw: Draw) -> dict[str, Any]:
    concept = draw.concept()
    return {"from_concept_id": concept, "to_concept_id": draw.other_concept(concept), "max_hops": 4}


# The tool mix: what an assistant exploring a corpus does, searches first and most. Each tool (an
# operation: tests/test_bench_load.py checks) with its weight and how its arguments are drawn.
MIX: dict[str, tuple[int, Callable[[Draw], dict[str, Any]]]] = {
    "search_concepts": (30, lambda d: {"query": d.query(), "mode": "hybrid", "limit": 10}),
    "get_concept_details": (15, lambda d: {"concept_id": d.concept()}),
    "find_related_concepts": (12, lambda d: {"concept_id": d.concept(), "max_depth": d.picker.choice((1, 2))}),
    "search_passages": (10, lambda d: {"query": d.query(), "limit": 5}),
    "find_connections": (8, _connections),
    "get_concepts": (5, lambda d: {"concept_ids": d.picker.sample(d.material.concept_ids, 3)}),
    "read_source": (5, lambda d: {"source_id": d.picker.choice(d.material.source_ids)}),
    "search_by_document": (5, lambda d: {"document_name": d.picker.choice(d.material.documents)}),
    "get_visualization_url": (4, lambda d: {"concept_ids": [d.concept()], "depth": 1}),
    "list_topics": (2, lambda d: {}),
    "find_contradictions": (2, lambda d: {"limit": 10}),
    "list_documents": (2, lambda d: {}),
}


def arguments(tool: str, material: Material, picker: random.Random) -> dict[str, Any]:
    return MIX[tool][1](Draw(material, picker))


# --- measuring --------------------------------------------------------------------------------------------
@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))  # answered calls
    refusals: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))  # refused as busy
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    first_error: dict[str, str] = field(default_factory=dict)
    reconnects: int = 0  # sessions that died and were opened again: each one an error of its own

    def record(self, tool: str, milliseconds: float, error: str | None) -> None:
        if error is not None:
            self.errors[tool] += 1
            self.first_error.setdefault(tool, error[:300])
        else:
            self.latencies[tool].append(milliseconds)

    def refuse(self, tool: str, milliseconds: float) -> None:
        self.refusals[tool].append(milliseconds)

    def lost_session(self, error: str) -> None:
        self.reconnects += 1
        self.first_error.setdefault(SESSION, error[:300])

    def report(self, seconds: float) -> dict[str, Any]:
        def counted(answered: list[float], refused: list[float], errors: int) -> dict[str, Any]:
            return {"calls": len(answered) + len(refused) + errors, "answered": len(answered),
                    "per_second": round(len(answered) / seconds, 1), **(percentiles(answered) if answered else {}),
                    "refused": len(refused), **_refusal_percentiles(refused), "errors": errors}

        tools = {tool: counted(self.latencies.get(tool, []), self.refusals.get(tool, []), self.errors.get(tool, 0))
                 for tool in sorted({*self.latencies, *self.refusals, *self.errors})}
        every = [ms for values in self.latencies.values() for ms in values]
        refused = [ms for values in self.refusals.values() for ms in values]
        return {**counted(every, refused, sum(self.errors.values()) + self.reconnects), "reconnects": self.reconnects,
                "tools": tools, "first_errors": dict(self.first_error)}


def _refusal_percentiles(refused: list[float]) -> dict[str, float]:
    if not refused:
        return {}
    numbers = percentiles(refused)
    return {"refused_p50": numbers["p50"], "refused_p95": numbers["p95"]}


async def _one_call(client: WireSession, tool: str, args: dict[str, Any], tally: Tally, started: float) -> float:
    """One call, counted; returns how long the server asked to wait before the next (0 if it answered)."""
    error: str | None = None
    try:
        result = await client.call_tool(tool, args)
        if result.retry_after is not None:
            tally.refuse(tool, (time.perf_counter() - started) * 1000)
            return result.retry_after
        if result.is_error:
            error = result.text or "error"
    except SessionLost:  # the session died under this call: the call failed, and the session is lost
        tally.record(tool, (time.perf_counter() - started) * 1000, "the MCP session was lost during the call")
        raise
    except Exception as exc:  # a timeout, a malformed answer: counted, reported, never fatal to the run
        error = _cause(exc)
    tally.record(tool, (time.perf_counter() - started) * 1000, error)
    return 0.0


async def _scheduled_call(client: WireSession, tool: str, args: dict[str, Any], tally: Tally, due: float) -> None:
    """An open-loop call in a task of its own: a lost session is counted by the call and noticed by the
    loop through `client.lost`, so no task ends with an exception nobody reads."""
    try:
        await _one_call(client, tool, args, tally, due)
    except SessionLost:
        pass


def _cause(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def _tool_picker(picker: random.Random, only: str | None) -> Callable[[], str]:
    names = list(MIX)
    weights = [weight for weight, _ in MIX.values()]
    return (lambda: only) if only else (lambda: picker.choices(names, weights)[0])


@dataclass
class PhaseRun:
    """One phase as every client sees it: when it starts and ends, and where its calls are counted."""

    name: str
    number: int
    clients: int
    tally: Tally = field(default_factory=Tally)
    begin: float = 0.0
    until: float = 0.0
    started: asyncio.Event = field(default_factory=asyncio.Event)
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    done: int = 0

    def start(self, seconds: float) -> None:
        self.begin = time.perf_counter()
        self.until = self.begin + seconds
        self.started.set()

    def client_done(self) -> None:
        self.done += 1
        if self.done == self.clients:
            self.finished.set()


async def _play(client: WireSession, run: PhaseRun, index: int, attempt: int, material: Material, rate: float) -> None:
    """One client's calls in one phase, until the phase ends."""
    picker = random.Random(1_000_000 * attempt + 1000 * run.number + index)
    pick = _tool_picker(picker, "search_concepts" if run.name == "search" else None)
    if run.name != "open":
        while time.perf_counter() < run.until:
            tool = pick()
            retry_after = await _one_call(
                client, tool, arguments(tool, material, picker), run.tally, time.perf_counter()
            )
            if retry_after:  # refused as busy: wait as the server asked (never past the phase's end)
                await asyncio.sleep(min(retry_after, max(0.0, run.until - time.perf_counter())))
        return
    # Open loop: calls are due every `rate` seconds from a per-client offset (clients spread over the
    # first period) and start on schedule even when earlier ones have not answered: latency counts
    # from `due`. After a reconnect the schedule goes on from the next due time.
    offset = random.Random(1000 * run.number + index).uniform(0, rate)
    due = run.begin + offset
    while due < time.perf_counter():
        due += rate
    calls: set[asyncio.Task[None]] = set()
    try:
        while due < run.until:
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            if client.lost:
                break
            tool = pick()
            call = asyncio.create_task(_scheduled_call(client, tool, arguments(tool, material, picker), run.tally, due))
            calls.add(call)
            call.add_done_callback(calls.discard)
            due += rate
        if calls:
            await asyncio.gather(*calls)
        if client.lost:
            raise SessionLost("the session was lost during the phase")
    finally:
        for call in list(calls):  # the session died: its calls in flight fail (and are counted) with it
            call.cancel()
        if calls:
            await asyncio.gather(*calls, return_exceptions=True)


async def _client(url: str, index: int, plan: list[PhaseRun], opened: asyncio.Future[None], material: Material,
                  rate: float) -> None:
    """One MCP client for the whole run, in its own task (one client's failure must not end the
    others). When its session dies, the loss is counted as an error of the phase it happened in and a
    new session takes over."""
    phase = 0
    attempt = 0
    while phase < len(plan):
        connected = False
        try:
            async with WireSession(url) as client:
                connected = True
                if not opened.done():
                    opened.set_result(None)
                while phase < len(plan):
                    run = plan[phase]
                    await run.started.wait()
                    await _play(client, run, index, attempt, material, rate)
                    run.client_done()
                    phase += 1
            return
        except BaseException as exc:
            task = asyncio.current_task()
            if (task is not None and task.cancelling()) or not isinstance(exc, (Exception, asyncio.CancelledError)):
                raise  # the run itself is being stopped (or interrupted), not this session
            if not opened.done():  # the first session never opened: the run cannot go on
                opened.set_exception(RuntimeError(f"could not open an MCP session to {url}: {_cause(exc)}"))
                return
            run = plan[phase]
            if connected:  # counted once per lost session, however many tries the next one takes
                run.tally.lost_session(_cause(exc))
                attempt += 1
            if run.started.is_set() and time.perf_counter() >= run.until:
                run.client_done()
                phase += 1
            elif not connected:
                await asyncio.sleep(0.5)  # the server refused a new session: try again shortly


async def _drive(
    base: str,
    pids: dict[str, int | None],
    *,
    clients: int,
    rate: float,
    seconds: float,
    phases: list[str],
    material: Material,
    log: Log,
    warm_up: float = 0.0,
) -> dict[str, Any]:
    url = f"{base}/mcp"
    async with WireSession(url) as client:
        warm = Tally()
        picker = random.Random(0)
        for name in MIX:  # the first call of each tool pays for loading the model, warming the JVM
            for _ in range(3):
                await _one_call(client, name, arguments(name, material, picker), warm, time.perf_counter())
        if warm.errors:
            log(f"warm-up errors: {dict(warm.first_error)}")

    # The warm-up is a closed loop of the tool mix like any phase, measured by nobody: a JVM started
    # minutes ago runs Neo4j's queries at up to three times the CPU it needs once warm.
    names = ([WARM_UP] if warm_up > 0 else []) + phases
    plan = [PhaseRun(name=phase, number=number, clients=clients) for number, phase in enumerate(names)]
    log(f"opening {clients} MCP sessions (streamable HTTP) to {url}")
    tasks: list[asyncio.Task[None]] = []
    results: dict[str, Any] = {}
    try:
        for index in range(clients):  # one at a time: a burst of 100 initialisations is not what we measure
            opened: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            tasks.append(asyncio.create_task(_client(url, index, plan, opened, material, rate)))
            await opened
        meter = CpuMeter(pids)
        for run in plan:
            length = warm_up if run.name == WARM_UP else seconds
            log(f"phase {run.name}: {length:g} s, {clients} clients"
                + (f", one call per {rate:g} s each" if run.name == "open" else "")
                + (" (not measured)" if run.name == WARM_UP else ""))
            meter.start()
            run.start(length)
            try:  # every client ends its phase at `until`, or after its last call's read timeout at worst
                await asyncio.wait_for(run.finished.wait(), length + 300)
            except TimeoutError:
                raise RuntimeError(f"phase {run.name}: {clients - run.done} clients did not finish") from None
            if run.name == WARM_UP:
                continue
            elapsed = time.perf_counter() - run.begin
            results[run.name] = done = {**run.tally.report(elapsed), "seconds": round(elapsed, 1), **meter.stop()}
            log(
                f"  {done['answered']} answered, {done['per_second']}/s, p50 {done.get('p50')} ms, p95 "
                f"{done.get('p95')} ms, "
                f"p99 {done.get('p99')} ms; {done['refused']} refused (p95 {done.get('refused_p95')} ms); "
                f"{done['errors']} errors ({done['reconnects']} lost sessions); {_cores(done)}"
            )
    finally:
        if not all(run.finished.is_set() for run in plan):  # stopped early: the clients stop with it
            for task in tasks:
                task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return results


# --- the run --------------------------------------------------------------------------------------------
def run_load_bench(settings: Settings, *, clients: int, rate: float, seconds: float, concepts: int,
                   phases: list[str], workers: int = 1, warm_up: float = 0.0, use_configured: bool = False,
                   log: Log) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph
    from kg_server.transfer.files import read_bundle
    from kg_server.transfer.sample import BUNDLE_FILE

    material = sample_material(concepts)
    with bench_server(settings, use_configured=use_configured, log=log) as (target, neo4j):
        if concepts:
            log(f"importing a synthetic graph of {concepts} concepts")
            asyncio.run(timed_import(target, synthetic_search_bundle(concepts, relationships=3 * concepts), log,
                                     model=target.embedding_model, variant=configured_variant(target)))

        async def load_sample() -> None:
            async with KnowledgeGraph(target) as graph:
                await graph.import_bundle(read_bundle(BUNDLE_FILE))

        log("importing the sample")
        asyncio.run(load_sample())
        # A fresh import leaves Neo4j busy for a while (index segments merged, a checkpoint, its JIT):
        # the phases measure a server at rest, as it is an hour after an import.
        waited = settle(neo4j.status().pid if neo4j else None)
        log(
            f"Neo4j at rest after {waited} s"
            if waited is not None
            else "Neo4j still busy after 300 s; measuring anyway"
        )
        process, base = serve(target, workers=workers)
        try:
            pids = {"server": process.pid, "neo4j": neo4j.status().pid if neo4j else None, "clients": os.getpid()}
            timings = asyncio.run(_drive(base, pids, clients=clients, rate=rate, seconds=seconds,
                                         phases=phases, material=material, log=log, warm_up=warm_up))
        finally:
            process.terminate()
            process.wait(timeout=30)
    return {
        "benchmark": "load",
        "clients": clients,
        "rate_seconds": rate,
        "seconds_per_phase": seconds,
        "warm_up_seconds": warm_up,
        "workers": workers,
        "max_wait_seconds": target.max_wait,
        "concepts": 77 + concepts,
        "phases": timings,
        "machine": machine(),
        "summary": _summary(timings, clients=clients, rate=rate, concepts=concepts),
    }


def _cores(result: dict[str, Any]) -> str:
    """Where the CPU went, and per call: what bounds throughput on a machine this size."""
    parts = []
    for name in ("server", "neo4j", "clients", "machine"):
        busy = result.get(f"{name}_cores_busy")
        if busy is None:
            continue
        per_call = (
            f" = {1000 * busy / result['per_second']:.1f} ms/call" if result["per_second"] and name != "machine" else ""
        )
        parts.append(f"{name} {busy} cores{per_call}")
    return "CPU: " + ", ".join(parts) + f" (of {os.cpu_count()})"


def _summary(phases: dict[str, Any], *, clients: int, rate: float, concepts: int) -> str:
    graph = "the sample" + (f" plus {concepts:,} synthetic concepts" if concepts else "")
    lines = [f"kg serve under {clients} MCP clients (streamable HTTP) on {graph}, {machine()}:"]
    for phase, result in phases.items():
        what = {"closed": "closed loop, tool mix", "open": f"open loop, 1 call / {rate:g} s per client",
                "search": "closed loop, hybrid search_concepts only"}[phase]
        lines.append(f"  {phase:6s} ({what}): {result['per_second']} answered/s, p50 {result.get('p50')} ms, "
                     f"p95 {result.get('p95')} ms, p99 {result.get('p99')} ms; {result['refused']} refused "
                     f"(p95 {result.get('refused_p95')} ms); {result['errors']} errors of {result['calls']}; "
                     f"{_cores(result)}")
        for tool, numbers in result["tools"].items():
            lines.append(f"      {tool:22s} {numbers['answered']:6d} answered  p50 {numbers.get('p50', 0):8.1f}  "
                         f"p95 {numbers.get('p95', 0):8.1f}  p99 {numbers.get('p99', 0):8.1f} ms  "
                         f"{numbers['refused']:5d} refused {numbers['errors']:4d} errors")
        if result.get("reconnects"):
            lines.append(f"      {result['reconnects']} MCP sessions lost and opened again (counted as errors)")
        for tool, message in result["first_errors"].items():
            lines.append(f"      first {tool} error: {message}")
    lines.append("  goals: " + "; ".join(_goals(phases, clients=clients, rate=rate)))
    return "\n".join(lines)


def _goals(phases: dict[str, Any], *, clients: int, rate: float) -> list[str]:
    def verdict(ok: bool) -> str:
        return "met" if ok else "missed"

    errors = sum(r["errors"] for r in phases.values())
    goals = [f"0 errors: {verdict(errors == GOALS['errors'])} ({errors})"]
    if "search" in phases:
        found = phases["search"]["per_second"]
        goals.append(f">= {GOALS['search_per_second']:g} hybrid searches/s: "
                     f"{verdict(found >= GOALS['search_per_second'])} ({found}/s)")
    if "open" in phases:
        open_ = phases["open"]
        offered = clients / rate
        p95 = open_.get("p95", float("inf"))
        if offered >= 100:  # above capacity: admitted calls within the bound, refusals fast
            refused_p95 = open_.get("refused_p95", 0.0)
            goals.append(f"open loop ({offered:g} calls/s offered) admitted p95 <= {GOALS['open_p95_ms']:g} ms: "
                         f"{verdict(p95 <= GOALS['open_p95_ms'])} ({p95} ms)")
            goals.append(f"refusals p95 <= {GOALS['refused_p95_ms']:g} ms: "
                         f"{verdict(refused_p95 <= GOALS['refused_p95_ms'])} ({refused_p95} ms)")
        else:  # below capacity: nothing refused, answers fast
            goals.append(f"open loop ({offered:g} calls/s offered) 0 refused and p95 <= "
                         f"{GOALS['below_capacity_p95_ms']:g} ms: "
                         f"{verdict(open_['refused'] == 0 and p95 <= GOALS['below_capacity_p95_ms'])} "
                         f"({open_['refused']} refused, p95 {p95} ms)")
    return goals
