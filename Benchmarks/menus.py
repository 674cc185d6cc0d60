#!/usr/bin/env python3
"""A large app made of menus, for timing `hig-gen init --from` and `check --against` as they grow.

`menu_app(folder, items)` writes one MainMenu.xib whose main menu bar holds `items` menu items in
submenus of 25, deterministically. Titles are varied word pairs with a number, so every item is
a command of its own; shortcuts cycle through letters, digits and function keys with eight
modifier masks (432 shortcuts), so a large menu repeats each shortcut many times, as the
duplicate rule, the variant rule and the table's grouping see in the worst case.

Usage: menus.py FOLDER ITEMS (writes FOLDER/MainMenu.xib)
"""
import pathlib
import sys

VERBS = ["Export", "Import", "Show", "Hide", "Toggle", "Open", "Close", "Rename", "Move", "Copy", "Sort",
         "Group", "Align", "Rotate", "Flip", "Lock", "Merge", "Split", "Tag", "Share"]
NOUNS = ["Layer", "Page", "Track", "Clip", "Marker", "Note", "Frame", "Guide", "Palette", "Bookmark",
         "Region", "Channel", "Scene", "Slide", "Sheet", "Column", "Record", "Stamp", "Filter", "Path"]
KEYS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [str(d) for d in range(10)] + \
       [chr(0xF704 + n) for n in range(12)]  # F1-F12, as Interface Builder writes them
MASKS = [None, 'shift="YES" command="YES"', 'option="YES" command="YES"', 'control="YES" command="YES"',
         'option="YES" shift="YES" command="YES"', 'control="YES" option="YES" command="YES"',
         'control="YES" shift="YES" command="YES"', 'control="YES" option="YES" shift="YES" command="YES"']
PER_MENU = 25


def menu_item(index):
    title = f"{VERBS[index % len(VERBS)]} {NOUNS[index // len(VERBS) % len(NOUNS)]} {index}"
    key = KEYS[index % len(KEYS)]
    mask = MASKS[index // len(KEYS) % len(MASKS)]
    mask_element = f'<modifierMask key="keyEquivalentModifierMask" {mask}/>' if mask else ""
    return (f'                <menuItem title="{title}" keyEquivalent="{key}" id="i{index}">{mask_element}'
            f'<connections><action selector="command{index}:" target="-1" id="a{index}"/></connections></menuItem>\n')


def menu_app(folder, items):
    """Writes `folder`/MainMenu.xib with `items` menu items; returns its path."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    menus = []
    for start in range(0, items, PER_MENU):
        number = start // PER_MENU
        entries = "".join(menu_item(index) for index in range(start, min(start + PER_MENU, items)))
        menus.append(f'        <menuItem title="Menu {number}" id="m{number}"><menu key="submenu" title="Menu {number}" '
                     f'id="s{number}"><items>\n{entries}            </items></menu></menuItem>\n')
    path = folder / "MainMenu.xib"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">\n<objects>\n'
        '    <menu title="Main Menu" systemMenu="main" id="main"><items>\n'
        + "".join(menus) + '    </items></menu>\n</objects>\n</document>\n', encoding="utf-8")
    return path


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    menu_app(sys.argv[1], int(sys.argv[2]))
