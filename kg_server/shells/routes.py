"""The HTTP routes of the operations, one per entry of `kg_server.contract.OPERATIONS`.

Each route reads the operation's input from where its entry says (GET and DELETE: the path and the
query string; POST and PATCH: a JSON body and the path), the contract validates it (so every invalid
argument is a 422 with the contract's message, in the words of the HTTP parameter the caller used),
and the KnowledgeGraph runs the operation. While the graph is behind the files it watches (`kg serve --watch`),
an answer carries the header KG-Behind: {"files": 3, "since": "..."}. OpenAPI shows each argument's type, bounds,
description and example, taken from the contract.

A body must be sent as `application/json`: a browser cannot send that cross-site without asking first
(CORS), so another site's page cannot make a visitor's browser change anything here.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Query, Request, Response
from fastapi import Path as PathParameter
from pydantic import BaseModel, TypeAdapter

from kg_server.contract import OPERATIONS, Input, Operation, constrained_type, takes_list
from kg_server.errors import InvalidArgument
from kg_server.service import KnowledgeGraph

BEHIND_HEADER = "KG-Behind"
WRITES_REFUSED = {403: {"description": "the server does not allow writes (start it with --allow-writes)"}}


def add_operation_routes(app: FastAPI, kg: KnowledgeGraph) -> None:
    """One route per operation, in the registry's order."""
    for operation in OPERATIONS.values():
        http = operation.http
        options: dict[str, Any] = {
            "methods": [http.method], "tags": [http.tag], "summary": operation.input.__doc__,
            "status_code": http.status, "response_model": operation.result, "name": operation.name,
        }
        if http.body:
            options["openapi_extra"] = _body_schema(operation.input, http.path_arguments)
        if operation.writes:
            options["responses"] = WRITES_REFUSED
        app.add_api_route(http.path, _endpoint(operation, kg), **options)


def _endpoint(operation: Operation, kg: KnowledgeGraph) -> Callable[..., Awaitable[BaseModel]]:
    reader = _body(operation) if operation.http.body else _arguments(operation)

    async def endpoint(http: Request, response: Response, request: Input) -> BaseModel:
        answer = await kg.run(operation, request, curator=_curator(http))
        if (behind := kg.behind()) is not None:
            response.headers[BEHIND_HEADER] = behind.model_dump_json()
        return answer

    # The signature FastAPI reads, with the objects themselves (this module's annotations are strings).
    return _Signed(endpoint, inspect.Signature([
        inspect.Parameter("http", inspect.Parameter.KEYWORD_ONLY, annotation=Request),
        inspect.Parameter("response", inspect.Parameter.KEYWORD_ONLY, annotation=Response),
        inspect.Parameter("request", inspect.Parameter.KEYWORD_ONLY, annotation=Annotated[Input, reader]),
    ], return_annotation=operation.result))


class _Signed:
    """A function called with keywords under the signature FastAPI reads from it (`inspect.signature`
    reads `__signature__` first): parameters made from the contract at run time, which no `def` can
    spell."""

    def __init__(self, function: Callable[..., Awaitable[Any]], signature: inspect.Signature) -> None:
        self.function = function
        self.__signature__ = signature
        self.__doc__ = function.__doc__  # FastAPI publishes an endpoint's docstring: the function's, not this one

    async def __call__(self, **values: Any) -> Any:
        return await self.function(**values)


def _curator(request: Request) -> str:
    """Who changed the graph, for the change log."""
    return f"http:{request.client.host}" if request.client else "http"


def _arguments(operation: Operation) -> Any:
    """A dependency that reads an operation's input from the path and the query string.

    Parameters arrive as text and are validated by the contract model; OpenAPI still shows each one's
    type, bounds and description."""
    model, names, path = operation.input, operation.http.names, operation.http.path_arguments
    parameters = []
    for name, field in model.model_fields.items():
        schema = TypeAdapter(constrained_type(field)).json_schema()
        # A list is a repeated parameter. Any other value is read as it comes (FastAPI passes the text) and
        # published with its own schema alone: `str` would add `"type": "string"` beside a number's.
        raw: Any = list[str] if takes_list(field.annotation) else Any
        extra: dict[str, Any] = {"description": field.description, "examples": field.examples,
                                 "json_schema_extra": schema}
        default: Any = inspect.Parameter.empty
        if name in path:
            spec: Any = PathParameter(**extra)
            raw = str
        else:
            spec = Query(alias=names.get(name, name), **extra)
            default = inspect.Parameter.empty if field.is_required() else None
        parameters.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                                            annotation=Annotated[raw, spec]))

    accepted = [names.get(name, name) for name in model.model_fields if name not in path]

    async def arguments(request: Request, **values: Any) -> Input:
        # A misspelt parameter (max_depht) must not pass unnoticed, as the contract refuses it elsewhere.
        if unknown := [key for key in request.query_params if key not in accepted]:
            raise InvalidArgument(
                f"unknown argument {unknown[0]!r}; the arguments are: {', '.join(accepted) or 'none'}"
            )
        return model.parse(values, names=names)

    request = inspect.Parameter("request", inspect.Parameter.KEYWORD_ONLY, annotation=Request)
    return Depends(_Signed(arguments, inspect.Signature([request, *parameters])))


def _body(operation: Operation) -> Any:
    """A dependency that reads an operation's input from a JSON body (and its path parameters)."""
    model, path = operation.input, operation.http.path_arguments

    async def arguments(request: Request, **in_path: str) -> Input:
        body = await json_object(request, wanted=f"a JSON object of the arguments ({', '.join(model.model_fields)})")
        return model.validated({**body, **in_path}, names=operation.http.names)

    parameters = [inspect.Parameter("request", inspect.Parameter.KEYWORD_ONLY, annotation=Request)]
    parameters += [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=Annotated[str, PathParameter(
        description=model.model_fields[name].description, examples=model.model_fields[name].examples)])
        for name in path]
    return Depends(_Signed(arguments, inspect.Signature(parameters)))


async def json_object(request: Request, *, wanted: str = "a JSON object of the arguments") -> dict[str, Any]:
    """A request's JSON object body, sent as application/json (an empty body is {})."""
    if await request.body() and request.headers.get("content-type", "").split(";")[0].strip().lower() \
            != "application/json":
        raise InvalidArgument(f"send {wanted} with Content-Type: application/json")
    try:
        body = await request.json() if await request.body() else {}
    except ValueError:
        raise InvalidArgument(f"the body is not JSON: send {wanted}") from None
    if not isinstance(body, dict):
        raise InvalidArgument(f"the body must be {wanted}")
    return body


def _body_schema(model: type[Input], path: tuple[str, ...]) -> dict[str, Any]:
    schema = model.model_json_schema()
    if path:  # arguments in the path are not repeated in the body
        schema = {**schema, "properties": {k: v for k, v in schema.get("properties", {}).items() if k not in path},
                  "required": [k for k in schema.get("required", []) if k not in path]}
    return {"requestBody": {"required": False, "content": {"application/json": {"schema": schema}}}}
