// Filled in by its own issue; kept minimal so the foundation boots.
export function MetroMapPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">MetroMapPage</h1>
    </main>
  );
}
