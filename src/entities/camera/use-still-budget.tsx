import { createContext, useContext, useState, type ReactNode } from 'react';
import { createRequestBudget, type RequestBudget } from '@/domain/camera-stills';

const StillBudgetContext = createContext<RequestBudget | null>(null);

/**
 * One screen's budget of still requests (6 per 30 s), shared by every camera card inside. Wrap
 * each screen's card lists once: the metro page below the map, a domain page, the phone's
 * Traffic tab.
 */
export function StillBudgetProvider({ children }: { children: ReactNode }) {
  const [budget] = useState(() => createRequestBudget());
  return <StillBudgetContext.Provider value={budget}>{children}</StillBudgetContext.Provider>;
}

let pageBudget: RequestBudget | null = null;

/** The screen's budget; outside any provider, one for the whole page, so cards are never unbounded. */
export function useStillBudget(): RequestBudget {
  return useContext(StillBudgetContext) ?? (pageBudget ??= createRequestBudget());
}
