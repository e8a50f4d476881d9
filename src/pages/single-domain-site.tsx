// Filled in by its own issue; kept minimal so the foundation boots.
export function SingleDomainSite() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">SingleDomainSite</h1>
    </main>
  );
}
