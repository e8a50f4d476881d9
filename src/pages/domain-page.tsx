// Filled in by its own issue; kept minimal so the foundation boots.
export function DomainPage(_props: { domainName?: string }) {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">DomainPage</h1>
    </main>
  );
}
