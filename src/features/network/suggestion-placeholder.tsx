/**
 * Holds the suggestion card's place while the card (its code, the sites, the visitor's position) is
 * on its way, so the page below does not jump down when it appears. Heights are the card's own:
 * its description wraps to a second line on tablets. On a phone the card's text wraps most: the
 * metro site's card, which a first visit gets, is 297–342 px tall from 430 to 360 px wide, and a
 * city's 277–317 (185 px held made a layout shift of 0.067 on a phone's `/domain/{name}`).
 */
export function SuggestionPlaceholder() {
  return (
    <div aria-hidden="true" className="mx-auto mt-4 w-full max-w-7xl px-4">
      <div className="h-[320px] rounded-xl border border-slate-200 bg-white shadow-sm sm:h-[165px] lg:h-[145px]" />
    </div>
  );
}
