// Filled in by its own issue; kept minimal so the foundation boots.
import { NetworkLayout } from '@/features/network/network-layout';

export function MetroMapPage() {
  return (
    <NetworkLayout mode="network">
      <main id="main" className="p-6">
        <h1 className="text-2xl font-bold">MetroMapPage</h1>
      </main>
    </NetworkLayout>
  );
}
