# The kg_server image used by docker-compose.yml (Neo4j runs in its own container).
FROM python:3.11-slim
ENV PIP_NO_CACHE_DIR=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY kg_server ./kg_server
COPY cypher ./cypher
RUN pip install --extra-index-url https://download.pytorch.org/whl/cpu . \
    && useradd --create-home kg
USER kg
EXPOSE 8000
CMD ["kg", "serve", "--host", "0.0.0.0", "--port", "8000"]
