/**
 * Holds the suggestion card's place while the card (its code, the sites, the visitor's position) is
 * on its way, so the page below does not jump down when it appears. Heights are the card's own, as
 * a first visit gets it (the metro site's card), where the text wraps:
 * - a phone: 297–342 px from 430 to 360 px wide (a city's card 277–317); 320 held;
 * - 640–767 px: 310 at 640, 230 at 700, 210 at 744 (an iPad mini upright), 185 at 767; 210 held;
 * - 768–1023 px: 185 up to 799 (a 768 px iPad upright), 165 from 800 (the 820–834 px iPads
 *   upright); 185 held, then 165;
 * - 1024 px and wider: 145.
 */
export function SuggestionPlaceholder() {
  return (
    <div aria-hidden="true" className="mx-auto mt-4 w-full max-w-7xl px-4">
      <div className="h-[320px] rounded-xl border border-slate-200 bg-white shadow-sm sm:h-[210px] md:h-[185px] min-[50rem]:h-[165px] lg:h-[145px]" />
    </div>
  );
}
