#!/usr/bin/env python3
"""Compiles Mac keyboard layouts from the system's xkb-data with libxkbcommon and writes
them as Swift data files (Sources/HIGModel/Keyboard/Layouts), one per layout plus a list,
and for the site the same data as a script (Templates/keyboard-layouts.js) and the keyboard
map (Templates/keyboard-map.mustache, see keyboard_map.py).

    python3 scripts/layouts/generate.py OUTDIR          # write (OUTDIR: the Swift files)
    python3 scripts/layouts/generate.py --check OUTDIR  # exit 1 if anything differs

Only `make layouts` runs this; the build reads the committed files, so neither it nor CI
needs libxkbcommon. Output is byte-identical for the same xkb-data and libxkbcommon.
Python 3 standard library only: libxkbcommon is called through ctypes.
"""
import ctypes
import difflib
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

import keyboard_map

# The layouts, in the order `hig-gen layouts` lists them: id, English name (as macOS
# names it), xkb layout, xkb variant, shape. Every layout wanted is in xkb-data 2.35.1,
# each with a Mac variant, except as noted.
LAYOUTS = [
    ("us", "U.S.", "us", "mac", "ansi"),
    ("gb", "British", "gb", "mac", "iso"),
    ("de", "German", "de", "mac", "iso"),
    ("fr", "French", "fr", "mac", "iso"),
    ("es", "Spanish", "es", "mac", "iso"),
    ("it", "Italian", "it", "mac", "iso"),
    ("pt", "Portuguese", "pt", "mac", "iso"),
    ("nl", "Dutch", "nl", "mac", "iso"),
    ("se", "Swedish", "se", "mac", "iso"),
    ("dk", "Danish", "dk", "mac", "iso"),
    ("no", "Norwegian", "no", "mac", "iso"),
    ("fi", "Finnish", "fi", "mac", "iso"),
    ("is", "Icelandic", "is", "mac", "iso"),
    ("ch-de", "Swiss German", "ch", "de_mac", "iso"),
    ("ch-fr", "Swiss French", "ch", "fr_mac", "iso"),
    # jp(mac) exists but is the kana layout (it includes jp(kana)): its letter keys type
    # kana. macOS matches shortcuts on the Latin layout of a JIS keyboard (Japanese in
    # Romaji mode), which in xkb is plain jp.
    ("jp", "Japanese (Romaji)", "jp", "", "jis"),
]

# The system's xkb-data, and only it: user (~/.xkb) and XKB_CONFIG_ROOT files and the
# XKB_DEFAULT_* variables would make the output depend on who runs the generator.
XKB_ROOT = "/usr/share/X11/xkb"
NO_DEFAULT_INCLUDES, NO_ENVIRONMENT_NAMES = 1 << 0, 1 << 1
INVALID_KEYCODE = 0xFFFFFFFF

HERE = os.path.dirname(os.path.abspath(__file__))
KEY_CODE_SWIFT = os.path.join(HERE, "..", "..", "Sources", "HIGModel", "Keyboard", "KeyCode.swift")
GENERATED = re.compile(r"KeyboardLayout\+\w+\.swift")
TEMPLATES = os.path.join(HERE, "..", "..", "Templates")
SITE_FILES = ("keyboard-layouts.js", "keyboard-map.mustache")


def xkb_places():
    """(KeyCode case, xkb name) in keyboard order, read from the table in KeyCode.swift so
    the mapping is declared once. Rows there look like `(.keyZ, 0x0007_001D, 0x06, "AB01")`."""
    with open(KEY_CODE_SWIFT, encoding="utf-8") as source:
        text = source.read()
    places = re.findall(r'\(\.(\w+), 0x[0-9A-F_]+, (?:0x[0-9A-F]+|nil), "(\w+)"\)', text)
    # TLDE, AE01–AE13, AD01–AD12, BKSL, AC01–AC11, LSGT, AB01–AB11: a change in the table's
    # form must not silently drop keys.
    if len(places) != 50:
        sys.exit(f"layouts: expected 50 xkb names in KeyCode.swift, found {len(places)}")
    return places


class XKB:
    """The few libxkbcommon calls the generator needs."""

    def __init__(self):
        lib = ctypes.CDLL("libxkbcommon.so.0")
        pointer, u32 = ctypes.c_void_p, ctypes.c_uint32
        lib.xkb_context_new.restype = pointer
        lib.xkb_context_new.argtypes = [ctypes.c_int]
        lib.xkb_context_include_path_append.argtypes = [pointer, ctypes.c_char_p]
        lib.xkb_keymap_new_from_names.restype = pointer
        lib.xkb_keymap_new_from_names.argtypes = [pointer, pointer, ctypes.c_int]
        lib.xkb_keymap_unref.argtypes = [pointer]
        lib.xkb_keymap_key_by_name.restype = u32
        lib.xkb_keymap_key_by_name.argtypes = [pointer, ctypes.c_char_p]
        lib.xkb_keymap_key_get_syms_by_level.argtypes = [pointer, u32, u32, u32, ctypes.POINTER(ctypes.POINTER(u32))]
        lib.xkb_keysym_get_name.argtypes = [u32, ctypes.c_char_p, ctypes.c_size_t]
        lib.xkb_keysym_to_utf8.argtypes = [u32, ctypes.c_char_p, ctypes.c_size_t]
        self.lib = lib
        self.context = lib.xkb_context_new(NO_DEFAULT_INCLUDES | NO_ENVIRONMENT_NAMES)
        if not self.context or lib.xkb_context_include_path_append(self.context, XKB_ROOT.encode()) != 1:
            sys.exit(f"layouts: libxkbcommon cannot read {XKB_ROOT}")

    def keymap(self, layout, variant):
        # struct xkb_rule_names: rules, model, layout, variant, options. Empty options, not
        # NULL: NULL means "the default options".
        names = (ctypes.c_char_p * 5)(b"evdev", b"pc105", layout.encode(), variant.encode(), b"")
        keymap = self.lib.xkb_keymap_new_from_names(self.context, ctypes.cast(names, ctypes.c_void_p), 0)
        if not keymap:
            sys.exit(f"layouts: xkb cannot compile {xkb_spec(layout, variant)}")
        return keymap

    def levels(self, keymap, name):
        """The key's four levels (none, Shift, Option, Shift-Option), each an output or
        None; None for a key the keymap lacks."""
        code = self.lib.xkb_keymap_key_by_name(keymap, name.encode())
        if code == INVALID_KEYCODE:
            return None
        return [self.level(keymap, code, level) for level in range(4)]

    def level(self, keymap, code, level):
        syms = ctypes.POINTER(ctypes.c_uint32)()
        count = self.lib.xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, ctypes.byref(syms))
        # No Mac layout puts several keysyms on one level; the first is the key's output.
        return self.output(syms[0]) if count > 0 else None

    def output(self, keysym):
        """("dead", accent) for a dead key, ("char", text) for a key that types text, None
        for a keysym that types nothing (NoSymbol, Kanji…)."""
        buffer = ctypes.create_string_buffer(64)
        self.lib.xkb_keysym_get_name(keysym, buffer, len(buffer))
        name = buffer.value.decode()
        if name.startswith("dead_"):
            return ("dead", name[len("dead_"):])
        # The size counts the terminating NUL; 0 means the keysym has no text.
        if self.lib.xkb_keysym_to_utf8(keysym, buffer, len(buffer)) <= 0:
            return None
        text = buffer.value.decode("utf-8")
        return ("char", text) if text else None


def xkb_spec(layout, variant):
    return f"{layout}({variant})" if variant else layout


# Characters that do not show on their own in source: controls, format characters,
# surrogates, private use, unassigned, combining marks, and every space and separator but
# the plain space.
HIDDEN_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Mc", "Me", "Zs", "Zl", "Zp"}


def swift_string(text):
    """A Swift string literal, with hidden characters written as \\u{…}."""
    out = []
    for char in text:
        if char in '\\"':
            out.append("\\" + char)
        elif char != " " and unicodedata.category(char) in HIDDEN_CATEGORIES:
            out.append("\\u{%X}" % ord(char))
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def swift_output(output):
    if output is None:
        return "nil"
    kind, value = output
    return swift_string(value) if kind == "char" else f".dead({swift_string(value)})"


def name_words(name):
    """The words of a layout's name for Swift names: "U.S." is one word, "US"; a
    parenthesised mode ("Japanese (Romaji)") is left out."""
    return re.findall(r"[A-Za-z]+", name.split(" (")[0].replace("U.S.", "US"))


def property_name(name):
    """"Swiss German" → swissGerman, "U.S." → us."""
    words = name_words(name)
    return words[0].lower() + "".join(word[0].upper() + word[1:] for word in words[1:])


def file_name(name):
    """"Swiss German" → KeyboardLayout+SwissGerman.swift."""
    return "KeyboardLayout+" + "".join(word[0].upper() + word[1:] for word in name_words(name)) + ".swift"


def package_version(package):
    """The upstream version of an installed Debian package: "1:2.35.1-1" → "2.35.1"."""
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}\\n", package], capture_output=True, text=True)
    lines = result.stdout.split()  # one line per installed architecture; they agree
    if result.returncode != 0 or not lines:
        sys.exit(f"layouts: dpkg-query does not know {package}")
    return lines[0].split(":", 1)[-1].rsplit("-", 1)[0]


def header(versions, source=None):
    spec = f" {source}," if source else ""
    return (f"// Generated by `make layouts` (scripts/layouts/generate.py) from xkb-data {versions[0]},{spec}\n"
            f"// compiled with libxkbcommon {versions[1]}. Do not edit; run `make layouts`.\n")


def layout_file(xkb, places, versions, entry):
    """The Swift file of one layout, and how many keys it has."""
    layout_id, name, layout, variant, shape = entry
    source = xkb_spec(layout, variant)
    keymap = xkb.keymap(layout, variant)
    rows = []
    site = {}
    for case, xkb_name in places:
        levels = xkb.levels(keymap, xkb_name)
        if levels is None or all(level is None for level in levels):
            continue
        rows.append(f"            .{case}: KeyLevels({', '.join(swift_output(level) for level in levels)}),")
        site[case] = levels
    xkb.lib.xkb_keymap_unref(keymap)
    lines = [
        "", "extension KeyboardLayout {",
        f"    /// {name} (`{source}`), {shape.upper()}.",
        f"    public static let {property_name(name)} = KeyboardLayout(",
        f"        id: {swift_string(layout_id)}, name: {swift_string(name)}, xkb: {swift_string(source)}, shape: .{shape},",
        "        keys: [", *rows, "        ]", "    )", "}", ""]
    return header(versions, source) + "\n".join(lines), site


def all_file(versions):
    # One name a line: sixteen on one line would go past the 130 columns of .swift-format.
    names = "".join(f"        .{property_name(entry[1])},\n" for entry in LAYOUTS)
    return (header(versions) + "\n"
            "extension KeyboardLayout {\n"
            "    /// Every layout hig-gen knows, in the order `hig-gen layouts` lists them.\n"
            f"    public static let all: [KeyboardLayout] = [\n{names}    ]\n"
            "}\n")


def generate(outdir, templates=None):
    """Writes every layout file and the list into outdir, removing generated files of
    layouts no longer listed."""
    xkb = XKB()
    places = xkb_places()
    versions = (package_version("xkb-data"), package_version("libxkbcommon0"))
    files = {}
    site = []
    for entry in LAYOUTS:
        text, keys = layout_file(xkb, places, versions, entry)
        files[file_name(entry[1])] = text
        site.append((entry, keys))
        print(f"layouts: {entry[0]:6} {xkb_spec(entry[2], entry[3]):11} {len(keys)} keys", file=sys.stderr)
    files["KeyboardLayout+All.swift"] = all_file(versions)
    os.makedirs(outdir, exist_ok=True)
    for stale in sorted(set(generated_files(outdir)) - set(files)):
        os.remove(os.path.join(outdir, stale))
    for name, text in files.items():
        with open(os.path.join(outdir, name), "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    site_dir = templates if templates is not None else TEMPLATES
    us_keys = site[0][1]
    for name, text in [("keyboard-layouts.js", keyboard_map.layouts_script(site, [case for case, _ in places], versions)),
                       ("keyboard-map.mustache", keyboard_map.map_partial(us_keys, site))]:
        with open(os.path.join(site_dir, name), "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)


def generated_files(directory):
    return [name for name in os.listdir(directory) if GENERATED.fullmatch(name)]


def read_lines(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8", newline="") as handle:
        return handle.read().splitlines(keepends=True)


def check(outdir):
    """Exits 1, printing a unified diff, when outdir is not what generate would write."""
    with tempfile.TemporaryDirectory() as scratch:
        generate(scratch, templates=scratch)
        names = sorted(set(generated_files(scratch)) | set(generated_files(outdir)))
        pairs = [(os.path.join(outdir, name), name) for name in names]
        pairs += [(os.path.join(TEMPLATES, name), name) for name in SITE_FILES]
        diff = []
        for path, name in pairs:
            old, new = read_lines(path), read_lines(os.path.join(scratch, name))
            diff += difflib.unified_diff(old, new, path, f"generated/{name}", n=1)
    if diff:
        sys.stdout.writelines(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in diff)
        sys.exit("layouts: the layout files differ from what xkb-data gives; run `make layouts`")
    print(f"layouts: {outdir} is what xkb-data gives", file=sys.stderr)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if len(arguments) == 2 and arguments[0] == "--check":
        check(arguments[1])
    elif len(arguments) == 1 and not arguments[0].startswith("-"):
        generate(arguments[0])
    else:
        sys.exit(__doc__)
