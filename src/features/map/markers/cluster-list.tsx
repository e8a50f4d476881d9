import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type MapItemRef } from '@/kinds/map-kinds';
import { markerName } from '@/kinds/kind-words';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
// The kinds' icons, not their views: this dialog loads with Radix, which must not pull the marker
// layer's chunk along.
import { KIND_ICON } from '@/kinds/kind-icons';

interface ClusterListProps {
  /** The cluster's name, e.g. "1 traffic camera, 1 news story near Edina". */
  title: string;
  members: readonly MapItemRef[];
  onChoose: (ref: MapItemRef) => void;
  onClose: () => void;
}

/**
 * The points of a cluster that no zoom can separate (the same corner), listed: choosing one
 * opens its usual details dialog. Loaded on demand, with the dialog code.
 */
export function ClusterList({ title, members, onChoose, onClose }: ClusterListProps) {
  const { tp } = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tp('map.clusterList.title', members.length)}
      description={title}
    >
      <ul className="-mx-3 flex flex-col gap-1">
        {members.map((ref) => {
          const Icon = KIND_ICON[ref.kind];
          return (
            <li key={`${ref.kind}:${ref.item.id}`}>
              <Button
                variant="ghost"
                size="row"
                className="items-center gap-2 text-sm font-medium"
                onClick={() => onChoose(ref)}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-800" />
                <span className="text-slate-900">{markerName(ref)}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
