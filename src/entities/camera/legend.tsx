import CameraOffIcon from 'lucide-react/icons/camera-off';
import WrenchIcon from 'lucide-react/icons/wrench';
import type { KindLegend } from '@/components/map/kind-legend';
import { Entry, legendDot } from '@/components/legend-parts';
import { CAMERA_STATUS_LOOK } from '@/components/map/marker-styles';
import { useT } from '@/state/translator';
import { CAMERA_STATUS_LABEL } from '@/words/labels';
import { CAMERA_WORDS } from './words';
import '@/i18n/english-later';

function CameraEntries() {
  const { t } = useT();
  return (
    <>
      <Entry swatch={legendDot(CAMERA_STATUS_LOOK.active.dot)}>
        {t('map.legend.activeCamera')}
      </Entry>
      <Entry
        swatch={legendDot(
          CAMERA_STATUS_LOOK.inactive.dot,
          <CameraOffIcon className="size-3" strokeWidth={2.5} />,
        )}
      >
        {CAMERA_STATUS_LABEL.inactive}
      </Entry>
      <Entry
        swatch={legendDot(
          CAMERA_STATUS_LOOK.maintenance.dot,
          <WrenchIcon className="size-3" strokeWidth={2.5} />,
        )}
      >
        {CAMERA_STATUS_LABEL.maintenance}
      </Entry>
    </>
  );
}

/** The cameras' group in the map's legend: a dot per status (each not active has its icon). */
export const legend: KindLegend<'camera'> = {
  kind: 'camera',
  title: () => CAMERA_WORDS.layerLabel,
  className: 'flex flex-wrap gap-x-4 gap-y-1',
  Entries: CameraEntries,
};
