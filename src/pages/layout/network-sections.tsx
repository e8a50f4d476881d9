import { PanelBoundary } from '@/components/panel-boundary';
import { LiveStatusPanel } from '@/features/status/live-status-panel';
import { DomainChooser } from '@/features/network/domain-chooser';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** Below the page: live status and the site chooser (a separate chunk, loaded after first paint). */
export function NetworkSections() {
  const { t } = useT();
  return (
    <div className="mt-10 space-y-10">
      <LiveStatusPanel />
      <PanelBoundary name={t('app.panel.localSites')}>
        <DomainChooser />
      </PanelBoundary>
    </div>
  );
}
