"""The keyboard map, as a person uses it: a static map without JavaScript; with it, a heat map
per modifier set whose marked keys link to their rows, a layout picker that relabels the keys
and shows each shortcut for that layout, and "Press a shortcut", which filters the tables to
the chord pressed."""
import browser
from conftest import Page
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

MAP_KEYS = "return document.querySelectorAll('#keyboard-map svg [data-code]').length"
# Each row's layout note as a person sees it: the keys in symbols, without the words that
# only screen readers are given.
NOTES = ("return [...document.querySelectorAll('.on-layout')].map(e => { const c = e.cloneNode(true);"
         " c.querySelectorAll('.vh').forEach(v => v.remove()); return c.textContent; })")


def key_label(page, code):
    return page.js(
        "const k = [...document.querySelectorAll(`#keyboard-map [data-code='${arguments[0]}']`)]"
        ".find(k => k.checkVisibility()); return k && k.querySelector('text').textContent", code)


def test_the_map_has_every_key_with_its_code(page):
    assert page.js(MAP_KEYS) >= 60
    codes = page.js("return [...document.querySelectorAll('#keyboard-map [data-code]')].map(k => k.dataset.code)")
    for code in ("KeyZ", "Digit7", "BracketLeft", "IntlBackslash", "Space", "MetaLeft", "ArrowUp", "F12"):
        assert code in codes
    assert key_label(page, "KeyZ") == "Z" and key_label(page, "Slash") == "/"


def test_marked_keys_link_to_their_rows(page):
    page.js("document.querySelector('input[name=map-modifiers][value=\"⇧⌘\"]').click()")
    link = page.js(
        "const a = document.querySelector('#keyboard-map a:has([data-code=Digit3])');"
        "return a && {href: a.getAttribute('href'), label: a.getAttribute('aria-label'),"
        "mark: a.querySelector('.mark').textContent}")
    assert link["href"] == "#reserved-shift-command-3"
    assert link["label"].startswith("⇧⌘3:") and link["mark"] == "●"
    # Letters taken with ⌘ alone are not marked under ⇧⌘ unless a row takes them so.
    assert page.js("return !document.querySelector('#keyboard-map a:has([data-code=KeyB])')")


def test_choosing_german_relabels_the_keys_and_the_shortcuts(page):
    select = page.driver.find_element("id", "map-layout")
    select.send_keys("German")  # a keyboard user types the option's name
    page.wait_for(lambda: key_label(page, "KeyZ") == "Y", message="KeyZ labelled Y")
    assert key_label(page, "KeyY") == "Z" and key_label(page, "Semicolon") == "Ö"
    assert page.js("return document.querySelector('#keyboard-map svg').classList.contains('shape-iso')")
    assert key_label(page, "IntlBackslash") == "<"
    notes = page.js(NOTES)
    assert any(note.startswith("German: cannot be typed as written") for note in notes)
    assert any(note == "German: ⌥⌘8" for note in notes), notes  # ⌘{ (Align Left) is Option-8 there
    # On French the digits are shifted: ⇧⌘3's own Shift types "3", so it is pressed on the same
    # keys as on U.S. and gets no note (it was once flagged as untypeable).
    Select(select).select_by_value("fr")
    page.wait_for(lambda: key_label(page, "KeyQ") == "A", message="KeyQ labelled A")
    assert page.js("return document.querySelectorAll('.on-layout').length") > 0
    assert page.js("return document.querySelector('#reserved-shift-command-3 .on-layout')") is None
    Select(select).select_by_value("us")
    page.wait_for(lambda: key_label(page, "KeyZ") == "Z", message="back to U.S.")
    # Back on U.S., only the notes the page was built with: ⌘{ is pressed ⇧⌘[ there.
    assert "U.S.: ⇧⌘[" in page.js(NOTES)
    assert all(note.startswith("U.S.: ") for note in page.js(NOTES))


def test_pressing_a_shortcut_filters_the_tables_to_it(page):
    button = page.driver.find_element("id", "press-shortcut")
    button.send_keys(Keys.ENTER)
    page.wait_for(lambda: "Press a shortcut now" in page.js("return document.getElementById('press-status').textContent"),
                  message="the prompt")
    # Held modifiers and a key, as fingers press them (Meta is Command).
    ActionChains(page.driver).key_down(Keys.SHIFT).key_down(Keys.META).send_keys("3").key_up(Keys.META).key_up(
        Keys.SHIFT).perform()
    page.wait_for(lambda: 0 < len(page.visible_shortcuts()) <= 5, message="the rows of ⇧⌘3")
    assert set(page.visible_shortcuts()) == {"Shift-Command-3"}
    status = page.wait_for(lambda: page.js("return document.getElementById('status').textContent"), message="status")
    assert "for ⇧⌘3" in status
    page.press(Keys.ESCAPE)
    page.wait_for(lambda: len(page.visible_shortcuts()) > 100, message="every row back")


def test_escape_cancels_listening(page):
    page.driver.find_element("id", "press-shortcut").send_keys(Keys.ENTER)
    page.press(Keys.ESCAPE)
    assert page.js("return document.getElementById('press-status').textContent") == "Cancelled."
    assert len(page.visible_shortcuts()) > 100


def test_without_javascript_the_map_is_static(site):
    driver = browser.chrome(1280, 900, javascript=False)
    try:
        page = Page(driver, browser.file_url(site / "index.html")).open()
        assert page.js(MAP_KEYS) >= 60
        assert page.js("return document.getElementById('keyboard-map').checkVisibility()")
        assert not page.js("return document.getElementById('press-shortcut').checkVisibility()")
        # An ANSI keyboard: the ISO keys are not drawn (checkVisibility does not see into SVG).
        assert page.js("return getComputedStyle(document.querySelector('#keyboard-map svg .only-iso')).display") == "none"
    finally:
        driver.quit()


def test_print_shows_the_map_without_its_controls(page):
    browser.emulate_media(page.driver, media="print")
    try:
        assert page.js("return document.querySelector('#keyboard-map svg').checkVisibility()")
        assert not page.js("return document.querySelector('.map-controls').checkVisibility()")
    finally:
        browser.emulate_media(page.driver, media="")
