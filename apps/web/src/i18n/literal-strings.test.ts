import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a person reads comes from the translation files: a component may not render a
 * literal text or pass one to an attribute a person reads or hears. Symbols, numbers and the
 * few names below (the same in every language) may stay.
 */
const root = path.resolve(import.meta.dirname, '..');
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'alt',
  'description',
  'error',
  'tooltip',
  'message',
]);
/** Words that are the same in every language: names, not text to translate. */
const allowed = new Set(['School Console', 'PNG', 'JPEG', 'WebP', 'CSV', 'YouTube', 'PDF']);
/** Examples of a machine format (an address, the ISO date a field takes), not words. */
const formats = [/^https?:\/\/\S*$/, /^YYYY-MM-DD$/];
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(text) &&
  !allowed.has(text.trim()) &&
  !formats.some((format) => format.test(text.trim()));

/** The strings an expression may render: itself, either branch of `?:`, the fallback of `||`/`??`. */
function renderedStrings(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return renderedStrings(node.expression);
  if (ts.isConditionalExpression(node))
    return [...renderedStrings(node.whenTrue), ...renderedStrings(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
  )
    return renderedStrings(node.right);
  return [];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The literal texts a file renders, as `file:line: text`. */
export function literalTexts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(root, file)}:${line + 1}: ${value.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && hasWords(value.text)) report(node, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) {
        for (const literal of renderedStrings(value.expression))
          if (hasWords(literal.text)) report(node, literal.text);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of renderedStrings(node.expression))
        if (hasWords(literal.text)) report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('literal strings', () => {
  it('finds a literal text and a literal label, and lets keys and symbols pass', () => {
    const sample = `
      const a = <Button aria-label="Close it">Save now</Button>;
      const b = <Text title={t('x')}>{t('y')} · {'→'} 42</Text>;
      const c = <Input placeholder={'Type here'} />;
      const d = <p>{done ? 'Finished' : t('z')} {x ?? 'none yet'} {'https://example.test'}</p>;`;
    expect(literalTexts(path.join(root, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:2: Close it',
      'sample.tsx:2: Save now',
      'sample.tsx:4: Type here',
      'sample.tsx:5: Finished',
      'sample.tsx:5: none yet',
    ]);
  });

  it('renders no literal text in any component outside the translation files', () => {
    const found = sourceFiles(root).flatMap((file) =>
      literalTexts(file, fs.readFileSync(file, 'utf8')),
    );
    expect(found, `Literal texts to move into the locales:\n${found.join('\n')}`).toEqual([]);
  });
});
