import type { Trigger } from '@console/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../automation-common/list-page';
import { usePagedList } from '../automation-common/use-paged-list';
import { useRowActions } from '../automation-common/use-row-actions';
import { deleteTrigger, fetchTriggers, updateTrigger } from './api';
import { FiresDrawer } from './fires-drawer';
import { TriggerModal } from './trigger-modal';
import { useTriggerColumns } from './trigger-columns';
import { savedBody } from './trigger-values';
import { useEventNames } from './use-event-names';

/**
 * /trigger (issue 23 §2): the tenant's timer and event triggers, a page at a time, with their
 * switch, edit, delete and a timer's recent fires.
 */
export default function TriggerPage() {
  const { t } = useTranslation('modeler');
  const list = usePagedList(fetchTriggers);
  const rows = useRowActions<Trigger>({
    texts: 'triggers',
    reload: list.reload,
    deleteRow: (trigger) => deleteTrigger(trigger.id),
  });
  const names = useEventNames(Boolean(list.rows?.some((row) => row.type === 'event')));
  const [firesOf, setFiresOf] = useState<Trigger | null>(null);

  const columns = useTriggerColumns({
    names,
    switching: rows.switching,
    onSwitch: (trigger, active) =>
      rows.switchTo(trigger, active, () => updateTrigger({ ...savedBody(trigger), active })),
    onFires: setFiresOf,
    onEdit: rows.edit,
    onDelete: rows.remove,
  });

  return (
    <ListPage
      texts="triggers"
      title={t('triggers.title')}
      emptyText={t('triggers.empty')}
      {...list}
      columns={columns}
      onCreate={rows.create}
    >
      {rows.editor && <TriggerModal {...rows.editor} />}
      {firesOf && <FiresDrawer trigger={firesOf} onClose={() => setFiresOf(null)} />}
    </ListPage>
  );
}
