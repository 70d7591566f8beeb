import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { HelpRequest } from '../api/reads';
import { useResolveHelpRequest } from '../api/commands';
import { chatTime } from '@/lib/local-day';
import { dateTime, requesterLabel } from './format';

const NOTE_MAX = 500;

/** One help request: who asked and how to reach them, the message, the chat before it, and closing it. */
export function HelpRequestSheet({ request, onClose }: { request: HelpRequest; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolve = useResolveHelpRequest();
  const { requester } = request;
  const submit = () =>
    resolve.mutate(
      { id: request.id, note },
      {
        onSuccess: () => (toast.success(t('support.resolvedToast')), onClose()),
        onError: (e) => setRefusal(failureText(t('support.resolveFailed'), e)),
      },
    );
  return (
    <Sheet title={requesterLabel(requester, t('support.guest'))} open onClose={onClose}>
      <div data-testid="help-request-sheet">
        <GroupedList header={t('support.requester')}>
          <ListRow title={t('support.name')} detail={requester.name ?? t('support.guest')} />
          <ListRow title={t('support.contact')} detail={requester.contact ?? t('support.noContact')} />
          <ListRow title={t('support.language')} detail={t(`support.languages.${request.lang}`)} />
          <ListRow title={t('support.requestedAt')} detail={dateTime(request.requestedAt, i18n.language)} />
        </GroupedList>
        <GroupedList header={t('support.message')}>
          <p className="help-detail-text" data-testid="help-request-message">
            {request.message}
          </p>
        </GroupedList>
        <GroupedList header={t('support.transcript')}>
          {request.transcript.length === 0 ? (
            <p className="help-detail-text">{t('support.noTranscript')}</p>
          ) : (
            <div className="help-transcript" data-testid="help-request-transcript">
              {request.transcript.map((line, i) => (
                <div key={i} className={`help-line ${line.from}`} aria-label={t(`support.from.${line.from}`)}>
                  {line.text}
                  <time dateTime={line.at}>{chatTime(line.at)}</time>
                </div>
              ))}
            </div>
          )}
        </GroupedList>
        {request.status === 'resolved' ? (
          <GroupedList header={t('support.resolved')}>
            <ListRow title={t('support.resolvedBy')} detail={request.resolvedBy ?? ''} />
            {request.resolvedAt ? (
              <ListRow title={t('support.resolvedAt')} detail={dateTime(request.resolvedAt, i18n.language)} />
            ) : null}
            {request.note ? <p className="help-detail-text">{request.note}</p> : null}
          </GroupedList>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!resolve.isPending) submit();
            }}
            data-testid="help-request-resolve"
          >
            <div className="group-body">
              <TextAreaRow
                label={t('support.note')}
                placeholder={t('support.notePlaceholder')}
                maxLength={NOTE_MAX}
                rows={3}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            {refusal ? (
              <p className="form-error" role="alert">
                {refusal}
              </p>
            ) : null}
            <div className="sheet-actions">
              <button type="submit" className="button" disabled={resolve.isPending} data-testid="help-request-confirm">
                {resolve.isPending ? t('common.saving') : t('support.resolve')}
              </button>
            </div>
          </form>
        )}
      </div>
    </Sheet>
  );
}
