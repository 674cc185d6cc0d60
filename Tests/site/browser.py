"""Headless Chromium for the site tests and `make screenshots`, driven by selenium.

Uses the system's chromium and chromedriver (Debian packages), never a downloaded browser:
SE_OFFLINE keeps selenium from trying to fetch drivers.
"""
import base64
import os
import pathlib
import shutil

os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402


def _first_existing(*names):
    for name in names:
        path = shutil.which(name) or (name if os.path.isabs(name) and os.path.exists(name) else None)
        if path:
            return path
    return None


CHROME = os.environ.get("CHROME_BIN") or _first_existing("chromium", "chromium-browser", "google-chrome")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER") or _first_existing("chromedriver", "/usr/lib/chromium/chromedriver")


def chrome(width=1280, height=900, javascript=True):
    """A headless Chromium with a viewport of `width` × `height` CSS pixels."""
    if not CHROME or not CHROMEDRIVER:
        raise RuntimeError("chromium and chromedriver are needed: run `make browser` (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROME
    for argument in (
        "--headless=new",
        "--no-sandbox",  # Chromium refuses to start as root without it
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--no-first-run",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-default-apps",
        "--disable-sync",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    set_viewport(driver, width, height)
    return driver


def set_viewport(driver, width, height, mobile=False):
    """Makes the page's viewport exactly `width` × `height`, whatever the window frame takes."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
    )


def emulate_media(driver, media="", color_scheme="light"):
    """Emulates a media type ("print", or "" for the screen) and `prefers-color-scheme`.

    Both are set in one call because each call replaces all earlier emulation.
    """
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"media": media, "features": [{"name": "prefers-color-scheme", "value": color_scheme}]},
    )


def screenshot(driver, path, full_page=False):
    """Saves a PNG of the viewport, or of the whole page."""
    params = {"format": "png"}
    if full_page:
        size = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
        )
        params.update(captureBeyondViewport=True, clip={"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1})
    data = driver.execute_cdp_cmd("Page.captureScreenshot", params)["data"]
    pathlib.Path(path).write_bytes(base64.b64decode(data))


def file_url(path):
    return pathlib.Path(path).resolve().as_uri()
