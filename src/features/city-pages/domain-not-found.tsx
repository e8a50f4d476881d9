import MapIcon from 'lucide-react/icons/map';
import SearchXIcon from 'lucide-react/icons/search-x';
import { MessageScreen } from '@/components/message-screen';
import { Trans } from '@/components/trans';
import { Button } from '@/components/ui/button';
import { truncate } from '@/domain/display-text';
import { pageTitle } from '@/words/document-title';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { useDocumentTitle } from './use-document-title';

interface DomainNotFoundProps {
  /** What was asked for (URL segment or host), shown as text only. */
  requested?: string;
  /** The lookup itself failed (network or server), as opposed to an unknown name. */
  failed?: boolean;
  onRetry?: () => void;
  onReturn: () => void;
}

const MAX_SHOWN_NAME = 80;

export function DomainNotFound({
  requested,
  failed = false,
  onRetry,
  onReturn,
}: DomainNotFoundProps) {
  const { t } = useT();
  useDocumentTitle(pageTitle(t('city.notFound.title')));
  return (
    <MessageScreen>
      <div className="flex items-center gap-3">
        <SearchXIcon aria-hidden="true" className="size-8 shrink-0 text-red-700" />
        <h1 className="text-2xl font-bold text-slate-900">{t('city.notFound.title')}</h1>
      </div>
      <p className="mt-4 text-sm text-slate-700">{t('city.notFound.message')}</p>
      {requested ? (
        <p className="mt-2 text-sm break-all text-slate-600">
          <Trans
            text={t('city.notFound.lookedFor')}
            parts={{
              name: <span className="font-mono">{truncate(requested, MAX_SHOWN_NAME)}</span>,
            }}
          />
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          {t('city.notFound.lookupFailed')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="primary" onClick={onReturn}>
          <MapIcon aria-hidden="true" className="size-4" />
          {t('city.notFound.returnToMap')}
        </Button>
        {failed && onRetry ? <Button onClick={onRetry}>{t('city.tryAgain')}</Button> : null}
      </div>
    </MessageScreen>
  );
}
