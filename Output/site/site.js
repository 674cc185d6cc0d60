/* hig-gen cheat sheet: search, table filter, notation choice and the page's own shortcuts.
 *
 * The page is complete without this script; the script only adds. It never turns text into
 * markup: rows are shown and hidden, and messages are set with textContent, so nothing from
 * a guideline file can run as code. It is loaded in <head> without defer so the remembered
 * notation applies before the first paint (no flash of the wrong notation).
 */
(function () {
  'use strict';

  var root = document.documentElement;
  var STORAGE_KEY = 'hig-gen.notation';
  var NOTATIONS = ['both', 'glyphs', 'words'];

  function storedNotation() {
    try {
      var value = window.localStorage.getItem(STORAGE_KEY);
      return NOTATIONS.indexOf(value) >= 0 ? value : 'both';
    } catch (error) {
      return 'both'; // storage blocked (privacy settings): fall back quietly
    }
  }

  function storeNotation(value) {
    try {
      window.localStorage.setItem(STORAGE_KEY, value);
    } catch (error) {
      /* not remembered; still applied */
    }
  }

  root.classList.add('js');
  root.setAttribute('data-notation', storedNotation());

  /* Query matching. "⌘⇧3", "shift command 3", "Shift-Command-3" and "cmd+shift+3" all become
   * the tokens [command|⌘, shift|⇧, 3]. A one-character token must equal a key term of the row
   * (so "3" finds Shift-Command-3 but not Control-F3); a longer token may appear anywhere in
   * the row's text or key terms (so "screenshot" finds actions). */
  function tokenize(query) {
    var tokens = [];
    query.split(/\s+/).forEach(function (chunk) {
      // Symbols (⌘ ⇧ ⌥ ⌃ ⎋ ← …) stand alone; the rest splits at hyphens and plus signs.
      (chunk.match(/\p{S}\uFE0E?|[^\p{S}]+/gu) || []).forEach(function (part) {
        var pieces = part.length > 1 ? part.split(/[-+\u2013]/) : [part];
        pieces.forEach(function (piece) {
          if (piece) tokens.push(piece);
        });
      });
    });
    // A lone "+" or "-" between keys is a separator; at the end it is the key itself ("⌘-").
    return tokens.filter(function (token, index) {
      return !(/^[-+\u2013]$/.test(token) && index < tokens.length - 1 && tokens.length > 1);
    });
  }

  function rowMatches(row, tokens, phrase) {
    if (phrase.length > 1 && row.text.indexOf(phrase) >= 0) return true;
    return tokens.every(function (token) {
      if (row.keys.indexOf(token) >= 0) return true;
      return Array.from(token).length > 1 && row.text.indexOf(token) >= 0;
    });
  }

  /* Where typed characters belong to the element: text fields, and a select (which jumps to
   * the option typed). Page shortcuts stay out of their way. */
  function takesText(element) {
    if (!element) return false;
    if (element.isContentEditable) return true;
    var tag = element.tagName;
    if (tag === 'TEXTAREA') return true;
    if (tag !== 'INPUT') return false;
    return ['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color'].indexOf(element.type) < 0;
  }

  function takesTyping(element) {
    return takesText(element) || (!!element && element.tagName === 'SELECT');
  }

  /* The keyboard map (keyboard-map.mustache, keyboard-layouts.js): marks the keys the rows
   * take with the chosen modifiers, relabels the keys and shows each row's shortcut for the
   * chosen layout, and filters the rows to a chord pressed. A shortcut names a character:
   * on a layout, the key to press is the one typing that character, and a character on the
   * Shift or Option level adds that modifier (or cannot be typed, if the shortcut uses Option). */
  var MODIFIERS = ['\u2303', '\u2325', '\u21E7', '\u2318']; // ⌃ ⌥ ⇧ ⌘, in menu order
  var NAMED = {
    space: 'Space', '\u21E5': 'Tab', '\u21A9': 'Enter', '\u238B': 'Escape', '\u232B': 'Backspace',
    '\u2326': 'Delete', '\u2190': 'ArrowLeft', '\u2191': 'ArrowUp', '\u2192': 'ArrowRight', '\u2193': 'ArrowDown',
    '\u2196': 'Home', '\u2198': 'End', '\u21DE': 'PageUp', '\u21DF': 'PageDown', '\u23CF': 'Eject', '\u21EA': 'CapsLock'
  };
  var MODIFIER_NAMES = { '\u2303': 'Control', '\u2325': 'Option', '\u21E7': 'Shift', '\u2318': 'Command' };
  var DEAD = { grave: '`', circumflex: '^', tilde: '~', acute: '\u00B4', diaeresis: '\u00A8', cedilla: '\u00B8' };

  function ordered(set) {
    return MODIFIERS.filter(function (glyph) { return set.indexOf(glyph) >= 0; }).join('');
  }

  function without(mods, glyph) {
    return ordered(mods.replace(glyph, ''));
  }

  /* "⇧⌘3" (a row's last key term) → { mods: "⇧⌘", key: "3" }; null for a bare modifier. */
  function parseCombo(term) {
    var chars = Array.from(term.replace(/^\[[^\]]*\]/, '').replace(/\uFE0E/g, ''));
    var mods = '';
    while (chars.length > 1 && MODIFIERS.indexOf(chars[0]) >= 0) mods += chars.shift();
    var key = chars.join('');
    return key && MODIFIERS.indexOf(key) < 0 ? { mods: ordered(mods), key: key } : null;
  }

  function keyboardMap(rows, refilter) {
    var data = window.HIG_GEN_LAYOUTS;
    var section = document.getElementById('keyboard-map');
    var none = { chord: null, matches: function () { return true; }, clearChord: function () {} };
    if (!data || !section) return none;
    var svg = section.querySelector('svg');
    var select = document.getElementById('map-layout');
    var button = document.getElementById('press-shortcut');
    var status = document.getElementById('press-status');
    var layouts = {};
    data.layouts.forEach(function (layout) { layouts[layout.id] = layout; });
    var us = layouts.us;
    var layout = us;

    /* Where a character is typed on a layout: { code, level } on the lowest level, skipping
     * keys the keyboard's shape lacks; dead marks a character only a dead key gives. A
     * shortcut holding Shift prefers a Shift level (LayoutTyping.place in HIGModel). */
    function place(on, character, shifted) {
      var cased = character.toLowerCase() !== character.toUpperCase();
      if (shifted && !cased) {
        var found = placeOnLevels(on, character, [1, 3]);
        if (found && !found.dead) return found;
      }
      return placeOnLevels(on, character, [0, 1, 2, 3]);
    }

    function placeOnLevels(on, character, levelsToTry) {
      var lower = character.toLowerCase();
      var cased = lower !== character.toUpperCase();
      var dead = false;
      for (var step = 0; step < levelsToTry.length; step += 1) {
        var level = levelsToTry[step];
        for (var index = 0; index < data.order.length; index += 1) {
          var code = data.order[index];
          var levels = on.keys[index];
          if (!levels || (on.shape !== 'iso' && code === 'IntlBackslash')) continue;
          var output = levels[level];
          if (output === null) continue;
          if (output.indexOf('dead:') === 0) {
            if (DEAD[output.slice(5)] === character) dead = true;
            continue;
          }
          // A letter is found in either case (Shift is the shortcut's); other characters as they are.
          if (cased ? output.toLowerCase() === lower : output === character) {
            return { code: code, level: level };
          }
        }
      }
      return dead ? { dead: true } : null;
    }

    /* How a row's shortcut is pressed on a layout: { code, mods } or { reason }. */
    function typing(on, combo) {
      if (!combo) return null;
      var named = NAMED[combo.key] || (/^f\d+$/.test(combo.key) ? combo.key.toUpperCase() : null);
      if (named) return { code: named, mods: combo.mods };
      var character = Array.from(combo.key).length === 1 ? combo.key : null;
      if (!character) return null;
      var onUS = place(us, character);
      // A named upper character ("?") carries its own Shift: it is part of typing it.
      var own = onUS && onUS.level === 1 ? without(combo.mods, '\u21E7') : combo.mods;
      var found = place(on, character, own.indexOf('\u21E7') >= 0);
      if (!found || found.dead) {
        return { reason: found ? '\u2018' + character + '\u2019 is a dead key' : 'no key types \u2018' + character + '\u2019' };
      }
      var needed = ['', '\u21E7', '\u2325', '\u2325\u21E7'][found.level];
      // The shortcut's own Shift may type the character; its own Option cannot (macOS reads
      // the character without Option).
      if (needed.indexOf('\u2325') >= 0 && own.indexOf('\u2325') >= 0) {
        return { reason: '\u2018' + character + '\u2019 needs \u2325 here' };
      }
      return { code: found.code, mods: ordered(own + needed) };
    }

    function label(on, code) {
      var index = data.order.indexOf(code);
      var levels = index >= 0 ? on.keys[index] : null;
      if (!levels || !levels[0]) return null;
      if (levels[0].indexOf('dead:') === 0) return DEAD[levels[0].slice(5)] || '';
      var upper = levels[0].toUpperCase();
      return Array.from(upper).length === 1 ? upper : levels[0];
    }

    /* How a row's shortcut is pressed on a layout where that differs from how it is written:
     * { glyphs, words } (⌘? is ⇧⌘/ on U.S.), { reason } when it cannot be typed, or null.
     * The page carries the same note for U.S. without script (PressedKeys in HIGSite). */
    function pressedNote(on, combo) {
      if (!combo || NAMED[combo.key] || /^f\d+$/.test(combo.key)) return null;
      var typed = typing(on, combo);
      if (!typed) return null;
      if (!typed.code) return { reason: typed.reason };
      var key = label(on, typed.code) || typed.code;
      // Pressed on the same keys as on U.S., it is read as U.S. reads it: ⇧⌘3 on French is
      // Shift and the 3 key, as written, though the cap's first character is a quote.
      var onUS = on === us ? null : typing(us, combo);
      var same = onUS && onUS.code === typed.code && onUS.mods === typed.mods;
      var shown = typed.mods + (same ? label(us, typed.code) || typed.code : key);
      if (shown === combo.mods + combo.key.toUpperCase()) return null;
      var names = Array.from(typed.mods).map(function (glyph) { return MODIFIER_NAMES[glyph]; });
      return { glyphs: typed.mods + key, words: names.concat([key]).join('-') };
    }

    rows.forEach(function (row) {
      row.combo = parseCombo(row.keys[row.keys.length - 1] || '');
      row.cell = row.element.querySelector('th.keys');
    });

    /* The shortcuts the system reserves on an app's page (keyboard-map-legend.mustache). */
    var reserved = Array.prototype.map.call(section.querySelectorAll('.reserved-list li[data-keys]'), function (item) {
      var name = item.cloneNode(true);
      Array.prototype.forEach.call(name.querySelectorAll('kbd'), function (kbd) { kbd.remove(); });
      return { combo: parseCombo(item.getAttribute('data-keys')), title: name.textContent.trim() };
    });

    var keys = {};
    Array.prototype.forEach.call(svg.querySelectorAll('[data-code]'), function (key) {
      (keys[key.getAttribute('data-code')] = keys[key.getAttribute('data-code')] || []).push(key);
    });
    var marks = [];
    var reservedMarks = [];

    function chosenModifiers() {
      var checked = section.querySelector('input[name="map-modifiers"]:checked');
      return checked ? checked.value : '\u2318';
    }

    /* Marks each key a row takes with the chosen modifiers: a dot (text, not colour alone)
     * and a link to the key's first row, named by the shortcut and its command. */
    function mark() {
      marks.forEach(function (link) {
        var key = link.firstChild;
        key.classList.remove('taken');
        key.removeChild(key.querySelector('.mark'));
        link.parentNode.replaceChild(key, link);
      });
      marks = [];
      reservedMarks.forEach(function (marked) {
        marked.key.classList.remove('reserved');
        marked.key.removeChild(marked.cross);
        if (marked.oldTitle === null) marked.key.removeChild(marked.title);
        else marked.title.textContent = marked.oldTitle;
      });
      reservedMarks = [];
      var wanted = chosenModifiers();
      var first = {};
      var count = {};
      rows.forEach(function (row) {
        var typed = typing(layout, row.combo);
        if (!typed || !typed.code || typed.mods !== wanted || !keys[typed.code]) return;
        count[typed.code] = (count[typed.code] || 0) + 1;
        if (!first[typed.code]) first[typed.code] = row;
      });
      Object.keys(first).forEach(function (code) {
        var row = first[code];
        var key = keys[code][keys[code].length > 1 && svg.classList.contains('shape-iso') ? keys[code].length - 1 : 0];
        var title = row.element.querySelector('.command-title') || row.element.querySelector('td.action');
        var link = document.createElementNS('http://www.w3.org/2000/svg', 'a');
        link.setAttribute('href', '#' + row.element.id);
        link.setAttribute('aria-label', wanted + (label(layout, code) || code) + ': ' +
          (title ? title.textContent.trim() : '') + (count[code] > 1 ? ' (and ' + (count[code] - 1) + ' more)' : ''));
        var dot = document.createElementNS('http://www.w3.org/2000/svg', 'text');
        dot.setAttribute('class', 'mark');
        var box = key.querySelector('rect, path').getBBox();
        dot.setAttribute('x', String(box.x + box.width - 8));
        dot.setAttribute('y', String(box.y + 12));
        dot.textContent = '\u25CF';
        key.appendChild(dot);
        key.classList.add('taken');
        key.parentNode.replaceChild(link, key);
        link.appendChild(key);
        marks.push(link);
      });
      markReserved(wanted);
    }

    /* Marks each key the system reserves with the chosen modifiers: a dashed border and a
     * cross (text, not colour alone), named in the key's title. Not a link: no row is there. */
    function markReserved(wanted) {
      var names = {};
      reserved.forEach(function (shortcut) {
        var typed = typing(layout, shortcut.combo);
        if (!typed || !typed.code || typed.mods !== wanted || !keys[typed.code]) return;
        (names[typed.code] = names[typed.code] || []).push(shortcut.title);
      });
      Object.keys(names).forEach(function (code) {
        var key = keys[code][keys[code].length > 1 && svg.classList.contains('shape-iso') ? keys[code].length - 1 : 0];
        var cross = document.createElementNS('http://www.w3.org/2000/svg', 'text');
        cross.setAttribute('class', 'reserved-mark');
        var box = key.querySelector('rect, path').getBBox();
        cross.setAttribute('x', String(box.x + 8));
        cross.setAttribute('y', String(box.y + 12));
        cross.textContent = '\u2715';
        key.appendChild(cross);
        key.classList.add('reserved');
        var title = key.querySelector('title');
        var oldTitle = title ? title.textContent : null;
        if (!title) {
          title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
          key.insertBefore(title, key.firstChild);
        }
        title.textContent = (oldTitle ? oldTitle + ': ' : '') + 'reserved by the system (' + names[code].join(', ') + ')';
        reservedMarks.push({ key: key, cross: cross, title: title, oldTitle: oldTitle });
      });
    }

    /* The chosen layout: key labels, the keyboard's shape, and each row's shortcut there. */
    function relabel() {
      svg.classList.toggle('shape-iso', layout.shape === 'iso');
      svg.classList.toggle('shape-ansi', layout.shape !== 'iso');
      Object.keys(keys).forEach(function (code) {
        var text = label(layout, code);
        if (text === null) return;
        keys[code].forEach(function (key) { key.querySelector('text').textContent = text; });
      });
      rows.forEach(function (row) {
        var old = row.cell && row.cell.querySelector('.on-layout');
        if (old) old.parentNode.removeChild(old);
        var pressed = row.cell ? pressedNote(layout, row.combo) : null;
        if (!pressed) return;
        var note = document.createElement('span');
        note.className = pressed.glyphs ? 'on-layout' : 'on-layout untypeable';
        note.textContent = layout.name + ': ';
        if (pressed.glyphs) {
          var glyphs = document.createElement('span');
          glyphs.setAttribute('aria-hidden', 'true');
          glyphs.textContent = pressed.glyphs;
          var words = document.createElement('span');
          words.className = 'vh';
          words.textContent = pressed.words;
          note.appendChild(glyphs);
          note.appendChild(words);
        } else {
          note.textContent += 'cannot be typed as written (' + pressed.reason + ')';
        }
        row.cell.appendChild(note);
      });
      mark();
    }

    var api = {
      chord: null,
      matches: function (row) {
        var chord = api.chord;
        var onUS = typing(us, row.combo);
        var typed = typing(layout, row.combo);
        return [onUS, typed].some(function (t) { return t && t.code === chord.code && t.mods === chord.mods; });
      },
      clearChord: function () {
        api.chord = null;
        button.textContent = 'Press a shortcut';
        status.textContent = '';
        refilter();
      }
    };

    var listening = false;
    function listen(event) {
      if (!listening) return;
      if (['Shift', 'Control', 'Alt', 'Meta', 'Fn', 'OS'].indexOf(event.key) >= 0) return; // a chord has a key
      event.preventDefault();
      event.stopPropagation();
      listening = false;
      if (event.key === 'Escape' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) {
        status.textContent = 'Cancelled.';
        button.textContent = api.chord ? 'Show all shortcuts' : 'Press a shortcut';
        return;
      }
      // Meta is Command on a Mac keyboard and the Windows key elsewhere; both mean ⌘ here.
      var mods = (event.ctrlKey ? '\u2303' : '') + (event.altKey ? '\u2325' : '') +
        (event.shiftKey ? '\u21E7' : '') + (event.metaKey ? '\u2318' : '');
      api.chord = { code: event.code, mods: mods, label: label(layout, event.code) || event.code };
      button.textContent = 'Show all shortcuts';
      status.textContent = '';
      refilter();
    }

    button.addEventListener('click', function () {
      if (api.chord) {
        api.clearChord();
        return;
      }
      listening = true;
      status.textContent = 'Press a shortcut now; Esc cancels.';
    });
    document.addEventListener('keydown', listen, true);
    select.addEventListener('change', function () {
      layout = layouts[select.value] || us;
      relabel();
      if (api.chord) refilter();
    });
    Array.prototype.forEach.call(section.querySelectorAll('input[name="map-modifiers"]'), function (radio) {
      radio.addEventListener('change', mark);
    });
    select.value = 'us';
    mark();
    return api;
  }

  function init() {
    var search = document.getElementById('search');
    var filter = document.getElementById('table-filter');
    var status = document.getElementById('status');
    var noResults = document.getElementById('no-results');
    var dialog = document.getElementById('page-shortcuts');
    var opener = document.getElementById('open-shortcuts');
    if (!search || !filter) return; // a custom template without the controls

    var sections = Array.prototype.map.call(document.querySelectorAll('main section[id]'), function (element) {
      return {
        element: element,
        id: element.id,
        title: (element.querySelector('h2') || element).textContent.trim(),
        toc: document.querySelector('.toc [data-section="' + element.id + '"]')
      };
    });
    var rows = [];
    sections.forEach(function (section) {
      Array.prototype.forEach.call(section.element.querySelectorAll('tbody tr'), function (tr) {
        var keys = (tr.getAttribute('data-keys') || '').split('|').filter(Boolean);
        var cells = Array.prototype.filter.call(tr.cells, function (cell) {
          return !cell.classList.contains('link');
        });
        var text = keys.join(' ') + ' ' + cells.map(function (cell) { return cell.textContent; }).join(' ');
        rows.push({ element: tr, section: section, keys: keys, text: text.toLowerCase().replace(/\s+/g, ' ') });
      });
    });

    var map = keyboardMap(rows, function () { apply(); });

    var announceTimer = 0;
    function announce(message) {
      // Wait for a pause in typing, so a screen reader is not flooded with counts.
      window.clearTimeout(announceTimer);
      announceTimer = window.setTimeout(function () {
        status.textContent = message;
      }, 350);
    }

    function apply() {
      var phrase = search.value.trim().toLowerCase();
      var tokens = tokenize(phrase);
      var table = filter.value;
      var counts = {};
      var shown = 0;
      rows.forEach(function (row) {
        var visible = (!table || row.section.id === table) && (tokens.length === 0 || rowMatches(row, tokens, phrase)) &&
          (!map.chord || map.matches(row));
        row.element.hidden = !visible;
        if (visible) {
          counts[row.section.id] = (counts[row.section.id] || 0) + 1;
          shown += 1;
        }
      });
      sections.forEach(function (section) {
        var empty = !counts[section.id];
        section.element.hidden = empty;
        if (section.toc) section.toc.hidden = empty;
      });
      noResults.hidden = shown > 0;
      if (map.chord) {
        announce(shown + (shown === 1 ? ' row' : ' rows') + ' for ' + map.chord.mods + map.chord.label + '.');
        return;
      }
      if (!phrase && !table) {
        announce('');
        return;
      }
      var scope = table ? ' in ' + filter.options[filter.selectedIndex].text.replace(/\s*\(\d+\)$/, '') : '';
      var query = phrase ? ' for \u201C' + search.value.trim() + '\u201D' : '';
      announce(shown === 0
        ? 'No rows' + query + scope + '.'
        : shown + (shown === 1 ? ' row' : ' rows') + query + scope + '.');
    }

    function clearSearch() {
      search.value = '';
      apply();
    }

    search.addEventListener('input', apply);
    search.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && search.value) {
        event.preventDefault();
        event.stopPropagation();
        clearSearch();
      }
    });
    filter.addEventListener('change', apply);
    document.getElementById('search-form').addEventListener('submit', function (event) {
      event.preventDefault(); // Enter in the search field: the rows are already filtered
    });

    // The notation choice: reflect the remembered one, remember a new one.
    Array.prototype.forEach.call(document.querySelectorAll('input[name="notation"]'), function (radio) {
      radio.checked = radio.value === root.getAttribute('data-notation');
      radio.addEventListener('change', function () {
        if (!radio.checked) return;
        root.setAttribute('data-notation', radio.value);
        storeNotation(radio.value);
      });
    });

    // The overlay of the page's shortcuts; focus goes back where it was when it closes.
    var returnFocus = null;
    function openDialog() {
      if (!dialog || dialog.open || typeof dialog.showModal !== 'function') return;
      returnFocus = document.activeElement;
      dialog.showModal();
    }
    if (dialog && typeof dialog.showModal === 'function') {
      opener.addEventListener('click', openDialog);
      dialog.addEventListener('close', function () {
        var target = returnFocus;
        returnFocus = null;
        if (target && target !== document.body && document.contains(target)) target.focus();
      });
      dialog.addEventListener('click', function (event) {
        // A click on the backdrop (outside the dialog's box) closes it.
        if (event.target !== dialog) return;
        var box = dialog.getBoundingClientRect();
        var inside = event.clientX >= box.left && event.clientX <= box.right &&
          event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) dialog.close();
      });
    } else if (opener) {
      opener.hidden = true;
    }

    document.addEventListener('keydown', function (event) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (dialog && dialog.open) return; // the dialog closes itself on Esc
      if (event.key === 'Escape') {
        if (search.value && !takesText(event.target)) clearSearch();
        else if (map.chord) map.clearChord();
        return;
      }
      if (takesTyping(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        search.focus();
        search.select();
      } else if (event.key === '?') {
        event.preventDefault();
        openDialog();
      }
    });

    // A search given in the address (?q=screenshot) is applied on arrival.
    var params = new URLSearchParams(window.location.search);
    if (params.get('q')) search.value = params.get('q');
    if (params.get('table')) filter.value = params.get('table');
    if (search.value || filter.value) apply();
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', init);
  } else {
    init();
  }
})();
