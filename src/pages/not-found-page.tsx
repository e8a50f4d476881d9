import AlertCircleIcon from 'lucide-react/icons/circle-exclamation-point';
import { Link } from 'wouter';
import { MessageScreen } from '@/components/message-screen';
import { useT } from '@/state/translator';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <MessageScreen>
      <div className="flex items-center gap-2">
        <AlertCircleIcon aria-hidden="true" className="size-8 shrink-0 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">{t('app.notFound.title')}</h1>
      </div>
      <p className="mt-4 text-sm text-slate-700">{t('app.notFound.message')}</p>
      <Link
        href="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
      >
        {t('app.notFound.home')}
      </Link>
    </MessageScreen>
  );
}
