import {
  dataOf,
  http,
  type DeletedCounts,
  type GroupForm,
  type GroupNode,
  type GroupRecord,
  type GroupUpdate,
} from '@console/shared';

// GET /api/all_bpg: the tenant's group tree from its single root.
export const fetchGroupTree = () => dataOf<GroupNode>(http.get('/api/all_bpg'));

// POST /api/bpg?parentId=: creates a sub-group.
export const createGroup = (parentId: number, form: GroupForm) =>
  dataOf<GroupRecord>(http.post('/api/bpg', form, { params: { parentId } }));

// PUT /api/bpg: renames a group or changes its description.
export const updateGroup = (form: GroupUpdate) => dataOf<GroupRecord>(http.put('/api/bpg', form));

// DELETE /api/bpg?id=: deletes a group and everything under it.
export const deleteGroup = (id: number) =>
  dataOf<DeletedCounts>(http.delete('/api/bpg', { params: { id } }));
