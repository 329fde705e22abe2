import type { QueuedMessage } from './offline-queue.ts';
import { islandStrings } from './i18n.tsx';
import { StatusNote } from './StatusNote.tsx';

/** Part of the contact form: its strings come with the form's. */
export const keptMessageStrings = islandStrings([
  'form.offline.call',
  'form.offline.title',
  'form.offline.text',
  'form.offline.serverBusy',
  'form.offline.kept',
  'form.offline.cancel',
]);

interface Props {
  message: QueuedMessage;
  phone: { tel: string; display: string };
  onCancel: () => void;
  cancelling: boolean;
}

/**
 * A message written without a connection and kept on the device: says plainly that it has not gone yet,
 * that it will go by itself, that a call is faster (a tel: link needs no data), shows what is kept, and
 * offers to cancel it.
 */
export function KeptMessage({ message, phone, onCancel, cancelling }: Props) {
  const { t } = keptMessageStrings.useT();
  const [before, after] = t('form.offline.call').split('{phone}');
  const body = message.body;
  return (
    <div className="rounded-md border border-gold-500/60 bg-gold-100 p-4 text-ink" data-kept-message={message.key}>
      <StatusNote kind="waiting" title={t('form.offline.title')}>
        {/* Kept because the server was too busy to take it (a 503), not for want of a connection: said as it is. */}
        <p className="mt-1">{t(message.serverBusyUntil ? 'form.offline.serverBusy' : 'form.offline.text')}</p>
        <p className="mt-2">
          {before}
          <a href={`tel:${phone.tel}`} className="font-semibold whitespace-nowrap text-navy-800 underline underline-offset-2">
            {phone.display}
          </a>
          {after}
        </p>
      </StatusNote>
      {body ? (
        <div className="mt-3 rounded border border-gold-500/30 bg-white p-3 text-ink">
          <p className="text-sm font-semibold text-muted">{t('form.offline.kept')}</p>
          <p className="mt-1 font-medium">
            {body.name} · {body.phone} · {body.email}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap">{body.message}</p>
        </div>
      ) : null}
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelling}
        className="mt-3 inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-ink hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
      >
        {t('form.offline.cancel')}
      </button>
    </div>
  );
}
