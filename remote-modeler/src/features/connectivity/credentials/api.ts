import {
  CONNECTIVITY_URLS,
  dataOf,
  http,
  type Credential,
  type CredentialBody,
  type CredentialTemplate,
} from '@console/shared';

// GET /api/credentialList: the tenant's credentials, secrets named but never sent.
export const fetchCredentials = () =>
  dataOf<Credential[]>(http.get(CONNECTIVITY_URLS.credentialList));

// GET /api/credentialTemplateList: the kinds of credential and their fields.
export const fetchCredentialTemplates = () =>
  dataOf<CredentialTemplate[]>(http.get(CONNECTIVITY_URLS.credentialTemplateList));

// POST /api/credential: a new credential.
export const createCredential = (body: CredentialBody) =>
  dataOf<Credential>(http.post(CONNECTIVITY_URLS.credential, body));

// PUT /api/credential: changes a credential; a secret left out keeps its value.
export const updateCredential = (body: CredentialBody) =>
  dataOf<Credential>(http.put(CONNECTIVITY_URLS.credential, body));

// DELETE /api/credential?credentialId=.
export const deleteCredential = (credentialId: number) =>
  dataOf<null>(http.delete(CONNECTIVITY_URLS.credential, { params: { credentialId } }));
