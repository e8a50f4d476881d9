/**
 * Tooling only (TRANSLATING.md's table and the translators' export, never bundled): each English
 * key's context, read from the `//` comment lines of its catalog section.
 *
 * A key's context is the comment directly above it. Keys that follow it with no blank line between
 * (a run such as the `app.panel.*` names) share that comment. A comment never carries across a
 * blank line: a comment that stands alone above a blank line is a heading for whoever reads the
 * source, and a key after a blank line with no comment of its own has no context.
 */

/** A member of the section's object: two spaces in, a quoted key or a bare name, then a colon. */
const MEMBER = /^ {2}(?:'([^']+)'|([A-Za-z_$][\w$]*)):/;
const COMMENT = /^\s*\/\/\s?(.*)$/;

/** Each key of a catalog section's source, in order, with its context ('' when it has none). */
export function messageContexts(source: string): Map<string, string> {
  const contexts = new Map<string, string>();
  let pending: string[] = [];
  let run = '';
  for (const line of source.split('\n')) {
    const comment = COMMENT.exec(line);
    if (comment) {
      pending.push(comment[1] ?? '');
      continue;
    }
    const member = MEMBER.exec(line);
    if (member) {
      const own = pending.join(' ').trim();
      if (own) run = own;
      contexts.set(member[1] ?? member[2] ?? '', run);
      pending = [];
    } else if (line.trim() === '' || !/^\s/.test(line)) {
      // A blank line, or a line of the file's frame (`export const app = {`): nothing carries on.
      pending = [];
      run = '';
    }
    // Any other line continues the member above (a long value, a plural form): the run goes on.
  }
  return contexts;
}
