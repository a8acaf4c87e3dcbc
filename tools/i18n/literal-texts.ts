// Finds user-facing text written straight into components instead of coming from the message catalogues
// (src/i18n/locales): words between JSX tags, texts in the attributes a person reads or hears (aria-label,
// placeholder, alt, title, label...), and prose-like string literals anywhere in a component's code, such as
// a toast's title. Brand names and symbols are not words to translate.
import ts from 'typescript';

export type LiteralText = { line: number; text: string; where: string };

/** Attributes whose value is read or heard by a person. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'heading',
  'caption',
  'text',
  'hint',
  'message',
]);

/** Texts that are the same in every language. */
const UNTRANSLATED = /^(RoomRadar|Premium|Google|Facebook|iDEAL|Stripe|FAQ|OK|€|m²|·|×|…|\/|-|–|—|\||:|\(|\)|%)+$/;

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !UNTRANSLATED.test(text.replace(/\s+/g, ''));

/** A sentence or a label: starts with a capital, has a second word; not a class list or an identifier. */
const looksLikeProse = (text: string) => /^\p{Lu}\p{Ll}*[,']?( \S+)+$/u.test(text.trim()) && hasWords(text);

/** Whether a string is what a JSX child shows, also as a branch of `a ? 'x' : y`, `a && 'x'` or `(x)`. */
function isShownInJsx(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  while (
    ts.isParenthesizedExpression(parent) ||
    (ts.isConditionalExpression(parent) && parent.condition !== child) ||
    (ts.isBinaryExpression(parent) && parent.right === child)
  ) {
    child = parent;
    parent = parent.parent;
  }
  return ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent));
}

export function literalTexts(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string, where: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim(), where });

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // What goes to the developer's console is not read by a visitor.
    if (ts.isCallExpression(node) && /^console\.\w+$/.test(node.expression.getText(file))) return;
    if (ts.isJsxText(node)) {
      if (hasWords(node.text)) report(node, node.text, 'between tags');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : null;
      if (literal && SPOKEN_ATTRIBUTES.has(name)) {
        if (hasWords(literal.text)) report(literal, literal.text, name);
        return;
      }
      if (name === 'className' || name === 'style') return;
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ').replace(/\s+/g, ' ')
        : node.text;
      if (looksLikeProse(text)) report(node, text, 'string');
      else if (isShownInJsx(node) && hasWords(text)) report(node, text, 'shown in JSX');
      if (ts.isStringLiteralLike(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const TEXT_GROUP = /^[a-z]+(Text|Toasts|Titles)$|^pageTitles$|^appTexts$/;

/**
 * Texts read while a module loads rather than when a screen renders: such a value stays in the language
 * that was in use then (or is missing, before a catalogue has loaded), whatever the visitor switches to.
 */
export function textsReadAtLoad(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      TEXT_GROUP.test(node.expression.text)
    ) {
      found.push({
        line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
        text: node.getText(file),
        where: 'read at load',
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
