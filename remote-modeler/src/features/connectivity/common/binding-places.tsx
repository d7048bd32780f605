import type { BindingPlace } from '@console/shared';
import { useTranslation } from 'react-i18next';

/** The places something is bound to, one line each: "process P, topic T". */
export function BindingPlaces({ places }: { places: readonly BindingPlace[] }) {
  const { t } = useTranslation('modeler');
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {places.map((place) => (
        <li key={`${place.processId}/${place.topic}`}>
          {t('conn.bindings.place', { processId: place.processId, topic: place.topic })}
        </li>
      ))}
    </ul>
  );
}
