import { Dialog } from '@/components/ui/dialog';
import { type MapItemRef } from '@/kinds/map-kinds';
import { detailsOf } from '@/kinds/kind-details';
import { KIND_ICON } from '@/kinds/kind-icons';
import { itemTitle, refLabel } from '@/kinds/kind-words';

function Title({ target }: { target: MapItemRef }) {
  const Icon = KIND_ICON[target.kind];
  return (
    <>
      <span className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-blue-800 uppercase">
        <Icon aria-hidden="true" className="size-4" />
        {refLabel(target)}
      </span>
      <span className="block" lang="en">
        {itemTitle(target)}
      </span>
    </>
  );
}

/** The marker/card details: one modal for every kind, its body the kind's own (`details.tsx`). */
export function DetailsDialog({ target, onClose }: { target: MapItemRef; onClose: () => void }) {
  const details = detailsOf(target);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<Title target={target} />}
    >
      <details.Body item={target.item} />
    </Dialog>
  );
}
