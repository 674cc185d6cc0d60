"""An app with a page per target and platform (Tests/Fixtures/app-tables/reader.md): each page
valid and accessible in light and dark, linked to the others, its keyboard map marking the
app's keys and the system's reserved ones apart, and its rows showing the keys to press on the
chosen layout, without JavaScript for U.S."""
import json
import os
import pathlib

from selenium.webdriver.support.ui import Select

import browser
from conftest import Page
from test_keyboard import check_walk, walk
from test_validity import axe_violations

PAGES = ["index.html", "reader-mac.html", "reader-clipper-mac.html", "reader-mobile-ipad.html",
         "reader-mobile-apple-vision-pro.html"]
NOTES = "return [...document.querySelectorAll('.on-layout')].map(e => e.closest('tr').dataset.id + ' ' + e.textContent)"


def open_page(driver, targets_site, name, width=1280):
    browser.set_viewport(driver, width, 900)
    browser.emulate_media(driver, color_scheme="light")
    return Page(driver, browser.file_url(targets_site / name)).open()


def choose_modifiers(page, glyphs):
    page.js("document.querySelector(`input[name=map-modifiers][value='${arguments[0]}']`).click()", glyphs)


def test_the_site_has_an_overview_and_a_page_per_target_and_device(targets_site):
    assert sorted(p.name for p in targets_site.glob("*.html")) == sorted(PAGES)


def test_nu_html_checker_passes_every_page(nu, targets_site):
    messages = nu(*[targets_site / name for name in PAGES])
    problems = [m for m in messages if m["type"] in ("error", "non-document-error") or m.get("subType") == "warning"]
    assert problems == [], json.dumps(problems, indent=1, ensure_ascii=False)


def test_axe_passes_every_page_in_light_and_dark_with_marks_shown(driver, targets_site):
    for name in PAGES:
        page = open_page(driver, targets_site, name)
        if name != "index.html":
            choose_modifiers(page, "⌘")  # the app's keys and the system's reserved ones marked
            page.js("const d = document.querySelector('.reserved-list'); if (d) d.open = true")
        for scheme in ("light", "dark"):
            browser.emulate_media(driver, color_scheme=scheme)
            assert axe_violations(page) == [], (name, scheme)
    browser.emulate_media(driver, color_scheme="light")


def test_titles_headings_and_links_name_the_target_and_device(driver, targets_site):
    page = open_page(driver, targets_site, "reader-mobile-ipad.html")
    assert page.js("return document.title") == "Reader Mobile on iPad · Reader keyboard shortcuts cheat sheet"
    assert page.js("return document.querySelector('h1').textContent") == "Reader Mobile on iPad"
    links = page.js("return [...document.querySelectorAll('nav.pages a')].map(a => [a.getAttribute('href'), "
                    "a.getAttribute('aria-current')])")
    assert links == [["index.html", None], ["reader-mac.html", None], ["reader-clipper-mac.html", None],
                     ["reader-mobile-ipad.html", "page"], ["reader-mobile-apple-vision-pro.html", None]]
    assert page.js("return [...document.querySelectorAll('main tbody tr')].map(r => r.dataset.id)") == [
        "refresh", "markAllRead", "nextArticle", "openInBrowser"]
    overview = open_page(driver, targets_site, "index.html")
    assert overview.js("return document.querySelector('h1').textContent") == "Reader keyboard shortcuts"
    assert overview.js("return [...document.querySelectorAll('.page-list a')].map(a => a.textContent)") == [
        "Reader on Mac", "Reader Clipper on Mac", "Reader Mobile on iPad", "Reader Mobile on Apple Vision Pro"]
    assert not overview.js("return document.getElementById('keyboard-map')")


def test_keyboard_walk_reaches_the_page_links_and_the_layout_picker(driver, targets_site):
    page = open_page(driver, targets_site, "reader-mac.html")
    start, count, stops = walk(page)
    check_walk(start, count, stops)
    reached = [(stop["tag"], stop["id"], stop["text"]) for stop in stops]
    assert ("a", "", "Reader Mobile on iPad") in reached
    assert ("select", "map-layout", stops[[s[1] for s in reached].index("map-layout")]["text"]) in reached
    # Enter on a page link goes there.
    page.open()
    while page.active()["text"] != "Reader Clipper on Mac":
        page.tab()
    page.press("\ue007")
    page.wait_for(lambda: page.js("return location.pathname.endsWith('reader-clipper-mac.html')"), message="the page")


def test_the_map_marks_the_apps_keys_and_the_reserved_ones_apart(driver, targets_site):
    page = open_page(driver, targets_site, "reader-mac.html")
    choose_modifiers(page, "⌘")
    marks = page.js(
        """const key = code => document.querySelector(`#keyboard-map svg.keyboard [data-code=${code}]`);
           const look = k => ({taken: k.classList.contains('taken'), reserved: k.classList.contains('reserved'),
             link: !!k.closest('a'), title: (k.querySelector('title') || {}).textContent || '',
             dash: getComputedStyle(k.querySelector('rect, path')).strokeDasharray,
             mark: [...k.querySelectorAll('.mark, .reserved-mark')].map(m => m.textContent).join('')});
           return {n: look(key('KeyN')), space: look(key('Space')), tab: look(key('Tab'))};""")
    assert marks["n"]["taken"] and marks["n"]["link"] and marks["n"]["mark"] == "●" and marks["n"]["dash"] == "none"
    assert marks["space"]["reserved"] and not marks["space"]["link"] and marks["space"]["mark"] == "✕"
    assert marks["space"]["dash"] != "none" and "Spotlight" in marks["space"]["title"]
    assert marks["tab"]["reserved"] and "Next App" in marks["tab"]["title"]
    legend = page.js("return [...document.querySelectorAll('.map-legend li')].map(l => l.textContent.trim())")
    assert "Reserved by the system on macOS" in legend[1]
    # Other modifiers: the marks move, and the ones gone leave nothing behind.
    choose_modifiers(page, "⌥⌘")
    after = page.js("""const k = document.querySelector('#keyboard-map svg.keyboard [data-code=Space]');
                       return {reserved: k.classList.contains('reserved'), title: k.querySelector('title').textContent,
                               crosses: document.querySelectorAll('#keyboard-map svg.keyboard .reserved-mark').length};""")
    assert after["reserved"] and "Spotlight Results" in after["title"] and "Spotlight," not in after["title"]
    choose_modifiers(page, "")
    plain = page.js("""const k = document.querySelector('#keyboard-map svg.keyboard [data-code=Space]');
                       return {reserved: k.classList.contains('reserved'), title: k.querySelector('title').textContent,
                               crosses: document.querySelectorAll('#keyboard-map svg.keyboard .reserved-mark').length,
                               keys: document.querySelectorAll('#keyboard-map svg.keyboard .reserved').length};""")
    assert plain == {"reserved": False, "title": "Space", "crosses": plain["keys"], "keys": plain["keys"]}
    # The iPad page marks iPadOS's own system keys (Search on Command-Space, the Home Screen on
    # Command-H), not the Mac's.
    ipad = open_page(driver, targets_site, "reader-mobile-ipad.html")
    choose_modifiers(ipad, "⌘")
    ipad_marks = ipad.js(
        """return [...document.querySelectorAll('#keyboard-map svg.keyboard .reserved')].map(k => k.dataset.code);""")
    assert "Space" in ipad_marks and "KeyH" in ipad_marks
    assert ipad.js("return document.querySelectorAll('#keyboard-map svg.keyboard .taken').length") >= 1


def test_rows_show_the_keys_to_press_on_the_chosen_layout(driver, targets_site):
    page = open_page(driver, targets_site, "reader-mac.html")
    on_us = page.js(NOTES)
    assert on_us == ["readerHelp U.S.: ⇧⌘/Shift-Command-/"]
    select = Select(driver.find_element("id", "map-layout"))
    select.select_by_value("de")
    page.wait_for(lambda: page.js(NOTES) != on_us, message="German notes")
    assert page.js(NOTES) == ["readerHelp German: ⇧⌘ßShift-Command-ß"]
    select.select_by_value("us")
    page.wait_for(lambda: page.js(NOTES) == on_us, message="the same U.S. note the page was built with")


def test_without_javascript_the_us_keys_show_and_the_links_work(targets_site):
    driver = browser.chrome(1280, 900, javascript=False)
    try:
        page = Page(driver, browser.file_url(targets_site / "reader-mac.html")).open()
        assert page.js(NOTES) == ["readerHelp U.S.: ⇧⌘/Shift-Command-/"]
        assert page.js("return document.querySelector('nav.pages').checkVisibility()")
        assert not page.js("return document.querySelector('.map-legend').checkVisibility()")
        assert page.js("return document.querySelector('.reserved-list').checkVisibility()")
        assert page.js("return document.querySelector('tr[data-id=newWindow] td.action').textContent") == "New Window"
        start, count, stops = walk(page)
        check_walk(start, count, stops)
    finally:
        driver.quit()


def test_screenshots_of_a_mac_and_an_ipad_page(driver, targets_site):
    """Saved for a person to look at (SCREENSHOTS=folder); the test checks they were made."""
    folder = pathlib.Path(os.environ.get("SCREENSHOTS", targets_site.parent / "shots"))
    folder.mkdir(parents=True, exist_ok=True)
    for name, scheme in (("reader-mac.html", "light"), ("reader-mobile-ipad.html", "dark")):
        page = open_page(driver, targets_site, name)
        browser.emulate_media(driver, color_scheme=scheme)
        choose_modifiers(page, "⌘")
        path = folder / name.replace(".html", f"-{scheme}.png")
        browser.screenshot(driver, path, full_page=True)
        assert path.stat().st_size > 10_000
    browser.emulate_media(driver, color_scheme="light")
