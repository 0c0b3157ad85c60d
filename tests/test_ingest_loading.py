"""Loading a corpus: file kinds, folders as topics, front matter, skips with reasons, long paragraphs."""

from __future__ import annotations

from pathlib import Path

from kg_server.ingest.loaders import LoadedDocument, Skipped, discover, load
from kg_server.ingest.local import analyse
from kg_server.text import paragraphs, split_long


def minimal_pdf(lines: list[str]) -> bytes:
    """A valid one-page PDF with the given text lines (Helvetica), offsets computed exactly."""
    text_ops = "BT /F1 12 Tf 72 720 Td 14 TL " + " ".join(f"({line}) Tj T*" for line in lines) + " ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(text_ops)} >>\nstream\n{text_ops}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    (root / "Contracts" / "Drafts").mkdir(parents=True)
    (root / "Emails").mkdir()
    (root / ".git").mkdir()
    (root / "Contracts" / "msa.md").write_text(
        "---\ntitle: Master Services Agreement\ntags: [legal, draft]\n---\n# MSA\n\nThe Supplier shall indemnify.\n\n"
        "Payment is due within 30 days.\n")
    (root / "Contracts" / "Drafts" / "notes.txt").write_text("First note.\n\nSecond note.\n")
    (root / "Emails" / "reply.html").write_text(
        "<html><head><title>Re: terms</title><style>p{color:red}</style></head><body><h1>Reply on terms</h1>"
        "<p>We accept the <b>30-day</b> term.</p><script>var x = 1;</script><p>Regards,<br>Finance</p></body></html>")
    (root / "Emails" / "scan.pdf").write_bytes(minimal_pdf(["The liability cap is 150 percent."]))
    (root / "Emails" / "broken.pdf").write_bytes(b"%PDF-1.4 this is not really a pdf")
    (root / "empty.md").write_text("")
    (root / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0")
    (root / "binary.txt").write_bytes(b"abc\0def")
    (root / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    (root / ".git" / "config").write_text("[core]")
    return root


def load_all(root: Path, **options: object) -> dict[str, LoadedDocument | Skipped]:
    found: dict[str, LoadedDocument | Skipped] = {}
    for base, path in discover([root], **options):  # type: ignore[arg-type]
        found[path.relative_to(base).as_posix()] = load(base, path)
    return found


def test_every_kind_loads_with_its_folder_as_topic(tmp_path: Path) -> None:
    found = load_all(corpus(tmp_path))
    msa = found["Contracts/msa.md"]
    assert isinstance(msa, LoadedDocument)
    assert (msa.topic, msa.title, msa.tags, msa.kind) == (
        "Contracts",
        "Master Services Agreement",
        ("legal", "draft"),
        "markdown",
    )
    assert paragraphs(msa.text) == ["The Supplier shall indemnify.", "Payment is due within 30 days."]
    notes = found["Contracts/Drafts/notes.txt"]
    assert isinstance(notes, LoadedDocument) and notes.topic == "Contracts/Drafts"
    reply = found["Emails/reply.html"]
    assert isinstance(reply, LoadedDocument)
    assert reply.title == "Re: terms"
    assert paragraphs(reply.text) == ["Reply on terms", "We accept the 30-day term.", "Regards,", "Finance"]
    scan = found["Emails/scan.pdf"]
    assert isinstance(scan, LoadedDocument) and "liability cap is 150 percent" in scan.text
    assert ".git/config" not in found


def test_unusable_files_are_skipped_with_a_reason(tmp_path: Path) -> None:
    found = load_all(corpus(tmp_path))
    reasons = {name: item.reason for name, item in found.items() if isinstance(item, Skipped)}
    assert reasons["empty.md"] == "empty file"
    assert reasons["image.png"].startswith("unsupported file type '.png'; supported:")
    assert "code read by a language server: " in reasons["image.png"] and ".py" in reasons["image.png"]
    assert reasons["binary.txt"].startswith("binary content")
    assert reasons["latin1.txt"] == "not UTF-8 text; convert it to UTF-8 first"
    assert reasons["Emails/broken.pdf"].startswith("unreadable PDF")
    big = tmp_path / "big.txt"
    big.write_text("word " * 1000)
    skipped = load(tmp_path, big, max_bytes=100)
    assert isinstance(skipped, Skipped) and "over the" in skipped.reason


def test_include_and_exclude_globs(tmp_path: Path) -> None:
    root = corpus(tmp_path)
    only_markdown = load_all(root, include=["*.md"])
    assert set(only_markdown) == {"Contracts/msa.md", "empty.md"}
    no_drafts = load_all(root, exclude=["Contracts/Drafts/*", "*.pdf"])
    assert "Contracts/Drafts/notes.txt" not in no_drafts and "Emails/scan.pdf" not in no_drafts
    assert "Contracts/msa.md" in no_drafts


def test_unchanged_content_keeps_its_hash(tmp_path: Path) -> None:
    root = corpus(tmp_path)
    first = load(root, root / "Contracts" / "msa.md")
    second = load(root, root / "Contracts" / "msa.md")
    assert isinstance(first, LoadedDocument) and isinstance(second, LoadedDocument)
    assert first.content_hash == second.content_hash
    (root / "Contracts" / "msa.md").write_text("# MSA\n\nChanged.\n")
    third = load(root, root / "Contracts" / "msa.md")
    assert isinstance(third, LoadedDocument) and third.content_hash != first.content_hash


def test_long_paragraphs_are_cut_at_sentence_ends() -> None:
    sentence = "The Supplier shall deliver the platform on time and within budget. "
    block = (sentence * 60).strip()  # 660 words
    pieces = split_long(block, max_words=300)
    assert len(pieces) == 3 and all(len(p.split()) <= 300 for p in pieces)
    assert all(p.endswith("budget.") for p in pieces)
    assert " ".join(pieces) == block
    giant = "word " * 700
    assert [len(p.split()) for p in split_long(giant.strip(), max_words=300)] == [300, 300, 100]
    assert split_long("Short one.", max_words=300) == ["Short one."]


def test_restructured_text_loses_its_roles_and_directive_markers(tmp_path: Path) -> None:
    """Sphinx markup read as words made concepts of `meth` and `func`; what the roles mark stays."""
    (tmp_path / "api.rst").write_text(
        "Invoking\n========\n\n"
        "Call :meth:`~Context.invoke` with :func:`click.echo`, as :ref:`the guide <guide>` shows.\n\n"
        ".. autoclass:: click.Command\n   :members:\n"
    )
    loaded = load(tmp_path, tmp_path / "api.rst")
    assert isinstance(loaded, LoadedDocument)
    assert "Call `Context.invoke` with `click.echo`, as `the guide` shows." in loaded.text
    assert ":meth:" not in loaded.text and ".. autoclass::" not in loaded.text and "click.Command" in loaded.text
    phrases = {p.key for p in analyse(loaded.text).phrases}
    assert not phrases & {"meth", "func", "ref", "autoclass"}, phrases
