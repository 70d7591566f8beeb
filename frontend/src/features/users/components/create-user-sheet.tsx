import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { TemporaryPassword } from '@/components/ui/temporary-password';
import { createUserBody, type CreatedUserAnswer } from '@domain/users';
import { useCreateUser } from '../api/commands';
import { RoleSwitches } from './role-switches';

/**
 * "Crear usuario" (issue 43): name, email and roles; the server makes a temporary password, shown here
 * once with a copy button, for the admin to hand over. The account changes it at its first sign-in.
 */
export function CreateUserSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<(CreatedUserAnswer & { name: string; email: string }) | null>(null);
  const create = useCreateUser();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own schema first: its Spanish message without a round trip.
    const body = createUserBody.safeParse({ name, email, roles });
    if (!body.success) return setProblem(body.error.issues[0]?.message ?? null);
    setProblem(null);
    create.mutate(body.data, {
      onSuccess: (answer) => setCreated({ ...answer, name: body.data.name, email: body.data.email }),
      onError: (err) => setProblem(err.message),
    });
  };
  if (created)
    return (
      <Sheet title={t('users.created')} open onClose={onClose}>
        <div data-testid="user-created">
          <p className="notice">{t('users.handOver', { name: created.name, email: created.email })}</p>
          <TemporaryPassword password={created.temporaryPassword} testId="temporary-password" />
          <button className="button" type="button" onClick={onClose} data-testid="user-created-done">
            {t('users.done')}
          </button>
        </div>
      </Sheet>
    );

  return (
    <Sheet title={t('users.create')} open onClose={onClose}>
      <form onSubmit={submit} noValidate data-testid="create-user-form">
        <GroupedList>
          <Field
            label={t('users.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            maxLength={120}
            data-testid="create-user-name"
          />
          <Field
            label={t('users.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
            maxLength={254}
            data-testid="create-user-email"
          />
        </GroupedList>
        <RoleSwitches header={t('users.roles')} roles={roles} onChange={setRoles} testIdPrefix="create-user-role" />
        {problem ? (
          <p className="form-error" role="alert" data-testid="create-user-problem">
            {problem}
          </p>
        ) : null}
        <button className="button" type="submit" disabled={create.isPending} data-testid="create-user-submit">
          {create.isPending ? t('common.saving') : t('users.create')}
        </button>
      </form>
    </Sheet>
  );
}
