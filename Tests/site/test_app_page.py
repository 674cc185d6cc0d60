"""An app's own cheat sheet, built from its shortcut table: valid, accessible, and usable
from the keyboard like the guidelines' page."""
import json

from selenium.webdriver.common.keys import Keys

import browser
from conftest import Page
from test_validity import axe_violations


def open_app(driver, app_site, width=1280):
    browser.set_viewport(driver, width, 900)
    return Page(driver, browser.file_url(app_site / "index.html")).open()


def test_nu_html_checker_passes_the_app_page(nu, app_site):
    messages = nu(app_site / "index.html")
    problems = [m for m in messages if m["type"] in ("error", "non-document-error") or m.get("subType") == "warning"]
    assert problems == [], json.dumps(problems, indent=1, ensure_ascii=False)


def test_axe_passes_the_app_page_in_light_and_dark(driver, app_site):
    page = open_app(driver, app_site)
    for scheme in ("light", "dark"):
        browser.emulate_media(driver, color_scheme=scheme)
        assert axe_violations(page) == [], scheme
    browser.emulate_media(driver, color_scheme="light")


def test_the_page_is_the_apps_with_title_and_menu_columns(driver, app_site):
    page = open_app(driver, app_site)
    assert page.js("return document.querySelector('h1').textContent") == "Sketchy keyboard shortcuts"
    assert page.js("return document.title") == "Sketchy keyboard shortcuts cheat sheet"
    headers = page.js("return [...document.querySelectorAll('table.shortcuts thead th')].map(t => t.textContent)")
    assert headers == ["Keys", "Command", "Menu", "Permalink"]
    row = page.js(
        """const r = document.querySelector('tr[data-id="exportAsPDF"]');
           return {id: r.id, title: r.querySelector('.command-title').textContent,
                   menu: r.querySelector('.menu').textContent};"""
    )
    assert row == {"id": "exportaspdf", "title": "Export as PDF", "menu": "File ▸ Export"}


def test_search_finds_titles_and_menus_and_escape_restores(driver, app_site):
    page = open_app(driver, app_site)
    everything = page.visible_rows()
    assert len(everything) == 8
    page.press("/", "export")
    page.wait_for(lambda: page.visible_shortcuts() == ["Shift-Command-K"], message="the Export as PDF row")
    page.press(Keys.ESCAPE)
    page.wait_for(lambda: page.visible_rows() == everything, message="all rows back")
    page.press("layer")
    page.wait_for(lambda: page.visible_shortcuts() == ["Command-D", "Shift-Command-D"], message="the Layer menu's rows")
    page = open_app(driver, app_site)
    page.press("/", "⇧⌘K")
    page.wait_for(lambda: page.visible_shortcuts() == ["Shift-Command-K"], message="the row by its keys")


def test_the_overlay_opens_with_question_mark(driver, app_site):
    page = open_app(driver, app_site)
    page.js("document.activeElement.blur()")
    page.press("?")
    page.wait_for(lambda: page.js("return document.getElementById('page-shortcuts').open"), message="the overlay")
    page.press(Keys.ESCAPE)
    page.wait_for(lambda: not page.js("return document.getElementById('page-shortcuts').open"), message="closed")


def test_no_sideways_scrolling_at_320_pixels(driver, app_site):
    page = open_app(driver, app_site, width=320)
    assert page.js("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    browser.set_viewport(driver, 1280, 900)
