// STUB owned by issue #6 (phones): the dark full-screen compact live-news view.
export function CompactLiveView() {
  return <main className="min-h-dvh bg-slate-950 p-4 text-white">LIVE</main>;
}
