"""`make screenshots`: pictures of the cheat sheet as people see it, to look at before a change
is called done.

Writes into the folder given (default `screenshots/`, git-ignored):
  desktop.png         1280 × 900, light
  desktop-full.png    the whole page at 1280 wide
  mobile-375.png      375 × 812, as on a phone
  mobile-320.png      320 × 640, the narrowest layout
  dark.png            1280 × 900, prefers-color-scheme: dark
  dark-mobile.png     375 × 812, dark
  search.png          after "/" and typing "screenshot", light
  overlay.png         the "?" overlay of the page's shortcuts, dark
  print.pdf           Chromium's own --print-to-pdf
  print-N.png         the PDF's pages, when pdftoppm is installed
"""
import os
import pathlib
import shutil
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402


def main(site, out):
    site = pathlib.Path(site)
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    url = browser.file_url(site / "index.html")
    driver = browser.chrome(1280, 900)
    try:
        driver.get(url)
        browser.screenshot(driver, out / "desktop.png")
        browser.screenshot(driver, out / "desktop-full.png", full_page=True)

        ActionChains(driver).send_keys("/").send_keys("screenshot").perform()
        time.sleep(0.5)
        browser.screenshot(driver, out / "search.png")

        driver.get(url)
        browser.emulate_media(driver, color_scheme="dark")
        browser.screenshot(driver, out / "dark.png")
        ActionChains(driver).send_keys("?").perform()
        time.sleep(0.2)
        browser.screenshot(driver, out / "overlay.png")

        driver.get(url)
        browser.set_viewport(driver, 375, 812, mobile=True)
        browser.screenshot(driver, out / "dark-mobile.png")
        browser.emulate_media(driver, color_scheme="light")
        browser.screenshot(driver, out / "mobile-375.png")
        browser.set_viewport(driver, 320, 640, mobile=True)
        driver.get(url)
        browser.screenshot(driver, out / "mobile-320.png")
    finally:
        driver.quit()

    pdf = out / "print.pdf"
    subprocess.run(
        [browser.CHROME, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--print-to-pdf={pdf.resolve()}", url],
        check=True, capture_output=True, timeout=120,
    )
    for old in out.glob("print-*.png"):
        old.unlink()
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(out / "print")], check=True)
    for path in sorted(out.iterdir()):
        print(f"{path}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Output/site", sys.argv[2] if len(sys.argv) > 2 else "screenshots")
