import { acceptedTypes } from '@console/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { StoreApi } from '../../store-api';
import {
  sendUpload,
  type ConflictChoice,
  type UploadItem,
  type UploadOutcome,
} from './send-upload';
import { uploadProblem } from './upload-checks';

export interface ConflictAnswer {
  choice: ConflictChoice;
  /** Give the same answer to the batch's further conflicts without asking. */
  applyToAll: boolean;
}

export interface ConflictQuestion {
  id: number;
  name: string;
  answer: (answer: ConflictAnswer) => void;
}

export type BatchSummary = Record<UploadOutcome, number>;

/**
 * The upload list: each chosen file is checked, then sent one after the other, so that the
 * conflict questions come one at a time. A batch runs until nothing is waiting; an answer
 * "for all" holds until it ends.
 */
export function useUploadQueue(
  store: StoreApi,
  types: readonly string[] | undefined,
  onBatchDone: (summary: BatchSummary) => void,
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [question, setQuestion] = useState<ConflictQuestion | null>(null);
  const waiting = useRef<UploadItem[]>([]);
  const running = useRef(false);
  const lastId = useRef(0);
  const accepted = useMemo(() => acceptedTypes(types), [types]);

  const patch = useCallback(
    (id: number, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const summary: BatchSummary = { done: 0, skipped: 0, failed: 0 };
    let forAll: ConflictChoice | null = null;
    const decide = async (name: string) => {
      if (forAll) return forAll;
      const { choice, applyToAll } = await new Promise<ConflictAnswer>((answer) =>
        setQuestion({ id: (lastId.current += 1), name, answer }),
      );
      setQuestion(null);
      if (applyToAll) forAll = choice;
      return choice;
    };
    for (let item = waiting.current.shift(); item; item = waiting.current.shift()) {
      summary[await sendUpload(item, { store, types, patch, decide })] += 1;
    }
    running.current = false;
    onBatchDone(summary);
  }, [store, types, patch, onBatchDone]);

  const add = useCallback(
    (file: File, folder: string) => {
      const problem = uploadProblem(file, accepted) ?? undefined;
      const item: UploadItem = {
        id: (lastId.current += 1),
        file,
        folder,
        status: problem ? 'refused' : 'waiting',
        percent: 0,
        problem,
      };
      setItems((list) => [...list, item]);
      if (problem) return;
      waiting.current.push(item);
      void run();
    },
    [accepted, run],
  );

  /** Forgets the rows that have settled. */
  const clearSettled = useCallback(
    () =>
      setItems((list) =>
        list.filter((item) => ['waiting', 'uploading', 'conflict'].includes(item.status)),
      ),
    [],
  );

  return { items, question, add, clearSettled };
}
