"""Every app of the corpus (Tests/Corpus/apps) adopts hig-gen as a team would: `init --from`
makes its table from its code, and `build` makes its cheat sheet from the table. Every page of
every cheat sheet passes the Nu HTML checker and axe-core, in light and dark mode."""
import pytest

import browser
from conftest import CORPUS_APPS, Page
from test_validity import axe_violations


def test_every_app_gets_a_cheat_sheet_of_its_own_rows(cheat_sheets):
    for app, site in cheat_sheets.items():
        table = (site.parent.parent / "shortcuts.md").read_text(encoding="utf-8")
        rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith(("| ID ", "| ---"))]
        title = next(line for line in table.splitlines() if line.startswith("title: "))[len("title: "):]
        pages = "".join(page.read_text(encoding="utf-8") for page in site.glob("*.html"))
        assert rows, app
        assert title in pages, app


def test_nu_html_checker_passes_every_page_of_every_app(nu, cheat_sheets):
    files = sorted(page for site in cheat_sheets.values() for page in site.glob("*.html"))
    assert len(files) >= len(CORPUS_APPS)
    messages = nu(*files)
    problems = [m for m in messages if m["type"] in ("error", "non-document-error") or m.get("subType") == "warning"]
    assert problems == [], problems[:10]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_passes_every_page_of_every_app(driver, cheat_sheets, scheme):
    found = {}
    for app, site in cheat_sheets.items():
        for html in sorted(site.glob("*.html")):
            browser.set_viewport(driver, 1280, 900)
            url = browser.file_url(html)
            driver.get(url)
            browser.emulate_media(driver, color_scheme=scheme)
            violations = axe_violations(Page(driver, url))
            if violations:
                found[f"{app}/{html.name}"] = violations
    assert found == {}
