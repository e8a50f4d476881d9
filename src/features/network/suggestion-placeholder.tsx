/**
 * Holds the suggestion card's place while the card (its code, the sites, the visitor's position) is
 * on its way, so the page below does not jump down when it appears. Heights are the card's own:
 * its description wraps to a second line on tablets.
 */
export function SuggestionPlaceholder() {
  return (
    <div aria-hidden="true" className="mx-auto mt-4 w-full max-w-7xl px-4">
      <div className="h-[185px] rounded-xl border border-slate-200 bg-white shadow-sm sm:h-[165px] lg:h-[145px]" />
    </div>
  );
}
