import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import type { SessionUser } from '@/lib/access';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { useUpdateMe } from '../api/update-me';

/** Name, first and last name (PATCH /api/auth/me); spec 8's 'Failed to update profile' on failure. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: user.name, firstName: user.firstName, lastName: user.lastName });
  const update = useUpdateMe();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(form, {
      onSuccess: () => toast.success(t('profile.updated')),
      onError: (err) => toast.error(err instanceof ApiError && err.message ? err.message : t('profile.updateFailed')),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t('profile.personal')}>
      <GroupedList header={t('profile.personal')}>
        <Field label={t('profile.name')} name="name" value={form.name} onChange={set('name')} autoComplete="name" />
        <Field
          label={t('profile.firstName')}
          name="firstName"
          value={form.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
        />
        <Field
          label={t('profile.lastName')}
          name="lastName"
          value={form.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
        />
      </GroupedList>
      <button className="button" type="submit" disabled={update.isPending || !form.name.trim()}>
        {update.isPending ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}
