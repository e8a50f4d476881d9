import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it: `text` is the catalog's words with `{name}`
 * placeholders, `parts` the element for each name. The translation decides where each part goes.
 */
export function Trans({
  text,
  parts,
}: {
  text: string;
  parts: Readonly<Record<string, ReactNode>>;
}) {
  const pieces = text.split(/\{(\w+)\}/g);
  return (
    <>
      {pieces.map((piece, index) =>
        // Odd indexes are the placeholder names the split captured.
        index % 2 === 1 ? (
          <Fragment key={index}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
        ) : (
          piece
        ),
      )}
    </>
  );
}
