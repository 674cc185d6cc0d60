#!/usr/bin/env python3
"""Compiles Mac keyboard layouts from the system's xkb-data with libxkbcommon and writes
them as Swift data files (Sources/HIGModel/Keyboard/Layouts), one per layout plus a list.

    python3 scripts/layouts/generate.py OUTDIR          # write
    python3 scripts/layouts/generate.py --check OUTDIR  # exit 1 if OUTDIR differs

Only `make layouts` runs this; the build reads the committed files, so neither it nor CI
needs libxkbcommon. Output is byte-identical for the same xkb-data and libxkbcommon.
"""
import ctypes
import difflib
import os
import re
import subprocess
import sys
import tempfile

# The layouts, in the order `hig-gen layouts` lists them: id, English name (as macOS
# names it), xkb layout, xkb variant, shape.
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
    # jp(mac) is the kana layout; shortcuts are typed on the Latin one, which for a JIS
    # keyboard is xkb's plain jp.
    ("jp", "Japanese (Romaji)", "jp", "", "jis"),
]

KEY_CODE_SWIFT = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "HIGModel", "Keyboard", "KeyCode.swift")


def xkb_places():
    """(xkb name, KeyCode case) in keyboard order, read from KeyCode.swift's table so the
    mapping is declared once."""
    text = open(KEY_CODE_SWIFT, encoding="utf-8").read()
    return re.findall(r'\(\.(\w+), 0x[0-9A-F_]+, (?:0x[0-9A-F]+|nil), "(\w+)"\)', text)


class XKB:
    """The few libxkbcommon calls the generator needs."""

    def __init__(self):
        lib = ctypes.CDLL("libxkbcommon.so.0")
        lib.xkb_context_new.restype = ctypes.c_void_p
        lib.xkb_keymap_new_from_names.restype = ctypes.c_void_p
        lib.xkb_keymap_new_from_names.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
        lib.xkb_keymap_key_by_name.restype = ctypes.c_uint32
        lib.xkb_keymap_key_by_name.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.xkb_keymap_key_get_syms_by_level.argtypes = [
            ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.POINTER(ctypes.c_uint32))]
        lib.xkb_keysym_to_utf8.argtypes = [ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
        lib.xkb_keysym_get_name.argtypes = [ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
        lib.xkb_keymap_unref.argtypes = [ctypes.c_void_p]
        self.lib = lib
        self.context = lib.xkb_context_new(0)

    def keymap(self, layout, variant):
        names = (ctypes.c_char_p * 5)(b"evdev", b"pc105", layout.encode(), variant.encode(), None)
        keymap = self.lib.xkb_keymap_new_from_names(self.context, ctypes.cast(names, ctypes.c_void_p), 0)
        if not keymap:
            sys.exit(f"layouts: xkb cannot compile {layout}({variant})")
        return keymap

    def levels(self, keymap, name):
        """The outputs of the key's four levels: ("char", text), ("dead", accent) or None."""
        code = self.lib.xkb_keymap_key_by_name(keymap, name.encode())
        if code == 0xFFFFFFFF:
            return None
        outputs = []
        for level in range(4):
            syms = ctypes.POINTER(ctypes.c_uint32)()
            count = self.lib.xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, ctypes.byref(syms))
            outputs.append(self.output(syms[0]) if count >= 1 else None)
        return outputs

    def output(self, keysym):
        buffer = ctypes.create_string_buffer(64)
        self.lib.xkb_keysym_get_name(keysym, buffer, 64)
        name = buffer.value.decode()
        if name.startswith("dead_"):
            return ("dead", name[len("dead_"):])
        size = self.lib.xkb_keysym_to_utf8(keysym, buffer, 64)
        text = buffer.value.decode("utf-8") if size > 0 else ""
        return ("char", text) if text else None


def swift_string(text):
    """A Swift string literal; characters that do not show on their own are \\u{…}."""
    out = []
    for char in text:
        point = ord(char)
        if char in '\\"':
            out.append("\\" + char)
        elif point < 0x20 or 0x7F <= point <= 0xA0 or point == 0xAD or 0x300 <= point <= 0x36F \
                or 0x2000 <= point <= 0x200F or 0x2028 <= point <= 0x202F or 0xE000 <= point <= 0xF8FF:
            out.append("\\u{%X}" % point)
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def swift_output(output):
    if output is None:
        return "nil"
    kind, value = output
    return swift_string(value) if kind == "char" else f".dead({swift_string(value)})"


def swift_name(name):
    """"Swiss German" → "swissGerman", "U.S." → "us"."""
    words = re.findall(r"[A-Za-z]+", name)
    if name == "U.S.":
        return "us"
    words = re.findall(r"[A-Za-z]+", name.split(" (")[0])
    return words[0].lower() + "".join(word.capitalize() for word in words[1:])


def package_version(package):
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True).stdout
    return version.split("-")[0] or "unknown"


def layout_file(xkb, places, versions, entry):
    layout_id, name, layout, variant, shape = entry
    keymap = xkb.keymap(layout, variant)
    rows = []
    for case, xkb_name in places:
        levels = xkb.levels(keymap, xkb_name)
        if levels is None or all(level is None for level in levels):
            continue
        rows.append(f"            .{case}: KeyLevels({', '.join(swift_output(level) for level in levels)}),")
    xkb.lib.xkb_keymap_unref(keymap)
    source = f"{layout}({variant})" if variant else layout
    header = (f"// Generated by `make layouts` (scripts/layouts/generate.py) from xkb-data {versions[0]}, {source},\n"
              f"// compiled with libxkbcommon {versions[1]}. Do not edit; run `make layouts`.\n")
    body = "\n".join([
        "", "extension KeyboardLayout {",
        f"    /// {name} (`{source}`), {shape.upper()}.",
        f"    public static let {swift_name(name)} = KeyboardLayout(",
        f"        id: {swift_string(layout_id)}, name: {swift_string(name)}, xkb: {swift_string(source)}, shape: .{shape},",
        "        keys: [", *rows, "        ]", "    )", "}", ""])
    return header + body, len(rows)


def file_name(name):
    return "KeyboardLayout+" + "".join(word[0].upper() + word[1:] for word in re.findall(r"[A-Za-z]+", name)) + ".swift"


def generate(outdir):
    xkb = XKB()
    places = xkb_places()
    if len(places) != 50:
        sys.exit(f"layouts: expected 50 xkb places in KeyCode.swift, found {len(places)}")
    versions = (package_version("xkb-data"), package_version("libxkbcommon0"))
    files = {}
    for entry in LAYOUTS:
        text, count = layout_file(xkb, places, versions, entry)
        files[file_name(entry[1].replace("U.S.", "US").split(" (")[0])] = text
        print(f"layouts: {entry[0]:6} {entry[2]}({entry[3]}) {count} keys", file=sys.stderr)
    names = "".join(f"        .{swift_name(entry[1])},\n" for entry in LAYOUTS)
    files["KeyboardLayout+All.swift"] = (
        f"// Generated by `make layouts` (scripts/layouts/generate.py) from xkb-data {versions[0]},\n"
        f"// compiled with libxkbcommon {versions[1]}. Do not edit; run `make layouts`.\n\n"
        "extension KeyboardLayout {\n"
        "    /// Every layout hig-gen knows, in the order `hig-gen layouts` lists them.\n"
        f"    public static let all: [KeyboardLayout] = [\n{names}    ]\n"
        "}\n")
    os.makedirs(outdir, exist_ok=True)
    for stale in os.listdir(outdir):
        if stale.startswith("KeyboardLayout+") and stale not in files:
            os.remove(os.path.join(outdir, stale))
    for name, text in files.items():
        with open(os.path.join(outdir, name), "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)


def check(outdir):
    with tempfile.TemporaryDirectory() as scratch:
        generate(scratch)
        differ = False
        for name in sorted(set(os.listdir(scratch)) | {n for n in os.listdir(outdir) if n.startswith("KeyboardLayout+")}):
            new = open(os.path.join(scratch, name), encoding="utf-8").read().splitlines() if os.path.exists(os.path.join(scratch, name)) else []
            old = open(os.path.join(outdir, name), encoding="utf-8").read().splitlines() if os.path.exists(os.path.join(outdir, name)) else []
            if new != old:
                differ = True
                sys.stdout.writelines(line + "\n" for line in difflib.unified_diff(old, new, name, name, lineterm="", n=1))
        if differ:
            sys.exit("layouts: the committed layout files differ from xkb-data; run `make layouts`")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--check"] and len(arguments) == 2:
        check(arguments[1])
    elif len(arguments) == 1:
        generate(arguments[0])
    else:
        sys.exit(__doc__)
