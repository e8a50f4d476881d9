import { expectTypeOf, test } from 'vitest';
import type { OpenDetails } from '@/components/map/map-item-open';
import type { MapItemRef } from '@/domain/map-items';

// The module is one type: what a marker, a list row or a cluster's entry calls to open the dialog.
test('OpenDetails takes the item’s reference and the element that gets the focus back', () => {
  expectTypeOf<OpenDetails>().parameters.toEqualTypeOf<[MapItemRef, HTMLElement | null]>();
  expectTypeOf<OpenDetails>().returns.toBeVoid();
});
