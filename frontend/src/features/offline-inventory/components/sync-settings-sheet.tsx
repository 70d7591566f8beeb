import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '@/components/ui/field';
import { ErrorLine, InputRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { desktopBridge, mayRead } from '../bridge';
import { PRIORITY_TABLES, type SyncConfig } from '../bridge/contract';
import { fromForm, INTERVAL_MINUTES, syncSettingsForm, toForm } from '../bridge/sync-config';
import { refusalOf, useBridgeCall } from '../hooks/use-operation';

/**
 * Spec 3's sync config as a form: the API address, the interval in minutes (1–1440, stored in ms),
 * when to sync and which tables to keep. 'Guardar' stores it through the bridge (spec 7).
 */
export function SyncSettingsSheet({ config, onClose }: { config: SyncConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(syncSettingsForm, toForm(config));
  const { register, errorOf } = form;
  const { run, pending } = useBridgeCall();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const result = await run('config', () => desktopBridge.updateSyncConfig(fromForm(values)));
    if (result?.success) onClose();
    else setRefusal(refusalOf(result, t('offlineInventory.toast.configFailed')));
  });

  return (
    <FormSheet
      title={t('offlineInventory.settings.title')}
      confirmLabel={t('offlineInventory.settings.save')}
      pending={pending}
      refusal={refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="sync-settings-form"
      className="oi-form"
    >
      <h3 className="group-header">{t('offlineInventory.settings.server')}</h3>
      <div className="group-body">
        <InputRow
          label={t('offlineInventory.settings.apiUrl')}
          {...register('apiUrl')}
          type="url"
          inputMode="url"
          autoCapitalize="off"
          error={errorOf('apiUrl')}
          data-testid="sync-api-url"
        />
        <InputRow
          label={t('offlineInventory.settings.interval')}
          {...register('intervalMinutes', { valueAsNumber: true })}
          type="number"
          min={INTERVAL_MINUTES.min}
          max={INTERVAL_MINUTES.max}
          step={1}
          inputMode="numeric"
          error={errorOf('intervalMinutes')}
          data-testid="sync-interval"
        />
      </div>
      <p className="group-footer">{t('offlineInventory.settings.intervalHint')}</p>
      <h3 className="group-header">{t('offlineInventory.settings.when')}</h3>
      <div className="group-body">
        <SwitchField label={t('offlineInventory.settings.syncOnStartup')} {...register('syncOnStartup')} />
        <SwitchField
          label={t('offlineInventory.settings.syncOnInternetReconnect')}
          {...register('syncOnInternetReconnect')}
        />
        <SwitchField label={t('offlineInventory.settings.includeImages')} {...register('includeImages')} />
      </div>
      <h3 className="group-header">{t('offlineInventory.settings.tables')}</h3>
      <div className="group-body" role="group" aria-label={t('offlineInventory.settings.tables')}>
        {/* One name, one value each: react-hook-form keeps the checked ones as the list, in this order. */}
        {PRIORITY_TABLES.filter(mayRead).map((table) => (
          <SwitchField
            key={table}
            label={t(`offlineInventory.settings.table.${table}`)}
            value={table}
            {...register('priorityTables')}
            data-testid={`sync-table-${table}`}
          />
        ))}
      </div>
      <ErrorLine error={errorOf('priorityTables')} />
      <p className="group-footer">{t('offlineInventory.settings.tablesHint')}</p>
    </FormSheet>
  );
}
