// The translations' checks (tools/web/i18n.mjs): every po/<language>.po passes msgfmt --check,
// answers every message of the code with its placeholders and CLDR's plural forms; and the
// checks themselves catch what they are there for (a missing message, a dropped or an added
// placeholder, a wrong plural rule, a template behind the code).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { cldrPlurals, problemsOf, templateProblems } from '../../tools/web/i18n.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOOL = join(ROOT, 'tools', 'web', 'i18n.mjs');

test('every catalog passes msgfmt --check and answers every message of the code', () => {
  // Exit status 1 and every problem listed otherwise.
  const output = execFileSync('node', [TOOL, 'check'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.match(output, /all translated/);
});

test('the seven languages besides English are there', () => {
  const languages = readdirSync(join(ROOT, 'po')).filter((f) => f.endsWith('.po')).map((f) => f.slice(0, -3)).sort();
  assert.deepEqual(languages, ['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt-BR']);
});

test('CLDR plural forms: Polish has one, few and many; German one and other', () => {
  const polish = cldrPlurals('pl');
  assert.deepEqual(polish.categories, ['one', 'few', 'many']);
  assert.equal(polish.table[1], 0);
  assert.equal(polish.table[3], 1);
  assert.equal(polish.table[5], 2);
  assert.equal(polish.table[22], 1);
  assert.equal(polish.table[12], 2);
  assert.deepEqual(cldrPlurals('de').categories, ['one', 'other']);
  assert.equal(cldrPlurals('fr').table[0], 0, 'French counts 0 as one');
});

// A .po file of `language` with `entries` (text after the header) checked against `messages`.
function problems(language, pluralForms, entries, messages) {
  const dir = mkdtempSync(join(tmpdir(), 'tinsel-po-'));
  try {
    const file = join(dir, language + '.po');
    writeFileSync(file, `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: ${language}\\n"\n"Plural-Forms: ${pluralForms}\\n"\n\n${entries}`);
    return problemsOf(language, messages, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GERMAN = 'nplurals=2; plural=(n != 1);';
const MESSAGES = [
  { key: 'Saved games', id: 'Saved games', plural: null, context: '' },
  { key: '{name} wins', id: '{name} wins', plural: null, context: '' },
  { key: '{n} point', id: '{n} point', plural: '{n} points', context: '' },
];
const GOOD = 'msgid "Saved games"\nmsgstr "Gespeicherte Spiele"\n\nmsgid "{name} wins"\nmsgstr "{name} gewinnt"\n\n' +
             'msgid "{n} point"\nmsgid_plural "{n} points"\nmsgstr[0] "{n} Punkt"\nmsgstr[1] "{n} Punkte"\n';

test('a complete catalog has no problems', () => {
  assert.deepEqual(problems('de', GERMAN, GOOD, MESSAGES), []);
});

test('a message without a translation is found', () => {
  const found = problems('de', GERMAN, GOOD.replace('msgstr "Gespeicherte Spiele"', 'msgstr ""'), MESSAGES);
  assert.deepEqual(found, ['no translation of "Saved games"']);
  const missing = problems('de', GERMAN, GOOD, [...MESSAGES, { key: 'New', id: 'New', plural: null, context: '' }]);
  assert.deepEqual(missing, ['no translation of "New"']);
});

test('a dropped or an added placeholder is found', () => {
  const dropped = problems('de', GERMAN, GOOD.replace('"{name} gewinnt"', '"Er gewinnt"'), MESSAGES);
  assert.equal(dropped.length, 1);
  assert.match(dropped[0], /placeholders \{\}, not \{name\}/);
  const added = problems('de', GERMAN, GOOD.replace('"{name} gewinnt"', '"{name} gewinnt {points}"'), MESSAGES);
  assert.match(added.join('\n'), /placeholders \{name,points\}/);
  const renamed = problems('de', GERMAN, GOOD.replace('"{n} Punkte"', '"{count} Punkte"'), MESSAGES);
  assert.match(renamed.join('\n'), /form 1/);
});

test('a plural rule that disagrees with CLDR is found, and so is msgfmt\'s complaint', () => {
  const wrong = problems('de', 'nplurals=2; plural=(n > 1);', GOOD, MESSAGES);
  assert.match(wrong.join('\n'), /Plural-Forms gives form 0 for 0; CLDR says other/);
  const polish = problems('pl', GERMAN, GOOD, MESSAGES);
  assert.match(polish.join('\n'), /Plural-Forms says 2 forms; CLDR has 3/);
  const broken = problems('de', GERMAN, GOOD + '\nmsgid "x"\nmsgstr "unterminated\n', MESSAGES);
  assert.match(broken.join('\n'), /msgfmt --check/);
});

test('a plural whose singular is its plural ("1 votes") is found in the code\'s messages', () => {
  const same = { key: '{name} ({n} votes)', id: '{name} ({n} votes)', plural: '{name} ({n} votes)', context: '' };
  const good = { key: '{n} point', id: '{n} point', plural: '{n} points', context: '' };
  assert.deepEqual(templateProblems([good]), []);
  const found = templateProblems([good, same]);
  assert.equal(found.length, 1);
  assert.match(found[0], /"\{name\} \(\{n\} votes\)" has the same words for one as for many/);
  // Unless its note says the English is right that way ("Delete {n}").
  const invariant = { key: 'Delete {n}', id: 'Delete {n}', plural: 'Delete {n}', context: '',
                      note: 'TRANSLATORS: the button (the English reads the same\nfor one).' };
  assert.deepEqual(templateProblems([invariant]), []);
});

test('the template in po/ holds exactly the code\'s messages', () => {
  // `check` compares them: a message added to the code and not to po/tinsel.pot fails it.
  const template = readFileSync(join(ROOT, 'po', 'tinsel.pot'), 'utf8');
  assert.match(template, /msgid "Language: \{language\}"/);
});

test('the install manifest is written in every language, with the same icons and start', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tinsel-manifests-'));
  try {
    const english = JSON.parse(readFileSync(join(ROOT, 'web', 'manifest.webmanifest'), 'utf8'));
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(english));
    execFileSync('node', [TOOL, 'manifests', dist]);
    const german = JSON.parse(readFileSync(join(dist, 'manifest-de.webmanifest'), 'utf8'));
    const po = readFileSync(join(ROOT, 'po', 'de.po'), 'utf8');
    const entry = po.split('\n\n').find((block) => block.includes(`msgid ${JSON.stringify(english.name)}`));
    assert.ok(entry, 'the manifest\'s name is a message of the German catalog');
    assert.equal(german.name, JSON.parse(entry.match(/^msgstr (".*")$/m)[1]));
    assert.notEqual(german.name, english.name);
    assert.notEqual(german.description, english.description);
    assert.equal(german.lang, 'de');
    for (const kept of ['short_name', 'start_url', 'scope', 'id', 'icons', 'display']) {
      assert.deepEqual(german[kept], english[kept], kept);
    }
    const written = readdirSync(dist).filter((f) => f.startsWith('manifest-')).sort();
    assert.deepEqual(written, ['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt-BR'].map((l) => `manifest-${l}.webmanifest`));
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
