/**
 * The message catalogues' check (frontends/README.md "Messages"), run by `npm run lint`: every
 * catalogue (a package's `src/i18n/en.json`, or an area's `src/<area>/i18n/en.json`) has a file
 * for every language of @portico/rules LOCALES with exactly English's ids, each message valid
 * ICU with the same arguments as English's; and the ids its code names (`formatMessage({ id })`,
 * `<FormattedMessage id>` and the like, `defineMessages({ x: { id } })`) are exactly its
 * catalogue's: none missing, none unused. A catalogue's code is the folder holding its `i18n/`,
 * less any folder inside with a catalogue of its own. An id built at run time
 * (`time.ago.${unit}`) counts every id it can produce as used.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser' with {
  'resolution-mode': 'import',
};
import ts from 'typescript';

// FormatJS's parser is an ES module and this runs as CommonJS (tsx; jest compiles it): Node
// 20.19 and later load an ES module with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser') as typeof import(
  '@formatjs/icu-messageformat-parser',
  { with: { 'resolution-mode': 'import' } }
);

export interface Problem {
  file: string;
  message: string;
}

export interface UsedId {
  /** The id, or for an id built at run time a pattern of the ids it can be. */
  id: string | RegExp;
  file: string;
  line: number;
}

const isMessageComponent = (name: string) => /Message$/.test(name);

/** The ids an expression can be: a literal, either branch of `a ? 'x' : 'y'`, a template. */
function idsOf(node: ts.Expression | undefined): (string | RegExp)[] {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node)) return idsOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...idsOf(node.whenTrue), ...idsOf(node.whenFalse)];
  if (ts.isTemplateExpression(node)) {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return [new RegExp(`^${parts.map(escape).join('[^]+')}$`)];
  }
  return [];
}

/** `{ id: '…' }` as an object literal: a message descriptor. */
function descriptorIds(node: ts.Node): (string | RegExp)[] {
  if (!ts.isObjectLiteralExpression(node)) return [];
  for (const property of node.properties)
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'id')
      return idsOf(property.initializer);
  return [];
}

const calleeName = (call: ts.CallExpression): string => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** The message ids one source file names. */
export function usedIds(file: string, source: string): UsedId[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: UsedId[] = [];
  const add = (ids: (string | RegExp)[], node: ts.Node) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const id of ids) found.push({ id, file, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      if (name === 'formatMessage' && first) add(descriptorIds(first), first);
      if ((name === 'defineMessages' || name === 'defineMessage') && first) {
        if (name === 'defineMessage') add(descriptorIds(first), first);
        else if (ts.isObjectLiteralExpression(first))
          for (const property of first.properties)
            if (ts.isPropertyAssignment(property))
              add(descriptorIds(property.initializer), property);
      }
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      if (isMessageComponent(node.tagName.getText()))
        for (const attribute of node.attributes.properties)
          if (ts.isJsxAttribute(attribute) && attribute.name.getText() === 'id') {
            const value = attribute.initializer;
            if (value && ts.isStringLiteral(value)) add([value.text], attribute);
            else if (value && ts.isJsxExpression(value)) add(idsOf(value.expression), attribute);
          }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function arguments_(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) arguments_(option.value, into);
    if (element.type === TYPE.tag) arguments_(element.children, into);
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort().join(', ');

const hasCatalogue = (dir: string) => existsSync(path.join(dir, 'i18n', 'en.json'));

/** The source files of the catalogue in `dir`: none of a folder with a catalogue of its own. */
function sourceFiles(dir: string, top = true): string[] {
  if (!top && hasCatalogue(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full, false));
    else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** Every folder under `dir` holding a catalogue. */
function catalogueFolders(dir: string): string[] {
  const found = hasCatalogue(dir) ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== 'node_modules')
      found.push(...catalogueFolders(path.join(dir, entry.name)));
  return found;
}

const readCatalogue = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** The problems of one catalogue (`srcDir` holding `i18n/en.json`), relative to `root`. */
export function checkPackage(srcDir: string, locales: readonly string[], root: string): Problem[] {
  const problems: Problem[] = [];
  const rel = (file: string) => path.relative(root, file);
  const catalogueFile = (locale: string) => path.join(srcDir, 'i18n', `${locale}.json`);
  const english = readCatalogue(catalogueFile('en'));
  const englishArguments = new Map<string, Set<string>>();

  for (const locale of locales) {
    const file = catalogueFile(locale);
    if (!existsSync(file)) {
      problems.push({ file: rel(file), message: `no ${locale} catalogue beside en.json` });
      continue;
    }
    const messages = locale === 'en' ? english : readCatalogue(file);
    for (const id of Object.keys(english))
      if (!(id in messages))
        problems.push({ file: rel(file), message: `${id} has no ${locale} message` });
    for (const [id, message] of Object.entries(messages)) {
      if (!(id in english)) {
        problems.push({ file: rel(file), message: `${id} is not in en.json` });
        continue;
      }
      let args: Set<string>;
      try {
        args = arguments_(parse(message));
      } catch (cause) {
        problems.push({
          file: rel(file),
          message: `${id} is not valid ICU: ${(cause as Error).message}`,
        });
        continue;
      }
      if (locale === 'en') englishArguments.set(id, args);
      else {
        const expected = englishArguments.get(id) ?? arguments_(parse(english[id]!));
        if (sorted(args) !== sorted(expected))
          problems.push({
            file: rel(file),
            message: `${id} takes {${sorted(args)}} where English takes {${sorted(expected)}}`,
          });
      }
    }
  }

  const used = sourceFiles(srcDir).flatMap((file) => usedIds(file, readFileSync(file, 'utf8')));
  for (const use of used) {
    const known =
      typeof use.id === 'string'
        ? use.id in english
        : Object.keys(english).some((id) => (use.id as RegExp).test(id));
    if (!known)
      problems.push({
        file: `${rel(use.file)}:${use.line}`,
        message: `names ${String(use.id)}, which en.json does not have`,
      });
  }
  for (const id of Object.keys(english)) {
    const isUsed = used.some((use) =>
      typeof use.id === 'string' ? use.id === id : use.id.test(id),
    );
    if (!isUsed)
      problems.push({ file: rel(catalogueFile('en')), message: `${id} is not used by the code` });
  }
  return problems;
}

/** Every catalogue of the frontends' packages, checked. */
export function checkFrontends(frontendsDir: string, locales: readonly string[]): Problem[] {
  const root = path.dirname(frontendsDir);
  return readdirSync(frontendsDir)
    .map((name) => path.join(frontendsDir, name, 'src'))
    .filter((src) => existsSync(src) && statSync(src).isDirectory())
    .flatMap(catalogueFolders)
    .flatMap((folder) => checkPackage(folder, locales, root));
}
