#!/usr/bin/env node
// Tinsel's translations: from the messages marked in the code to the catalogs the page fetches.
//
//   node tools/web/i18n.mjs extract          po/tinsel.pot from the code (xgettext)
//   node tools/web/i18n.mjs update           extract, then merge the template into every
//                                            po/<language>.po (msgmerge): new messages appear
//                                            there untranslated
//   node tools/web/i18n.mjs check            fails (exit 1, every problem listed) unless every
//                                            po/<language>.po passes `msgfmt --check`, answers
//                                            every message of the code, keeps each message's
//                                            placeholders, and states CLDR's plural rule
//   node tools/web/i18n.mjs compile OUT_DIR  OUT_DIR/<language>.json for each po file (what
//                                            MessageCatalog reads: core/base/translate.cpp)
//   node tools/web/i18n.mjs manifests DIST   DIST/manifest-<language>.webmanifest for each po
//                                            file, from DIST/manifest.webmanifest
//   node tools/web/i18n.mjs languages        the languages there are (po/*.po), one a line
//
// Plural forms and numbers come from CLDR through Intl (Node's ICU): a .po file's forms are
// the language's integer plural categories in CLDR's order (one, two, few, many, other, those
// that counts up to 1000 reach), and its Plural-Forms header must agree with them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PO_DIR = join(ROOT, 'po');
const TEMPLATE = join(PO_DIR, 'tinsel.pot');
const PLURAL_TABLE_SIZE = 200;  // MessageCatalog::plural_forms: counts 0..199
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const MANIFEST = 'web/manifest.webmanifest';
// What a lesson.json says in words (core/services/lesson.h); its moves are action texts.
const LESSON_WORDS = ['title', 'say', 'wrong', 'why', 'end'];
// What a rules.json says in words (core/services/rules_page.h).
const RULES_PAGE_SECTIONS = ['how_to_play', 'rulings'];

// The marks of core/base/include/tinsel/translate.h (C++) and web/page/i18n.mjs (the page).
const CPP_KEYWORDS = ['Tr', 'TrFormat', 'TrPlural:1,2', 'TrContext:1c,2', 'N_'];
const JS_KEYWORDS = ['tr', 'trFormat'];

function sourceFiles(pattern) {
  const listed = execFileSync('git', ['ls-files', '--', ...pattern], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter(Boolean).sort();
}

// The template made from the code now, as text.
function extractTemplate() {
  const work = mkdtempSync(join(tmpdir(), 'tinsel-i18n-'));
  try {
    const cpp = sourceFiles(['core/*.cpp', 'core/*.h', 'imgui_app/*.cpp', 'imgui_app/*.h',
                             'wasm/*.cpp', 'desktop/*.cpp']);
    const js = sourceFiles(['web/*.js', 'web/page/*.mjs']);
    const common = ['--from-code=UTF-8', '--add-comments=TRANSLATORS:', '--sort-by-file',
                    '--package-name=Tinsel', '--msgid-bugs-address=', '--no-wrap', '-k'];
    const out = join(work, 'tinsel.pot');
    execFileSync('xgettext', [...common, '--language=C++', ...CPP_KEYWORDS.map((k) => '--keyword=' + k),
                              '-o', out, ...cpp], { cwd: ROOT, stdio: 'pipe' });
    // The page's marked words (data-i18n, data-i18n-label) as calls of tr on their lines,
    // so they are found where they are written.
    const html = readFileSync(join(ROOT, 'web', 'index.html'), 'utf8').split('\n').map((line) => {
      const calls = [];
      for (const m of line.matchAll(/data-i18n(?:-en)?>([^<]+)</g)) calls.push(m[1]);
      for (const m of line.matchAll(/data-i18n-label="([^"]+)"/g)) calls.push(m[1]);
      return calls.map((text) => 'tr(' + JSON.stringify(text) + ');').join(' ');
    }).join('\n');
    mkdirSync(join(work, 'web'));
    writeFileSync(join(work, 'web', 'index.html'), html);
    // The install manifest's name and description (see manifests below), likewise.
    const manifest = readFileSync(join(ROOT, MANIFEST), 'utf8').split('\n').map((line) => {
      const m = line.match(/^\s*"(name|description)": (".*"),?$/);
      return m ? 'tr(' + m[2] + ');' : '';
    }).join('\n');
    writeFileSync(join(work, MANIFEST), manifest);
    // The guided lessons' words (what the coach says; the moves stay canonical), likewise.
    const lessons = sourceFiles(['core/games/*/lesson.json']);
    for (const lesson of lessons) {
      const calls = [];
      const visit = (value, key) => {
        if (Array.isArray(value)) value.forEach((item) => visit(item, key));
        else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
        else if (typeof value === 'string' && LESSON_WORDS.includes(key)) {
          calls.push('// TRANSLATORS: the guided lesson\'s coach speaks to the learner ("you"); the other\n' +
                     '// players are named as in the lesson.\ntr(' + JSON.stringify(value) + ');');
        }
      };
      visit(JSON.parse(readFileSync(join(ROOT, lesson), 'utf8')));
      mkdirSync(join(work, dirname(lesson)), { recursive: true });
      writeFileSync(join(work, lesson), calls.join('\n'));
    }
    // The rules pages' paragraphs (core/services/rules_page.h: every text of "how_to_play" and
    // "rulings", a list's lines each on its own), likewise.
    const rulesPages = sourceFiles(['core/games/*/rules.json']);
    for (const page of rulesPages) {
      const parsed = JSON.parse(readFileSync(join(ROOT, page), 'utf8'));
      const calls = [];
      for (const section of RULES_PAGE_SECTIONS) {
        for (const text of (parsed[section] || []).flat()) calls.push('tr(' + JSON.stringify(text) + ');');
      }
      mkdirSync(join(work, dirname(page)), { recursive: true });
      writeFileSync(join(work, page), calls.join('\n'));
    }
    execFileSync('xgettext', [...common, '--language=JavaScript', '--join-existing',
                              ...JS_KEYWORDS.map((k) => '--keyword=' + k), '-D', work, '-D', ROOT,
                              '-o', out, 'web/index.html', MANIFEST, ...lessons, ...rulesPages, ...js],
                 { cwd: ROOT, stdio: 'pipe' });
    // The creation date changes every run; the template only when its messages do.
    return readFileSync(out, 'utf8').replace(/^"POT-Creation-Date: .*\\n"\n/m, '')
      .replace('charset=CHARSET', 'charset=UTF-8');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function languages() {
  return readdirSync(PO_DIR).filter((f) => f.endsWith('.po')).map((f) => f.slice(0, -3)).sort();
}

// Every message of a parsed .po/.pot: [{key, context, id, plural, forms, fuzzy}].
function messagesOf(parsed) {
  const out = [];
  for (const [context, entries] of Object.entries(parsed.translations)) {
    for (const [id, entry] of Object.entries(entries)) {
      if (id === '') continue;  // the header
      out.push({
        key: context ? context + '\u0004' + id : id,
        context,
        id,
        plural: entry.msgid_plural || null,
        forms: entry.msgstr || [],
        fuzzy: /\bfuzzy\b/.test((entry.comments && entry.comments.flag) || ''),
        note: (entry.comments && entry.comments.extracted) || '',
      });
    }
  }
  return out;
}

// What is wrong in the code's own (English) messages: a plural whose singular and plural are the
// same words reads "1 votes" or "2 vote" in English, whatever the catalogs say, unless its
// translators' note says "the English reads the same for one" ("Delete {n}", "{n} of them").
function templateProblems(templateMessages) {
  return templateMessages
    .filter((m) => m.plural !== null && m.plural === m.id &&
                   !/reads\s+the\s+same\s+for\s+one/i.test(m.note || ''))
    .map((m) => `"${m.id}" has the same words for one as for many (English would read "1 votes"): give its singular its own words`);
}

const placeholders = (text) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]).sort().join(',');

// The language's integer plural categories in CLDR's order, and each count's among them.
function cldrPlurals(language) {
  const rules = new Intl.PluralRules(language);
  const used = new Set();
  for (let n = 0; n <= 1000; n++) used.add(rules.select(n));
  const categories = CLDR_ORDER.filter((c) => used.has(c));
  const table = [];
  for (let n = 0; n < PLURAL_TABLE_SIZE; n++) table.push(categories.indexOf(rules.select(n)));
  return { categories, table };
}

// The Plural-Forms header's formula as a function of n. It may hold only what C's expressions
// for it hold (n, digits, operators, parentheses), so evaluating it runs nothing else.
function pluralFormula(header) {
  const match = /nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+);?/.exec(header || '');
  if (!match) return null;
  const expression = match[2].trim();
  if (!/^[n0-9\s?:%<>=!&|()+\-*/]+$/.test(expression)) return null;
  // Checked above to be only C's arithmetic on n.
  const evaluate = new Function('n', 'return +(' + expression + ');');
  return { count: Number(match[1]), evaluate };
}

function numberFormat(language) {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.5);
  const group = (parts.find((p) => p.type === 'group') || { value: ',' }).value;
  const decimal = (parts.find((p) => p.type === 'decimal') || { value: '.' }).value;
  const grouped4 = new Intl.NumberFormat(language).formatToParts(1234).some((p) => p.type === 'group');
  return { group, decimal, groupFrom: grouped4 ? 4 : 5 };
}

// Every problem of po/<language>.po against the template's messages, in words.
function problemsOf(language, templateMessages, file = join(PO_DIR, language + '.po')) {
  const problems = [];
  try {
    execFileSync('msgfmt', ['--check', '-o', '/dev/null', file], { stdio: 'pipe' });
  } catch (error) {
    problems.push(`msgfmt --check: ${String(error.stderr || error.message).trim()}`);
  }
  const parsed = gettextParser.po.parse(readFileSync(file));
  const { categories, table } = cldrPlurals(language);
  const formula = pluralFormula(parsed.headers['Plural-Forms']);
  if (!formula) {
    problems.push('its Plural-Forms header is missing or not a plain formula');
  } else if (formula.count !== categories.length) {
    problems.push(`Plural-Forms says ${formula.count} forms; CLDR has ${categories.length} (${categories.join(', ')})`);
  } else {
    for (let n = 0; n < PLURAL_TABLE_SIZE; n++) {
      if (formula.evaluate(n) !== table[n]) {
        problems.push(`Plural-Forms gives form ${formula.evaluate(n)} for ${n}; CLDR says ${categories[table[n]]} (form ${table[n]})`);
        break;
      }
    }
  }
  const translated = new Map(messagesOf(parsed).map((m) => [m.key, m]));
  for (const message of templateMessages) {
    const where = JSON.stringify(message.id) + (message.context ? ` (context ${message.context})` : '');
    const entry = translated.get(message.key);
    if (!entry || entry.forms.every((f) => f === '')) {
      problems.push(`no translation of ${where}`);
      continue;
    }
    if (entry.fuzzy) problems.push(`the translation of ${where} is marked fuzzy`);
    const wanted = message.plural ? categories.length : 1;
    if (entry.forms.length !== wanted || entry.forms.some((f) => f === '')) {
      problems.push(`${where} needs ${wanted} form(s), has ${entry.forms.filter(Boolean).length}`);
    }
    const expected = placeholders(message.id);
    const expectedPlural = message.plural ? placeholders(message.plural) : expected;
    entry.forms.forEach((form, i) => {
      const have = placeholders(form);
      // A plural's one-form may leave out {n} ("one point": "ein Punkt").
      const allowed = [expected, expectedPlural, expectedPlural.split(',').filter((p) => p !== 'n').join(',')];
      if (!allowed.includes(have)) {
        problems.push(`the translation of ${where} (form ${i}) has placeholders {${have}}, not {${expectedPlural}}`);
      }
    });
  }
  return problems;
}

// A language's translated messages: key -> its translation (an array of forms for a plural);
// fuzzy and untranslated ones left out (the English stands in for them).
function translatedMessages(language) {
  const parsed = gettextParser.po.parse(readFileSync(join(PO_DIR, language + '.po')));
  const messages = {};
  for (const m of messagesOf(parsed)) {
    if (m.fuzzy || m.forms.every((f) => f === '')) continue;
    messages[m.key] = m.plural ? m.forms : m.forms[0];
  }
  return messages;
}

function compile(outDir) {
  mkdirSync(outDir, { recursive: true });
  for (const language of languages()) {
    const { table } = cldrPlurals(language);
    const { group, decimal, groupFrom } = numberFormat(language);
    const messages = translatedMessages(language);
    const catalog = { language, plural: table.join(''), group, decimal, group_from: groupFrom, messages };
    writeFileSync(join(outDir, language + '.json'), JSON.stringify(catalog));
  }
}

// DIST/manifest-<language>.webmanifest for each po file: the install manifest with its name and
// description in that language and its `lang` (web/page/i18n.mjs points the page's manifest
// link at it), so a phone installs Tinsel under words its player reads.
function manifests(dist) {
  const english = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
  for (const language of languages()) {
    const messages = translatedMessages(language);
    const translated = (text) => messages[text] || text;
    const manifest = { ...english, lang: language, name: translated(english.name),
                       description: translated(english.description) };
    writeFileSync(join(dist, `manifest-${language}.webmanifest`), JSON.stringify(manifest, null, 2) + '\n');
  }
}

function main(args) {
  const [command, argument] = args;
  if (command === 'extract' || command === 'update') {
    writeFileSync(TEMPLATE, extractTemplate());
    if (command === 'update') {
      for (const language of languages()) {
        execFileSync('msgmerge', ['--quiet', '--update', '--backup=none', '--no-wrap', '--no-fuzzy-matching',
                                  join(PO_DIR, language + '.po'), TEMPLATE]);
      }
    }
    return 0;
  }
  if (command === 'check') {
    const template = extractTemplate();
    let failed = false;
    // The same messages (where they are written may move).
    const keysOf = (text) => messagesOf(gettextParser.po.parse(text)).map((m) => m.key + '\u0001' + (m.plural || '')).sort().join('\n');
    if (keysOf(template) !== keysOf(readFileSync(TEMPLATE, 'utf8'))) {
      console.error(`${relative(ROOT, TEMPLATE)} is not the code's messages: run node tools/web/i18n.mjs update`);
      failed = true;
    }
    const templateMessages = messagesOf(gettextParser.po.parse(template));
    const codeProblems = templateProblems(templateMessages);
    for (const problem of codeProblems) console.error(`the code: ${problem}`);
    failed ||= codeProblems.length > 0;
    for (const language of languages()) {
      const problems = problemsOf(language, templateMessages);
      for (const problem of problems) console.error(`po/${language}.po: ${problem}`);
      failed ||= problems.length > 0;
    }
    if (!failed) console.log(`${languages().length} languages, ${templateMessages.length} messages each: all translated`);
    return failed ? 1 : 0;
  }
  if (command === 'compile' && argument) {
    compile(argument);
    return 0;
  }
  if (command === 'manifests' && argument) {
    manifests(argument);
    return 0;
  }
  if (command === 'languages') {
    console.log(languages().join('\n'));
    return 0;
  }
  console.error('usage: i18n.mjs extract | update | check | compile OUT_DIR | manifests DIST | languages');
  return 2;
}

export { cldrPlurals, extractTemplate, manifests, messagesOf, problemsOf, templateProblems };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
