"""The page used by keyboard alone: Tab order, visible focus, the page's own shortcuts, and
the overlay that lists them."""
import pytest
from selenium.webdriver.common.keys import Keys

import browser
from conftest import Page

# Every element the Tab key should reach, in document order: visible, enabled, not taken out
# of the order, and for a radio group only its checked radio (the arrow keys move within).
TABBABLE_JS = """
const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
const seenGroups = new Set();
const result = [...document.querySelectorAll(selector)].filter(e => {
  if (e.disabled || e.tabIndex < 0 || !e.checkVisibility({visibilityProperty: true})) return false;
  if (e.closest('dialog:not([open]), [inert]')) return false;
  if (e.type === 'radio') {
    if (seenGroups.has(e.name)) return false;
    const group = [...document.querySelectorAll(`input[type=radio][name="${e.name}"]`)];
    const chosen = group.find(r => r.checked) || group[0];
    if (chosen !== e) return false;
    seenGroups.add(e.name);
  }
  return true;
});
result.forEach((e, i) => e.setAttribute('data-walk', i));
return result.length;
"""

FOCUS_JS = """
const e = document.activeElement;
const style = getComputedStyle(e);
const r = e.getBoundingClientRect();
return {walk: e.getAttribute('data-walk'), tag: e.tagName.toLowerCase(), id: e.id, text: e.textContent.trim(),
        outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth),
        top: r.top + window.scrollY, left: r.left, bottom: r.bottom, viewTop: r.top,
        boxHeight: r.height, height: window.innerHeight};
"""


def walk(page):
    """Presses Tab from where focus is (the top of the page when nothing has focus) to the end
    of the page, and returns how many stops were expected and what had focus after each press."""
    count = page.js(TABBABLE_JS)
    assert not page.js("return [...document.querySelectorAll('[tabindex]')].some(e => e.tabIndex > 0)"), (
        "a positive tabindex breaks the reading order"
    )
    start = page.js("const w = document.activeElement.getAttribute('data-walk'); return w === null ? -1 : +w") + 1
    stops = []
    for _ in range(start, count):
        page.tab()
        stops.append(page.js(FOCUS_JS))
    return start, count, stops


def check_walk(start, count, stops):
    assert [stop["walk"] for stop in stops] == [str(i) for i in range(start, count)], "Tab order is not document order"
    for stop in stops:
        where = f"{stop['tag']}#{stop['id']} (stop {stop['walk']})"
        assert stop["outlineStyle"] != "none" and stop["outlineWidth"] >= 2, f"no visible focus ring on {where}"
        assert stop["viewTop"] >= 0 and stop["bottom"] <= stop["height"], f"focused {where} is off screen"
    for before, after in zip(stops, stops[1:]):
        # On one line (their boxes overlap vertically) focus moves right; otherwise it moves down.
        same_line = after["top"] < before["top"] + before["boxHeight"] and before["top"] < after["top"] + after["boxHeight"]
        if same_line:
            assert after["left"] > before["left"], f"focus went right to left: {before} → {after}"
        else:
            assert after["top"] >= before["top"], f"focus went back up the page: {before} → {after}"


def test_tab_walk_follows_reading_order_with_visible_focus(page):
    start, count, stops = walk(page)
    assert start == 0 and count > 150  # controls, table of contents, one permalink per shortcut, the rules
    check_walk(start, count, stops)
    assert stops[0]["tag"] == "a" and stops[0]["text"] == "Skip to the tables"
    assert stops[1]["id"] == "search"


def test_tab_walk_after_filtering_reaches_only_the_rows_shown(page):
    page.press("/", "screenshot")
    # macOS's five screenshot rows (the toolbar's Shift-Command-5 too) and iPadOS's two.
    page.wait_for(lambda: len(page.visible_shortcuts()) == 7, message="7 screenshot rows")
    # The count is announced after a pause in typing, and its line pushes the tables down:
    # walk once it is there, or a stop scrolled into view moves off screen under the test.
    page.wait_for(lambda: page.js("return document.getElementById('status').textContent"), message="the count")
    start, count, stops = walk(page)
    assert start == 2  # after the skip link and the search field
    check_walk(start, count, stops)
    permalinks = page.js("return [...document.querySelectorAll('a.permalink')].filter(a => a.checkVisibility()).length")
    assert permalinks == 7


def test_tab_walk_without_javascript(site):
    driver = browser.chrome(1280, 900, javascript=False)
    try:
        page = Page(driver, browser.file_url(site / "index.html")).open()
        start, count, stops = walk(page)
        check_walk(start, count, stops)
        assert all(stop["id"] != "search" for stop in stops), "controls that need JavaScript must be hidden without it"
    finally:
        driver.quit()


def test_skip_link_moves_focus_to_the_tables(page):
    page.tab()
    page.press(Keys.ENTER)
    assert page.active()["id"] == "content"
    page.tab()
    assert page.active()["text"] == "#" or page.active()["href"].startswith("#reserved")


def test_slash_focuses_search_from_anywhere_and_typing_filters(page, rulebook):
    page.tab()  # the skip link has focus: "/" must still reach the search
    page.press("/")
    assert page.active()["id"] == "search"
    page.press("screenshot")
    expected = sorted(
        e["shortcut"]["words"]
        for e in rulebook["entries"]
        if "screenshot" in e["action"].lower() or "screenshot" in (e.get("title") or "").lower()
    )
    assert len(expected) == 7  # macOS's five and iPadOS's two
    page.wait_for(lambda: sorted(page.visible_shortcuts()) == expected, message="the screenshot rows")
    # The rule that mentions screenshots is found too: search covers every table.
    assert [row for row in page.visible_rows() if not row.startswith(("reserved-", "ipados-", "macos-"))] == ["rule-avoid-control"]
    status = page.wait_for(lambda: page.js("return document.getElementById('status').textContent"))
    assert status == "8 rows for \u201cscreenshot\u201d."


@pytest.mark.parametrize(
    "query",
    ["⌘⇧3", "⇧⌘3", "shift command 3", "Shift-Command-3", "cmd+shift+3", "  SHIFT  cmd 3 "],
)
def test_search_matches_either_notation(page, query):
    page.press("/", query)
    page.wait_for(
        lambda: sorted(page.visible_shortcuts()) == ["Control-Shift-Command-3", "Shift-Command-3", "Shift-Command-3"],
        message=f"Shift-Command-3 rows for {query!r}",
    )


@pytest.mark.parametrize(
    "query, expected",
    [
        ("⌘?", ["Command-Question mark"]),
        ("shift command /", ["Command-Question mark"]),
        ("⌃F3", ["Control-F3"]),
        # macOS's two and iPadOS's own Shift-Command-3.
        ("3", ["Control-Shift-Command-3", "Shift-Command-3", "Shift-Command-3"]),
        ("[⌃⌥⇧]⌘Space", ["[Modifier key]-Command-Space"]),
        ("⎋", ["Esc", "Option-Command-Esc"]),
        ("spotlight", ["Command-Space", "Option-Command-Space"]),
    ],
)
def test_search_is_precise(page, query, expected):
    page.press("/", query)
    page.wait_for(lambda: sorted(page.visible_shortcuts()) == sorted(expected), message=f"{expected} for {query!r}")


def test_search_also_filters_reference_tables(page):
    page.press("/", "⌘")
    page.wait_for(lambda: "modifier-command" in page.visible_rows(), message="the Command symbol row")
    assert "modifier-option" not in page.visible_rows()


def test_no_match_says_so(page):
    page.press("/", "zzzz")
    page.wait_for(lambda: page.visible_rows() == [], message="no rows")
    assert page.js("return document.getElementById('no-results').checkVisibility()")
    assert page.js("return [...document.querySelectorAll('main section')].every(s => !s.checkVisibility())")
    status = page.wait_for(lambda: page.js("return document.getElementById('status').textContent"))
    assert status == "No rows for \u201czzzz\u201d."


def test_escape_clears_the_search_and_restores_every_row(page):
    everything = page.visible_rows()
    page.press("/", "screenshot")
    page.wait_for(lambda: len(page.visible_rows()) == 8, message="filtered rows")
    page.press(Keys.ESCAPE)
    page.wait_for(lambda: page.visible_rows() == everything, message="all rows back")
    assert page.active()["id"] == "search" and page.active()["value"] == ""
    # Esc away from the field (here on the table filter) clears it too.
    page.press("copy")
    page.wait_for(lambda: len(page.visible_rows()) < len(everything), message="filtered rows")
    page.tab()
    assert page.active()["id"] == "table-filter"
    page.press(Keys.ESCAPE)
    page.wait_for(lambda: page.visible_rows() == everything, message="all rows back")


def test_typing_in_the_search_is_never_taken_as_a_page_shortcut(page):
    page.press("/", "⌘/?")
    assert page.active()["value"] == "⌘/?"
    assert not page.js("return document.getElementById('page-shortcuts').open")


def test_table_filter_by_keyboard(page):
    page.press("/")
    page.tab()
    assert page.active()["id"] == "table-filter"
    page.press(Keys.ARROW_DOWN)  # the first table after "All tables"
    page.wait_for(
        lambda: page.js("return [...document.querySelectorAll('main section')].filter(s => s.checkVisibility()).map(s => s.id)")
        == ["reserved"],
        message="only the reserved table",
    )
    assert len(page.visible_rows()) == 136  # the guidelines' 116, iPadOS's 12, the Mac's top-row F1 to F7 and Shift-Command-5
    page.press(Keys.ARROW_UP)
    page.wait_for(lambda: len(page.visible_rows()) > 136, message="all tables again")


def test_question_mark_opens_the_overlay_and_escape_returns_focus(page):
    page.press("/")
    page.tab()
    page.tab()  # the notation choice: not a text field, so "?" is a page shortcut there
    before = page.active()
    assert before["name"] == "notation"
    page.press("?")
    assert page.js("return document.getElementById('page-shortcuts').open")
    assert page.active()["inDialog"] and page.active()["text"] == "Close"
    page.tab()
    assert page.active()["inDialog"] or page.active()["tag"] == "body", "focus must stay with the modal overlay"
    page.press(Keys.ESCAPE)
    assert not page.js("return document.getElementById('page-shortcuts').open")
    assert page.active() == before


def test_overlay_button_and_close_button_return_focus(page):
    page.js("document.getElementById('open-shortcuts').focus()")
    page.press(Keys.ENTER)
    assert page.js("return document.getElementById('page-shortcuts').open")
    page.press(Keys.ENTER)  # on "Close"
    assert not page.js("return document.getElementById('page-shortcuts').open")
    assert page.active()["id"] == "open-shortcuts"


def test_overlay_lists_the_page_shortcuts(page):
    page.press("?")
    text = page.js("return document.getElementById('page-shortcuts').innerText")
    for words in ["Move to the search field", "Clear the search, or close this list", "Show this list"]:
        assert words in text


NOTATION_JS = """
const row = document.getElementById('reserved-shift-command-3');
const glyphs = row.querySelector('.combo.glyphs').getBoundingClientRect();
return {notation: document.documentElement.dataset.notation,
        checked: document.querySelector('input[name=notation]:checked').value,
        glyphs: glyphs.width > 2 && glyphs.height > 2,
        words: row.querySelector('.combo.words').checkVisibility()};
"""


def test_notation_toggle_by_keyboard_is_remembered(page):
    assert page.js(NOTATION_JS) == {"notation": "both", "checked": "both", "glyphs": True, "words": True}
    page.press("/")
    page.tab()
    page.tab()
    page.press(Keys.ARROW_RIGHT)
    assert page.js(NOTATION_JS) == {"notation": "glyphs", "checked": "glyphs", "glyphs": True, "words": False}
    page.press(Keys.ARROW_RIGHT)
    assert page.js(NOTATION_JS) == {"notation": "words", "checked": "words", "glyphs": False, "words": True}
    page.open()  # a new visit remembers the choice
    assert page.js(NOTATION_JS) == {"notation": "words", "checked": "words", "glyphs": False, "words": True}


def test_glyph_keys_are_named_for_screen_readers(page):
    """The accessibility tree, as Chromium gives it to a screen reader: ⌘ is read as Command,
    and the words notation beside it is not read a second time."""
    driver = page.driver
    document = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})

    def name(selector):
        node = driver.execute_cdp_cmd(
            "DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": selector}
        )
        tree = driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node["nodeId"], "fetchRelatives": False})
        return " ".join(tree["nodes"][0]["name"]["value"].split())

    assert name("#reserved-shift-command-3 th") == "Shift Command 3"
    # How it is pressed on U.S. is read in words too, never as symbols.
    assert name("#reserved-command-question-mark th") == "Command Question mark U.S.: Shift-Command-/"
    assert name("#reserved-shift-command-3 a.permalink") == "Link to Shift-Command-3"
    assert name("#modifier-command td.glyph") == "Command U+2318"
