import type { MapItemRef } from '@/domain/map-items';

/** Opens the details dialog; `opener` gets the focus back when it closes. */
export type OpenDetails = (ref: MapItemRef, opener: HTMLElement | null) => void;
