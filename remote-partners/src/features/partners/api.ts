import {
  dataOf,
  http,
  type GroupDetail,
  type Partner,
  type PartnerForm,
  type PartnerUpdate,
} from '@console/shared';

// GET /api/bpg?id=: a group with its path and its BPs (each with its user count).
export const fetchGroupDetail = (id: number) =>
  dataOf<GroupDetail>(http.get('/api/bpg', { params: { id } }));

// POST /api/bp?bpgId=: creates a BP in a group.
export const createPartner = (bpgId: number, form: PartnerForm) =>
  dataOf<Partner>(http.post('/api/bp', form, { params: { bpgId } }));

// PUT /api/bp: renames a BP or changes its email.
export const updatePartner = (form: PartnerUpdate) => dataOf<Partner>(http.put('/api/bp', form));

// DELETE /api/bp?id=: deletes a BP with its users.
export const deletePartner = (id: number) =>
  dataOf<null>(http.delete('/api/bp', { params: { id } }));
