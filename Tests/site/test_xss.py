"""A guideline file whose actions contain <script> and <img onerror=…> (fixtures/hostile.md):
the page shows the text and runs none of it."""
from selenium.common.exceptions import NoAlertPresentException

import browser
from conftest import Page


def open_hostile(driver, hostile_site):
    browser.set_viewport(driver, 1280, 900)
    browser.emulate_media(driver, color_scheme="light")
    return Page(driver, browser.file_url(hostile_site / "index.html")).open()


def assert_nothing_ran(page):
    try:
        page.driver.switch_to.alert.dismiss()
        raise AssertionError("an alert opened")
    except NoAlertPresentException:
        pass
    assert page.js("return window.xssRan === undefined")
    scripts = page.js("return [...document.scripts].map(s => s.getAttribute('src'))")
    assert scripts == ["keyboard-layouts.js", "site.js"]  # the page's own, nothing inline
    assert page.js("return document.querySelectorAll('main img, main script, main [onerror], main [onmouseover]').length") == 0


def action(page, words):
    return page.js(
        """return [...document.querySelectorAll('main tbody tr')]
             .find(r => r.querySelector('.combo.words').textContent === arguments[0])
             .querySelector('.action').textContent""",
        words,
    )


def test_hostile_actions_are_shown_as_text_and_never_run(driver, hostile_site):
    page = open_hostile(driver, hostile_site)
    assert_nothing_ran(page)
    assert action(page, "Command-K") == "Runs <script>window.xssRan = true</script> as text."
    assert action(page, "Command-J") == 'Shows <img src=x onerror="window.xssRan = true"> as text.'
    assert action(page, "Command-L") == (
        "Code spans too: <script>window.xssRan = true</script> and <img src=x onerror=window.xssRan=true>."
    )
    assert action(page, "Command-N").startswith('Attribute breakout " onmouseover="window.xssRan = true" x="')
    title = page.js("return document.querySelector('footer cite').textContent")
    assert title == 'Hostile <b onmouseover="window.xssRan = true">title</b> & "quotes"'


def test_searching_for_hostile_text_runs_nothing(driver, hostile_site):
    page = open_hostile(driver, hostile_site)
    page.press("/", "<img src=x onerror=window.xssRan=true>")
    page.wait_for(lambda: page.visible_shortcuts() == ["Command-L"], message="the code-span row")
    page.js("document.getElementById('search').value = ''")
    page.press("<script>")
    page.wait_for(
        lambda: sorted(page.visible_shortcuts()) == ["Command-K", "Command-L"], message="the two <script> rows"
    )
    status = page.wait_for(lambda: page.js("return document.getElementById('status').textContent"))
    assert "<script>" in status
    assert_nothing_ran(page)
