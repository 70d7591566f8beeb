import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { toast } from '@/stores/toast-store';

/** Read aloud or copied by hand: a fixed-width face, a little apart. */
const PASSWORD_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 20, letterSpacing: 1 };

/**
 * A temporary password the server answered once (an admin's new user, a partner's portal access): shown
 * here with a copy button for the admin to hand over; it is stored nowhere to be shown again.
 */
export function TemporaryPassword({ password, testId }: { password: string; testId: string }) {
  const { t } = useTranslation();
  const copy = () =>
    void navigator.clipboard
      .writeText(password)
      .then(() => toast.success(t('temporaryPassword.copied')))
      .catch(() => toast.error(t('temporaryPassword.copyFailed')));
  return (
    <GroupedList header={t('temporaryPassword.title')} footer={t('temporaryPassword.shownOnce')}>
      <div className="row">
        <code className="row-main" style={PASSWORD_STYLE} data-testid={testId}>
          {password}
        </code>
        <button type="button" className="link-button" onClick={copy} data-testid={`${testId}-copy`}>
          {t('temporaryPassword.copy')}
        </button>
      </div>
    </GroupedList>
  );
}
