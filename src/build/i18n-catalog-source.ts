/**
 * Tooling only (the translators' import and export, never bundled): the messages of a catalog
 * section's TypeScript source, read with the TypeScript parser (so nothing is executed), and the
 * same source with some messages replaced. Only the replaced values change: comments, order and
 * every other byte stay, so writing back what was read changes nothing.
 */
import ts from 'typescript';
import type { Message, PluralForms } from '../i18n/catalog';

export interface SectionMessage {
  readonly message: Message;
  /** Where the value's text starts and ends in the source. */
  readonly start: number;
  readonly end: number;
}

function keyOf(name: ts.PropertyName): string | null {
  if (ts.isStringLiteral(name) || ts.isIdentifier(name)) return name.text;
  return null;
}

function messageOf(node: ts.Expression): Message | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isObjectLiteralExpression(node)) return null;
  const forms: Record<string, string> = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return null;
    const form = keyOf(property.name);
    const text = property.initializer;
    if (!form || !(ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text))) {
      return null;
    }
    forms[form] = text.text;
  }
  return typeof forms.other === 'string' ? (forms as unknown as PluralForms) : null;
}

/** The object literal a section exports (`export const app = { … }`, with or without `as const`). */
function sectionObject(file: ts.SourceFile): ts.ObjectLiteralExpression {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) {
        value = value.expression;
      }
      if (value && ts.isObjectLiteralExpression(value)) return value;
    }
  }
  throw new Error(`${file.fileName}: no exported object of messages`);
}

/** Every message of a section's source, by key, in the order written. */
export function readSection(source: string, fileName = 'section.ts'): Map<string, SectionMessage> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const messages = new Map<string, SectionMessage>();
  for (const property of sectionObject(file).properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = keyOf(property.name);
    const message = messageOf(property.initializer);
    if (!key || !message)
      throw new Error(`${fileName}: ${property.getText(file)} is not a message`);
    messages.set(key, {
      message,
      start: property.initializer.getStart(file),
      end: property.initializer.getEnd(),
    });
  }
  return messages;
}

/** A string as the catalogs write it: single quotes, double quotes when that saves escapes. */
export function stringLiteral(text: string): string {
  const escaped = text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replaceAll("'", "\\'")}'`;
}

/** A message as the catalogs write it. */
export function messageLiteral(message: Message): string {
  if (typeof message === 'string') return stringLiteral(message);
  const forms = Object.entries(message).filter(([, text]) => text !== undefined);
  return `{ ${forms.map(([form, text]) => `${form}: ${stringLiteral(text as string)}`).join(', ')} }`;
}

export const sameMessage = (a: Message, b: Message): boolean =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.one === b.one && a.other === b.other && Object.keys(a).length === Object.keys(b).length;

/**
 * `source` with the messages of `updates` written in; a key the section lacks is an error, an
 * update equal to the current message leaves the source untouched.
 */
export function writeSection(
  source: string,
  updates: ReadonlyMap<string, Message>,
  fileName = 'section.ts',
): string {
  const current = readSection(source, fileName);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const [key, message] of updates) {
    const found = current.get(key);
    if (!found) throw new Error(`${fileName}: no message "${key}" to replace`);
    if (!sameMessage(found.message, message)) {
      edits.push({ start: found.start, end: found.end, text: messageLiteral(message) });
    }
  }
  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
