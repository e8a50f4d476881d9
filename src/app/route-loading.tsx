/** Shown for the moment a page's code is on its way. */
export function RouteLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center bg-slate-50 text-sm text-slate-700"
    >
      Loading…
    </div>
  );
}
