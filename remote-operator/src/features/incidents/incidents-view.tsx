import { useState } from 'react';
import IncidentGroupsCard from './incident-groups-card';
import IncidentsListCard from './incidents-list-card';

/** The incidents of every process: grouped by cause, and one by one, newest first. */
export default function IncidentsView() {
  // A group's retry batch ending or one incident resolved changes both cards: each reads again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <>
      <IncidentGroupsCard version={version} onRetried={changed} />
      <IncidentsListCard version={version} onResolved={changed} />
    </>
  );
}
