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
        var visible = (!table || row.section.id === table) && (tokens.length === 0 || rowMatches(row, tokens, phrase));
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
