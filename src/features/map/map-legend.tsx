import {
  CameraOffIcon,
  CloudSunIcon,
  NewspaperIcon,
  TriangleAlertIcon,
  WrenchIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CAMERA_STATUS_LABEL } from '@/domain/labels';
import type { AlertSeverity } from '@/domain/weather-alerts';
import { CAMERA_STATUS_LOOK, IMPACT_LOOK } from '@/components/map/marker-styles';

function Group({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div>
      <p id={id} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </p>
      <ul aria-labelledby={id} className={cn('mt-1', className)}>
        {children}
      </ul>
    </div>
  );
}

function Entry({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="flex size-6 items-center justify-center">
        {swatch}
      </span>
      <span>{children}</span>
    </li>
  );
}

const dot = (colour: string, icon?: ReactNode) =>
  icon ? (
    <span
      className={cn(
        'flex size-5 items-center justify-center rounded-full text-white shadow ring-2 ring-white',
        colour,
      )}
    >
      {icon}
    </span>
  ) : (
    <span className={cn('size-3 rounded-full shadow ring-2 ring-white', colour)} />
  );

/** Explains marker kinds, camera status and news impact colours (each also has its own shape). */
export function MapLegend({
  className,
  alertLevels,
}: {
  className?: string;
  /** Counties under a weather alert: the legend explains their hatching. */
  alertLevels?: Partial<Record<string, AlertSeverity>>;
}) {
  const alertCounties = Object.keys(alertLevels ?? {});
  return (
    <section
      aria-label="Map legend"
      className={cn(
        'flex flex-wrap gap-x-8 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800',
        className,
      )}
    >
      <Group title="Cameras" className="flex flex-wrap gap-x-4 gap-y-1">
        <Entry swatch={dot(CAMERA_STATUS_LOOK.active.dot)}>Active camera</Entry>
        <Entry
          swatch={dot(
            CAMERA_STATUS_LOOK.inactive.dot,
            <CameraOffIcon className="size-3" strokeWidth={2.5} />,
          )}
        >
          {CAMERA_STATUS_LABEL.inactive}
        </Entry>
        <Entry
          swatch={dot(
            CAMERA_STATUS_LOOK.maintenance.dot,
            <WrenchIcon className="size-3" strokeWidth={2.5} />,
          )}
        >
          {CAMERA_STATUS_LABEL.maintenance}
        </Entry>
      </Group>
      <Group title="Weather">
        <Entry
          swatch={
            <span className="flex h-5 items-center rounded-full border-2 border-sky-700 bg-white px-0.5">
              <CloudSunIcon className="size-3.5 text-sky-700" />
            </span>
          }
        >
          NWS station with temperature
        </Entry>
      </Group>
      <Group title="News impact" className="flex flex-wrap gap-x-4 gap-y-1">
        <Entry swatch={dot(IMPACT_LOOK.high.bg, <TriangleAlertIcon className="size-3" />)}>
          High (red)
        </Entry>
        <Entry swatch={dot(IMPACT_LOOK.medium.bg, <NewspaperIcon className="size-3" />)}>
          Medium (orange)
        </Entry>
        <Entry swatch={dot(IMPACT_LOOK.low.bg, <NewspaperIcon className="size-3" />)}>
          Other (blue)
        </Entry>
      </Group>
      {alertCounties.length > 0 ? (
        <Group title="Weather alerts">
          <Entry
            swatch={
              <span className="h-4 w-6 rounded-sm border-2 border-dashed border-orange-600 bg-[repeating-linear-gradient(45deg,rgb(234_88_12/0.35)_0_3px,transparent_3px_7px)]" />
            }
          >
            Hatched: county under a weather alert ({alertCounties.join(', ')})
          </Entry>
        </Group>
      ) : null}
      <Group title="You">
        <Entry
          swatch={<span className="size-3.5 rounded-full bg-blue-600 ring-4 ring-blue-600/30" />}
        >
          Your location
        </Entry>
      </Group>
    </section>
  );
}
