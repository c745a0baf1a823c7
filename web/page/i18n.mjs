// The page's language (core/base/include/tinsel/translate.h is the app's side): picks the
// language as the page opens (?lang=, else the one chosen on this device, else the browser's
// first that Tinsel speaks, else English), fetches its catalog (lang/<code>.json, built from
// po/<code>.po; the service worker keeps it offline) while the app downloads, translates the
// page's own words (the loading card, the update banner: elements marked data-i18n, and what
// the page's modules say through tr and trFormat), and hands the catalog to the app
// (wasm/language_loader.cpp asks through tinsel.i18n.load).
import { languages as available } from './build.mjs';

const KEY = 'tinsel/settings/language';  // model/words/languages.cpp keeps the menu's choice here
let catalog = null;   // the chosen language's {messages}, once loaded
const pending = {};   // code -> the promise of its catalog's text

function lower(text) { return String(text || '').toLowerCase(); }
function base(code) { return lower(code).split('-')[0]; }

// The first preferred language Tinsel speaks (exactly, else by its base: "pt" is pt-BR).
function match(preferred) {
  for (let i = 0; i < preferred.length; i++) {
    const code = preferred[i];
    if (lower(code) === 'en-xa') return 'en-XA';  // the layout tests' pseudo-locale
    for (let j = 0; j < available.length; j++) {
      if (lower(available[j]) === lower(code)) return available[j];
    }
    for (let k = 0; k < available.length; k++) {
      if (base(available[k]) === base(code)) return available[k];
    }
  }
  return 'en';
}

function stored() {
  try { return window.localStorage.getItem(KEY); } catch (e) { return null; }
}

function initial() {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked) return match([asked]);
  const chosen = stored();
  if (chosen) return match([chosen]);
  return match(navigator.languages && navigator.languages.length ? navigator.languages
                                                                 : [navigator.language || 'en']);
}

export function tr(message) {
  const found = catalog && catalog.messages[message];
  if (!found) return message;
  return typeof found === 'string' ? found : found[0];
}

// The translation of `message` with each {name} filled from `args`.
export function trFormat(message, args) {
  return tr(message).replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, function (whole, name) {
    return Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
  });
}

// The page's own marked words in the chosen language (their English kept to switch back).
function apply() {
  const marked = document.querySelectorAll('[data-i18n]');
  for (let i = 0; i < marked.length; i++) {
    const element = marked[i];
    if (!element.hasAttribute('data-i18n-en')) element.setAttribute('data-i18n-en', element.textContent);
    element.textContent = tr(element.getAttribute('data-i18n-en'));
  }
  const labelled = document.querySelectorAll('[data-i18n-label]');
  for (let j = 0; j < labelled.length; j++) {
    labelled[j].setAttribute('aria-label', tr(labelled[j].getAttribute('data-i18n-label')));
  }
}

// The install manifest in the page's language (build-web writes manifest-<code>.webmanifest),
// so installing names Tinsel in words its player reads.
function pointManifest(language) {
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) return;
  const wanted = language === 'en' || language === 'en-XA' ? 'manifest.webmanifest'
                                                           : 'manifest-' + language + '.webmanifest';
  if (link.getAttribute('href') !== wanted) link.setAttribute('href', wanted);
}

// The catalog's text for `code` ("" for English and the pseudo-locale, which need none); the
// page's words follow once it arrives.
function load(code) {
  const language = match([code]);
  if (language === 'en' || language === 'en-XA') {
    catalog = null;
    i18n.language = language;
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
    i18n.language = language;
    document.documentElement.lang = language;
    pointManifest(language);
    apply();
    return text;
  });
}

const first = initial();
// tinsel.i18n (wasm/language_loader.cpp).
export const i18n = {
  language: 'en',
  // The language the page opened in (the app asks for it once it runs).
  initial: first,
  tr: tr,
  trFormat: trFormat,
  load: load,
};
// Started now, so the catalog arrives with the app rather than after it.
if (first !== 'en') load(first).catch(function () { /* the app reports it when it asks */ });
