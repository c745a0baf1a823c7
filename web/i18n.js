// The page's language (core/base/include/tinsel/translate.h is the app's side): picks the
// language as the page opens (?lang=, else the one chosen on this device, else the browser's
// first that Tinsel speaks, else English), fetches its catalog (lang/<code>.json, built from
// po/<code>.po; the service worker keeps it offline) while the app downloads, translates the
// page's own words (the loading card, the update banner: elements marked data-i18n, and what
// the scripts say through tinselI18n.tr), and hands the catalog to the app
// (wasm/language_loader.cpp asks through tinselI18n.load).
(function () {
  'use strict';

  var KEY = 'tinsel/settings/language';  // model/words/languages.cpp keeps the menu's choice here
  var script = document.currentScript;
  // build-web lists the languages there are (po/*.po), English first.
  var available = ((script && script.getAttribute('data-languages')) || 'en').split(',');
  var catalog = null;   // the chosen language's {messages}, once loaded
  var pending = {};     // code -> the promise of its catalog's text

  function lower(text) { return String(text || '').toLowerCase(); }
  function base(code) { return lower(code).split('-')[0]; }

  // The first preferred language Tinsel speaks (exactly, else by its base: "pt" is pt-BR).
  function match(preferred) {
    for (var i = 0; i < preferred.length; i++) {
      var code = preferred[i];
      if (lower(code) === 'en-xa') return 'en-XA';  // the layout tests' pseudo-locale
      for (var j = 0; j < available.length; j++) {
        if (lower(available[j]) === lower(code)) return available[j];
      }
      for (var k = 0; k < available.length; k++) {
        if (base(available[k]) === base(code)) return available[k];
      }
    }
    return 'en';
  }

  function stored() {
    try { return window.localStorage.getItem(KEY); } catch (e) { return null; }
  }

  function initial() {
    var asked = new URLSearchParams(window.location.search).get('lang');
    if (asked) return match([asked]);
    var chosen = stored();
    if (chosen) return match([chosen]);
    return match(navigator.languages && navigator.languages.length ? navigator.languages
                                                                   : [navigator.language || 'en']);
  }

  function tr(message) {
    var found = catalog && catalog.messages[message];
    if (!found) return message;
    return typeof found === 'string' ? found : found[0];
  }

  // The translation of `message` with each {name} filled from `args`.
  function trFormat(message, args) {
    return tr(message).replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }

  // The page's own marked words in the chosen language (their English kept to switch back).
  function apply() {
    var marked = document.querySelectorAll('[data-i18n]');
    for (var i = 0; i < marked.length; i++) {
      var element = marked[i];
      if (!element.hasAttribute('data-i18n-en')) element.setAttribute('data-i18n-en', element.textContent);
      element.textContent = tr(element.getAttribute('data-i18n-en'));
    }
    var labelled = document.querySelectorAll('[data-i18n-label]');
    for (var j = 0; j < labelled.length; j++) {
      labelled[j].setAttribute('aria-label', tr(labelled[j].getAttribute('data-i18n-label')));
    }
  }

  // The install manifest in the page's language (build-web writes manifest-<code>.webmanifest),
  // so installing names Tinsel in words its player reads.
  function pointManifest(language) {
    var link = document.querySelector('link[rel="manifest"]');
    if (!link) return;
    var wanted = language === 'en' || language === 'en-XA' ? 'manifest.webmanifest'
                                                           : 'manifest-' + language + '.webmanifest';
    if (link.getAttribute('href') !== wanted) link.setAttribute('href', wanted);
  }

  // The catalog's text for `code` ("" for English and the pseudo-locale, which need none); the
  // page's words follow once it arrives.
  function load(code) {
    var language = match([code]);
    if (language === 'en' || language === 'en-XA') {
      catalog = null;
      window.tinselI18n.language = language;
      document.documentElement.lang = language;
      pointManifest(language);
      apply();
      return Promise.resolve('');
    }
    if (!pending[language]) {
      pending[language] = fetch('lang/' + encodeURIComponent(language) + '.json')
        .then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.text();
        });
      pending[language].catch(function () { delete pending[language]; });
    }
    return pending[language].then(function (text) {
      catalog = JSON.parse(text);
      window.tinselI18n.language = language;
      document.documentElement.lang = language;
      pointManifest(language);
      apply();
      return text;
    });
  }

  var first = initial();
  window.tinselI18n = {
    language: 'en',
    // The language the page opened in (the app asks for it once it runs).
    initial: first,
    tr: tr,
    trFormat: trFormat,
    load: load,
  };
  // Started now, so the catalog arrives with the app rather than after it.
  if (first !== 'en') load(first).catch(function () { /* the app reports it when it asks */ });
})();
