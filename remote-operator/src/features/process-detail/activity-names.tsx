import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fetchDiagramXml } from './api';

/** The names of a BPMN document's elements by id (those with a name). */
export function namesOfXml(xml: string): Map<string, string> {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const names = new Map<string, string>();
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const id = element.getAttribute('id');
    const name = element.getAttribute('name')?.trim();
    if (id && name) names.set(id, name);
  }
  return names;
}

/** Deployed XML never changes under its definition id: each is read once per page load. */
const read = new Map<string, Promise<Map<string, string>>>();
const namesOfDefinition = (definitionId: string) => {
  let names = read.get(definitionId);
  if (!names) {
    names = fetchDiagramXml(definitionId).then(namesOfXml);
    // A failed read is tried again next time; until then ids stand in for names.
    names.catch(() => read.delete(definitionId));
    read.set(definitionId, names);
  }
  return names;
};

export type ActivityNameOf = (definitionId: string, activityId: string) => string | undefined;

/** The activity names of the definitions (from their deployed BPMN), read as they are needed. */
export function useActivityNames(definitionIds: string[]): ActivityNameOf {
  const [known, setKnown] = useState<ReadonlyMap<string, Map<string, string>>>(new Map());
  const wanted = [...new Set(definitionIds)].sort().join('\n');
  useEffect(() => {
    let live = true;
    for (const id of wanted ? wanted.split('\n') : []) {
      namesOfDefinition(id).then(
        (names) => {
          if (live) setKnown((current) => new Map(current).set(id, names));
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [wanted]);
  return (definitionId, activityId) => known.get(definitionId)?.get(activityId);
}

/** An activity by its BPMN name with its id as secondary text; its id alone when unnamed. */
export function ActivityLabel({ id, name }: { id: string; name: string | null | undefined }) {
  if (!name) return <>{id}</>;
  return (
    <>
      {name}{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        ({id})
      </Typography.Text>
    </>
  );
}
