/**
 * Every message the services and the gateway can put in an error body, read from the source:
 * the `*_MESSAGES` / `*_RULES` / `*_MESSAGE` constants (strings, and what their functions
 * return), the messages given to the kit's error helpers (`invalid`, `notFound`, ...), to
 * `new DomainError` and `new RequestRefused`, the route schemas' zod messages, and literal
 * `{ error: '…' }` bodies. A template's `${…}` parts read as `{0}`, `{1}`: the Spanish
 * catalogue must answer them with a parameterized entry (rules/src/serverMessages).
 *
 * A message given by name (`rateLimited(TOO_MANY_REQUESTS, …)`, `message = TOO_MANY`) is
 * followed to the constant or the parameter's default that holds it, in any scanned file. A
 * message a function's caller passes in (`notFound(message)`), or built by a local helper, is
 * not seen here unless it is one of the constants above.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  findServerMessage,
  SERVER_MESSAGE_CATALOGUES,
  type TranslatedLocale,
} from '../../rules/src/serverMessages';
import type { Problem } from './catalogues';

export interface ServerMessage {
  /** The English text; a template's substitutions read `{0}`, `{1}`, ... */
  text: string;
  file: string;
  line: number;
}

/** The kit's error helpers (services/kit/src/errors.ts) and the argument holding the message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  invalid: 0,
  unauthenticated: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  rateLimited: 0,
  precondition: 0,
};
const MESSAGE_CONSTRUCTOR: Record<string, number> = { DomainError: 1, RequestRefused: 0 };

/** zod's checks that take a message as a string or `{ message | error }`. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'uuid',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
  'string',
  'number',
  'boolean',
  'enum',
  'literal',
  'array',
  'object',
  'iso',
  'date',
  'datetime',
  'check',
  'multipleOf',
]);
/** zod calls whose first argument is a value, not a message (`z.literal('pending')`). */
const ZOD_VALUE_FIRST = new Set(['enum', 'literal']);

/** Message constants by name, and the route validation's error map (gateway api/validation.ts). */
const CONSTANT_NAME =
  /(^|_)(MESSAGES|RULES)$|_(MESSAGE|REFUSED)$|^(SOMETHING_WRONG|UNAVAILABLE|NOT_AVAILABLE|messageOf)$/;

/** This file's string constants so far, inlined into templates (`${PROVIDER_REFUSED}: …`). */
let inline = new Map<string, string>();

/** The texts an expression can be: literals, templates, both branches, a function's results. */
function textsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return textsOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [
      node.head.text +
        node.templateSpans
          .map((span, i) => {
            const known = ts.isIdentifier(span.expression) && inline.get(span.expression.text);
            return `${known || `{${i}}`}${span.literal.text}`;
          })
          .join(''),
    ];
  if (ts.isConditionalExpression(node))
    return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  )
    return textsOf(node.right);
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    if (!ts.isBlock(node.body)) return textsOf(node.body);
    const found: string[] = [];
    const visit = (inner: ts.Node) => {
      if (ts.isReturnStatement(inner)) found.push(...textsOf(inner.expression));
      else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, visit);
    };
    ts.forEachChild(node.body, visit);
    return found;
  }
  return [];
}

/** A zod check's message argument: a string, or `{ message }` / `{ error }`. */
function zodMessage(node: ts.Expression): string[] {
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties)
      if (
        ts.isPropertyAssignment(property) &&
        (property.name.getText() === 'message' || property.name.getText() === 'error')
      )
        return textsOf(property.initializer);
    return [];
  }
  return textsOf(node);
}

interface FileMessages {
  messages: ServerMessage[];
  /** Names given where a message goes, to follow to their values. */
  named: { name: string; line: number }[];
  /** This file's `const NAME = '…'` and parameters' defaults, by name. */
  values: Map<string, ts.Expression>;
}

/** The messages one source file can send, and the names it sends messages by. */
function scan(file: string, source: string): FileMessages {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const usesZod = /from 'zod'/.test(source);
  const found: ServerMessage[] = [];
  const named: FileMessages['named'] = [];
  const values = new Map<string, ts.Expression>();
  inline = new Map();
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (texts: string[], node: ts.Node) => {
    for (const text of texts) if (text.trim()) found.push({ text, file, line: lineOf(node) });
  };
  const addArgument = (argument: ts.Expression | undefined) => {
    if (argument && ts.isIdentifier(argument))
      named.push({ name: argument.text, line: lineOf(argument) });
    else if (argument) add(textsOf(argument), argument);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node)) &&
      ts.isIdentifier(node.name) &&
      node.initializer
    ) {
      values.set(node.name.text, node.initializer);
      if (ts.isStringLiteral(node.initializer)) inline.set(node.name.text, node.initializer.text);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (CONSTANT_NAME.test(node.name.text)) {
        let value: ts.Node | undefined = node.initializer;
        while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
          value = value.expression;
        if (value && ts.isObjectLiteralExpression(value)) {
          for (const property of value.properties)
            if (ts.isPropertyAssignment(property)) add(textsOf(property.initializer), property);
        } else add(textsOf(value), node);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const index = MESSAGE_ARGUMENT[name];
      if (ts.isIdentifier(callee) && index !== undefined) addArgument(node.arguments[index]);
      if (usesZod && ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name))
        for (const [i, argument] of node.arguments.entries())
          if (i > 0 || !ZOD_VALUE_FIRST.has(name)) add(zodMessage(argument), argument);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const index = MESSAGE_CONSTRUCTOR[node.expression.text];
      if (index !== undefined) addArgument(node.arguments?.[index]);
    }
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'error' &&
      (ts.isStringLiteral(node.initializer) || ts.isTemplateExpression(node.initializer))
    )
      add(textsOf(node.initializer), node);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { messages: found, named, values };
}

/** The messages one source file states itself (names followed within the file only). */
export function serverMessagesOf(file: string, source: string): ServerMessage[] {
  return resolve([{ file, ...scan(file, source) }]);
}

/** Each file's messages, and the names followed: this file's values first, then any file's. */
function resolve(files: ({ file: string } & FileMessages)[]): ServerMessage[] {
  const anywhere = new Map<string, ts.Expression>();
  for (const { values } of files) for (const [name, value] of values) anywhere.set(name, value);
  return files.flatMap(({ file, messages, named, values }) => [
    ...messages,
    ...named.flatMap(({ name, line }) => {
      let value = values.get(name) ?? anywhere.get(name);
      // A default that names a constant (`message = TOO_MANY`), followed once more.
      if (value && ts.isIdentifier(value))
        value = values.get(value.text) ?? anywhere.get(value.text);
      return textsOf(value)
        .filter((text) => text.trim())
        .map((text) => ({ text, file, line }));
    }),
  ]);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    // A service's configuration errors stop it at start; no caller ever reads them. The
    // translations (rules/src/serverMessages*.ts) are what this is checked against.
    const skip =
      name === 'config.ts' || name.startsWith('serverMessages') || name.endsWith('.d.ts');
    return name.endsWith('.ts') && !skip ? [full] : [];
  });
}

/** Every server message under the repository's services and rules sources. */
export function serverMessages(root: string): ServerMessage[] {
  const servicesDir = path.join(root, 'services');
  const sources = [
    ...readdirSync(servicesDir)
      .map((service) => path.join(servicesDir, service, 'src'))
      .filter((dir) => {
        try {
          return statSync(dir).isDirectory();
        } catch {
          return false;
        }
      }),
    path.join(root, 'rules', 'src'),
  ];
  return resolve(
    sources.flatMap(sourceFiles).map((full) => {
      const file = path.relative(root, full);
      return { file, ...scan(file, readFileSync(full, 'utf8')) };
    }),
  );
}

/** A message as the server sends it: each `${…}` of a template filled with a value. */
export const sampleOf = (text: string) => text.replace(/\{\d+\}/g, 'x');

/** The server's messages that `find` has no translation for. */
export function untranslated(
  messages: readonly ServerMessage[],
  find: (message: string) => string | undefined,
): ServerMessage[] {
  return messages.filter((message) => find(sampleOf(message.text)) === undefined);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');

/**
 * What `npm run lint` refuses: a server message with no translation into a language, an English
 * message in two areas' catalogues (one would silently win), a translation whose placeholders
 * are not its English's.
 */
export function checkServerMessages(
  root: string,
  messages: readonly ServerMessage[] = serverMessages(root),
): Problem[] {
  const problems: Problem[] = [];
  for (const [locale, catalogues] of Object.entries(SERVER_MESSAGE_CATALOGUES)) {
    const where = `rules/src/serverMessages (${locale})`;
    for (const missing of untranslated(messages, (text) =>
      findServerMessage(text, locale as TranslatedLocale),
    ))
      problems.push({
        file: `${missing.file}:${missing.line}`,
        message: `"${missing.text}" has no ${locale} translation (${where})`,
      });
    const seen = new Set<string>();
    for (const catalogue of catalogues)
      for (const [english, translation] of Object.entries(catalogue)) {
        if (seen.has(english))
          problems.push({ file: where, message: `"${english}" is translated twice` });
        seen.add(english);
        if (placeholders(english) !== placeholders(translation))
          problems.push({
            file: where,
            message: `"${translation}" has placeholders {${placeholders(translation)}}, its English {${placeholders(english)}}`,
          });
      }
  }
  return problems;
}
