"""The site's keyboard map and layout data, written by generate.py from the layouts it
compiles: Templates/keyboard-map.mustache (an inline SVG Mac keyboard, ANSI and ISO keys, each
key a group with its KeyboardEvent.code and its U.S. label) and Templates/keyboard-layouts.js
(every layout's characters, for the page's layout picker)."""
import json

UNIT = 40  # one key width in SVG units
GAP = 4
ROW = 44
TOP = 34  # the function row is shorter

# Each row: (KeyboardEvent.code, width in keys, shapes it is on). "both" unless noted.
ROWS = [
    [("Escape", 1.5)] + [(f"F{n}", 13 / 12) for n in range(1, 13)],
    [("Backquote", 1)] + [(f"Digit{n}", 1) for n in [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]]
    + [("Minus", 1), ("Equal", 1), ("Backspace", 1.5)],
    [("Tab", 1.5)] + [(f"Key{c}", 1) for c in "QWERTYUIOP"] + [("BracketLeft", 1), ("BracketRight", 1),
                                                                ("Backslash", 1, "ansi")],
    [("CapsLock", 1.75)] + [(f"Key{c}", 1) for c in "ASDFGHJKL"] + [("Semicolon", 1), ("Quote", 1),
                                                                   ("Enter", 1.75, "ansi"), ("Backslash", 1, "iso")],
    [("ShiftLeft", 2.25, "ansi"), ("ShiftLeft", 1.25, "iso"), ("IntlBackslash", 1, "iso")]
    + [(f"Key{c}", 1) for c in "ZXCVBNM"] + [("Comma", 1), ("Period", 1), ("Slash", 1), ("ShiftRight", 2.25)],
    [("Fn", 1), ("ControlLeft", 1), ("AltLeft", 1), ("MetaLeft", 1.25), ("Space", 5), ("MetaRight", 1.25),
     ("AltRight", 1), ("ArrowLeft", 1), ("ArrowUp", 1), ("ArrowRight", 1)],
]

# Labels of the keys that type no character, as Apple's keycaps and menus show them.
NAMED = {
    "Escape": "esc", "Backspace": "⌫", "Tab": "⇥", "CapsLock": "⇪", "Enter": "↩", "ShiftLeft": "⇧",
    "ShiftRight": "⇧", "Fn": "fn", "ControlLeft": "⌃", "AltLeft": "⌥", "MetaLeft": "⌘", "Space": "",
    "MetaRight": "⌘", "AltRight": "⌥", "ArrowLeft": "←", "ArrowUp": "↑", "ArrowRight": "→", "ArrowDown": "↓",
}

# Names for the title each key carries (what a screen reader or a tooltip says).
SPOKEN = {
    "Escape": "Escape", "Backspace": "Delete", "Tab": "Tab", "CapsLock": "Caps Lock", "Enter": "Return",
    "ShiftLeft": "Shift", "ShiftRight": "Shift", "Fn": "Globe", "ControlLeft": "Control", "AltLeft": "Option",
    "MetaLeft": "Command", "Space": "Space", "MetaRight": "Command", "AltRight": "Option", "ArrowLeft": "Left arrow",
    "ArrowUp": "Up arrow", "ArrowRight": "Right arrow", "ArrowDown": "Down arrow",
}


def code_of(case):
    """The KeyCode case name (`keyZ`) as KeyboardEvent.code (`KeyZ`)."""
    return case[0].upper() + case[1:]


def label(code, us_keys):
    """What the key shows on a U.S. keyboard: its character (letters in upper case)."""
    if code in NAMED:
        return NAMED[code]
    if code.startswith("F") and code[1:].isdigit():
        return code
    levels = us_keys.get(code[0].lower() + code[1:])
    if levels and levels[0] and levels[0][0] == "char":
        return levels[0][1].upper()
    return ""


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def number(value):
    return f"{round(value, 1):g}"


def key_element(code, x, y, width, height, text, shape):
    """One key; the label's font and the colours are in site.css, to keep the page small."""
    css = "key" + (f" only-{shape}" if shape != "both" else "")
    # A key labelled with a symbol or nothing says its name; a character says itself.
    title = f"<title>{escape(SPOKEN[code])}</title>" if code in SPOKEN else ""
    return (f'<g class="{css}" data-code="{code}">{title}'
            f'<rect x="{number(x)}" y="{number(y)}" width="{number(width)}" height="{number(height)}" rx="5"/>'
            f'<text x="{number(x + width / 2)}" y="{number(y + height / 2 + 5)}">{escape(text)}</text></g>')


def keys(us_keys):
    """Every key as SVG, ANSI and ISO variants marked, and the map's width and height."""
    elements = []
    width = 0
    for index, row in enumerate(ROWS):
        y = 0 if index == 0 else TOP + (index - 1) * ROW
        height = TOP - GAP if index == 0 else ROW - GAP
        x = {"ansi": 0.0, "iso": 0.0}
        for entry in row:
            code, size = entry[0], entry[1]
            shape = entry[2] if len(entry) > 2 else "both"
            start = x["ansi"] if shape in ("both", "ansi") else x["iso"]
            key_width = size * UNIT - GAP
            if code == "ArrowUp":
                # Up and down share one key's place, each half as tall.
                half = (height - GAP / 2) / 2
                elements.append(key_element("ArrowUp", start, y, key_width, half, "↑", shape))
                elements.append(key_element("ArrowDown", start, y + half + GAP / 2, key_width, half, "↓", shape))
            else:
                elements.append(key_element(code, start, y, key_width, height, label(code, us_keys), shape))
            for each in ("ansi", "iso"):
                if shape in ("both", each):
                    x[each] = start + size * UNIT if shape == each or shape == "both" else x[each]
        width = max(width, x["ansi"], x["iso"])
    # ISO Return spans two rows: an L taller than a key.
    y2, y3 = TOP + ROW, TOP + 2 * ROW
    right = 14.5 * UNIT - GAP
    elements.append(
        '<g class="key only-iso" data-code="Enter"><title>Return</title>'
        f'<path d="M{13.5 * UNIT:g} {y2:g}H{right:g}V{y3 + ROW - GAP:g}H{13.75 * UNIT:g}V{y2 + ROW - GAP:g}H{13.5 * UNIT:g}Z"/>'
        f'<text x="{number(14.12 * UNIT)}" y="{number(y2 + ROW / 2 + 5)}">↩</text></g>')
    return elements, width - GAP, TOP + 5 * ROW - GAP


# The modifier sets the heat map offers, as menus write them, with their names.
COMBOS = [("⌘", "Command"), ("⇧⌘", "Shift-Command"), ("⌥⌘", "Option-Command"), ("⌃⌘", "Control-Command"),
          ("⌥⇧⌘", "Option-Shift-Command"), ("⌃⇧⌘", "Control-Shift-Command"), ("⌃⌥⌘", "Control-Option-Command"),
          ("⌃", "Control"), ("", "No modifier")]


def controls(site):
    radios = "".join(
        f'<label><input type="radio" name="map-modifiers" value="{glyphs}"{" checked" if index == 0 else ""}> '
        f'<span aria-hidden="true">{glyphs}</span> {name}</label>\n' if glyphs else
        f'<label><input type="radio" name="map-modifiers" value=""> {name}</label>\n'
        for index, (glyphs, name) in enumerate(COMBOS))
    options = "".join(f'<option value="{entry[0]}">{escape(entry[1])}</option>\n' for entry, _ in site)
    return (
        '<div class="map-controls js-only">\n'
        f'<fieldset class="map-modifiers"><legend>Modifiers</legend>\n{radios}</fieldset>\n'
        f'<div class="field"><label for="map-layout">Keyboard layout</label>\n<select id="map-layout">\n{options}</select></div>\n'
        '<button type="button" id="press-shortcut" aria-describedby="press-status">Press a shortcut</button>\n'
        '<p id="press-status" class="status" role="status"></p>\n'
        '</div>\n')


def map_partial(us_keys, site):
    """The keyboard map: a static U.S. keyboard that works without JavaScript; the page's
    script adds the heat map, the layout picker and "Press a shortcut"."""
    elements, width, height = keys(us_keys)
    body = "\n".join(elements)
    return (
        "{{! Generated by `make layouts` (scripts/layouts/keyboard_map.py); do not edit. }}\n"
        '<section id="keyboard-map" class="keyboard-map" aria-labelledby="keyboard-map-title">\n'
        '<h2 id="keyboard-map-title">Keyboard map</h2>\n'
        '<p class="meta" id="keyboard-map-hint">A Mac keyboard, U.S. layout unless another is chosen. Keys marked with a dot take a '
        'shortcut in the tables below with the modifiers chosen; each marked key links to its first row.</p>\n'
        + controls(site) +
        f'<svg class="keyboard shape-ansi" viewBox="0 0 {width:g} {height:g}" aria-labelledby="keyboard-map-title" '
        'aria-describedby="keyboard-map-hint">\n'
        f"{body}\n"
        "</svg>\n"
        # An app's page explains its marks and lists what the system reserves (a template).
        "{{> keyboard-map-legend}}\n"
        "</section>\n")


def layouts_script(site, cases, versions):
    """Every layout's four levels per key, in one order, for the page's script. A dead key is
    `"dead:grave"`; a level that types nothing is null."""
    order = [code_of(case) for case in cases]

    def level(output):
        if output is None:
            return None
        return output[1] if output[0] == "char" else "dead:" + output[1]

    layouts = []
    for (layout_id, name, _, _, shape), keys_by_case in site:
        layouts.append({
            "id": layout_id, "name": name, "shape": shape,
            "keys": [[level(output) for output in keys_by_case[case]] if case in keys_by_case else None
                     for case in cases],
        })
    data = json.dumps({"order": order, "layouts": layouts}, ensure_ascii=False, separators=(",", ":"))
    return (f"/* Generated by `make layouts` (scripts/layouts/generate.py) from xkb-data {versions[0]} with "
            f"libxkbcommon {versions[1]}; do not edit. */\nwindow.HIG_GEN_LAYOUTS = {data};\n")
