/**
 * A status line whose words may age with the clock ("positions from 3 min ago"). A screen reader
 * is told only `said`, the words the clock does not change, so it hears the line when the status
 * changes, not again every minute; the whole line stays on the page to be read.
 */
export function AgingStatus({
  text,
  said,
  className,
}: {
  text: string;
  said: string;
  className?: string;
}) {
  if (text === said)
    return (
      <p role="status" className={className}>
        {text}
      </p>
    );
  return (
    <>
      <p className={className}>{text}</p>
      <p role="status" className="sr-only">
        {said}
      </p>
    </>
  );
}
