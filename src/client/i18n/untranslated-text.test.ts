/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * A guard against text that bypasses i18next: JSX text and the attributes people read (labels,
 * alt texts, tooltips, placeholders) must come from t(), so the English interface has no Italian
 * left in it. Literals without letters (symbols, numbers, punctuation) are fine.
 */
const clientDir = join(import.meta.dirname, '..');

/** Attributes read by people or assistive technology. */
const readAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'alt', 'title', 'placeholder', 'label']);

/** Text that is the same in every language, each with why. */
const allowed = new Map<string, string>([
  ['…/catalogo/…', 'a URL path in a sketch of the dashboard card (aria-hidden)'],
  ['Italiano', 'a language named in itself (language switch)'],
  ['English', 'a language named in itself (language switch)'],
]);

function listTsx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : listTsx(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** `file: "text"` for every untranslated literal of one file. */
function findUntranslatedText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (hasLetters(trimmed) && !allowed.has(trimmed)) found.push(`${fileName}: ${JSON.stringify(trimmed)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node.text);
    else if (ts.isJsxExpression(node) && node.expression !== undefined && !ts.isJsxAttribute(node.parent)) {
      if (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) report(node.expression.text);
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(file)) && node.initializer !== undefined) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value.text);
      else if (ts.isJsxExpression(value) && value.expression !== undefined && (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))) {
        report(value.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no untranslated text in the interface', () => {
  test('every JSX text and readable attribute of src/client goes through i18next', () => {
    const found = listTsx(clientDir).flatMap((path) => findUntranslatedText(relative(clientDir, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  test('the guard sees text, attributes and string children, and lets symbols pass', () => {
    const source = `export const A = () => (
      <div title="Chiudi" aria-label={'Menu'} data-x="ok">
        Ciao {'mondo'} {t('key')} × 2 … <img alt="" /> <input placeholder={\`Cerca\`} />
      </div>
    );`;
    expect(findUntranslatedText('a.tsx', source)).toEqual(['a.tsx: "Chiudi"', 'a.tsx: "Menu"', 'a.tsx: "Ciao"', 'a.tsx: "mondo"', 'a.tsx: "Cerca"']);
  });
});
