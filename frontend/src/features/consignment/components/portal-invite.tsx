import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { TemporaryPassword } from '@/components/ui/temporary-password';
import { toast } from '@/stores/toast-store';
import { portalAccessBody, type PortalAccessAnswer } from '@domain/users';
import { useGrantPortalAccess } from '../api/portal-access';

type Granted = PortalAccessAnswer & { name: string };

/**
 * "Invitar" (issue 45): a person's name and e-mail. A new e-mail gets an account whose temporary
 * password is shown here once, with a copy button, for the admin to hand over; a customer's existing
 * account is linked and keeps its own password.
 */
export function PortalInvite({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [granted, setGranted] = useState<Granted | null>(null);
  const grant = useGrantPortalAccess(partnerId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own schema first: its Spanish message without a round trip.
    const body = portalAccessBody.safeParse({ name, email });
    if (!body.success) return setProblem(body.error.issues[0]?.message ?? null);
    setProblem(null);
    grant.mutate(body.data, {
      onSuccess: (answer) => {
        setName('');
        setEmail('');
        if (answer.temporaryPassword) setGranted({ ...answer, name: body.data.name });
        else toast.success(t('consignment.portalAccess.linked', { email: answer.email }));
      },
      onError: (err) => setProblem(err.message),
    });
  };
  if (granted?.temporaryPassword) {
    return (
      <div data-testid="portal-access-granted">
        <p className="notice">{t('consignment.portalAccess.handOver', { name: granted.name, email: granted.email })}</p>
        <TemporaryPassword password={granted.temporaryPassword} testId="portal-temporary-password" />
        <button className="button" type="button" onClick={() => setGranted(null)} data-testid="portal-access-done">
          {t('consignment.portalAccess.done')}
        </button>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="portal-invite-form"
      aria-label={t('consignment.portalAccess.invite')}
    >
      <GroupedList header={t('consignment.portalAccess.invite')} footer={t('consignment.portalAccess.inviteHint')}>
        <Field
          label={t('consignment.portalAccess.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          maxLength={120}
          data-testid="portal-invite-name"
        />
        <Field
          label={t('consignment.portalAccess.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
          maxLength={254}
          data-testid="portal-invite-email"
        />
      </GroupedList>
      {problem ? (
        <p className="form-error" role="alert" data-testid="portal-invite-problem">
          {problem}
        </p>
      ) : null}
      <button className="button" type="submit" disabled={grant.isPending} data-testid="portal-invite-submit">
        {grant.isPending ? t('common.saving') : t('consignment.portalAccess.grant')}
      </button>
    </form>
  );
}
