#!/usr/bin/env python3
"""A guideline edition as people find one: a whole book converted from PDF to Markdown, about
1 MB, built deterministically from the corpus documents (Tests/Corpus/documents), whose text
is ours and whose shapes are the old editions'.

Real editions of 2004-2014 are mostly prose: chapters of paragraphs with page anchors
(`<span id="page-N-M"></span>`) before nearly every block, running headers and footers, pictures,
lists and small tables that are not about shortcuts; the keyboard chapter with its reserved and
international tables comes once, the appendix split over a dozen pages once, and the book ends
with an index of long `<br>`-joined cells. This script lays the corpus out that way:

  - the title page and a table of contents;
  - chapters of the corpus's prose, with page anchors, footers, pictures, lists and a table of
    the kind editions hold (controls and sizes, colours) per chapter;
  - the 2004-style keyboard chapter and appendix (12-edition-2004-appendix.md) and the
    2008-style caption and lost-symbol appendix (13-edition-2008-caption.md), once each;
  - an index of every word of the prose, with page numbers, until the whole is about 1 MB.

Usage: edition.py [OUTPUT] [--bytes N]   (prints to standard output without OUTPUT)
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCUMENTS = ROOT / "Tests/Corpus/documents"
CHAPTERS = ["Human Interface Design", "The Development Process", "Prioritizing Design Decisions", "Menus",
            "Windows", "Controls", "Text", "Behaviors", "Icons", "Dialogs", "Toolbars", "Drag and Drop",
            "Accessibility", "Internationalization", "Help", "Color", "Layout", "Terminology"]


def prose(document):
    """The paragraphs and list items of a corpus document: its lines that are not tables,
    headings, anchors or front matter."""
    lines = (DOCUMENTS / document).read_text().splitlines()
    return [line for line in lines
            if line.strip() and not line.startswith(("|", "#", "<span", "---", "title:", "platforms:", "kind:"))
            and len(line) > 40]


def between(text, start, end=None):
    """The part of `text` from the line that starts with `start` up to the one with `end`."""
    begin = text.index(start)
    return text[begin:text.index(end, begin)] if end else text[begin:]


def chapter(number, title, page, paragraphs, tables):
    """One chapter: its heading, then pages of paragraphs, each block after its page anchors,
    with a footer at every page break, a picture, a list and one table."""
    parts = [f"# <span id=\"page-{page}-0\"></span>{title}", ""]
    for index, paragraph in enumerate(paragraphs):
        anchors = "".join(f"<span id=\"page-{page}-{anchor}\"></span>" for anchor in range(1 + index % 3))
        parts += [anchors + paragraph, ""]
        if index % 4 == 3:
            page += 1
            parts += [f"{page} Chapter {number} {title}", "", "2008-06-09 | © Apple Inc. All Rights Reserved.", "",
                      f"<span id=\"page-{page}-0\"></span>", ""]
        if index % 6 == 2:
            parts += [f"![](images/_page_{page}_Picture_{index}.jpeg)", "",
                      f"**Figure {number}-{index}** {paragraph[:60].rstrip()}", ""]
        if index % 6 == 4:
            parts += [f"- {paragraph[:70].rstrip()}.", f"- {paragraph[-70:].lstrip()}", ""]
    parts += [f"**Table {number}-1** {tables[number % len(tables)][0]}", "", tables[number % len(tables)][1], ""]
    return parts, page + 1


def index_table(words, first_page):
    """The book's index: two columns of `<br>`-joined entries with page numbers, as converted."""
    rows = ["| A | K |", "|---|---|"]
    entries = [f"{word} {first_page - 3 * i % first_page + 1}" for i, word in enumerate(words)]
    for start in range(0, len(entries) - 12, 12):
        left, right = entries[start:start + 6], entries[start + 6:start + 12]
        rows.append(f"| {'<br>'.join(left)} | {'<br>'.join(right)} |")
    return rows


def edition(target_bytes=1_000_000):
    early = (DOCUMENTS / "12-edition-2004-appendix.md").read_text()
    later = (DOCUMENTS / "13-edition-2008-caption.md").read_text()
    paragraphs = prose("12-edition-2004-appendix.md") + prose("13-edition-2008-caption.md") + \
        prose("05-edition-2009.md") + prose("01-keyboards-scraped.md") + prose("08-focus-scraped.md") + \
        prose("14-placeholders-and-spelled-keys.md")
    older = (DOCUMENTS / "05-edition-2009.md").read_text()
    tables = [("Colors and their use", between(older, "| Color |", "\n\n")),
              ("Control heights and spacing", between(older, "| Control |", "\n\n"))]
    words = sorted({word.lower() for paragraph in paragraphs for word in re.findall(r"[A-Za-z]{4,}", paragraph)})

    head = between(early, "<span id=\"page-0-0\"></span>", "# <span id=\"page-27-0\"></span>").splitlines()
    keyboard_chapter = between(early, "# <span id=\"page-27-0\"></span>", "Apple Human Interface Guidelines\n\n# <span id=\"page-226-0\"")
    appendix = between(early, "# <span id=\"page-226-0\"></span>", "# <span id=\"page-238-0\"></span>")
    lost_symbols = between(later, "# <span id=\"page-354-0\"></span>", "# <span id=\"page-362-0\"></span>")
    captions = between(later, "## <span id=\"page-102-0\"></span>", "### <span id=\"page-104-8\"></span>")

    body, page, number = [], 30, 0
    fixed = len(keyboard_chapter) + len(appendix) + len(lost_symbols) + len(captions)
    # Chapters fill about three quarters of the book; the index the rest.
    while sum(len(line) + 1 for line in body) + fixed < target_bytes * 3 // 4:
        number += 1
        start = (number * 7) % len(paragraphs)
        chosen = [f"{paragraphs[(start + i) % len(paragraphs)]} (Chapter {number}, page {page + i // 4}.)"
                  for i in range(24)]
        lines, page = chapter(number, CHAPTERS[number % len(CHAPTERS)], page, chosen, tables)
        body += lines
        if number == 2:
            body += keyboard_chapter.splitlines()
        if number == 8:
            body += captions.splitlines()
    book = head + body + appendix.splitlines() + lost_symbols.splitlines() + ["# Index", ""]
    size = sum(len(line.encode()) + 1 for line in book)
    index, repeat = [], 0
    while size < target_bytes:
        # The same words again under the next letters of the alphabet, with other pages.
        more = index_table([f"{word}{'s' * repeat}" for word in words], page + repeat)
        index += more[2:] if index else more
        size += sum(len(line.encode()) + 1 for line in more)
        repeat += 1
    return "\n".join(book + index) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", nargs="?")
    parser.add_argument("--bytes", type=int, default=1_000_000)
    args = parser.parse_args()
    text = edition(args.bytes)
    if args.output:
        pathlib.Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
